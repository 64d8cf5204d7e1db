/**
 * Offline moderation of picture requests (image prompts): language-independent matching of the
 * term lists in `lang/`, compiled once at module load.
 */
import { LANGUAGES, type LanguageCode } from '../../languages.js';
import {
  asciiDigits,
  CJK_DIGIT_CHARS,
  normalizeText,
  readNumber,
  tokenize,
  tokenVariants,
} from '../../text/index.js';
import { PICTURE_RULES } from './lang/index.js';
import {
  PICTURE_REASONS,
  type PictureOptions,
  type PictureReason,
  type PictureRules,
  type PictureVerdict,
} from './types.js';

/** What a matched entry is. */
type Category =
  | 'minorsSexual'
  | 'sexual'
  | 'artNude'
  | 'suggestive'
  | 'minors'
  | 'violence'
  | 'selfHarm'
  | 'wounds'
  | 'woundPlaces'
  | 'exception';

const LISTS = [
  'minorsSexual',
  'sexual',
  'artNude',
  'suggestive',
  'minors',
  'violence',
  'selfHarm',
  'wounds',
  'woundPlaces',
] as const satisfies readonly Category[];

/** One element of a segmented entry. */
type Pattern =
  | { readonly k: 'word' | 'raw' | 'prefix' | 'suffix' | 'infix'; readonly s: string }
  | { readonly k: 'num' | 'any' | 'end' };

interface Entry {
  readonly cat: Category;
  /** The entry as written in the list (reported as the matched term). */
  readonly text: string;
  /** Literal characters: the more specific of two equally long matches wins. */
  readonly weight: number;
  /** Off the UI language, counts only together with a minor. */
  readonly falseFriend: boolean;
}

interface SegEntry extends Entry {
  readonly pats: readonly Pattern[];
}

interface CjkEntry extends Entry {
  /** Sticky expression; group 1 is the number of a `#`, if any. */
  readonly re: RegExp;
}

interface Segmented {
  readonly segmented: true;
  readonly lang: LanguageCode;
  /** Entries whose first element is a word, by that word. */
  readonly byFirst: ReadonlyMap<string, readonly SegEntry[]>;
  /** Entries starting with a wildcard or a number. */
  readonly wild: readonly SegEntry[];
  readonly numbers: ReadonlyMap<string, number>;
  readonly joiners: ReadonlySet<string>;
}

interface Unsegmented {
  readonly segmented: false;
  readonly lang: LanguageCode;
  readonly byChar: ReadonlyMap<string, readonly CjkEntry[]>;
  /** Entries starting with a number. */
  readonly numStart: readonly CjkEntry[];
}

type Compiled = Segmented | Unsegmented;

/** A number in a CJK entry (`#`): ASCII digits or CJK numerals, not inside a longer number. */
const CJK_NUMBER = `(?<![0-9${CJK_DIGIT_CHARS}十百])([0-9]{1,3}|[${CJK_DIGIT_CHARS}十]{1,4})`;
const CJK_NUMBER_START = new RegExp(`[0-9${CJK_DIGIT_CHARS}十]`);
const LEET: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '@': 'a', $: 's' };

/**
 * Language-independent clean-up around `normalizeText`: digits of every script become ASCII; in
 * segmented languages digits standing for letters inside a word are read as letters (`s3x`, `p0rn`)
 * and digits glued to letters are split off (`13yo` → `13 yo`).
 */
function prepare(text: string, lang: LanguageCode, segmented: boolean): string {
  let t = normalizeText(asciiDigits(text), lang);
  if (segmented) {
    t = t
      .replace(/(?<=\p{L})[0134@$]+(?=\p{L})/gu, (m) => [...m].map((c) => LEET[c] ?? c).join(''))
      .replace(/(\p{N})(?=\p{L})/gu, '$1 ')
      .replace(/(\p{L})(?=\p{N})/gu, '$1 ');
  }
  return t;
}

function splitList(list: string): string[] {
  return list
    .split('|')
    .map((e) => e.trim())
    .filter((e) => e.length > 0);
}

/** Compiles one element of a segmented entry (one space-separated piece) into patterns. */
function piecePatterns(piece: string, lang: LanguageCode): Pattern[] {
  if (piece === '#') return [{ k: 'num' }];
  if (piece === '~') return [{ k: 'any' }];
  if (piece === '$') return [{ k: 'end' }];
  const raw = piece.startsWith('=');
  const body = raw ? piece.slice(1) : piece;
  const lead = body.startsWith('*');
  const trail = body.endsWith('*');
  const words = tokenize(prepare(body.replace(/^\*|\*$/g, ''), lang, true));
  return words.map((s, i): Pattern => {
    const first = i === 0 && lead;
    const last = i === words.length - 1 && trail;
    if (first && last) return { k: 'infix', s };
    if (first) return { k: 'suffix', s };
    if (last) return { k: 'prefix', s };
    return { k: raw ? 'raw' : 'word', s };
  });
}

function compileSegmented(lang: LanguageCode, rules: PictureRules, exceptions: readonly string[]): Segmented {
  const falseFriends = new Set(splitList(rules.falseFriends));
  const byFirst = new Map<string, SegEntry[]>();
  const wild: SegEntry[] = [];
  const add = (cat: Category, text: string): void => {
    const pats = text.split(/\s+/).flatMap((p) => piecePatterns(p, lang));
    if (pats.length === 0 || pats.every((p) => p.k === 'end' || p.k === 'any')) return;
    const weight = pats.reduce((n, p) => n + ('s' in p ? p.s.length : 0), 0);
    const e: SegEntry = { cat, text, weight, falseFriend: falseFriends.has(text), pats };
    const first = pats[0]!;
    if (first.k === 'word' || first.k === 'raw') {
      const list = byFirst.get(first.s) ?? [];
      list.push(e);
      byFirst.set(first.s, list);
    } else {
      wild.push(e);
    }
  };
  for (const cat of LISTS) for (const text of splitList(rules[cat])) add(cat, text);
  for (const text of exceptions) add('exception', text);
  const numbers = new Map<string, number>();
  const joiners = new Set<string>();
  for (const item of splitList(rules.numbers)) {
    if (item.startsWith('&')) {
      joiners.add(prepare(item.slice(1), lang, true));
      continue;
    }
    const [word = '', value = ''] = item.split('=');
    numbers.set(prepare(word, lang, true), Number(value));
  }
  return { segmented: true, lang, byFirst, wild, numbers, joiners };
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compileUnsegmented(
  lang: LanguageCode,
  rules: PictureRules,
  exceptions: readonly string[],
): Unsegmented {
  const falseFriends = new Set(splitList(rules.falseFriends));
  const byChar = new Map<string, CjkEntry[]>();
  const numStart: CjkEntry[] = [];
  const add = (cat: Category, text: string): void => {
    const body = prepare(text, lang, false).replace(/\s+/g, '');
    if (!body || body === '#') return;
    const source = body.split('#').map(escapeRe).join(CJK_NUMBER);
    const e: CjkEntry = {
      cat,
      text,
      weight: body.replace(/#/g, '').length,
      falseFriend: falseFriends.has(text),
      re: new RegExp(source, 'uy'),
    };
    if (body.startsWith('#')) {
      numStart.push(e);
      return;
    }
    const first = body[0]!;
    const list = byChar.get(first) ?? [];
    list.push(e);
    byChar.set(first, list);
  };
  for (const cat of LISTS) for (const text of splitList(rules[cat])) add(cat, text);
  for (const text of exceptions) add('exception', text);
  return { segmented: false, lang, byChar, numStart };
}

/** Exceptions of every language written the same way (segmented or not): they apply under all. */
function exceptionsFor(segmented: boolean): string[] {
  return LANGUAGES.filter((l) => PICTURE_RULES[l].segmented === segmented).flatMap((l) =>
    splitList(PICTURE_RULES[l].exceptions),
  );
}

const COMPILED: Readonly<Record<LanguageCode, Compiled>> = Object.fromEntries(
  LANGUAGES.map((l) => {
    const rules = PICTURE_RULES[l];
    const c = rules.segmented
      ? compileSegmented(l, rules, exceptionsFor(true))
      : compileUnsegmented(l, rules, exceptionsFor(false));
    return [l, c];
  }),
) as Record<LanguageCode, Compiled>;

/** One matched term. */
interface Hit {
  readonly cat: Category;
  readonly text: string;
  /** A false friend off the UI language: sexual only together with a minor. */
  readonly weak: boolean;
}

function hitOf(e: Entry, isUi: boolean): Hit {
  return { cat: e.cat, text: e.text, weak: e.falseFriend && !isUi };
}

/** Better of two candidate matches at one position: longer, then more specific, then an exception. */
function better(a: { len: number; e: Entry }, b: { len: number; e: Entry } | null): boolean {
  if (!b) return true;
  if (a.len !== b.len) return a.len > b.len;
  if (a.e.weight !== b.e.weight) return a.e.weight > b.e.weight;
  return a.e.cat === 'exception' && b.e.cat !== 'exception';
}

function matchSegmented(c: Segmented, text: string, isUi: boolean): Hit[] {
  const tokens = tokenize(prepare(text, c.lang, true));
  const vars = tokens.map((t) => tokenVariants(t, c.lang));
  const n = tokens.length;
  const numberAt = (j: number): number | null => {
    if (j < 0 || j >= n) return null;
    if (/^\p{N}+$/u.test(tokens[j]!)) return Number(tokens[j]);
    for (const v of vars[j]!) {
      const x = c.numbers.get(v);
      if (x !== undefined) return x;
    }
    return null;
  };
  const joinerAt = (j: number): boolean => j >= 0 && j < n && vars[j]!.some((v) => c.joiners.has(v));
  /** End of a number under 18 starting at `j`, or -1. */
  const numberRun = (j: number): number => {
    const first = numberAt(j);
    if (first === null) return -1;
    if (/^\p{N}+$/u.test(tokens[j]!)) return first < 18 ? j + 1 : -1;
    const before =
      j > 0 && (numberAt(j - 1) !== null || (j > 1 && joinerAt(j - 1) && numberAt(j - 2) !== null));
    if (before) return -1;
    let sum = 0;
    let k = j;
    while (k < n) {
      const v = numberAt(k);
      if (v !== null && !/^\p{N}+$/u.test(tokens[k]!)) {
        sum += v;
        k++;
      } else if (k > j && k + 1 < n && joinerAt(k) && numberAt(k + 1) !== null) {
        k++;
      } else {
        break;
      }
    }
    return sum < 18 ? k : -1;
  };
  const tokenMatches = (p: Pattern, j: number): boolean => {
    const v = vars[j]!;
    switch (p.k) {
      case 'word':
        return v.includes(p.s);
      case 'raw':
        return tokens[j] === p.s;
      case 'prefix':
        return v.some((x) => x.startsWith(p.s));
      case 'suffix':
        return v.some((x) => x.endsWith(p.s));
      case 'infix':
        return tokens[j]!.includes(p.s);
      default:
        return true;
    }
  };
  const endOf = (e: SegEntry, i: number): number => {
    let j = i;
    for (const p of e.pats) {
      if (p.k === 'end') {
        if (j !== n) return -1;
      } else if (p.k === 'num') {
        j = numberRun(j);
        if (j < 0) return -1;
      } else {
        if (j >= n || !tokenMatches(p, j)) return -1;
        j++;
      }
    }
    return j;
  };
  const hits: Hit[] = [];
  let i = 0;
  while (i < n) {
    let best: { len: number; e: SegEntry } | null = null;
    const seen = new Set<string>();
    const candidates: SegEntry[] = [...c.wild];
    for (const v of [tokens[i]!, ...vars[i]!]) {
      if (seen.has(v)) continue;
      seen.add(v);
      candidates.push(...(c.byFirst.get(v) ?? []));
    }
    for (const e of candidates) {
      const end = endOf(e, i);
      if (end <= i) continue;
      const cand = { len: end - i, e };
      if (better(cand, best)) best = cand;
    }
    if (best) {
      if (best.e.cat !== 'exception') hits.push(hitOf(best.e, isUi));
      i += best.len;
    } else {
      i++;
    }
  }
  return hits;
}

function matchUnsegmented(c: Unsegmented, text: string, isUi: boolean): Hit[] {
  const t = prepare(text, c.lang, false);
  const hits: Hit[] = [];
  let i = 0;
  while (i < t.length) {
    const ch = t[i]!;
    const candidates = [...(c.byChar.get(ch) ?? []), ...(CJK_NUMBER_START.test(ch) ? c.numStart : [])];
    let best: { len: number; e: CjkEntry } | null = null;
    for (const e of candidates) {
      e.re.lastIndex = i;
      const m = e.re.exec(t);
      if (!m) continue;
      if (m[1] !== undefined && !((readNumber(m[1]) ?? NaN) < 18)) continue;
      const cand = { len: m[0].length, e };
      if (cand.len > 0 && better(cand, best)) best = cand;
    }
    if (best) {
      if (best.e.cat !== 'exception') hits.push(hitOf(best.e, isUi));
      i += best.len;
    } else {
      i++;
    }
  }
  return hits;
}

/** The refusal the hits of one language's rules call for, or null. */
function judge(
  hits: readonly Hit[],
  opts: PictureOptions,
): { reason: PictureReason; terms: string[] } | null {
  const of = (...cats: Category[]): string[] => hits.filter((h) => cats.includes(h.cat)).map((h) => h.text);
  const minorsSexual = of('minorsSexual');
  if (minorsSexual.length > 0) return { reason: 'minors_sexual', terms: minorsSexual };
  const minors = of('minors');
  const sexual = of('sexual', 'suggestive');
  if (minors.length > 0 && sexual.length > 0)
    return { reason: 'minors_sexual', terms: [...sexual, ...minors] };
  const selfHarm = of('selfHarm');
  if (selfHarm.length > 0) return { reason: 'self_harm', terms: selfHarm };
  const wounds = of('wounds');
  const places = of('woundPlaces');
  if (wounds.length > 0 && places.length > 0) return { reason: 'self_harm', terms: [...wounds, ...places] };
  const violence = of('violence');
  if (violence.length > 0) return { reason: 'graphic_violence', terms: violence };
  const explicit = hits
    .filter((h) => (h.cat === 'sexual' || h.cat === 'artNude') && !h.weak)
    .map((h) => h.text);
  if (explicit.length > 0 && !opts.adultContent) return { reason: 'sexual_explicit', terms: explicit };
  return null;
}

/** The terms of `lang`'s rules found in `prompt`, by list (for tests and debugging). */
export function pictureTerms(
  prompt: string,
  lang: LanguageCode,
  uiLang: LanguageCode = lang,
): { readonly list: string; readonly term: string }[] {
  const c = COMPILED[lang];
  const hits = c.segmented
    ? matchSegmented(c, prompt, lang === uiLang)
    : matchUnsegmented(c, prompt, lang === uiLang);
  return hits.map((h) => ({ list: h.cat, term: h.text }));
}

/**
 * Moderates a picture request (image prompt) offline. The prompt is checked under the rules of its
 * UI language first, then under those of every other UI language (a user may type English in a
 * German UI); the most severe refusal wins (minors_sexual, self_harm, graphic_violence,
 * sexual_explicit), reported with the first language whose rules called for it.
 *
 * - Sexual or suggestive terms together with a child, minor, teen or an age under 18: always
 *   refused (`minors_sexual`), also with adult content on.
 * - Sexually explicit terms (nude, porn, sex, genitals, topless, classical nudes such as the statue
 *   of David): refused (`sexual_explicit`) unless `opts.adultContent`.
 * - Gore and graphic violence (`graphic_violence`), self-harm and suicide (`self_harm`): refused.
 *
 * Pure and total: never throws, whatever the text.
 */
export function moderatePicture(prompt: string, lang: LanguageCode, opts: PictureOptions): PictureVerdict {
  const order = [lang, ...LANGUAGES.filter((l) => l !== lang)];
  let best: { reason: PictureReason; terms: string[]; lang: LanguageCode } | null = null;
  for (const l of order) {
    const c = COMPILED[l];
    const hits = c.segmented
      ? matchSegmented(c, prompt, l === lang)
      : matchUnsegmented(c, prompt, l === lang);
    const v = judge(hits, opts);
    if (v && (!best || PICTURE_REASONS.indexOf(v.reason) < PICTURE_REASONS.indexOf(best.reason))) {
      best = { ...v, lang: l };
      if (v.reason === PICTURE_REASONS[0]) break;
    }
  }
  return best
    ? { allowed: false, reason: best.reason, lang: best.lang, terms: best.terms }
    : { allowed: true };
}
