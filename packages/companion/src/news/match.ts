/**
 * News for an avatar: the headlines that fit its interests (`Avatar.interests`) and the user's
 * (`userInterests`, weighted double), best first.
 *
 * Matching is case- and accent-insensitive. In spaced scripts (Latin, Arabic, Devanagari…) an
 * interest matches whole words, a multi-word interest ("wind energy") as a phrase; a Latin
 * interest may take a plural ending (`cat` → "cats", `pyramid` → "pyramids"); an Arabic one may
 * take the proclitics و ف ب ك ل and the article (`مصر` → "بمصر", `الشعر` → "والشعر", "للشعر").
 * In Chinese and Japanese (no spaces) an interest matches as a substring. An interest in a sport
 * also matches the leagues, competitions and clubs of it (`languages/<lang>/sports.ts`, all languages).
 */
import type { Avatar } from '../avatars/types.js';
import { foldNewsText } from './fold.js';
import { sportWords } from './sports/index.js';
import type { NewsItem } from './types.js';

export { foldNewsText } from './fold.js';

/** Options of `newsForAvatar`. */
export interface NewsOptions {
  /** At most this many items (default 5). */
  readonly limit?: number;
  /** Only items published at most this long before `nowMs` (default 3 days). */
  readonly maxAgeMs?: number;
  /**
   * What the user is into (remembered likes: "football", "jazz"): matched like the avatar's
   * interests and weighted double, so the user hears about their team before the avatar's hobby.
   */
  readonly userInterests?: readonly string[];
  /**
   * The reply's language (a BCP-47 tag): items known to be in it (same primary language, `de` of
   * `de-DE`) come before all others that fit, so the user can read the headline quoted as
   * published; an item of unknown language counts as the language its title's script gives away
   * (Arabic, Japanese, Chinese), and one whose script rules the language out comes last.
   */
  readonly language?: string;
}

/** A user's interest counts this many times one of the avatar's. */
const USER_WEIGHT = 2;

export const DEFAULT_NEWS_LIMIT = 5;
export const DEFAULT_NEWS_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;
/** Items dated a little after `nowMs` (clock skew of the feed) still count, as brand new. */
const FUTURE_SKEW_MS = 60 * 60 * 1000;
/** A match in the title counts this many times a match in the summary. */
const TITLE_WEIGHT = 3;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const ARABIC = /\p{Script=Arabic}/u;

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A compiled interest: its folded form and a test on folded text. */
interface Matcher {
  readonly interest: string;
  readonly test: (folded: string) => boolean;
}

const matchers = new Map<string, Matcher | null>();

/**
 * The matcher of one interest (null when it has no letters or digits); `name` (a club, a league):
 * a proper name, which takes no plural ending ("Inter" is not in "interés").
 */
function matcherOf(interest: string, name = false): Matcher | null {
  const id = name ? `\u0000${interest}` : interest;
  const cached = matchers.get(id);
  if (cached !== undefined) return cached;
  const key = foldNewsText(interest).trim();
  let m: Matcher | null = null;
  if (key) {
    if (CJK.test(key)) {
      m = { interest, test: (f) => f.includes(key) };
    } else if (ARABIC.test(key)) {
      const [first = '', ...rest] = key.split(' ');
      const tail = rest.length ? ` ${rest.map(escape).join(' ')}` : '';
      // و/ف, then ب/ك/ل, then the article: "الشعر" also as "والشعر", "بالشعر", "للشعر".
      const head =
        first.startsWith('ال') && first.length > 3
          ? `[وف]?(?:[بك]?ال|لل)${escape(first.slice(2))}`
          : `[وف]?[بكل]?(?:ال)?${escape(first)}`;
      const re = new RegExp(`(?:^| )${head}${tail}(?= |$)`, 'u');
      m = { interest, test: (f) => re.test(f) };
    } else {
      const plural = !name && /[a-z]$/.test(key) && key.length >= 3 ? '(?:s|es)?' : '';
      const re = new RegExp(` ${escape(key)}${plural} `, 'u');
      m = { interest, test: (f) => re.test(f) };
    }
  }
  matchers.set(id, m);
  return m;
}

const expanded = new Map<string, Matcher | null>();

/**
 * The matcher of an interest with what it stands for: a sport ("football", „Fußball“, كرة القدم,
 * サッカー) also matches the leagues, competitions and clubs of it (`sports/`: Bundesliga, Real
 * Madrid, الهلال, 浦和レッズ), as one interest — a headline naming three clubs counts once.
 */
function interestMatcherOf(interest: string): Matcher | null {
  const cached = expanded.get(interest);
  if (cached !== undefined) return cached;
  const own = matcherOf(interest);
  const more = own ? sportWords(interest).flatMap((w) => matcherOf(w, true) ?? []) : [];
  const m: Matcher | null =
    own && more.length > 0 ? { interest, test: (f) => own.test(f) || more.some((w) => w.test(f)) } : own;
  expanded.set(interest, m);
  return m;
}

/** The avatar's interests as matchers, without duplicates after folding ("cinema", "cinéma"). */
function interestMatchers(avatar: Pick<Avatar, 'interests'>): Matcher[] {
  return matchersOf(avatar.interests ?? []);
}

/** Matchers of a list of interests, without duplicates after folding. */
function matchersOf(interests: readonly unknown[], seen = new Set<string>()): Matcher[] {
  const out: Matcher[] = [];
  for (const interest of interests) {
    if (typeof interest !== 'string') continue;
    const key = foldNewsText(interest).trim();
    const m = interestMatcherOf(interest);
    if (!m || seen.has(key)) continue;
    seen.add(key);
    out.push(m);
  }
  return out;
}

/** The avatar's interests found in an item: in the title, and in the summary only. */
export function newsInterests(
  avatar: Pick<Avatar, 'interests'>,
  item: Pick<NewsItem, 'title' | 'summary'>,
): { readonly title: string[]; readonly summary: string[] } {
  const title = foldNewsText(item.title);
  const summary = foldNewsText(item.summary);
  const inTitle: string[] = [];
  const inSummary: string[] = [];
  for (const m of interestMatchers(avatar)) {
    if (m.test(title)) inTitle.push(m.interest);
    else if (m.test(summary)) inSummary.push(m.interest);
  }
  return { title: inTitle, summary: inSummary };
}

const valid = (i: NewsItem): boolean =>
  !!i &&
  typeof i.title === 'string' &&
  i.title.trim() !== '' &&
  typeof i.id === 'string' &&
  Number.isFinite(i.publishedAtMs);

/**
 * The language a title's script gives away, for an item whose feed names none: Arabic script is
 * `ar`, kana `ja`, Han without kana `zh`; Latin script gives nothing (it could be any of five).
 */
/** The languages whose script gives them away (a Latin title is in none of them). */
const SCRIPT_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'ja', 'zh']);

function scriptLanguage(title: string): string | null {
  if (/\p{Script=Arabic}/u.test(title)) return 'ar';
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(title)) return 'ja';
  if (/\p{Script=Han}/u.test(title)) return 'zh';
  return null;
}

/** The primary language subtag, lower case: `de` of `de-DE`, `zh` of `zh-Hans-CN`. */
const primaryLanguage = (tag: string): string => tag.split(/[-_]/)[0]!.toLowerCase();

/**
 * The items that fit this avatar's interests, best first (in the reply's `language` when given,
 * then interest matches in title > summary, recency), at most `limit`, only those newer than
 * `maxAgeMs`.
 *
 * Score: 3 per interest found in the title plus 1 per interest found only in the summary; items
 * without a match are left out. Ties: the newer first, then by id, so the order does not depend
 * on the order of `items`. An item repeated (same id, or same title) counts once, the best copy.
 * @example newsForAvatar(lukas, items, nowMs, { limit: 3 }) // Germany's wind energy record first
 */
export function newsForAvatar(
  avatar: Avatar,
  items: readonly NewsItem[],
  nowMs: number,
  opts: NewsOptions = {},
): NewsItem[] {
  const limit = Math.max(0, Math.floor(opts.limit ?? DEFAULT_NEWS_LIMIT));
  const maxAge = opts.maxAgeMs ?? DEFAULT_NEWS_MAX_AGE_MS;
  if (limit === 0 || !Array.isArray(items) || !Number.isFinite(nowMs)) return [];
  const seen = new Set<string>();
  const ms = [
    ...matchersOf(opts.userInterests ?? [], seen).map((m) => ({ m, weight: USER_WEIGHT })),
    ...matchersOf(avatar.interests ?? [], seen).map((m) => ({ m, weight: 1 })),
  ];
  if (ms.length === 0) return [];
  const wanted = opts.language ? primaryLanguage(opts.language) : null;
  // 2: in the reply's language (tagged, or its script says so); 0: an untagged title whose script
  // says it is not (Arabic for a German reply, Latin for a Japanese one); 1: the rest.
  const inLanguage = (i: NewsItem): number => {
    if (wanted === null) return 0;
    if (typeof i.language === 'string') return primaryLanguage(i.language) === wanted ? 2 : 1;
    const script = scriptLanguage(i.title);
    if (script !== null) return script === wanted ? 2 : 0;
    return SCRIPT_LANGUAGES.has(wanted) ? 0 : 1;
  };
  const scored: { item: NewsItem; score: number }[] = [];
  for (const item of items) {
    if (!valid(item)) continue;
    const age = nowMs - item.publishedAtMs;
    if (!(age < maxAge) || age < -FUTURE_SKEW_MS) continue;
    const title = foldNewsText(item.title);
    const summary = foldNewsText(item.summary ?? '');
    let score = 0;
    for (const { m, weight } of ms) {
      if (m.test(title)) score += TITLE_WEIGHT * weight;
      else if (m.test(summary)) score += weight;
    }
    if (score > 0) scored.push({ item, score });
  }
  scored.sort(
    (a, b) =>
      inLanguage(b.item) - inLanguage(a.item) ||
      b.score - a.score ||
      b.item.publishedAtMs - a.item.publishedAtMs ||
      (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0),
  );
  const ids = new Set<string>();
  const titles = new Set<string>();
  const out: NewsItem[] = [];
  for (const { item } of scored) {
    const t = foldNewsText(item.title);
    if (ids.has(item.id) || titles.has(t)) continue;
    ids.add(item.id);
    titles.add(t);
    out.push(item);
    if (out.length >= limit) break;
  }
  return out;
}
