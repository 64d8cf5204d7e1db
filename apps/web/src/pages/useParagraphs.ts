import { useTranslation } from 'react-i18next';
import type { PageId, SafetySectionId } from './pageIds';

/** A key under which translation.json stores a list of paragraphs: a page's, or a section's of the Safety page. */
export type ParagraphsKey =
  `pages.${PageId}.paragraphs` | `pages.safety.sections.${SafetySectionId}.paragraphs`;

/** The string list stored under a `paragraphs` key (an array in translation.json). */
export function useParagraphs(key: ParagraphsKey): string[] {
  const { t } = useTranslation();
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
