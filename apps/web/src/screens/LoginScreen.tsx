import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageButton } from '../components/LanguageButton';
import { config } from '../config';

interface LoginScreenProps {
  /** The referrer value the app was opened with (spec §2). */
  referrer: string | null;
}

/**
 * The login/registration screen (spec §2 step 1). For now: Home link, language button and
 * welcome heading; social, manual and trial sign-in arrive with the accounts issue.
 */
export function LoginScreen({ referrer }: LoginScreenProps) {
  const { t } = useTranslation();
  const invited = referrer !== null && referrer === config.specialReferrer;
  return (
    <section className="login-screen" data-testid="login-screen" aria-labelledby="welcome-heading">
      <header className="login-screen__header">
        <Link to="/home" className="login-screen__home" data-testid="home-link">
          {t('menu.home')}
        </Link>
        <LanguageButton />
      </header>
      <div className="login-screen__body">
        <div className="login-screen__mark" aria-hidden="true" />
        <h1 id="welcome-heading" className="login-screen__title" data-testid="welcome-heading">
          {t('welcome')}
        </h1>
        <p className="login-screen__lead">{t('screens.login.lead')}</p>
        {invited && <p className="login-screen__invited">{t('screens.login.invited')}</p>}
        <p className="login-screen__note">{t('screens.login.note')}</p>
      </div>
    </section>
  );
}
