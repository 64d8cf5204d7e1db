import type { ParseKeys } from 'i18next';

/** Every key of the translation files (typed from en-US, i18next.d.ts), e.g. `'chat.retry'`. */
export type TranslationKey = ParseKeys<'translation'>;

/** Values of a message: numbers and texts, or a message that is translated first (e.g. `trial.error`'s `message`). */
export type MessageValues = { [name: string]: string | number | Message };

/** A text to show, not yet in a language: a translation key and its values. */
export interface Message {
  key: TranslationKey;
  values?: MessageValues;
}
