/**
 * The name of a language (BCP 47 tag such as 'en-US') in the UI language, without the region:
 * 'en-US' in de-DE → 'Englisch'. Falls back to the tag itself.
 */
export function languageName(tag: string, uiLanguage: string): string {
  const primary = tag.split('-')[0] ?? tag;
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(primary) ?? tag;
  } catch {
    return tag;
  }
}

/**
 * The names of several languages as one list in the UI language's own way of listing:
 * ['en-US', 'es-ES'] → 'English and Spanish', 'Englisch und Spanisch', '英語、スペイン語',
 * 'الإنجليزية والإسبانية'. Falls back to a comma list.
 */
export function languageList(tags: string[], uiLanguage: string): string {
  const names = tags.map((tag) => languageName(tag, uiLanguage));
  try {
    return new Intl.ListFormat([uiLanguage], { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}
