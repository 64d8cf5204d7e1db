import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountLink } from '../account/AccountLink';
import { SignOutButton } from '../account/SignOutButton';
import { useUser } from '../user/userContext';
import { LanguageButton } from './LanguageButton';
import { Menu } from './Menu';
import { useCompactHeader } from './useCompactHeader';

interface SiteHeaderProps {
  /** False where the current screen shows its own language button (the login screen). */
  showLanguageButton: boolean;
}

/**
 * Brand, menu, the account link and the sign-out control (when signed in) and (usually) the
 * language button, in one line. Where that line does not fit (phones, long labels), the menu, the
 * account link and sign-out move behind the menu button at the line's end (docs/ui-layout.md).
 */
export function SiteHeader({ showLanguageButton }: SiteHeaderProps) {
  const { t, i18n } = useTranslation();
  const { user } = useUser();
  const rowRef = useRef<HTMLDivElement>(null);
  const compact = useCompactHeader(rowRef, `${i18n.language}|${user?.email ?? ''}|${showLanguageButton}`);
  const account = (
    <>
      <AccountLink />
      <SignOutButton />
    </>
  );
  return (
    <header className="site-header">
      <div
        ref={rowRef}
        className={compact ? 'site-header__inner site-header__inner--compact' : 'site-header__inner'}
        data-testid="site-header"
        data-layout={compact ? 'compact' : 'line'}
      >
        <Link to="/" className="brand" aria-label={t('app.openApp')}>
          <span className="brand__mark" aria-hidden="true" />
          <span className="brand__name">{t('app.name')}</span>
        </Link>
        {!compact && <Menu compact={false} />}
        <div className="site-header__tools">
          {!compact && account}
          {showLanguageButton && <LanguageButton />}
        </div>
        {compact && <Menu compact extra={user === null ? undefined : account} />}
      </div>
    </header>
  );
}
