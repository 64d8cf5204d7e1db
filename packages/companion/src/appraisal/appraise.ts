/**
 * Offline multilingual appraiser: word lists plus rules for negation, intensifiers,
 * exclamation, questions, capitals and emojis. Deterministic and fast (≈ tens of µs).
 */
import { toLanguageCode, type LanguageCode } from '../languages.js';
import { CJK_CLASS, countCjk, normalizeText, tokenize } from '../text/index.js';
import { Layout, aimHits, type PlacedHit } from './aim.js';
import { CATEGORY_EFFECTS, EMOJI, type Contribution } from './effects.js';
import { compiledLexicon } from './lexicons.js';
import { CATEGORIES, type Category } from './lexicon/types.js';
import { matchSubstrings, matchTokens, type Hit } from './match.js';
import type { Appraisal } from './types.js';

/** One scored match, for explanations and tests. */
export interface AppraisalHit {
  readonly category: Category;
  readonly text: string;
  readonly negated: boolean;
  /** 1.5 after an intensifier, 0.5 after a diminisher, else 1. */
  readonly weight: number;
}

/** An appraisal with the matches it was built from. */
export interface AppraisalExplained {
  readonly appraisal: Appraisal;
  readonly hits: readonly AppraisalHit[];
  readonly isQuestion: boolean;
}

const isCategory = (k: string): k is Category => (CATEGORIES as readonly string[]).includes(k);
const clamp = (v: number, lo = 0, hi = 1): number => (v < lo ? lo : v > hi ? hi : v);
const sat = (x: number): number => 1 - Math.exp(-Math.max(0, x));
/** Every CJK character (they count apart from the words). */
const CJK_ALL = new RegExp(`[${CJK_CLASS}]`, 'gu');
const UNPLEASANT: ReadonlySet<Category> = new Set(['negative', 'insult', 'threat', 'sadness', 'command']);

/**
 * Scores hits: negation within `before`/`after` positions and inside the sentence, modifiers
 * within 2 positions before, or an intensifier right after.
 */
function score(hits: readonly Hit[], before: number, after: number, layout: Layout): PlacedHit[] {
  const out: PlacedHit[] = [];
  hits.forEach((h, idx) => {
    if (!isCategory(h.kind)) return;
    let negated = h.selfNegated;
    let weight = 1;
    for (let j = idx - 1; j >= 0; j--) {
      const p = hits[j]!;
      if (isCategory(p.kind)) break;
      const gap = h.start - p.end;
      if (
        (p.kind === 'neg' || p.kind === 'negBoth') &&
        gap <= before &&
        !layout.breakBetween(p.end, h.start, 'sentence')
      )
        negated = true;
      if (p.kind === 'int' && gap <= 2) weight = 1.5;
      if (p.kind === 'dim' && gap <= 2) weight = 0.5;
    }
    for (let j = idx + 1; j < hits.length; j++) {
      const q = hits[j]!;
      if (isCategory(q.kind)) break;
      // A negation right after another one closes a frame before the next word ("de ne pas
      // pouvoir"): it negates what follows, not what came before.
      const p = hits[j - 1]!;
      const framed = j > idx + 1 && (p.kind === 'neg' || p.kind === 'negBoth') && p.end === q.start;
      if (
        (q.kind === 'negAfter' || q.kind === 'negBoth') &&
        !framed &&
        q.start - h.end <= after &&
        !layout.breakBetween(h.end, q.start, 'clause')
      )
        negated = true;
    }
    // An intensifier right after the word, with no other word of feeling right behind it
    // ("mi manca tantissimo", "ich vermisse dich sehr", "thank you so much").
    const q = hits[idx + 1];
    const r = hits[idx + 2];
    if (q?.kind === 'int' && q.start === h.end && !(r && isCategory(r.kind) && r.start === q.end))
      weight = 1.5;
    out.push({ category: h.kind, text: h.text, negated, weight, start: h.start, end: h.end });
  });
  return out;
}

/**
 * A booster ("super" in "super nerveuse") right before another match is no match of its own:
 * it strengthens the next one like an intensifier.
 */
function boost(hits: PlacedHit[], boosters: ReadonlySet<string>): PlacedHit[] {
  if (boosters.size === 0 || !hits.some((h) => boosters.has(h.text))) return hits;
  return hits.filter((h, i) => {
    const next = hits[i + 1];
    if (!boosters.has(h.text) || h.negated || !next || next.start !== h.end) return true;
    next.weight = Math.max(next.weight, 1.5);
    return false;
  });
}

/** The appraisal of one message with its matches, positions included. */
function appraise(
  text: string,
  language: LanguageCode | string,
): { appraisal: Appraisal; hits: readonly PlacedHit[]; isQuestion: boolean } {
  const lang = toLanguageCode(language);
  const lex = compiledLexicon(lang);
  const norm = normalizeText(text, lang);
  const tokens = lex.segmented ? tokenize(norm) : [];
  const raw = lex.segmented ? matchTokens(tokens, lex, lang) : matchSubstrings(norm, lex);
  const first = tokens[0] ?? '';
  const isQuestion =
    /[?؟]/.test(norm) ||
    (lex.segmented ? lex.questions.has(first) : lex.questionMarkers.some((q) => norm.includes(q)));
  const layout = new Layout(norm, lex.segmented);
  const hits = boost(lex.segmented ? score(raw, 3, 3, layout) : score(raw, 2, 3, layout), lex.boosters);
  aimHits(hits, raw, { norm, tokens, lang, lex, layout, asks: /[?؟]/.test(norm) });
  const sum = { v: 0, a: 0, d: 0, i: 0, t: 0, n: 0 };
  const add = (c: Contribution, w: number, negated: boolean): void => {
    const k = negated ? 0.2 : 1;
    sum.v += (c.v ?? 0) * w * (negated ? -0.5 : 1);
    sum.a += (c.a ?? 0) * w * k;
    sum.d += (c.d ?? 0) * w * k;
    sum.i += (c.i ?? 0) * w * k;
    sum.t += (c.t ?? 0) * w * k;
    sum.n += (c.n ?? 0) * w * k;
  };
  for (const h of hits) add(CATEGORY_EFFECTS[h.category], h.weight, h.negated);
  for (const [cat, marks] of Object.entries(EMOJI) as [Category, readonly string[]][]) {
    for (const m of marks) if (norm.includes(m)) add(CATEGORY_EFFECTS[cat], 1, false);
  }
  const exclaims = Math.min(3, (norm.match(/!/g) ?? []).length);
  // Several exclamation marks and no unpleasant, hostile or commanding word: excited good news
  // ("We're going to Japan next month!!!").
  if (exclaims >= 2 && sum.v >= 0 && !hits.some((h) => !h.negated && UNPLEASANT.has(h.category))) {
    sum.v += 0.1 * exclaims;
    sum.a += 0.1 * exclaims;
  }
  const capsWords = lex.segmented ? (text.match(/\b[A-ZÄÖÜÀ-Ý]{3,}\b/g) ?? []).length : 0;
  const cjk = lex.segmented ? 0 : countCjk(norm);
  const units = lex.segmented ? tokens.length : cjk / 1.5 + tokenize(norm.replace(CJK_ALL, ' ')).length;
  const avgLen = tokens.length ? tokens.reduce((s, t) => s + t.length, 0) / tokens.length : 4.5;
  const clauses = (norm.match(/[,;:،、，；。.]/g) ?? []).length;
  const appraisal: Appraisal = {
    valence: clamp(Math.tanh(sum.v) * (1 + 0.1 * exclaims), -1, 1),
    arousal: clamp(
      0.1 + 0.9 * sat(sum.a) - 0.3 * Math.max(0, -sum.a) + 0.12 * exclaims + 0.12 * Math.min(3, capsWords),
    ),
    dominance: clamp(Math.tanh(sum.d + (capsWords > 0 ? 0.15 : 0) - (isQuestion ? 0.05 : 0)), -1, 1),
    intimacy: clamp(sat(sum.i)),
    threat: clamp(sat(1.2 * sum.t)),
    novelty: clamp(0.1 + sat(sum.n) + (isQuestion ? 0.1 : 0)),
    complexity: clamp(
      0.05 +
        0.45 * Math.min(1, units / 80) +
        0.25 * clamp((avgLen - 4) / 5) +
        0.1 * Math.min(1, clauses / 5) +
        (isQuestion ? 0.05 : 0),
    ),
  };
  return { appraisal, hits, isQuestion };
}

/**
 * Appraises one message in `language` (any tag; mapped to the nearest UI language), with the
 * matches it found.
 */
export function explainAppraisal(text: string, language: LanguageCode | string): AppraisalExplained {
  const { appraisal, hits, isQuestion } = appraise(text, language);
  return {
    appraisal,
    hits: hits.map((h) => ({ category: h.category, text: h.text, negated: h.negated, weight: h.weight })),
    isQuestion,
  };
}

/**
 * Appraises one message: how the listener is likely to feel it (see `Appraisal` for ranges).
 * @example appraiseMessage('You are so kind, thank you!', 'en-US').valence // > 0.5
 */
export function appraiseMessage(text: string, language: LanguageCode | string): Appraisal {
  return appraise(text, language).appraisal;
}
