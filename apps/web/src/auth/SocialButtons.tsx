import { SOCIAL_PROVIDERS, type TSocialProvider } from '@avatara/contracts/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../user/userContext';
import { USER_LOAD_FAILED_LOG } from '../user/userApi';
import { useSocialFailureText } from './socialFailure';
import { openAuthPopup } from './socialPopup';
import { SocialButton } from './SocialButton';
import { useAuthProviders } from './useAuthProviders';

/**
 * Google and Facebook sign-in in a popup (spec §2, §4). The server takes name and email from
 * the provider; the app then fetches the user by email and stores it. Failure: an alert (§8),
 * with the popup's reason in the UI language on a second line when it sent one (docs/errors.md).
 * Only providers the server has credentials for are shown (its start-up log names the others),
 * followed by the "or" line before the other ways in; with none, nothing at all.
 */
export function SocialButtons() {
  const { t } = useTranslation();
  const failureText = useSocialFailureText();
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
        window.alert(failureText(result));
        return;
      }
      await loadUser(result.email);
    } catch (error) {
      console.error(USER_LOAD_FAILED_LOG, error);
      window.alert(failureText({ provider }));
    } finally {
      setBusy(false);
    }
  };

  const offered = SOCIAL_PROVIDERS.filter((provider) => providers.data?.[provider] === true);
  if (offered.length === 0) return null;
  return (
    <>
      <div className="social-buttons">
        {offered.map((provider) => (
          <SocialButton
            key={provider}
            provider={provider}
            busy={busy}
            onClick={() => void signIn(provider)}
          />
        ))}
      </div>
      <p className="login-screen__or">
        <span>{t('auth.or')}</span>
      </p>
    </>
  );
}
