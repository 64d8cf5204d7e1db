import { z } from 'zod';

/** The 8 UI languages of the companion chat; en-US is the default. */
export const LANGUAGES = ['en-US', 'de-DE', 'fr-FR', 'es-ES', 'it-IT', 'zh-CN', 'ja-JP', 'ar-SA'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'en-US';
export const ZLanguage = z.enum(LANGUAGES);

/**
 * Email rule of avatar-chat.md §5: non-space text, '@', non-space text, '.', non-space text.
 * The same expression is used by the browser form and by the server.
 */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/** True when a text holds a control character (NUL, escape, …): never valid in names or emails. */
// eslint-disable-next-line no-control-regex
export const hasControlChars = (s: string): boolean => /[\u0000-\u001f\u007f]/.test(s);

export const ZEmail = z
  .string()
  .trim()
  .max(254)
  .regex(EMAIL_PATTERN, 'Invalid email address')
  .refine((s) => !hasControlChars(s), 'Invalid email address');

/**
 * How the avatars address the user where a language shows grammatical gender (ar, fr, es, it, de):
 * given at registration or on the account page; null or absent = not said, addressed neutrally.
 */
export const USER_GENDERS = ['female', 'male'] as const;
export const ZUserGender = z.enum(USER_GENDERS, { message: 'gender must be female or male' });
export type TUserGender = z.infer<typeof ZUserGender>;
