import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cookies } from '../lib/browserCookies';
import type { Message } from '../i18n/message';
import { trialFailureMessage, useTrialMutation } from './authMutations';
import { CloseButton } from './CloseButton';
import { FormAlert } from './FormAlert';
import { FormField } from './FormField';
import { trialRecord } from './trialRecord';
import { useMessageText } from '../i18n/useMessageText';
import { validateTrial, type TrialErrors, type TrialValues } from './validation';

/** How long `trialStarted` stays in view before the app moves on. */
const STARTED_PAUSE_MS = 1200;

interface TrialFormProps {
  onClose: () => void;
  /** The parent handler of spec §4: receives name and email after the trial started. */
  onStarted: (values: TrialValues) => Promise<void>;
  initialEmail: string;
}

/**
 * The trial form (spec §2): "start your 14-day trial", name, email and submit; it says how a trial
 * account signs in later (a mailed sign-in link, or a password set through "Forgot password?").
 */
export function TrialForm({ onClose, onStarted, initialEmail }: TrialFormProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [values, setValues] = useState<TrialValues>({ name: '', email: initialEmail });
  const [errors, setErrors] = useState<TrialErrors>({});
  const [alert, setAlert] = useState<{ message: Message; tone: 'error' | 'success' } | null>(null);
  const trial = useTrialMutation();
  // After a success the form stays busy through the pause and the parent's handler.
  const busy = trial.isPending || trial.isSuccess;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateTrial(values);
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) return;
    try {
      await trial.mutateAsync(values);
    } catch (error) {
      setAlert({ message: trialFailureMessage(error), tone: 'error' });
      return;
    }
    const record = trialRecord(values.name, values.email, new Date());
    setAlert({ message: { key: 'trialStarted' }, tone: 'success' });
    await new Promise((resolve) => window.setTimeout(resolve, STARTED_PAUSE_MS));
    await onStarted({ name: values.name.trim(), email: values.email.trim() });
    // After the new user is in: signing in forgets the cookies of whoever used this browser before.
    cookies.setJson('trial', record);
    trial.reset();
  };

  const field = (name: keyof TrialValues, type: string, autoComplete: string) => (
    <FormField
      formId="trial"
      field={name}
      label={t(name)}
      type={type}
      value={values[name]}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
      error={errors[name] ? t(errors[name]) : undefined}
      errorMode="inline"
      autoComplete={autoComplete}
      testId={`trial-${name}`}
    />
  );

  return (
    <form className="auth-form" data-testid="trial-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="auth-form__head">
        <h2 className="auth-form__title">{t('startTrial')}</h2>
        <CloseButton onClick={onClose} testId="trial-close" />
      </div>
      <p className="auth-form__lead">{t('trial.lead')}</p>
      <p className="auth-form__lead" data-testid="trial-sign-in-later">
        {t('trial.signInLater')}
      </p>
      {field('name', 'text', 'name')}
      {field('email', 'email', 'email')}
      {alert && <FormAlert text={messageText(alert.message)} tone={alert.tone} testId="trial-message" />}
      <button
        type="submit"
        className="button button--primary auth-form__submit"
        data-testid="trial-submit"
        disabled={busy}
      >
        {t('submitTrial')}
      </button>
    </form>
  );
}
