import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../i18n/errorMessage';
import type { Message } from '../i18n/message';
import { serverErrorOf } from '../lib/serverError';
import { api } from '../api/client';
import { accountEndpoints } from '../api/endpoints/account';
import { CloseButton } from './CloseButton';
import { FormAlert } from './FormAlert';
import { useMessageText } from '../i18n/useMessageText';
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
  const request = useMutation({
    mutationFn: (address: string) => api.call(accountEndpoints.forgotPassword, { body: { email: address } }),
  });
  const alert: { message: Message; tone: 'error' | 'success' } | null = request.isSuccess
    ? { message: { key: 'forgot.sent' }, tone: 'success' }
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
    <form className="auth-form" data-testid="forgot-form" noValidate onSubmit={submit}>
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
      <button
        type="submit"
        className="button button--primary auth-form__submit"
        data-testid="forgot-submit"
        disabled={request.isPending}
      >
        {t('forgot.submit')}
      </button>
      <button
        type="button"
        className="button button--quiet auth-form__switch"
        data-testid="forgot-back"
        onClick={onClose}
      >
        {t('backToLogin')}
      </button>
    </form>
  );
}
