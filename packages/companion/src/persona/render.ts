/**
 * Template filling and typography of the offline persona engine.
 *
 * Template syntax (see `languages/parts/phrases.ts`):
 * - `{slot}` a value (`{user}`, `{topic}`…); a template with a missing slot is not used;
 * - `[ … ]` an optional part, dropped when a slot inside it is missing (`Hi[, {user}]!`);
 * - `<you:feminine|masculine>` or `<you:feminine|masculine|neutral>` the form agreeing with the
 *   USER's grammatical gender (`<you:خذي|خذ> وقتك`, `Tu n'es pas <you:seule|seul>`); with the
 *   gender unknown the neutral form, else (no neutral form) the masculine one — and `fillAll`
 *   then prefers the templates that have a neutral form for every mark;
 * - `<female|male>` the form agreeing with the AVATAR's gender (`ravie|ravi`);
 * - `((singular|plural))` the form agreeing with `{thing}` (or `{hobby}`) (`gusta|gustan`).
 */
import type { LanguageCode } from '../languages.js';
import type { UserGender } from '../languages/parts/frames.js';
import { nextRandom, seedFrom } from '../rng.js';

/** Values of the template slots; undefined or '' means "not known". */
export type Slots = Readonly<Record<string, string | undefined>>;

/** How a template agrees: with the avatar, the user and the number of `{thing}`/`{hobby}`. */
export interface FillOptions {
  /** The avatar is female (`<female|male>`). */
  readonly female: boolean;
  /** The user's grammatical gender (`<you:…>`); undefined: unknown, the neutral form. */
  readonly user?: UserGender;
  /** `((singular|plural))`: the plural form. */
  readonly plural?: boolean;
  /**
   * With the user's gender unknown, give null for a template with a `<you:…>` mark that has no
   * neutral form (instead of its masculine form).
   */
  readonly neutralOnly?: boolean;
}

/** A seeded random source (mulberry32 from `rng.ts`). */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element, uniformly. */
  pick<T>(list: readonly T[]): T;
}

/** A seeded random source. */
export function makeRng(seed: number): Rng {
  let state = seedFrom(seed);
  const next = (): number => {
    const [u, s] = nextRandom(state);
    state = s;
    return u;
  };
  return {
    next,
    chance: (p) => next() < p,
    pick: <T>(list: readonly T[]): T => list[Math.min(list.length - 1, Math.floor(next() * list.length))]!,
  };
}

const has = (slots: Slots, name: string): boolean => {
  const v = slots[name];
  return typeof v === 'string' && v.trim() !== '';
};

/** A mark agreeing with the user: `<you:feminine|masculine>` or `<you:feminine|masculine|neutral>`. */
const USER_MARK = /<you:([^<>|]*)\|([^<>|]*)(?:\|([^<>|]*))?>/g;
/** A mark agreeing with the avatar: `<female|male>` (never a `<you:…>` mark). */
const AVATAR_MARK = /<(?!you:)([^<>|]*)\|([^<>|]*)>/g;

/**
 * Fills one template. Returns null when a required slot is missing (or, with `neutralOnly` and
 * the user's gender unknown, when a `<you:…>` mark has no neutral form).
 * @example fill('Hi[, {user}]!', { user: 'Zoltan' }, { female: true }) // 'Hi, Zoltan!'
 * @example fill('<you:خذي|خذ> وقتك.', {}, { female: true, user: 'female' }) // 'خذي وقتك.'
 */
export function fill(template: string, slots: Slots, opts: FillOptions): string | null {
  let t = template.replace(/\[([^[\]]*)\]/g, (_m, inner: string) => {
    const names = [...inner.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    return names.every((n) => has(slots, n)) ? inner : '';
  });
  let masculineOnly = false;
  t = t.replace(USER_MARK, (_m, f: string, m: string, n: string | undefined) => {
    if (opts.user === 'female') return f;
    if (opts.user === 'male') return m;
    if (n !== undefined) return n;
    masculineOnly = true;
    return m;
  });
  if (masculineOnly && opts.neutralOnly) return null;
  t = t.replace(AVATAR_MARK, (_m, f: string, m: string) => (opts.female ? f : m));
  t = t.replace(/\(\(([^()|]*)\|([^()|]*)\)\)/g, (_m, s: string, p: string) => (opts.plural ? p : s));
  let missing = false;
  t = t.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (!has(slots, name)) {
      missing = true;
      return '';
    }
    return slots[name]!.trim();
  });
  return missing ? null : t;
}

/** Options of `fillAll`: `plural` may be decided per template. */
export interface FillAllOptions extends Omit<FillOptions, 'plural' | 'neutralOnly'> {
  readonly plural?: boolean | ((template: string) => boolean);
}

/**
 * The templates of `list` that can be filled, filled. With the user's gender unknown, only those
 * whose `<you:…>` marks all have a neutral form — unless none of them can be filled: then the
 * others, in the masculine.
 */
export function fillAll(list: readonly string[], slots: Slots, opts: FillAllOptions): string[] {
  const run = (neutralOnly: boolean): string[] => {
    const out: string[] = [];
    for (const t of list) {
      const plural = typeof opts.plural === 'function' ? opts.plural(t) : opts.plural;
      const f = fill(t, slots, { female: opts.female, user: opts.user, plural, neutralOnly });
      if (f !== null && f.trim()) out.push(f);
    }
    return out;
  };
  if (opts.user !== undefined) return run(false);
  const neutral = run(true);
  return neutral.length > 0 ? neutral : run(false);
}

const CJK = new Set<LanguageCode>(['zh-CN', 'ja-JP']);
const LATIN = new Set<LanguageCode>(['en-US', 'de-DE', 'fr-FR', 'es-ES', 'it-IT']);
const NNBSP = '\u202F';
const NBSP = '\u00A0';

/** Turns a sentence's final full stop into an exclamation mark (Spanish also opens with ¡). */
export function exclaim(sentence: string, lang: LanguageCode): string {
  const s = sentence.trim();
  if (CJK.has(lang)) return s.replace(/。$/, '！');
  if (!/\.$/.test(s) || /\.\.$|…$/.test(s)) return s;
  const body = s.slice(0, -1);
  if (lang === 'fr-FR') return `${body.replace(/\s+$/, '')}${NNBSP}!`;
  if (lang === 'es-ES') {
    const cut = Math.max(body.search(/[.!?…](?=[^.!?…]*$)/) + 1, 0);
    const head = body.slice(0, cut);
    const last = body.slice(cut).replace(/^\s+/, '');
    return `${head}${head ? ' ' : ''}${/^[¡¿«"“]/.test(last) ? last : `¡${last}`}!`;
  }
  return `${body}!`;
}

/** Turns exclamation marks of a sentence into full stops (tired, sad or cross). */
export function calm(sentence: string, lang: LanguageCode): string {
  if (CJK.has(lang)) return sentence.replace(/！+/g, '。');
  let s = sentence.replace(/[\s\u202F\u00A0]*!+/g, '.');
  if (lang === 'es-ES') s = s.replace(/¡/g, '');
  return s.replace(/\?\./g, '?');
}

/** Number of sentences (terminal punctuation marks). */
export function countSentences(text: string, lang: LanguageCode): number {
  if (CJK.has(lang)) return (text.match(/[。！？]+/g) ?? []).length || 1;
  return (text.match(/[.!?؟]+(?=[\s\u202F\u00A0»”"'’)]*(?:\s|$))/g) ?? []).length || 1;
}

/**
 * Final typography of a reply in `lang`: single spaces, no space before punctuation (French: a
 * narrow no-break space before ! ? ; and a no-break space before :), Arabic ؟ and ،, no spaces
 * around Chinese and Japanese text, capitalised sentences, French and Spanish contractions.
 */
export function polish(text: string, lang: LanguageCode): string {
  let t = text.replace(/[ \t\r\n]+/g, ' ').trim();
  t = t
    .replace(/([.!?。！？])\1+/g, '$1')
    .replace(/([!?])\.(?=\s|$)/g, '$1')
    .replace(/\.([!?])/g, '$1');
  t = t
    .replace(/\s+([,.…])/g, '$1')
    .replace(/,(?=\S)(?![\d])/g, ', ')
    .replace(/,\s*([.!?])/g, '$1');
  if (CJK.has(lang)) {
    t = t.replace(/\s*([。！？、，：；「」『』（）“”])\s*/g, '$1');
    t = t.replace(
      /\s+(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー])|(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー])\s+/gu,
      '',
    );
    return t.replace(/,\s*/g, lang === 'ja-JP' ? '、' : '，');
  }
  if (lang === 'ar-SA') {
    t = t
      .replace(/\s*\?/g, '؟')
      .replace(/\s*,/g, '،')
      .replace(/\s+([.!؟،])/g, '$1')
      .replace(/([؟!.])(?=[^\s«»"'])/g, '$1 ');
  } else if (lang === 'fr-FR') {
    t = t.replace(/[\s\u202F\u00A0]*([!?;])/g, `${NNBSP}$1`).replace(/[\s\u00A0]*:(?=\s)/g, `${NBSP}:`);
    t = t.replace(/«[\s\u00A0]*/g, `«${NBSP}`).replace(/[\s\u00A0]*»/g, `${NBSP}»`);
    t = t
      .replace(/(?<!\p{L})de le(?!\p{L})/gu, 'du')
      .replace(/(?<!\p{L})de les(?!\p{L})/gu, 'des')
      .replace(/(^|\s)à le(?!\p{L})/gu, '$1au')
      .replace(/(^|\s)à les(?!\p{L})/gu, '$1aux');
    t = t.replace(/(^|\s)(d|qu)e (?=[aeiouéèêàâîôû])/giu, "$1$2'");
    t = t.replace(/(\S)[\u202F](?=[!?;])/g, `$1${NNBSP}`).replace(/^[\u202F\u00A0]+/, '');
  } else {
    t = t.replace(/\s+([!?;:])/g, '$1');
    if (lang === 'es-ES')
      t = t
        .replace(/(?<!\p{L})de el(?!\p{L})/gu, 'del')
        .replace(/(?<!\p{L})a el(?!\p{L})/gu, 'al')
        .replace(/([¡¿])\s+/g, '$1');
    if (lang === 'it-IT') t = italianArticles(t);
  }
  if (LATIN.has(lang)) {
    t = t.replace(
      /(^|[.!?][\s\u202F\u00A0]+)([¡¿«"“]?)(\p{Ll})/gu,
      (_m, pre: string, mark: string, ch: string) => pre + mark + ch.toUpperCase(),
    );
  }
  return t.trim();
}

const IT_PREP: Readonly<Record<string, string>> = { di: 'de', a: 'a', da: 'da', in: 'ne', su: 'su' };
const IT_ART: Readonly<Record<string, string>> = {
  il: 'l',
  lo: 'llo',
  la: 'lla',
  i: 'i',
  gli: 'gli',
  le: 'lle',
  "l'": "ll'",
};

/** Italian articulated prepositions: `di il` → `del`, `a gli` → `agli`, `in l'` → `nell'`. */
function italianArticles(text: string): string {
  return text.replace(
    /\b(di|a|da|in|su) (il(?=\s)|lo(?=\s)|la(?=\s)|i(?=\s)|gli(?=\s)|le(?=\s)|l'(?=\p{L}))/giu,
    (m, p: string, a: string) => {
      const base = IT_PREP[p.toLowerCase()];
      const art = IT_ART[a.toLowerCase()];
      if (!base || !art) return m;
      const out = `${base}${art}`;
      return p[0] === p[0]!.toUpperCase() ? out.charAt(0).toUpperCase() + out.slice(1) : out;
    },
  );
}

/** Joins sentences with the language's gap. */
export function joinSentences(parts: readonly string[], lang: LanguageCode): string {
  return parts.filter((p) => p.trim()).join(CJK.has(lang) ? '' : ' ');
}

/** Removes the final punctuation of a sentence and lower-cases its first letter (to embed it). */
export function embed(sentence: string, lang: LanguageCode): string {
  const s = sentence.trim().replace(/[\s\u202F\u00A0]*[.!?。！？؟]+$/u, '');
  return LATIN.has(lang) ? s.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()) : s;
}
