import { useTranslation } from 'react-i18next';

/** The string list stored under a translation key (an array in translation.json). */
export function useParagraphs(key: string): string[] {
  const { t } = useTranslation();
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
