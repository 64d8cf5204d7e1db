import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../api/client';
import { authEndpoints } from '../api/endpoints/auth';
import { FormField } from '../auth/FormField';
import { Modal } from '../components/Modal';
import { errorMessage } from '../i18n/errorMessage';
import { useMessageText } from '../i18n/useMessageText';
import { serverErrorOf } from '../lib/serverError';
import { birthDateBounds, birthDateProblem } from '../user/birthDate';
import { userKeys } from '../user/queryKeys';
import { useUser } from '../user/userContext';

/**
 * The consent modal (spec §2 step 3; docs/safety.md): title, description, the chat is for adults,
 * date of birth, checkbox, Continue (disabled until ticked and while saving) and Back home. A date
 * the server refuses (`REQUIRED`, `UNDER_AGE`, `INVALID_BIRTH_DATE`) shows its reason beside the
 * field and the chat stays closed; any other failed save shows the §8 text.
 */
export default function ConsentScreen() {
  const { t } = useTranslation();
  const text = useMessageText();
  const { user } = useUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [checked, setChecked] = useState(false);
  const [birthDate, setBirthDate] = useState('');
  const [tried, setTried] = useState(false);
  const [today] = useState(() => new Date());
  // POST /setConsent {email, consent, birthDate} → the updated user, whose consent the gate reads.
  const save = useMutation({
    mutationFn: (body: { email: string; birthDate: string }) =>
      api.call(authEndpoints.setConsent, { body: { ...body, consent: true } }),
    onSuccess: (updated, { email }) => queryClient.setQueryData(userKeys.consent(email), updated.consent),
    onError: (error) => console.error('setConsent failed', error),
  });
  const local = tried ? birthDateProblem(birthDate, today) : null;
  const refused = save.isError ? serverErrorOf(save.error) : null;
  const fieldError = local
    ? errorMessage({ status: 400, reason: local, field: 'birthDate' })
    : refused?.field === 'birthDate'
      ? errorMessage(refused)
      : null;
  const failed =
    (refused !== null && refused.field !== 'birthDate') || (save.isSuccess && !save.data.consent);
  const bounds = birthDateBounds(today);

  const submit = () => {
    setTried(true);
    if (!user || birthDateProblem(birthDate, today) !== null) return;
    save.mutate({ email: user.email, birthDate: birthDate.trim() });
  };

  return (
    <div data-testid="consent-screen">
      <Modal
        labelledBy="consent-title"
        describedBy="consent-description"
        testId="consent-modal"
        className="consent"
      >
        <h1 id="consent-title" className="consent__title">
          {t('consent.title')}
        </h1>
        <p id="consent-description" className="consent__description">
          {t('consent.description')}
        </p>
        <p className="consent__adults" data-testid="consent-adults">
          {t('consent.adults')}
        </p>
        <div className="consent__birthdate">
          <FormField
            formId="consent"
            field="birthDate"
            type="date"
            label={t('consent.birthDate')}
            value={birthDate}
            onChange={(value) => {
              setBirthDate(value);
              if (save.isError) save.reset();
            }}
            error={fieldError ? text(fieldError) : undefined}
            errorMode="inline"
            autoComplete="bday"
            testId="consent-birthdate"
            min={bounds.min}
            max={bounds.max}
            required
          />
        </div>
        <label className="consent__check">
          <input
            type="checkbox"
            checked={checked}
            data-testid="consent-checkbox"
            onChange={(event) => setChecked(event.target.checked)}
          />
          <span>{t('consent.checkbox')}</span>
        </label>
        {failed && (
          <p className="form-alert form-alert--error" role="alert" data-testid="consent-error">
            {t('consent.error')}
          </p>
        )}
        <div className="consent__actions">
          <button
            type="button"
            className="button button--quiet"
            data-testid="consent-back-home"
            onClick={() => void navigate('/home')}
          >
            {t('consent.backHome')}
          </button>
          <button
            type="button"
            className="button button--primary"
            data-testid="consent-continue"
            disabled={!checked || save.isPending}
            onClick={submit}
          >
            {t('consent.continue')}
          </button>
        </div>
      </Modal>
    </div>
  );
}
