import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Shown for an unknown client route. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <article className="info-page" data-testid="page-not-found">
      <h1 className="info-page__title">{t('pages.notFound.title')}</h1>
      <p className="info-page__lead">{t('pages.notFound.text')}</p>
      <Link to="/" className="button button--primary info-page__cta">
        {t('pages.notFound.back')}
      </Link>
    </article>
  );
}
