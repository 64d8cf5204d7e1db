import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountLink } from '../account/AccountLink';
import { SignOutButton } from '../account/SignOutButton';
import { LanguageButton } from './LanguageButton';
import { Menu } from './Menu';

interface SiteHeaderProps {
  /** False where the current screen shows its own language button (the login screen). */
  showLanguageButton: boolean;
}

/** Brand, menu, the account link and the sign-out control (when signed in) and (usually) the language button. */
export function SiteHeader({ showLanguageButton }: SiteHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label={t('app.openApp')}>
          <span className="brand__mark" aria-hidden="true" />
          <span className="brand__name">{t('app.name')}</span>
        </Link>
        <Menu />
        <div className="site-header__tools">
          <AccountLink />
          <SignOutButton />
          {showLanguageButton && <LanguageButton />}
        </div>
      </div>
    </header>
  );
}
