/**
 * Good news the user reports ("I passed my exam", „ich habe die Prüfung bestanden“, 考试通过了):
 * what kind of news it is, and how the avatar names it when it congratulates
 * ("Congratulations on passing your exam!", „Glückwunsch zur bestandenen Prüfung!“).
 * Patterns run on the appraiser's normalised text (lower case; Latin accents folded; Arabic
 * letter variants unified).
 */
import type { LanguageCode } from '../languages.js';
import { PACKS } from '../languages/index.js';
import type { RelationId } from '../memory/nouns.js';
import { alternation } from '../memory/patterns/types.js';

/** Kinds of good news the avatar congratulates on specifically. */
export const NEWS_KEYS = [
  'license',
  'graduation',
  'exam',
  'job',
  'promotion',
  'raise',
  'baby',
  'engagement',
  'wedding',
  'home',
  'win',
] as const;
export type NewsKey = (typeof NEWS_KEYS)[number];

const r = (s: string): RegExp => new RegExp(s, 'u');
type NewsCues = Readonly<Partial<Record<NewsKey, RegExp>>>;

/**
 * One language's good news (`languages/<lang>/news.ts`). Patterns run on the appraiser's
 * normalised text.
 */
export interface NewsPatterns {
  /** The patterns of each kind of the user's own news (tested in `NEWS_KEYS` order). */
  readonly own: NewsCues;
  /** Words that turn a report into no news or a hope ("didn't pass", "if I pass", 没通过, 落ちた). */
  readonly not: RegExp;
  /** A setback: a failed exam or test, a job not got ("I didn't pass my exam", 考试没通过, 落ちました). */
  readonly setback: RegExp;
  /** "Good news" said as such ("I have good news", „tolle Neuigkeiten“, 好消息). */
  readonly words: RegExp;
  /**
   * Third-person forms of the news that the user's own patterns leave out ("my sister is getting
   * married", „mein Bruder hat einen neuen Job“, « ma sœur est enceinte »). Only read after a
   * relative or friend of the user (`othersNewsIn`).
   */
  readonly others: NewsCues;
  /**
   * A relative or friend as the subject ("my sister", „meine Schwester“, 我姐姐, 姉が, أختي): a
   * pattern around `rel`, the alternation of the memory rules' relation words (group `rel`).
   */
  readonly possessive: (rel: string) => string;
  /** A first-person subject beside the relative: the news is the user's own ("my sister and I won", „ich“, 我, 私). */
  readonly self: RegExp;
  /**
   * Who has the news as `congratsOther` names them: the name the user gave, or the language's own
   * word for the relative (Chinese 你姐姐, Japanese お姉さん); undefined: the relation's `your` form.
   */
  readonly who: (other: { readonly name?: string | undefined; readonly word: string }) => string | undefined;
  /** How the language names each kind of news after its word for "congratulations" (`{news}` slot). */
  readonly named: Readonly<Record<NewsKey, string>>;
}

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
