/**
 * The 12 avatars and helpers for the selection screen (card, Info modal).
 */
import { LANGUAGES, type LanguageCode, type Localized } from '../languages.js';
import { AVATARS_A } from './data-a.js';
import { AVATARS_B } from './data-b.js';
import { hobbyNames } from './hobbies.js';
import type { Avatar } from './types.js';

const ORDER = [
  'emma-walker',
  'lukas-hoffmann',
  'claire-dubois',
  'sofia-romero',
  'marco-bianchi',
  'li-wei',
  'yuki-tanaka',
  'layla-al-harbi',
  'mateo-fernandez',
  'amara-okafor',
  'omar-haddad',
  'arjun-mehta',
] as const;

const byId = new Map([...AVATARS_A, ...AVATARS_B].map((a) => [a.id, a]));

/** All 12 avatars in display order. */
export const AVATARS: readonly Avatar[] = ORDER.map((id) => byId.get(id)!);

const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** The avatar with this id or name (case and accents ignored: `sofia romero` finds Sofía); undefined if none. */
export function findAvatar(nameOrId: string): Avatar | undefined {
  const key = fold(nameOrId);
  return AVATARS.find((a) => a.id === key || fold(a.name) === key);
}

/** Age in years as the Info modal shows it: current UTC year minus birth year. */
export function avatarAgeYears(avatar: Avatar, nowMs: number): number {
  return new Date(nowMs).getUTCFullYear() - Number(avatar.birthDate.slice(0, 4));
}

const LEAD: Readonly<Record<LanguageCode, (list: string, female: boolean) => string>> = {
  'en-US': (l) => `Loves ${l}.`,
  'de-DE': (l) => `Liebt ${l}.`,
  'fr-FR': (l) => `Aime ${l}.`,
  'es-ES': (l) => `Sus aficiones: ${l}.`,
  'it-IT': (l) => `Le sue passioni: ${l}.`,
  'zh-CN': (l) => `爱好：${l}。`,
  'ja-JP': (l) => `趣味：${l}。`,
  'ar-SA': (l, female) => `${female ? 'هواياتها' : 'هواياته'}: ${l}.`,
};

const listFormats = new Map<LanguageCode, Intl.ListFormat>();

/** The hobbies as one localised sentence (the description of the Info modal). */
export function avatarDescription(avatar: Avatar, lang: LanguageCode): string {
  let f = listFormats.get(lang);
  if (!f) {
    f = new Intl.ListFormat(lang, { type: 'conjunction' });
    listFormats.set(lang, f);
  }
  return LEAD[lang](f.format(hobbyNames(avatar.hobbies, lang)), avatar.gender === 'female');
}

/** The description in all 8 UI languages (e.g. to store with the avatar or send in GET /getAvatars). */
export function avatarDescriptions(avatar: Avatar): Localized {
  return Object.fromEntries(LANGUAGES.map((l) => [l, avatarDescription(avatar, l)])) as Localized;
}

/** Country name in `lang` via Intl.DisplayNames, falling back to the stored English name. */
export function countryDisplayName(avatar: Avatar, lang: LanguageCode): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(avatar.country.code) ?? avatar.country.name;
  } catch {
    return avatar.country.name;
  }
}

/** What the selection card and the Info modal show, localised. */
export interface AvatarCard {
  readonly name: string;
  readonly image: string;
  readonly profession: string;
  /** `country - zipCode`, as the spec's Info modal shows it. */
  readonly region: string;
  readonly languages: readonly string[];
  readonly ageYears: number;
  readonly description: string;
}

/** The card/Info data of one avatar in `lang` at `nowMs`. */
export function avatarCard(avatar: Avatar, lang: LanguageCode, nowMs: number): AvatarCard {
  return {
    name: avatar.name,
    image: avatar.image,
    profession: avatar.profession[lang],
    region: `${countryDisplayName(avatar, lang)} - ${avatar.zipCode}`,
    languages: avatar.languages,
    ageYears: avatarAgeYears(avatar, nowMs),
    description: avatarDescription(avatar, lang),
  };
}
