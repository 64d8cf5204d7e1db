import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COOKIE_POLICY_PATH, type PageId } from './pageIds';
import { useParagraphs } from './useParagraphs';

/** Where a page's call to action leads, if it has one. */
const CALL_TO_ACTION: Partial<Record<PageId, string>> = {
  home: '/',
  products: '/',
  safety: COOKIE_POLICY_PATH,
};

/** A short content page of the menu: title, lead, 2–4 paragraphs, maybe one link. */
export default function InfoPage({ page }: { page: PageId }) {
  const { t } = useTranslation();
  const paragraphs = useParagraphs(`pages.${page}.paragraphs`);
  const cta = CALL_TO_ACTION[page];
  const title = t(`pages.${page}.title`);
  const menuLabel = t(`menu.${page}`);
  return (
    <article className="info-page" data-testid={`page-${page}`} aria-labelledby={`page-${page}-title`}>
      {menuLabel !== title && <p className="info-page__eyebrow">{menuLabel}</p>}
      <h1 id={`page-${page}-title`} className="info-page__title">
        {title}
      </h1>
      <p className="info-page__lead">{t(`pages.${page}.lead`)}</p>
      {paragraphs.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
      {cta !== undefined && (
        <Link to={cta} className="button button--primary info-page__cta">
          {t(`pages.${page}.cta`)}
        </Link>
      )}
    </article>
  );
}
