import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ForgotPasswordForm } from '../auth/ForgotPasswordForm';
import { FormAlert } from '../auth/FormAlert';
import { ManualForm } from '../auth/ManualForm';
import { AUTH_FAILED_PARAMS, popupFailureFromQuery, useSocialFailureText } from '../auth/socialFailure';
import { SignInLinkForm } from '../auth/SignInLinkForm';
import { SocialButtons } from '../auth/SocialButtons';
import { TrialForm } from '../auth/TrialForm';
import { LanguageButton } from '../components/LanguageButton';
import { config } from '../config';
import { cookies } from '../lib/browserCookies';
import { useUser } from '../user/userContext';
import { USER_LOAD_FAILED_LOG } from '../user/userApi';

interface LoginScreenProps {
  /** The referrer value the app was opened with (spec §2). */
  referrer: string | null;
}

type View = 'start' | 'manual' | 'trial' | 'forgot' | 'link';

/** Another screen may open the login screen on a view (the reset and sign-in-link screens: "ask for a new link"). */
export interface LoginLocationState {
  view?: View;
  /** The account was just deleted: say so. */
  deleted?: boolean;
}

/**
 * The login/registration screen (spec §2 step 1): Home link, welcome heading (personalised for
 * the special referrer), Google and Facebook buttons, the manual login button and the trial option.
 */
export function LoginScreen({ referrer }: LoginScreenProps) {
  const { t } = useTranslation();
  const { loadUser } = useUser();
  const location = useLocation();
  const [view, setView] = useState<View>(
    () => (location.state as LoginLocationState | null)?.view ?? 'start',
  );
  const invited = referrer !== null && referrer === config.specialReferrer;
  const [knownEmail, setKnownEmail] = useState(() => cookies.get('userEmail') ?? '');
  // A social sign-in that failed in a window without an opener comes back here (socialFailure.ts).
  const [searchParams, setSearchParams] = useSearchParams();
  const [socialFailure] = useState(() => popupFailureFromQuery(searchParams));
  const failureText = useSocialFailureText();
  useEffect(() => {
    if (!searchParams.has(AUTH_FAILED_PARAMS[0])) return;
    const rest = new URLSearchParams(searchParams);
    for (const name of AUTH_FAILED_PARAMS) rest.delete(name);
    setSearchParams(rest, { replace: true });
  }, [searchParams, setSearchParams]);

  const trialStarted = async ({ email }: { email: string }) => {
    try {
      await loadUser(email);
    } catch (error) {
      console.error(USER_LOAD_FAILED_LOG, error);
    }
  };

  return (
    <section className="login-screen" data-testid="login-screen" aria-labelledby="welcome-heading">
      <header className="login-screen__header">
        <LanguageButton />
      </header>
      <div className="login-screen__body">
        <div className="login-screen__mark" aria-hidden="true" />
        <h1 id="welcome-heading" className="login-screen__title" data-testid="welcome-heading">
          {invited ? t('auth.welcomeInvited') : t('welcome')}
        </h1>
        <p className="login-screen__lead">{invited ? t('screens.login.invited') : t('screens.login.lead')}</p>
        {(location.state as LoginLocationState | null)?.deleted && (
          <FormAlert text={t('account.deleted')} tone="success" testId="account-deleted" />
        )}
        {socialFailure && view === 'start' && (
          <FormAlert text={failureText(socialFailure, ' ')} tone="error" testId="social-failed" />
        )}
        {view === 'start' && (
          <div className="login-screen__choices">
            <SocialButtons />
            <button
              type="button"
              className="button button--primary login-screen__manual"
              data-testid="manual-login-button"
              onClick={() => setView('manual')}
            >
              {t('auth.manualLogin')}
            </button>
            <div className="login-screen__trial">
              <p>{t('auth.trialOffer')}</p>
              <button
                type="button"
                className="button button--quiet"
                data-testid="trial-button"
                onClick={() => setView('trial')}
              >
                {t('startTrial')}
              </button>
            </div>
          </div>
        )}
        {view === 'manual' && (
          <ManualForm
            initialEmail={knownEmail}
            onClose={() => setView('start')}
            onForgot={(email) => {
              if (email !== '') setKnownEmail(email);
              setView('forgot');
            }}
            onEmailLink={(email) => {
              if (email !== '') setKnownEmail(email);
              setView('link');
            }}
          />
        )}
        {view === 'link' && <SignInLinkForm initialEmail={knownEmail} onClose={() => setView('manual')} />}
        {view === 'forgot' && (
          <ForgotPasswordForm initialEmail={knownEmail} onClose={() => setView('manual')} />
        )}
        {view === 'trial' && (
          <TrialForm initialEmail={knownEmail} onClose={() => setView('start')} onStarted={trialStarted} />
        )}
      </div>
    </section>
  );
}
