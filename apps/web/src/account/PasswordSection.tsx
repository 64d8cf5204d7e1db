import type { TAccount } from '@avatara/contracts/account';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../auth/FormField';
import type { TranslationKey } from '../i18n/message';
import { changePassword } from './accountApi';
import { AccountSection } from './AccountSection';
import { newPasswordError } from './newPassword';
import { useAccountAction } from './useAccountAction';

const EMPTY = { current: '', password: '', confirm: '' };

/** Set a first password (a trial or social account has none) or change it; the other sessions end. */
export function PasswordSection({ account }: { account: TAccount }) {
  const { t } = useTranslation();
  const { busy, notice, setNotice, run } = useAccountAction();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<TranslationKey | null>(null);
  const has = account.hasPassword;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = has && values.current === '' ? 'passwordRequired' : newPasswordError(values.password, values.confirm);
    setError(problem);
    setNotice(null);
    if (problem) return;
    const result = await run(() => changePassword(values.password, has ? values.current : undefined), has ? 'account.passwordChanged' : 'account.passwordSet');
    if (result.ok) setValues(EMPTY);
  };

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
    />
  );

  return (
    <AccountSection id="password" title={t('password')} notice={notice}>
      <p className="account-card__hint">{t(has ? 'account.passwordLead' : 'account.passwordNone')}</p>
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        {has && field('current', t('account.currentPassword'), 'current-password', ['passwordRequired'])}
        {field('password', t('account.newPassword'), 'new-password', ['account.passwordTooShort'])}
        {field('confirm', t('confirmPassword'), 'new-password', ['passwordsDoNotMatch'])}
        <button type="submit" className="button button--primary" data-testid="account-password-submit" disabled={busy}>
          {t(has ? 'account.changePassword' : 'account.setPassword')}
        </button>
      </form>
    </AccountSection>
  );
}
