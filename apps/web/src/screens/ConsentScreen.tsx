import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../api/client';
import { authEndpoints } from '../api/endpoints/auth';
import { Modal } from '../components/Modal';
import { consentKey } from '../user/useConsent';
import { useUser } from '../user/userContext';

/**
 * The consent modal (spec §2 step 3): title, description, checkbox, Continue (disabled until
 * ticked and while saving) and Back home. A failed save shows the §8 text.
 */
export default function ConsentScreen() {
  const { t } = useTranslation();
  const { user } = useUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [checked, setChecked] = useState(false);
  // POST /setConsent {email, consent} → the updated user, whose consent the gate reads.
  const save = useMutation({
    mutationFn: (email: string) => api.call(authEndpoints.setConsent, { body: { email, consent: true } }),
    onSuccess: (updated, email) => queryClient.setQueryData(consentKey(email), updated.consent),
    onError: (error) => console.error('setConsent failed', error),
  });
  const failed = save.isError || (save.isSuccess && !save.data.consent);

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
            onClick={() => user && save.mutate(user.email)}
          >
            {t('consent.continue')}
          </button>
        </div>
      </Modal>
    </div>
  );
}
