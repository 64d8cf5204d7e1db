import type { TSocialProvider } from '@avatara/contracts/auth';
import { useTranslation } from 'react-i18next';

interface SocialButtonProps {
  provider: TSocialProvider;
  busy: boolean;
  onClick: () => void;
}

const PROVIDER_NAMES: Record<TSocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** One social sign-in button (spec §2). */
export function SocialButton({ provider, busy, onClick }: SocialButtonProps) {
  const { t } = useTranslation();
  const providerName = PROVIDER_NAMES[provider];
  return (
    <div className="social-button">
      <button
        type="button"
        className={`button button--quiet social-button__button social-button__button--${provider}`}
        data-testid={`${provider}-button`}
        disabled={busy}
        onClick={onClick}
      >
        <span className={`social-button__logo social-button__logo--${provider}`} aria-hidden="true" />
        {t('auth.continueWith', { provider: providerName })}
      </button>
    </div>
  );
}
