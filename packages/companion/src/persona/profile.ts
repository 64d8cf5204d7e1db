/**
 * What an avatar says about itself, localised: name, profession, city, country, hobbies, age.
 */
import { countryDisplayName } from '../avatars/index.js';
import { hobbyNames } from '../avatars/hobbies.js';
import type { Avatar } from '../avatars/types.js';
import type { LanguageCode } from '../languages.js';
import { avatarNames } from './names.js';
import { cityIn } from './places.js';

/** The name the avatar uses for itself in conversation in `lang` (Chinese names stay whole). */
export function shortName(avatar: Avatar, lang: LanguageCode = 'en-US'): string {
  return avatarNames(avatar, lang).short;
}

/**
 * The profession as it follows "I am" / "I work as" in `lang`: English with an article
 * ("a journalist", "an Egyptologist and tour guide"), Romance languages in lower case.
 */
export function professionPhrase(avatar: Avatar, lang: LanguageCode): string {
  const p = avatar.profession[lang] ?? avatar.profession['en-US'];
  switch (lang) {
    case 'en-US': {
      const keepCase = /^(?:Egypt|Data\b)/.test(p)
        ? p.replace(/^Data\b/, 'data')
        : p.charAt(0).toLowerCase() + p.slice(1);
      return `${/^[aeiou]/i.test(keepCase) ? 'an' : 'a'} ${keepCase}`;
    }
    case 'fr-FR':
    case 'es-ES':
    case 'it-IT':
      return /^\p{Lu}\p{Ll}/u.test(p) ? p.charAt(0).toLowerCase() + p.slice(1) : p;
    default:
      return p;
  }
}

/** Age in whole years at `nowMs` (birthday passed or not, UTC calendar). */
export function ageAt(birthDate: string, nowMs: number): number {
  const [y, m, d] = birthDate.split('-').map(Number);
  const now = new Date(nowMs);
  if (!y || !m || !d || Number.isNaN(now.getTime())) return 0;
  let age = now.getUTCFullYear() - y;
  const month = now.getUTCMonth() + 1;
  if (month < m || (month === m && now.getUTCDate() < d)) age -= 1;
  return Math.max(0, age);
}

const dateFormats = new Map<LanguageCode, Intl.DateTimeFormat>();
const numberFormats = new Map<LanguageCode, Intl.NumberFormat>();

/** A day of the year ("March 14", "14. März", "3月14日", "١٤ مارس"). */
export function dayAndMonth(isoDate: string, lang: LanguageCode): string {
  let f = dateFormats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(lang, { month: 'long', day: 'numeric', timeZone: 'UTC' });
    dateFormats.set(lang, f);
  }
  const ms = Date.parse(`${isoDate}T12:00:00Z`);
  return Number.isNaN(ms) ? isoDate : f.format(ms);
}

/** A whole number in the digits of `lang` (Arabic-Indic for ar-SA). */
export function formatNumber(n: number, lang: LanguageCode): string {
  let f = numberFormats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang, { maximumFractionDigits: 0, useGrouping: false });
    numberFormats.set(lang, f);
  }
  return f.format(n);
}

/** Slots describing the avatar, for the phrase templates. */
export function profileSlots(
  avatar: Avatar,
  lang: LanguageCode,
  nowMs: number,
  pick: (n: number) => number,
): Record<string, string> {
  const hobbies = hobbyNames(avatar.hobbies, lang);
  const i = hobbies.length ? pick(hobbies.length) : 0;
  const hobby = hobbies[i] ?? '';
  const hobby2 = hobbies.length > 1 ? hobbies[(i + 1) % hobbies.length]! : '';
  const city = cityIn(avatar.city, lang);
  return {
    name: shortName(avatar, lang),
    fullName: avatarNames(avatar, lang).full,
    job: professionPhrase(avatar, lang),
    city: city.name,
    inCity: city.locative,
    country: countryDisplayName(avatar, lang),
    hobby,
    hobby2,
    age: formatNumber(ageAt(avatar.birthDate, nowMs), lang),
    birthday: dayAndMonth(avatar.birthDate, lang),
  };
}
