import { useTranslation } from 'react-i18next';
import { NhsRow } from './NhsRow';
import type { OverlaySection } from './overlayModel';

/** A titled group of rows (emotions, body states, cognitive states, other states, hormones). */
export function NhsSection({ section }: { section: OverlaySection }) {
  const { t } = useTranslation();
  const titleId = `nhs-section-${section.key}`;
  return (
    <section className="nhs-section" aria-labelledby={titleId} data-testid={`nhs-section-${section.key}`}>
      <h3 id={titleId} className="nhs-section__title">
        {t(`overlay.sections.${section.key}`)}
      </h3>
      <ul className="nhs-section__rows">
        {section.rows.map((row) => (
          <NhsRow key={row.key} row={row} />
        ))}
      </ul>
    </section>
  );
}
