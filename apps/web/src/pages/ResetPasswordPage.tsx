import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordRequest } from '@avatara/contracts/account';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../i18n/errorMessage';
import type { Message } from '../i18n/message';
import { serverErrorOf } from '../lib/serverError';
import { forgetHash, tokenFromHash } from '../account/linkToken';
import { newPasswordError } from '../account/newPassword';
import { api } from '../api/client';
import { accountEndpoints } from '../api/endpoints/account';
import { FormAlert } from '../auth/FormAlert';
import { useMessageText } from '../i18n/useMessageText';
import { FormField } from '../auth/FormField';
import { PasswordMeter, statusId } from '../auth/password/PasswordMeter';
import { usePasswordStrength } from '../auth/password/usePasswordStrength';
import type { LoginLocationState } from '../screens/LoginScreen';
import { useUser } from '../user/userContext';

/**
 * The reset screen (`/reset-password#token=…`, the link of the reset mail): a new password twice.
 * The link works once for 30 minutes; afterwards the user signs in with the new password (every
 * session of the account has ended). An invalid link offers to ask for a new one.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const { user, setUser } = useUser();
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<{ message: Message; tone: 'error' | 'success' } | null>(
    token === null ? { message: { key: 'account.linkInvalid' }, tone: 'error' } : null,
  );
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token === null ? 'invalid' : 'form');
  const reset = useMutation({
    mutationFn: (body: TResetPasswordRequest) => api.call(accountEndpoints.resetPassword, { body }),
    onSuccess: () => {
      // Every session of the account ended: this browser signs in again with the new password.
      if (user !== null) setUser(null);
      setState('done');
      setAlert({ message: { key: 'reset.done' }, tone: 'success' });
    },
    onError: (error) => {
      const failure = serverErrorOf(error);
      if (failure.reason === 'INVALID_TOKEN') setState('invalid');
      setAlert({ message: errorMessage(failure, 'account.error'), tone: 'error' });
    },
  });
  const busy = reset.isPending;
  // The link names no account here: the server also checks the account's email and name.
  const strength = usePasswordStrength(values.password);

  useEffect(forgetHash, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || token === null) return;
    const problem = newPasswordError(values.password, values.confirmPassword);
    setError(problem);
    setAlert(null);
    if (!problem) reset.mutate({ token, password: values.password });
  };

  const goToLogin = (view: LoginLocationState['view']) =>
    void navigate('/', { state: { view } satisfies LoginLocationState });

  return (
    <section
      className="account-page account-page--narrow"
      data-testid="reset-page"
      aria-labelledby="reset-title"
    >
      <h1 id="reset-title" className="account-page__title">
        {t('reset.title')}
      </h1>
      {state === 'form' && (
        <form className="auth-form" noValidate onSubmit={submit}>
          <p className="auth-form__lead">{t('reset.lead')}</p>
          <FormField
            formId="reset"
            field="password"
            label={t('account.newPassword')}
            type="password"
            value={values.password}
            onChange={(password) => setValues((v) => ({ ...v, password }))}
            error={error === 'account.passwordTooShort' ? t(error) : undefined}
            errorMode="inline"
            autoComplete="new-password"
            testId="reset-password"
            onFocus={strength.start}
            describedBy={statusId('reset-strength')}
          >
            <PasswordMeter id="reset-strength" strength={strength} testId="reset-password-meter" />
          </FormField>
          <FormField
            formId="reset"
            field="confirmPassword"
            label={t('confirmPassword')}
            type="password"
            value={values.confirmPassword}
            onChange={(confirmPassword) => setValues((v) => ({ ...v, confirmPassword }))}
            error={error === 'passwordsDoNotMatch' ? t(error) : undefined}
            errorMode="inline"
            autoComplete="new-password"
            testId="reset-confirm"
          />
          {alert && <FormAlert text={messageText(alert.message)} tone={alert.tone} testId="reset-message" />}
          <button
            type="submit"
            className="button button--primary auth-form__submit"
            data-testid="reset-submit"
            disabled={busy}
          >
            {t('reset.submit')}
          </button>
        </form>
      )}
      {state !== 'form' && alert && (
        <FormAlert text={messageText(alert.message)} tone={alert.tone} testId="reset-message" />
      )}
      {state === 'done' && (
        <button
          type="button"
          className="button button--primary"
          data-testid="reset-sign-in"
          onClick={() => goToLogin('manual')}
        >
          {t('login')}
        </button>
      )}
      {state === 'invalid' && (
        <button
          type="button"
          className="button button--primary"
          data-testid="reset-new-link"
          onClick={() => goToLogin('forgot')}
        >
          {t('reset.newLink')}
        </button>
      )}
    </section>
  );
}
