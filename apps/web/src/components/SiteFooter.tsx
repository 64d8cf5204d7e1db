import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COOKIE_POLICY_PATH } from '../pages/pageIds';

/** Footer with the tagline and the cookie policy link. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <p>{t('footer.tagline')}</p>
      <Link to={COOKIE_POLICY_PATH} className="site-footer__link">
        {t('footer.cookies')}
      </Link>
    </footer>
  );
}
