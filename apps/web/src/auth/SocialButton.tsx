import type { TSocialProvider } from '@avatara/contracts/auth';
import { useTranslation } from 'react-i18next';

interface SocialButtonProps {
  provider: TSocialProvider;
  /** false: the server has no credentials for it; the button explains that instead. */
  configured: boolean | undefined;
  busy: boolean;
  onClick: () => void;
}

const PROVIDER_NAMES: Record<TSocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** One social sign-in button (spec §2); when the provider is not configured it says so. */
export function SocialButton({ provider, configured, busy, onClick }: SocialButtonProps) {
  const { t } = useTranslation();
  const providerName = PROVIDER_NAMES[provider];
  const noteId = `social-note-${provider}`;
  return (
    <div className="social-button">
      <button
        type="button"
        className={`button button--quiet social-button__button social-button__button--${provider}`}
        data-testid={`${provider}-button`}
        disabled={busy || configured === false}
        aria-describedby={configured === false ? noteId : undefined}
        onClick={onClick}
      >
        <span className={`social-button__logo social-button__logo--${provider}`} aria-hidden="true" />
        {t('auth.continueWith', { provider: providerName })}
      </button>
      {configured === false && (
        <p id={noteId} className="social-button__note" data-testid={noteId}>
          {t('auth.notConfigured', { provider: providerName })}
        </p>
      )}
    </div>
  );
}
