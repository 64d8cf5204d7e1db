/**
 * Offline multilingual appraiser: word lists plus rules for negation, intensifiers,
 * exclamation, questions, capitals and emojis. Deterministic and fast (≈ tens of µs).
 */
import { toLanguageCode, type LanguageCode } from '../languages.js';
import { CATEGORY_EFFECTS, EMOJI, type Contribution } from './effects.js';
import { compiledLexicon } from './lexicons.js';
import { CATEGORIES, type Category } from './lexicon/types.js';
import { matchSubstrings, matchTokens, type Hit } from './match.js';
import { countCjk, normalizeText, tokenize } from './normalize.js';
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
const UNPLEASANT: ReadonlySet<Category> = new Set(['negative', 'insult', 'threat', 'sadness', 'command']);

/** Scores hits: negation within `before`/`after` positions, modifiers within 2 positions before. */
function score(hits: readonly Hit[], before: number, after: number): AppraisalHit[] {
  const out: AppraisalHit[] = [];
  hits.forEach((h, idx) => {
    if (!isCategory(h.kind)) return;
    let negated = h.selfNegated;
    let weight = 1;
    for (let j = idx - 1; j >= 0; j--) {
      const p = hits[j]!;
      if (isCategory(p.kind)) break;
      const gap = h.start - p.end;
      if ((p.kind === 'neg' || p.kind === 'negBoth') && gap <= before) negated = true;
      if (p.kind === 'int' && gap <= 2) weight = 1.5;
      if (p.kind === 'dim' && gap <= 2) weight = 0.5;
    }
    for (let j = idx + 1; j < hits.length; j++) {
      const q = hits[j]!;
      if (isCategory(q.kind)) break;
      if ((q.kind === 'negAfter' || q.kind === 'negBoth') && q.start - h.end <= after) negated = true;
    }
    out.push({ category: h.kind, text: h.text, negated, weight });
  });
  return out;
}

/**
 * Appraises one message in `language` (any tag; mapped to the nearest UI language), with the
 * matches it found.
 */
export function explainAppraisal(text: string, language: LanguageCode | string): AppraisalExplained {
  const lang = toLanguageCode(language);
  const lex = compiledLexicon(lang);
  const norm = normalizeText(text, lang);
  const tokens = lex.segmented ? tokenize(norm) : [];
  const hits = lex.segmented
    ? score(matchTokens(tokens, lex, lang), 3, 3)
    : score(matchSubstrings(norm, lex), 2, 3);
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
  const first = tokens[0] ?? '';
  const isQuestion =
    /[?؟]/.test(norm) ||
    (lex.segmented ? lex.questions.has(first) : lex.questionMarkers.some((q) => norm.includes(q)));
  const cjk = lex.segmented ? 0 : countCjk(norm);
  const units = lex.segmented
    ? tokens.length
    : cjk / 1.5 +
      tokenize(norm.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, ' ')).length;
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
 * Appraises one message: how the listener is likely to feel it (see `Appraisal` for ranges).
 * @example appraiseMessage('You are so kind, thank you!', 'en-US').valence // > 0.5
 */
export function appraiseMessage(text: string, language: LanguageCode | string): Appraisal {
  return explainAppraisal(text, language).appraisal;
}
