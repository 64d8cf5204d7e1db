/**
 * Good news the user reports ("I passed my exam", „ich habe die Prüfung bestanden“, 考试通过了):
 * what kind of news it is, and how the avatar names it when it congratulates
 * ("Congratulations on passing your exam!", „Glückwunsch zur bestandenen Prüfung!“).
 * Patterns run on the appraiser's normalised text (lower case; Latin accents folded; Arabic
 * letter variants unified).
 */
import type { LanguageCode } from '../languages.js';
import { PACKS } from '../languages/index.js';
import { alternation } from '../languages/parts/memory.js';
import { NEWS_KEYS, type NewsKey } from '../languages/parts/news.js';
import type { RelationId } from '../languages/parts/nouns.js';

/** The kinds of news, still importable from here (`languages/index.test.ts`). */
export { NEWS_KEYS };

const r = (s: string): RegExp => new RegExp(s, 'u');

/** True when `clause` (normalised) reports a setback (a failed exam, a lost job). */
export function setbackIn(clause: string, lang: LanguageCode): boolean {
  return PACKS[lang].news.setback.test(clause);
}

/**
 * The kind of good news `clause` reports, or undefined (none, or negated or hoped for).
 * @example newsIn("i passed my exam!!", 'en-US') // 'exam'
 */
export function newsIn(clause: string, lang: LanguageCode): NewsKey | undefined {
  const news = PACKS[lang].news;
  if (news.not.test(clause)) return undefined;
  return NEWS_KEYS.find((k) => news.own[k]?.test(clause));
}

/** True when `norm` (normalised) says it is good news ("I have good news", „rate mal“, 好消息). */
export function saysGoodNews(norm: string, lang: LanguageCode): boolean {
  return PACKS[lang].news.words.test(norm);
}

/** A relative or friend of the user as the subject, per language. */
const SUBJECT: Readonly<Record<LanguageCode, RegExp>> = Object.fromEntries(
  (Object.keys(PACKS) as LanguageCode[]).map((lang) => [
    lang,
    r(PACKS[lang].news.possessive(alternation(PACKS[lang].memory.relations))),
  ]),
) as Record<LanguageCode, RegExp>;

/** A partner's baby, engagement, wedding or new home is the user's too: congratulated as theirs. */
const PARTNERS: ReadonlySet<RelationId> = new Set(['wife', 'husband', 'girlfriend', 'boyfriend', 'partner']);
const SHARED: ReadonlySet<NewsKey> = new Set(['baby', 'engagement', 'wedding', 'home']);

/** Good news of someone close to the user: what it is and who ("my sister got engaged" → engagement, sister). */
export interface OthersNews {
  readonly key: NewsKey;
  readonly relation: RelationId;
  /** The relation's word as the message has it (normalised): `sister`, `姐姐`, `姉`. */
  readonly word: string;
  /** A partner's baby, engagement, wedding or new home: the user's news as much as theirs. */
  readonly shared: boolean;
}

/**
 * Good news about a relative or friend of the user that `clause` (normalised) reports, or
 * undefined: none, negated or hoped for, or the user's own (a first-person subject beside the
 * relative). A partner's baby, engagement, wedding or new home is marked `shared`.
 * @example othersNewsIn('my sister anna is getting married next month!', 'en-US') // { key: 'wedding', relation: 'sister', word: 'sister', shared: false }
 */
export function othersNewsIn(clause: string, lang: LanguageCode): OthersNews | undefined {
  const who = SUBJECT[lang].exec(clause);
  const news = PACKS[lang].news;
  if (!who || news.not.test(clause)) return undefined;
  const rest = clause.slice(0, who.index) + ' ' + clause.slice(who.index + who[0].length);
  if (news.self.test(rest)) return undefined;
  const word = who.groups!['rel']!;
  const relation = PACKS[lang].memory.relations[word];
  const key = NEWS_KEYS.find((k) => news.others[k]?.test(clause) || news.own[k]?.test(clause));
  if (!relation || !key) return undefined;
  return { key, relation, word, shared: PARTNERS.has(relation) && SHARED.has(key) };
}

/** The `{news}` phrase of a kind of news in `lang` ("on passing your exam", „zur bestandenen Prüfung“). */
export function newsPhrase(key: NewsKey, lang: LanguageCode): string {
  return PACKS[lang].news.named[key];
}
