import type { TAccount, TChangePasswordRequest } from '@avatara/contracts/account';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { accountEndpoints } from '../api/endpoints/account';
import { FormField } from '../auth/FormField';
import { PasswordMeter, statusId } from '../auth/password/PasswordMeter';
import { usePasswordStrength } from '../auth/password/usePasswordStrength';
import type { TranslationKey } from '../i18n/message';
import { AccountSection } from './AccountSection';
import { newPasswordError } from './newPassword';
import { useAccountMutation } from './useAccountMutation';

const EMPTY = { current: '', password: '', confirm: '' };

/** Set a first password (a trial or social account has none) or change it; the other sessions end. */
export function PasswordSection({ account }: { account: TAccount }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<TranslationKey | null>(null);
  const has = account.hasPassword;
  const strength = usePasswordStrength(values.password, { email: account.email, name: account.name });
  // POST /account/password: set a first password (no current one) or change it.
  const { busy, notice, clear, run } = useAccountMutation(
    (body: TChangePasswordRequest) => api.call(accountEndpoints.changePassword, { body }),
    {
      successKey: ({ currentPassword }) =>
        currentPassword ? 'account.passwordChanged' : 'account.passwordSet',
      onSuccess: () => setValues(EMPTY),
    },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem =
      has && values.current === '' ? 'passwordRequired' : newPasswordError(values.password, values.confirm);
    setError(problem);
    clear();
    if (problem) return;
    run({ newPassword: values.password, ...(has ? { currentPassword: values.current } : {}) });
  };

  const meter = (key: keyof typeof EMPTY) => key === 'password';
  const field = (key: keyof typeof EMPTY, label: string, autoComplete: string, shows: TranslationKey[]) => (
    <FormField
      formId="account-password"
      field={key}
      label={label}
      type="password"
      value={values[key]}
      onChange={(value) => setValues((v) => ({ ...v, [key]: value }))}
      error={error && shows.includes(error) ? t(error) : undefined}
      errorMode="inline"
      autoComplete={autoComplete}
      testId={`account-password-${key}`}
      {...(meter(key) ? { onFocus: strength.start, describedBy: statusId('account-strength') } : {})}
    >
      {meter(key) && (
        <PasswordMeter id="account-strength" strength={strength} testId="account-password-meter" />
      )}
    </FormField>
  );

  return (
    <AccountSection id="password" title={t('password')} notice={notice}>
      <p className="account-card__hint">{t(has ? 'account.passwordLead' : 'account.passwordNone')}</p>
      <form className="account-form" noValidate onSubmit={submit}>
        {has && field('current', t('account.currentPassword'), 'current-password', ['passwordRequired'])}
        {field('password', t('account.newPassword'), 'new-password', ['account.passwordTooShort'])}
        {field('confirm', t('confirmPassword'), 'new-password', ['passwordsDoNotMatch'])}
        <button
          type="submit"
          className="button button--primary"
          data-testid="account-password-submit"
          disabled={busy}
        >
          {t(has ? 'account.changePassword' : 'account.setPassword')}
        </button>
      </form>
    </AccountSection>
  );
}
