/**
 * The avatars' names as written in Chinese, Japanese and Arabic (other languages use the Latin
 * spelling), from the language packs (`languages/<lang>/names.ts`). Unknown avatars keep their own name.
 */
import type { Avatar } from '../avatars/types.js';
import type { LanguageCode } from '../languages.js';
import { PACKS } from '../languages/index.js';

/** The avatar's full and short name in `lang` (Chinese names stay whole: "Li Wei", 李伟). */
export function avatarNames(
  avatar: Avatar,
  lang: LanguageCode,
): { readonly full: string; readonly short: string } {
  const names = PACKS[lang].names;
  const local = Object.hasOwn(names, avatar.id) ? names[avatar.id] : undefined;
  if (local) return { full: local[0], short: local[1] };
  const short =
    avatar.nativeLanguage === 'zh-CN' ? avatar.name : (avatar.name.split(/\s+/)[0] ?? avatar.name);
  return { full: avatar.name, short };
}
