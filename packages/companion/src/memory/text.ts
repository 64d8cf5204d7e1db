/**
 * Text helpers of the memory extractor: sentence splitting (with the same-length folded copy of
 * each sentence, `foldSameLength` of the text toolkit, so a match on the folded text slices the
 * value out of the original), value cleaning and key normalisation.
 */
import { baseText, foldSameLength, stripAccents } from '../text/index.js';

/** Folds any text for comparisons (lower case, no accents, unified Arabic letters). */
export function fold(text: string): string {
  return stripAccents(foldSameLength(baseText(text, 'ar-SA').normalize('NFC')))
    .normalize('NFC')
    .trim();
}

/** One sentence of a message with its position and whether it asks something. */
export interface Sentence {
  readonly text: string;
  readonly folded: string;
  /** True when it ends with ? ？ ؟. */
  readonly asks: boolean;
}

const ENDS = new Set(['.', '!', '?', '。', '！', '？', '؟', '\n', ';', '…']);

/**
 * Splits `base` into sentences. A dot after one or two digits (`am 3. Mai`) or between digits
 * (`3.5`) does not end a sentence.
 */
export function splitSentences(base: string): Sentence[] {
  const folded = foldSameLength(base);
  const out: Sentence[] = [];
  let start = 0;
  const push = (end: number, asks: boolean): void => {
    const raw = base.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (text) out.push({ text, folded: folded.slice(start + lead, start + lead + text.length), asks });
  };
  for (let i = 0; i < base.length; i++) {
    const c = base[i]!;
    if (!ENDS.has(c)) continue;
    if (c === '.') {
      const digits = /(?:^|\D)\d{1,2}$/.test(base.slice(Math.max(0, i - 3), i));
      if (digits || /\d/.test(base[i + 1] ?? '')) continue;
    }
    let j = i;
    while (j + 1 < base.length && ENDS.has(base[j + 1]!)) j++;
    const asks = /[?？؟]/.test(base.slice(i, j + 1));
    push(i, asks);
    start = j + 1;
    i = j;
  }
  push(base.length, false);
  return out;
}

/**
 * Cleans a captured value: cuts it where `stop` matches, drops trailing fillers (`too`,
 * `sehr`…), quotes and punctuation, and limits it to `max` characters at a word boundary.
 */
export function cleanValue(
  raw: string,
  foldedRaw: string,
  stop: RegExp | null,
  filler: RegExp | null,
  max = 120,
): string {
  let v = raw;
  let f = foldedRaw;
  if (stop) {
    const m = new RegExp(stop.source, stop.flags.replace('g', '')).exec(f);
    if (m && m.index >= 0) {
      v = v.slice(0, m.index);
      f = f.slice(0, m.index);
    }
  }
  const trimEnds = (): void => {
    const lead = v.length - v.replace(/^[\s"'«»“”„「」『』()\-–—,:]+/u, '').length;
    v = v.slice(lead);
    f = f.slice(lead);
    const t = v.replace(/[\s"'«»“”„「」『』()\-–—,.:;!?、。，！？؟،~…\p{Extended_Pictographic}]+$/u, '');
    v = t;
    f = f.slice(0, t.length);
  };
  v = v.replace(/[{}<>[\]]/g, ' ');
  trimEnds();
  if (filler) {
    const re = new RegExp(`(?:${filler.source})$`, filler.flags.replace('g', ''));
    for (let n = 0; n < 4; n++) {
      const m = re.exec(f);
      if (!m || m.index <= 0) break;
      v = v.slice(0, m.index);
      f = f.slice(0, m.index);
      trimEnds();
    }
  }
  if (v.length > max) {
    const cut = v.slice(0, max);
    const sp = cut.lastIndexOf(' ');
    v = (sp > max / 2 ? cut.slice(0, sp) : cut).trim();
  }
  return v.trim();
}

/** Capitalises the first letter of each word (`zoltan kovacs` → `Zoltan Kovacs`). */
export function titleCase(value: string): string {
  return value.replace(/(^|[\s-])(\p{Ll})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** True when the first letter of `value` is an upper-case letter. */
export function startsUpper(value: string): boolean {
  const ch = value.match(/\p{L}/u)?.[0];
  return !!ch && ch !== ch.toLowerCase() && ch === ch.toUpperCase();
}

/**
 * The language-neutral part of a key: folded, leading articles removed (`the`, `le`, `l'`,
 * `los`…, `ال`), punctuation collapsed, at most `max` characters.
 */
export function keyPart(value: string, articles: RegExp | null, max = 60): string {
  let k = fold(value)
    .replace(/[^\p{L}\p{N}\p{M}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (articles) {
    const re = new RegExp(`^(?:${articles.source})`, articles.flags.replace('g', ''));
    for (let n = 0; n < 3; n++) {
      const next = k.replace(re, '').trim();
      if (next === k || !next) break;
      k = next;
    }
  }
  k = k.replace(/'/g, '').trim();
  return k.length > max ? k.slice(0, max).trim() : k;
}
