/**
 * Compiles a Lexicon into lookup structures (once per language, memoised).
 */
import type { LanguageCode } from '../languages.js';
import type { Lexicon } from '../languages/parts/appraisal.js';
import { normalizeText, tokenize } from '../text/index.js';
import { CATEGORIES, type Category } from './lexicon/types.js';

/** What a matched entry does. */
/**
 * `negBoth`: a negation that may stand before or after the negated word (German "nicht");
 * `youAre`: "you are" (`Lexicon.youAre`); `neutral`: a phrase without feeling (`Lexicon.neutral`).
 */
export type EntryKind = Category | 'neg' | 'negAfter' | 'negBoth' | 'int' | 'dim' | 'youAre' | 'neutral';

/** What a person word (`Lexicon.addressee`, `self`, `others`) or a contrast word stands for. */
export type PersonKind = 'addressee' | 'self' | 'others' | 'contrast';

/** Person and contrast words of one language, for finding at whom an insult is aimed. */
export interface PersonIndex {
  /** Segmented: whole words (French and Italian elisions as `t'`, `m'`). */
  readonly exact: ReadonlyMap<string, PersonKind>;
  /**
   * Segmented: words that are a person only at the start of a sentence (`^un` in "Un abruti a
   * rayé ma voiture": an indefinite subject is a third person).
   */
  readonly initial: ReadonlyMap<string, PersonKind>;
  /** Segmented: word beginnings (`mein*`), longest first. */
  readonly prefixes: readonly (readonly [prefix: string, kind: PersonKind])[];
  /** Chinese, Japanese: the words by their first character, longest first. */
  readonly byChar: ReadonlyMap<string, readonly (readonly [word: string, kind: PersonKind])[]>;
  /** Segmented: what each token seen so far is (null: no person word); cleared when it grows large. */
  readonly memo: Map<string, PersonKind | null>;
}

export interface CompiledEntry {
  readonly kind: EntryKind;
  /** Tokens (segmented languages) or the single normalised string (CJK). */
  readonly tokens: readonly string[];
  /** The last token matches any ending. */
  readonly prefix: boolean;
  /** Length used for longest-match (tokens, or characters for CJK). */
  readonly size: number;
}

export interface CompiledLexicon {
  readonly segmented: boolean;
  /** Segmented: entries by exact first token. */
  readonly byFirst: ReadonlyMap<string, readonly CompiledEntry[]>;
  /** Segmented: single-token prefix entries. */
  readonly prefixes: readonly CompiledEntry[];
  /**
   * Segmented: single-token prefix entries by prefix length, longest first, each a map from the
   * prefix to its entry — a token is looked up once per distinct length instead of per entry.
   */
  readonly prefixIndex: readonly (readonly [length: number, entries: ReadonlyMap<string, CompiledEntry>])[];
  /** CJK: all entries, longest first. */
  readonly all: readonly CompiledEntry[];
  /** CJK: entries by their first character, longest first. */
  readonly byChar: ReadonlyMap<string, readonly CompiledEntry[]>;
  readonly questions: ReadonlySet<string>;
  readonly questionMarkers: readonly string[];
  readonly people: PersonIndex;
  /** Normalised `Lexicon.boosters`. */
  readonly boosters: ReadonlySet<string>;
}

function personIndex(lex: Lexicon, lang: LanguageCode): PersonIndex {
  const exact = new Map<string, PersonKind>();
  const initial = new Map<string, PersonKind>();
  const prefixes: [string, PersonKind][] = [];
  const cjk: [string, PersonKind][] = [];
  const lists: [string, PersonKind][] = [
    [lex.addressee, 'addressee'],
    [lex.self, 'self'],
    [lex.others, 'others'],
    [lex.contrast, 'contrast'],
  ];
  for (const [list, kind] of lists) {
    for (const raw of list.split('|')) {
      let w = raw.trim();
      if (!w) continue;
      const atStart = w.startsWith('^');
      if (atStart) w = w.slice(1);
      const star = w.endsWith('*');
      const body = normalizeText(star ? w.slice(0, -1) : w, lang);
      if (!lex.segmented) cjk.push([body, kind]);
      else if (atStart) initial.set(body, kind);
      else if (star) prefixes.push([body, kind]);
      else if (!exact.has(body)) exact.set(body, kind);
    }
  }
  prefixes.sort((a, b) => b[0].length - a[0].length);
  const byChar = new Map<string, [string, PersonKind][]>();
  for (const [w, kind] of cjk.sort((a, b) => b[0].length - a[0].length)) {
    const list = byChar.get(w[0]!) ?? [];
    list.push([w, kind]);
    byChar.set(w[0]!, list);
  }
  return { exact, initial, prefixes, byChar, memo: new Map() };
}

function entries(list: string, kind: EntryKind, lang: LanguageCode, segmented: boolean): CompiledEntry[] {
  const out: CompiledEntry[] = [];
  for (const raw of list.split('|')) {
    const trimmed = raw.trim();
    if (!trimmed) continue;
    const prefix = trimmed.endsWith('*');
    const body = normalizeText(prefix ? trimmed.slice(0, -1) : trimmed, lang);
    const tokens = segmented ? tokenize(body) : [body];
    if (tokens.length === 0) continue;
    out.push({ kind, tokens, prefix, size: segmented ? tokens.length : body.length });
  }
  return out;
}

/** Builds the lookup structures of one language. */
export function compileLexicon(lex: Lexicon, lang: LanguageCode): CompiledLexicon {
  const seg = lex.segmented;
  const after = entries(lex.negationsAfter, 'negAfter', lang, seg);
  const afterKeys = new Set(after.map((e) => e.tokens.join(' ')));
  const before = entries(lex.negations, 'neg', lang, seg).map((e) =>
    afterKeys.has(e.tokens.join(' ')) ? { ...e, kind: 'negBoth' as const } : e,
  );
  const beforeKeys = new Set(before.map((e) => e.tokens.join(' ')));
  const all: CompiledEntry[] = [
    ...before,
    ...after.filter((e) => !beforeKeys.has(e.tokens.join(' '))),
    ...entries(lex.intensifiers, 'int', lang, seg),
    ...entries(lex.diminishers, 'dim', lang, seg),
    ...entries(lex.youAre, 'youAre', lang, seg),
    ...entries(lex.neutral, 'neutral', lang, seg),
  ];
  for (const c of CATEGORIES) all.push(...entries(lex[c], c, lang, seg));
  all.sort((a, b) => b.size - a.size);
  const byFirst = new Map<string, CompiledEntry[]>();
  const prefixes: CompiledEntry[] = [];
  for (const e of all) {
    if (e.prefix && e.tokens.length === 1) {
      prefixes.push(e);
      continue;
    }
    const first = e.tokens[0]!;
    const list = byFirst.get(first) ?? [];
    list.push(e);
    byFirst.set(first, list);
  }
  const byLength = new Map<number, Map<string, CompiledEntry>>();
  for (const e of prefixes) {
    const key = e.tokens[0]!;
    const map = byLength.get(key.length) ?? new Map<string, CompiledEntry>();
    if (!map.has(key)) map.set(key, e);
    byLength.set(key.length, map);
  }
  const prefixIndex = [...byLength.entries()].sort((a, b) => b[0] - a[0]);
  const byChar = new Map<string, CompiledEntry[]>();
  if (!seg) {
    for (const e of all) {
      const s = e.tokens[0]!;
      if (!s) continue;
      const list = byChar.get(s[0]!) ?? [];
      list.push(e);
      byChar.set(s[0]!, list);
    }
  }
  const questionList = entries(lex.questions, 'neg', lang, seg).map((e) => e.tokens.join(' '));
  return {
    segmented: seg,
    byFirst,
    prefixes,
    prefixIndex,
    all,
    byChar,
    questions: new Set(questionList),
    questionMarkers: questionList,
    people: personIndex(lex, lang),
    boosters: new Set(entries(lex.boosters, 'int', lang, seg).map((e) => e.tokens.join(' '))),
  };
}
