import { useTranslation } from 'react-i18next';
import type { PageId } from './pageIds';

/** The string list stored under a page's `paragraphs` key (an array in translation.json). */
export function useParagraphs(key: `pages.${PageId}.paragraphs`): string[] {
  const { t } = useTranslation();
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
