import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../user/userContext';
import { USER_LOAD_FAILED_LOG } from '../user/userApi';
import type { Message } from '../i18n/message';
import { credentialsFailureMessage, useCredentialsMutation } from './authMutations';
import { AddressAsField, type AddressAs } from './AddressAsField';
import { CloseButton } from './CloseButton';
import { noteRegistered } from './registrationNotice';
import { FormAlert } from './FormAlert';
import { FormField } from './FormField';
import { PasswordMeter, statusId } from './password/PasswordMeter';
import { usePasswordStrength } from './password/usePasswordStrength';
import { useMessageText } from '../i18n/useMessageText';
import {
  allFieldsEmpty,
  fieldsOf,
  validateCredentials,
  type CredentialField,
  type CredentialValues,
  type FieldErrors,
  type FormMode,
} from './validation';

const EMPTY: CredentialValues = { name: '', email: '', password: '', confirmPassword: '' };
const INPUT_TYPES: Record<CredentialField, string> = {
  name: 'text',
  email: 'email',
  password: 'password',
  confirmPassword: 'password',
};
const AUTOCOMPLETE: Record<FormMode, Record<CredentialField, string>> = {
  login: { name: 'name', email: 'email', password: 'current-password', confirmPassword: 'new-password' },
  register: { name: 'name', email: 'email', password: 'new-password', confirmPassword: 'new-password' },
};

/**
 * The manual form (spec §2, §4, §5): login or register mode, a close button, per-field error
 * icons, and in login mode "Email me a sign-in link" and "Forgot password?"; on success the user
 * is fetched by email and stored (state + `user` cookie).
 */
export function ManualForm({
  onClose,
  onForgot,
  onEmailLink,
  initialEmail,
}: {
  onClose: () => void;
  onForgot: (email: string) => void;
  /** Opens the form that mails a sign-in link (docs/accounts.md "Sign-in links"). */
  onEmailLink: (email: string) => void;
  initialEmail: string;
}) {
  const { t, i18n } = useTranslation();
  const { loadUser } = useUser();
  const messageText = useMessageText();
  const [mode, setMode] = useState<FormMode>('login');
  const [values, setValues] = useState<CredentialValues>({ ...EMPTY, email: initialEmail });
  const [gender, setGender] = useState<AddressAs>('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<{ message: Message; tone: 'error' | 'success' } | null>(null);
  const credentials = useCredentialsMutation();
  // Registration's new password: the strength meter (its dictionaries load on the first focus).
  const strength = usePasswordStrength(mode === 'register' ? values.password : '', {
    email: values.email,
    name: values.name,
  });
  const meterFor = (field: CredentialField) => mode === 'register' && field === 'password';
  // After a success the form stays busy while the user is fetched (then the gate moves on).
  const busy = credentials.isPending || credentials.isSuccess;

  const switchMode = (next: FormMode) => {
    setMode(next);
    setErrors({});
    setAlert(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (allFieldsEmpty(mode, values)) {
      setErrors({});
      setAlert({ message: { key: 'missingFields' }, tone: 'error' });
      return;
    }
    const found = validateCredentials(mode, values);
    setErrors(found);
    setAlert(null);
    const firstInvalid = fieldsOf(mode).find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(`manual-${firstInvalid}`)?.focus();
      return;
    }
    try {
      await credentials.mutateAsync({ mode, values, language: i18n.language, gender });
    } catch (error) {
      setAlert({ message: credentialsFailureMessage(error, mode), tone: 'error' });
      return;
    }
    if (mode === 'register') noteRegistered(values.email);
    setAlert({
      message: { key: mode === 'login' ? 'loginSuccessful' : 'registrationSuccessful' },
      tone: 'success',
    });
    try {
      await loadUser(values.email.trim());
    } catch (error) {
      console.error(USER_LOAD_FAILED_LOG, error);
      setAlert({
        message: { key: mode === 'login' ? 'auth.loginFailed' : 'auth.registrationFailed' },
        tone: 'error',
      });
      credentials.reset();
    }
  };

  return (
    <form
      className="auth-form"
      data-testid="manual-form"
      data-mode={mode}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <div className="auth-form__head">
        <h2 className="auth-form__title">{t(mode === 'login' ? 'login' : 'register')}</h2>
        <CloseButton onClick={onClose} testId="manual-close" />
      </div>
      {fieldsOf(mode).map((field) => (
        <FormField
          key={field}
          formId="manual"
          field={field}
          label={t(field)}
          type={INPUT_TYPES[field]}
          value={values[field]}
          onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
          error={errors[field] ? t(errors[field]) : undefined}
          autoComplete={AUTOCOMPLETE[mode][field]}
          testId={`field-${field}`}
          {...(meterFor(field) ? { onFocus: strength.start, describedBy: statusId('manual-strength') } : {})}
        >
          {meterFor(field) && (
            <PasswordMeter id="manual-strength" strength={strength} testId="password-meter" />
          )}
        </FormField>
      ))}
      {mode === 'register' && <AddressAsField formId="manual" value={gender} onChange={setGender} />}
      {mode === 'login' && (
        <div className="auth-form__links">
          <button
            type="button"
            className="link-button"
            data-testid="email-link"
            onClick={() => onEmailLink(values.email.trim())}
          >
            {t('auth.emailLink')}
          </button>
          <button
            type="button"
            className="link-button auth-form__forgot"
            data-testid="forgot-password"
            onClick={() => onForgot(values.email.trim())}
          >
            {t('auth.forgotPassword')}
          </button>
        </div>
      )}
      {alert && <FormAlert text={messageText(alert.message)} tone={alert.tone} testId="form-message" />}
      <button
        type="submit"
        className="button button--primary auth-form__submit"
        data-testid="manual-submit"
        disabled={busy}
      >
        {t(mode === 'login' ? 'login' : 'register')}
      </button>
      {mode === 'login' ? (
        <button
          type="button"
          className="button button--quiet auth-form__switch"
          data-testid="switch-register"
          onClick={() => switchMode('register')}
        >
          {t('register')}
        </button>
      ) : (
        <button
          type="button"
          className="button button--quiet auth-form__switch"
          data-testid="back-to-login"
          onClick={() => switchMode('login')}
        >
          {t('backToLogin')}
        </button>
      )}
    </form>
  );
}
