/**
 * At whom a message's feeling is aimed, and what an apology takes back. Anger needs an offender
 * (Lazarus 1991): "My boss is an idiot" is the user's anger at someone else, "Du bist so nervig"
 * is aimed at the listener, and "Sorry, that was mean of me" blames the speaker.
 * Rules (docs/neuro-hormonal-model.md § 6.3), in this order:
 * 1. An insult is aimed at the listener unless the person word nearest before it in its
 *    sentence is the speaker or someone else (and the insult itself holds no "you"); a
 *    sentence-initial indefinite ("Un abruti a…") is someone else unless "you" follows.
 *    Otherwise it is the speaker's displeasure (`negative`).
 * 2. An unpleasant word shortly after "you are" in the same clause is an insult aimed at the
 *    listener, unless the message asks (has a question mark).
 * 3. Praise or affection is for someone else when the person word nearest before it in its
 *    sentence is the speaker or a third person, no "you" is in the sentence and it is no
 *    vocative ("my best friend moved away", but "good night, my love"): then it is only
 *    pleasant (half a `positive`).
 * 4. With an apology in the message, its unpleasant words are the speaker's own wrongdoing and
 *    count little, and so do insults after the apology in its sentence unless a "but" comes
 *    between.
 */
import type { LanguageCode } from '../languages.js';
import { tokenVariants } from '../text/index.js';
import type { CompiledLexicon, PersonKind } from './compile.js';
import type { Category } from './lexicon/types.js';
import type { Hit } from './match.js';

/** A scored match with its position (token indexes, or character offsets for CJK). */
export interface PlacedHit {
  category: Category;
  readonly text: string;
  readonly negated: boolean;
  weight: number;
  readonly start: number;
  readonly end: number;
}

interface Person {
  readonly start: number;
  readonly end: number;
  readonly kind: PersonKind;
  /** An indefinite subject at the start of a sentence ("Un abruti…"). */
  readonly initial?: boolean;
}

/** Weight left to an unpleasant word an apology owns. */
export const OWNED = 0.15;
/** Most words (CJK: characters) between "you are" and the unpleasant word it makes an insult. */
const YOU_ARE_REACH = { segmented: 3, cjk: 8 } as const;

/** Characters that end a sentence; with `CLAUSE_ONLY` they end a clause. */
const SENTENCE_END = new Set('.!?;。！？；…\n');
const CLAUSE_ONLY = new Set(',،、，:：');
const WORD = /[\p{L}\p{N}\p{M}']+/gu;

/** Where each token starts and ends in the normalised text (aligned with `tokenize`). */
function tokenSpans(norm: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const m of norm.matchAll(WORD)) {
    let a = m.index;
    let b = a + m[0].length;
    while (a < b && norm[a] === "'") a++;
    while (b > a && norm[b - 1] === "'") b--;
    if (b > a) spans.push([a, b]);
  }
  return spans;
}

/** True when `text` has a break of `kind` between `from` and `to` (character offsets). */
function hasBreak(text: string, from: number, to: number, kind: 'sentence' | 'clause'): boolean {
  for (let i = from; i < to; i++) {
    const c = text[i]!;
    if (SENTENCE_END.has(c) || (kind === 'clause' && CLAUSE_ONLY.has(c))) return true;
  }
  return false;
}

/**
 * Where the sentence and clause breaks of a normalised message lie between match positions
 * (token indexes when `segmented`, else character offsets). Token offsets are computed only when
 * a break can lie inside the message and a rule asks.
 */
export class Layout {
  private spans: [number, number][] | null = null;
  private inner: { sentence: boolean; clause: boolean } | null = null;

  constructor(
    private readonly norm: string,
    private readonly segmented: boolean,
  ) {}

  /** True when a break of `kind` lies between the end of position `from` and the start of `to`. */
  breakBetween(from: number, to: number, kind: 'sentence' | 'clause'): boolean {
    return this.hasInner(kind) && hasBreak(this.norm, this.offset(from, true), this.offset(to, false), kind);
  }

  /** True when a clause ends right after position `end` (or the message does). */
  endsClause(end: number): boolean {
    if (!this.segmented)
      return end >= this.norm.trimEnd().length || hasBreak(this.norm, end, end + 1, 'clause');
    return end >= this.tokenSpans().length || this.breakBetween(end, end, 'clause');
  }

  /** Whether a break of `kind` lies inside the message (with text after it), computed once. */
  private hasInner(kind: 'sentence' | 'clause'): boolean {
    this.inner ??= {
      sentence: /[.!?;。！？；…\n]\s*[^\s.!?;。！？；…]/.test(this.norm),
      clause: /[.!?;。！？；…\n,،、，:：]\s*[^\s.!?;。！？；…,،、，:：]/.test(this.norm),
    };
    return this.inner[kind];
  }

  private tokenSpans(): [number, number][] {
    return (this.spans ??= tokenSpans(this.norm));
  }

  private offset(pos: number, end: boolean): number {
    if (!this.segmented) return pos;
    const spans = this.tokenSpans();
    return end ? (spans[pos - 1]?.[1] ?? 0) : (spans[pos]?.[0] ?? this.norm.length);
  }
}

interface Span {
  readonly start: number;
  readonly end: number;
}

/** True when two spans (person words, matches) lie in the same sentence. */
function inOneSentence(layout: Layout, a: Span, b: Span): boolean {
  if (a.end <= b.start) return !layout.breakBetween(a.end, b.start, 'sentence');
  if (b.end <= a.start) return !layout.breakBetween(b.end, a.start, 'sentence');
  return true;
}

/** Rule 1: whether an insult is aimed at the listener (see the file comment). */
function aimedAtListener(
  h: PlacedHit,
  people: readonly Person[],
  layout: Layout,
  lang: LanguageCode,
): boolean {
  const inside = people.some((p) => p.kind === 'addressee' && p.start >= h.start && p.end <= h.end);
  // Arabic joins "you" to the word: أكرهك, يلعنك, تبا لك.
  if (inside || (lang === 'ar-SA' && h.text.split(' ').some((w) => w.length > 2 && w.endsWith('ك'))))
    return true;
  for (let j = people.length - 1; j >= 0; j--) {
    const p = people[j]!;
    if (p.end > h.start || p.kind === 'contrast') continue;
    if (!inOneSentence(layout, p, h)) break;
    // "A moron like you": an indefinite subject, but the sentence goes on to "you".
    if (p.initial)
      return people.some((q) => q.kind === 'addressee' && q.start >= h.end && inOneSentence(layout, h, q));
    return p.kind === 'addressee';
  }
  return true;
}

/** Tokens remembered per language by `personOf` before the memo starts afresh. */
const MEMO_SIZE = 4096;

function personOf(token: string, lang: LanguageCode, lex: CompiledLexicon): PersonKind | undefined {
  const { exact, prefixes, memo } = lex.people;
  const known = memo.get(token);
  if (known !== undefined) return known ?? undefined;
  let kind = exact.get(token);
  const apos = token.indexOf("'");
  if (!kind && apos > 0) kind = exact.get(token.slice(0, apos + 1));
  if (!kind) for (const [p, k] of prefixes) if (token.startsWith(p)) kind ??= k;
  // Arabic joins prepositions and the article to the word (والمدير, لأخوي).
  if (!kind && lang === 'ar-SA') {
    for (const v of tokenVariants(token, lang)) {
      kind = exact.get(v) ?? prefixes.find(([p]) => v.startsWith(p))?.[1];
      if (kind) break;
    }
  }
  if (memo.size >= MEMO_SIZE) memo.clear();
  memo.set(token, kind ?? null);
  return kind;
}

/** Person and contrast words in a message, in order. */
function findPeople(
  norm: string,
  tokens: readonly string[],
  lang: LanguageCode,
  lex: CompiledLexicon,
  layout: Layout,
): Person[] {
  const out: Person[] = [];
  if (lex.segmented) {
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      const kind = personOf(t, lang, lex);
      if (kind) out.push({ start: i, end: i + 1, kind });
      else {
        const first = lex.people.initial.get(t);
        if (first && (i === 0 || layout.breakBetween(i - 1, i, 'sentence')))
          out.push({ start: i, end: i + 1, kind: first, initial: true });
      }
    }
    return out;
  }
  let i = 0;
  while (i < norm.length) {
    const found = lex.people.byChar.get(norm[i]!)?.find(([w]) => norm.startsWith(w, i));
    if (found) {
      out.push({ start: i, end: i + found[0].length, kind: found[1] });
      i += found[0].length;
    } else i++;
  }
  return out;
}

/**
 * Applies the four rules to `hits` in place: re-aims insults, turns "you are" + an unpleasant
 * word into an insult, re-aims praise and affection, and lets an apology own the unpleasant words
 * of its message.
 */
export function aimHits(
  hits: PlacedHit[],
  matches: readonly Hit[],
  ctx: {
    readonly norm: string;
    readonly tokens: readonly string[];
    readonly lang: LanguageCode;
    readonly lex: CompiledLexicon;
    readonly layout: Layout;
    /** The message has a question mark ("Are you angry?" asks, it does not insult). */
    readonly asks: boolean;
  },
): void {
  const { norm, tokens, lang, lex } = ctx;
  const hasInsult = hits.some((h) => h.category === 'insult');
  const apologies = hits.filter((h) => h.category === 'apology' && !h.negated);
  const youAre =
    ctx.asks || !hits.some((h) => h.category === 'negative')
      ? []
      : matches.filter((m) => m.kind === 'youAre');
  const hasNegative = youAre.length > 0;
  const hasFondness = hits.some((h) => h.category === 'compliment' || h.category === 'affection');
  if (!hasInsult && !apologies.length && !hasNegative && !hasFondness) return;

  const { layout } = ctx;
  const people = findPeople(norm, tokens, lang, lex, layout);

  // Rule 1: an insult of someone else (or of oneself) is the speaker's displeasure, not an attack.
  const aimed = new Set<PlacedHit>();
  for (const h of hits) {
    if (h.category !== 'insult' || h.negated) continue;
    if (aimedAtListener(h, people, layout, lang)) aimed.add(h);
    else h.category = 'negative';
  }

  // Rule 2: "you are" + an unpleasant word is an insult of the listener.
  if (hasNegative) {
    const reach = lex.segmented ? YOU_ARE_REACH.segmented : YOU_ARE_REACH.cjk;
    for (const h of hits) {
      if (h.category !== 'negative' || h.negated) continue;
      const y = [...youAre].reverse().find((x) => x.end <= h.start);
      if (!y || h.start - y.end > reach || layout.breakBetween(y.end, h.start, 'clause')) continue;
      if (people.some((p) => p.start >= y.end && p.end <= h.start && p.kind !== 'addressee')) continue;
      h.category = 'insult';
      aimed.add(h);
    }
  }

  // Rule 3: praise and affection for someone else ("my best friend", "il mio piccolo") are
  // pleasant news, not praise of or closeness to the listener.
  for (const h of hits) {
    if ((h.category !== 'compliment' && h.category !== 'affection') || h.negated) continue;
    let before: Person | undefined;
    for (let j = people.length - 1; j >= 0 && !before; j--) {
      const p = people[j]!;
      if (p.end <= h.start && p.kind !== 'contrast') before = p;
    }
    if (!before || before.kind === 'addressee' || !inOneSentence(layout, before, h)) continue;
    if (people.some((p) => p.kind === 'addressee' && inOneSentence(layout, p, h))) continue;
    if (layout.endsClause(h.end)) continue; // a vocative: "Gute Nacht, mein Schatz"
    h.category = 'positive';
    h.weight *= 0.5;
  }

  // Rule 4: an apology owns the unpleasant words of its message.
  if (apologies.length) {
    for (const h of hits) {
      if (h.category === 'negative' && !h.negated) h.weight *= OWNED;
      else if (h.category === 'insult' && aimed.has(h)) {
        const owner = apologies.find(
          (a) =>
            a.end <= h.start &&
            inOneSentence(layout, a, h) &&
            !people.some((p) => p.kind === 'contrast' && p.start >= a.end && p.end <= h.start),
        );
        if (owner) h.weight *= OWNED;
      }
    }
  }
}
