import { directionOf } from './languages';

/** Sets `<html lang dir>` for a language: dir="rtl" for ar-SA, "ltr" otherwise. */
export function applyDocumentLanguage(language: string): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
}
