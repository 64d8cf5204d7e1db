import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '../account/accountApi';
import { errorMessage } from '../i18n/errorMessage';
import type { Message } from '../i18n/message';
import { useMessageText } from '../i18n/useMessageText';
import { CloseButton } from './CloseButton';
import { FormAlert } from './FormAlert';
import { FormField } from './FormField';
import { isValidEmail } from './validation';

/**
 * "Forgot password?": asks for the email and requests a reset link (`POST /password/forgot`).
 * The answer is the same whether or not the email has an account, and so is the message.
 */
export function ForgotPasswordForm({ onClose, initialEmail }: { onClose: () => void; initialEmail: string }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [email, setEmail] = useState(initialEmail);
  const [invalid, setInvalid] = useState(false);
  const [alert, setAlert] = useState<{ message: Message; tone: 'error' | 'success' } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const bad = !isValidEmail(email.trim());
    setInvalid(bad);
    setAlert(null);
    if (bad) return;
    setBusy(true);
    const result = await requestPasswordReset(email.trim());
    setAlert(result.ok ? { message: { key: 'forgot.sent' }, tone: 'success' } : { message: errorMessage(result.failure, 'forgot.error'), tone: 'error' });
    setBusy(false);
  };

  return (
    <form className="auth-form" data-testid="forgot-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="auth-form__head">
        <h2 className="auth-form__title">{t('forgot.title')}</h2>
        <CloseButton onClick={onClose} testId="forgot-close" />
      </div>
      <p className="auth-form__lead">{t('forgot.lead')}</p>
      <FormField
        formId="forgot"
        field="email"
        label={t('email')}
        type="email"
        value={email}
        onChange={setEmail}
        error={invalid ? t('invalidEmail') : undefined}
        errorMode="inline"
        autoComplete="email"
        testId="forgot-email"
      />
      {alert && <FormAlert text={messageText(alert.message)} tone={alert.tone} testId="forgot-message" />}
      <button type="submit" className="button button--primary auth-form__submit" data-testid="forgot-submit" disabled={busy}>
        {t('forgot.submit')}
      </button>
      <button type="button" className="button button--quiet auth-form__switch" data-testid="forgot-back" onClick={onClose}>
        {t('backToLogin')}
      </button>
    </form>
  );
}
