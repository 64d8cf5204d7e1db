import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../i18n/errorMessage';
import type { Message } from '../i18n/message';
import { serverErrorOf } from '../lib/serverError';
import { CloseButton } from './CloseButton';
import { FormAlert } from './FormAlert';
import { useMessageText } from '../i18n/useMessageText';
import { FormField } from './FormField';
import { isValidEmail } from './validation';

/**
 * A form that asks for an email and mails a link to it: "Forgot password?" (a reset link) and
 * "Email me a sign-in link" (docs/accounts.md). The answer is the same whether or not the email has
 * an account, and so is the message.
 */
export function EmailLinkForm({
  id,
  texts,
  send,
  onClose,
  initialEmail,
}: {
  /** The form's id, and the prefix of its test ids (`${id}-email`, `${id}-submit`, …). */
  id: string;
  /** The translation keys' prefix: `${texts}.title`, `.lead`, `.submit` and `.sent`. */
  texts: 'forgot' | 'signInLink';
  /** Requests the link for an address. */
  send: (email: string) => Promise<unknown>;
  onClose: () => void;
  initialEmail: string;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [email, setEmail] = useState(initialEmail);
  const [invalid, setInvalid] = useState(false);
  const request = useMutation({
    mutationFn: send,
  });
  const alert: { message: Message; tone: 'error' | 'success' } | null = request.isSuccess
    ? { message: { key: `${texts}.sent` }, tone: 'success' }
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
    <form className="auth-form" data-testid={`${id}-form`} noValidate onSubmit={submit}>
      <div className="auth-form__head">
        <h2 className="auth-form__title">{t(`${texts}.title`)}</h2>
        <CloseButton onClick={onClose} testId={`${id}-close`} />
      </div>
      <p className="auth-form__lead">{t(`${texts}.lead`)}</p>
      <FormField
        formId={id}
        field="email"
        label={t('email')}
        type="email"
        value={email}
        onChange={setEmail}
        error={invalid ? t('invalidEmail') : undefined}
        errorMode="inline"
        autoComplete="email"
        testId={`${id}-email`}
      />
      {alert && <FormAlert text={messageText(alert.message)} tone={alert.tone} testId={`${id}-message`} />}
      <button
        type="submit"
        className="button button--primary auth-form__submit"
        data-testid={`${id}-submit`}
        disabled={request.isPending}
      >
        {t(`${texts}.submit`)}
      </button>
      <button
        type="button"
        className="button button--quiet auth-form__switch"
        data-testid={`${id}-back`}
        onClick={onClose}
      >
        {t('backToLogin')}
      </button>
    </form>
  );
}
