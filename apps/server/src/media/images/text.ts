/**
 * Prompt text → comparable units: one normalisation for every language (the prompt's language is
 * not known in advance), then words for alphabetic scripts and single characters for CJK.
 */

/** Longest prompt read; the rest is ignored (a 2,000-character prompt is read whole). */
export const MAX_PROMPT_CHARS = 4000;

const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc\u3005]/u;
const EMOJI_CHAR = /\p{Extended_Pictographic}/u;
const UNIT =
  /\p{Extended_Pictographic}|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc\u3005]|(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc\u3005])[\p{L}\p{N}\p{M}])+/gu;

/** Script family of a unit: decides how it is matched. */
export type UnitScript = 'latin' | 'arabic' | 'cjk' | 'emoji' | 'other';

/** One word (alphabetic scripts), one character (CJK) or one emoji. */
export interface Unit {
  readonly text: string;
  readonly script: UnitScript;
}

/**
 * Lower case, NFKC (full-width letters and digits become ASCII), no Latin accents (é → e,
 * ü → u, ß → ss, œ → oe); Arabic without diacritics or tatweel, with أ إ آ → ا, ى → ي, ة → ه and
 * Arabic-Indic digits as ASCII; emoji variation selectors removed.
 */
export function normalizePrompt(text: string): string {
  return text
    .slice(0, MAX_PROMPT_CHARS)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\ufe0e\ufe0f\u200d]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function scriptOf(unit: string): UnitScript {
  if (EMOJI_CHAR.test(unit)) return 'emoji';
  if (CJK_CHAR.test(unit)) return 'cjk';
  if (/\p{Script=Arabic}/u.test(unit)) return 'arabic';
  if (/\p{Script=Latin}/u.test(unit) || /^\d+$/.test(unit)) return 'latin';
  return 'other';
}

/** Units of a normalised text, in order. Punctuation, spaces and apostrophes separate words. */
export function toUnits(normalized: string): Unit[] {
  const out: Unit[] = [];
  for (const m of normalized.matchAll(UNIT)) out.push({ text: m[0], script: scriptOf(m[0]) });
  return out;
}

/** True when the text contains Hiragana or Katakana (Japanese rather than Chinese). */
export function hasKana(text: string): boolean {
  return /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text);
}

/** FNV-1a hash of a string to a uint32. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Seeded pseudo-random numbers (mulberry32): the only source of variety in a picture. */
export class Rng {
  private state: number;
  constructor(private readonly seed: number) {
    this.state = seed >>> 0;
  }
  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Uniform in [a, b). */
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  /** Integer in [a, b]. */
  int(a: number, b: number): number {
    return a + Math.floor(this.next() * (b - a + 1));
  }
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  /** An independent generator for one part of the picture: draws elsewhere never shift it. */
  fork(label: string): Rng {
    return new Rng((hashText(label) ^ this.seed) >>> 0);
  }
}
