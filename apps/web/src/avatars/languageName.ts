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
