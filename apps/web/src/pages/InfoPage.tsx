import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TranslationKey } from '../i18n/message';
import { COOKIE_POLICY_PATH, SAFETY_SECTIONS, type PageId, type SafetySectionId } from './pageIds';
import { useParagraphs } from './useParagraphs';

/** Where a page's call to action leads and what it says, if the page has one. */
const CALL_TO_ACTION: Partial<Record<PageId, { to: string; label: TranslationKey }>> = {
  home: { to: '/', label: 'pages.home.cta' },
  products: { to: '/', label: 'pages.products.cta' },
  safety: { to: COOKIE_POLICY_PATH, label: 'pages.safety.cta' },
};

/**
 * A short content page of the menu: title, lead, 2–4 paragraphs, maybe one link. The Safety page
 * adds headed sections (docs/safety.md: crisis protocol, AI disclosure, age, pictures, reports).
 */
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
      {page === 'safety' && SAFETY_SECTIONS.map((id) => <SafetySection key={id} id={id} />)}
      {cta !== undefined && (
        <Link to={cta.to} className="button button--primary info-page__cta">
          {t(cta.label)}
        </Link>
      )}
    </article>
  );
}

/** One headed section of the Safety page. */
function SafetySection({ id }: { id: SafetySectionId }) {
  const { t } = useTranslation();
  const paragraphs = useParagraphs(`pages.safety.sections.${id}.paragraphs`);
  return (
    <section className="info-page__section" aria-labelledby={`safety-${id}`} data-testid={`safety-${id}`}>
      <h2 id={`safety-${id}`}>{t(`pages.safety.sections.${id}.title`)}</h2>
      {paragraphs.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </section>
  );
}
