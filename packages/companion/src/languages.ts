import { LANGUAGES } from '@avatara/contracts/common';

/** The 8 UI languages of the companion chat (avatar-chat.md §3): the one list, in `@avatara/contracts`. */
export { LANGUAGES };

/** One of the 8 UI language tags. */
export type LanguageCode = (typeof LANGUAGES)[number];

/** A text given in every UI language. */
export type Localized = Readonly<Record<LanguageCode, string>>;

/** The default UI language. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en-US';

/** True when `tag` is exactly one of the 8 UI language tags. */
export function isLanguageCode(tag: string): tag is LanguageCode {
  return (LANGUAGES as readonly string[]).includes(tag);
}

/**
 * Maps any language tag to the nearest UI language by its primary subtag
 * (`de`, `de-AT` → `de-DE`; `zh-TW` → `zh-CN`); unknown tags give `en-US`.
 */
export function toLanguageCode(tag: string): LanguageCode {
  if (isLanguageCode(tag)) return tag;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return LANGUAGES.find((l) => l.slice(0, 2) === primary) ?? DEFAULT_LANGUAGE;
}
