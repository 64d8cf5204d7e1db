import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../i18n/errorMessage';
import type { Message } from '../i18n/message';
import { serverErrorOf } from '../lib/serverError';
import { api } from '../api/client';
import { authEndpoints } from '../api/endpoints/auth';
import { CloseButton } from './CloseButton';
import { FormAlert } from './FormAlert';
import { useMessageText } from '../i18n/useMessageText';
import { FormField } from './FormField';
import { isValidEmail } from './validation';

/**
 * "Email me a sign-in link" (docs/accounts.md "Sign-in links"): asks for the email and requests a
 * link that signs in once, within 15 minutes (`POST /login/link`). The answer is the same whether
 * or not the email has an account, and so is the message.
 */
export function SignInLinkForm({ onClose, initialEmail }: { onClose: () => void; initialEmail: string }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [email, setEmail] = useState(initialEmail);
  const [invalid, setInvalid] = useState(false);
  const request = useMutation({
    mutationFn: (address: string) => api.call(authEndpoints.requestSignInLink, { body: { email: address } }),
  });
  const alert: { message: Message; tone: 'error' | 'success' } | null = request.isSuccess
    ? { message: { key: 'signInLink.sent' }, tone: 'success' }
    : request.isError
      ? { message: errorMessage(serverErrorOf(request.error), 'forgot.error'), tone: 'error' }
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const bad = !isValidEmail(email.trim());
    setInvalid(bad);
    request.reset();
    if (!bad) request.mutate(email.trim());
  };

  return (
    <form className="auth-form" data-testid="sign-in-link-form" noValidate onSubmit={submit}>
      <div className="auth-form__head">
        <h2 className="auth-form__title">{t('signInLink.title')}</h2>
        <CloseButton onClick={onClose} testId="sign-in-link-close" />
      </div>
      <p className="auth-form__lead">{t('signInLink.lead')}</p>
      <FormField
        formId="sign-in-link"
        field="email"
        label={t('email')}
        type="email"
        value={email}
        onChange={setEmail}
        error={invalid ? t('invalidEmail') : undefined}
        errorMode="inline"
        autoComplete="email"
        testId="sign-in-link-email"
      />
      {alert && (
        <FormAlert text={messageText(alert.message)} tone={alert.tone} testId="sign-in-link-message" />
      )}
      <button
        type="submit"
        className="button button--primary auth-form__submit"
        data-testid="sign-in-link-submit"
        disabled={request.isPending}
      >
        {t('signInLink.submit')}
      </button>
      <button
        type="button"
        className="button button--quiet auth-form__switch"
        data-testid="sign-in-link-back"
        onClick={onClose}
      >
        {t('backToLogin')}
      </button>
    </form>
  );
}
