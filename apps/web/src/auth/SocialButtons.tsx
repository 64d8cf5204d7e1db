import { SOCIAL_PROVIDERS, type TSocialProvider } from '@avatara/contracts/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../user/userContext';
import { USER_LOAD_FAILED_LOG } from '../user/userApi';
import { openAuthPopup } from './socialPopup';
import { SocialButton } from './SocialButton';
import { useAuthProviders } from './useAuthProviders';

const FAILED_KEYS: Record<TSocialProvider, string> = { google: 'googleLoginFailed', facebook: 'facebookLoginFailed' };

/**
 * Google and Facebook sign-in in a popup (spec §2, §4). The server takes name and email from
 * the provider; the app then fetches the user by email and stores it. Failure: an alert (§8).
 */
export function SocialButtons() {
  const { t } = useTranslation();
  const { loadUser } = useUser();
  const providers = useAuthProviders();
  const [busy, setBusy] = useState(false);

  const signIn = async (provider: TSocialProvider) => {
    setBusy(true);
    const result = await openAuthPopup(provider);
    try {
      if (result.type === 'cancelled') {
        if (result.blocked) window.alert(t('auth.popupBlocked'));
        return;
      }
      if (!result.ok || !result.email) {
        console.error(`${provider} sign-in failed`, result.error);
        window.alert(t(FAILED_KEYS[provider]));
        return;
      }
      await loadUser(result.email);
    } catch (error) {
      console.error(USER_LOAD_FAILED_LOG, error);
      window.alert(t(FAILED_KEYS[provider]));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="social-buttons">
      {SOCIAL_PROVIDERS.map((provider) => (
        <SocialButton key={provider} provider={provider} configured={providers.data?.[provider]} busy={busy} onClick={() => void signIn(provider)} />
      ))}
    </div>
  );
}
