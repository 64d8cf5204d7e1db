/**
 * Finds the words of the lexicons in a prompt: longest match first, inflected forms through
 * each language's endings, German compounds by their last part, Arabic clitics, CJK by substring.
 * The prompt is read by the companion's `readPicturePrompt` (folding and units of the text toolkit,
 * the request words stripped), so the drawer reads it as the avatar does.
 */
import {
  ARABIC_PROCLITICS,
  foldText,
  hasKana,
  readPicturePrompt,
  toUnits,
  type LanguageCode,
  type TextUnit,
} from '@avatara/companion';
import { EMOJI, IMAGE_LEXICONS, type Lexicon } from './lexicon/index';
import type { ColorName, Mood, ObjectKind, Setting, TimeOfDay, Weather } from './vocabulary';

/** What a matched word means. */
export type Meaning =
  | { readonly cat: 'setting'; readonly key: Setting }
  | { readonly cat: 'time'; readonly key: TimeOfDay }
  | { readonly cat: 'weather'; readonly key: Weather }
  | { readonly cat: 'object'; readonly key: ObjectKind }
  | { readonly cat: 'color'; readonly key: ColorName }
  | { readonly cat: 'mood'; readonly key: Mood }
  | { readonly cat: 'number'; readonly value: number; readonly person?: boolean }
  | { readonly cat: 'negation' }
  | { readonly cat: 'ignore' };

/** One matched word or phrase: units `[start, end)` of the prompt. */
export interface Hit {
  readonly start: number;
  readonly end: number;
  /** Usually one; several when a word has several senses (French "rose": flower or pink). */
  readonly meanings: readonly Meaning[];
  /** Written as a plural ("cats", "Bäume"). */
  readonly plural: boolean;
  /** Arabic dual ("قطتان"): exactly two. */
  readonly dual: boolean;
  readonly lang: LanguageCode;
}

/** Result of reading a prompt. */
export interface PromptMatch {
  /** The whole prompt folded (`foldText`): the seed of the picture. */
  readonly normalized: string;
  /** The units matched: the prompt without the request around it (`PicturePrompt.drawn`). */
  readonly units: readonly TextUnit[];
  /** Hits: positions are indexes into `units`. */
  readonly hits: readonly Hit[];
  /** Language with the most recognised words. */
  readonly language: LanguageCode;
}

interface Entry {
  readonly units: readonly string[];
  readonly meanings: Meaning[];
  readonly plural: boolean;
}

interface Compiled {
  readonly lex: Lexicon;
  readonly byFirst: ReadonlyMap<string, readonly Entry[]>;
  /** Single-word entries of 4+ letters: German compound heads. */
  readonly heads: ReadonlyMap<string, Entry>;
  readonly stopwords: ReadonlySet<string>;
}

interface Variant {
  readonly form: string;
  readonly plural: boolean;
  readonly dual: boolean;
}

type Rule = readonly [ending: string, replacement: string, plural: boolean];

const P = true;
const S = false;
/** Inflection endings tried off a word that does not match as written: plural or not. */
const RULES: Partial<Record<LanguageCode, readonly Rule[]>> = {
  'en-US': [
    ['ies', 'y', P],
    ['ves', 'f', P],
    ['es', '', P],
    ['s', '', P],
  ],
  'de-DE': [
    ['nen', '', P],
    ['en', '', P],
    ['er', '', P],
    ['es', '', S],
    ['em', '', S],
    ['n', '', P],
    ['e', '', P],
    ['s', '', P],
  ],
  'fr-FR': [
    ['aux', 'al', P],
    ['es', 'e', P],
    ['es', '', P],
    ['x', '', P],
    ['s', '', P],
    ['e', '', S],
  ],
  'es-ES': [
    ['ces', 'z', P],
    ['as', 'o', P],
    ['es', '', P],
    ['os', 'o', P],
    ['s', '', P],
    ['a', 'o', S],
  ],
  'it-IT': [
    ['he', 'a', P],
    ['hi', 'o', P],
    ['i', 'o', P],
    ['i', 'e', P],
    ['i', 'a', P],
    ['e', 'a', P],
    ['e', 'o', P],
    ['a', 'o', S],
  ],
  'ar-SA': [
    ['تان', 'ه', P],
    ['تين', 'ه', P],
    ['ان', '', P],
    ['ين', '', P],
    ['ات', 'ه', P],
    ['ات', '', P],
    ['ون', '', P],
    ['ه', '', S],
  ],
};
const AR_DUAL = new Set(['تان', 'تين', 'ان', 'ين']);
const DE_MODIFIERS = ['dunkel', 'hell', 'tief', 'blass', 'knall', 'zart', 'leuchtend', 'pastell'];
const LATIN: readonly LanguageCode[] = ['en-US', 'de-DE', 'fr-FR', 'es-ES', 'it-IT'];

function compile(lex: Lexicon): Compiled {
  const byKey = new Map<string, Entry>();
  const add = (word: string, meaning: Meaning): void => {
    const plural = word.endsWith('+');
    const units = toUnits(foldText(plural ? word.slice(0, -1) : word)).map((u) => u.text);
    if (units.length === 0) return;
    const key = units.join(' ');
    const have = byKey.get(key);
    if (!have) byKey.set(key, { units, meanings: [meaning], plural });
    else if (!have.meanings.some((m) => JSON.stringify(m) === JSON.stringify(meaning)))
      have.meanings.push(meaning);
  };
  const groups = [
    ['setting', lex.settings],
    ['time', lex.times],
    ['weather', lex.weather],
    ['object', lex.objects],
    ['color', lex.colors],
    ['mood', lex.moods],
  ] as const;
  for (const [cat, table] of groups) {
    for (const [key, words] of Object.entries(table) as [string, readonly string[]][]) {
      for (const w of words) add(w, { cat, key } as Meaning);
    }
  }
  for (const [value, words] of lex.numbers) {
    for (const w of words) {
      add(w, {
        cat: 'number',
        value,
        ...(/^[\p{Script=Han}\p{Script=Hiragana}]+$/u.test(w) && /[人名り]$/u.test(w)
          ? { person: true }
          : {}),
      });
      // CJK numerals take a counter: 三只, 二匹 (人/名 counts people).
      if (lex.counters && [...w].length === 1) {
        for (const c of lex.counters)
          add(w + c, { cat: 'number', value, ...(c === '人' || c === '名' ? { person: true } : {}) });
      }
    }
  }
  for (const w of lex.negations) add(w, { cat: 'negation' });
  for (const w of lex.ignore ?? []) add(w, { cat: 'ignore' });
  const byFirst = new Map<string, Entry[]>();
  const heads = new Map<string, Entry>();
  for (const e of byKey.values()) {
    const first = e.units[0]!;
    byFirst.set(first, [...(byFirst.get(first) ?? []), e]);
    if (e.units.length === 1 && first.length >= 4) heads.set(first, e);
  }
  return { lex, byFirst, heads, stopwords: new Set(lex.stopwords.map((w) => foldText(w))) };
}

let compiledCache: ReadonlyMap<LanguageCode, Compiled> | null = null;
function compiled(): ReadonlyMap<LanguageCode, Compiled> {
  compiledCache ??= new Map(Object.values(IMAGE_LEXICONS).map((lex) => [lex.lang, compile(lex)]));
  return compiledCache;
}

/** The forms of a word to look up, the written form first. */
export function wordVariants(token: string, lang: LanguageCode): Variant[] {
  const bases: string[] = [token];
  if (lang === 'ar-SA') {
    for (const p of ARABIC_PROCLITICS) {
      const rest = token.slice(p.length);
      if (token.startsWith(p) && rest.length >= (p.endsWith('ال') || p === 'لل' ? 2 : 3)) bases.push(rest);
    }
  }
  if (lang === 'de-DE') {
    for (const p of DE_MODIFIERS)
      if (token.startsWith(p) && token.length - p.length >= 3) bases.push(token.slice(p.length));
  }
  const out: Variant[] = bases.map((form) => ({ form, plural: false, dual: false }));
  const minStem = lang === 'ar-SA' ? 2 : 3;
  for (const base of bases) {
    for (const [ending, repl, plural] of RULES[lang] ?? []) {
      if (base.length - ending.length >= minStem && base.endsWith(ending)) {
        const dual = lang === 'ar-SA' && AR_DUAL.has(ending);
        out.push({ form: base.slice(0, -ending.length) + repl, plural, dual });
      }
    }
  }
  return out;
}

interface Found {
  readonly entry: Entry;
  readonly length: number;
  readonly plural: boolean;
  readonly dual: boolean;
}

function longestAt(c: Compiled, units: readonly TextUnit[], i: number, fallback: boolean): Found | null {
  const unit = units[i]!;
  const cjk = unit.script === 'cjk';
  const lang = c.lex.lang;
  const variantsOf = (u: TextUnit): Variant[] =>
    cjk ? [{ form: u.text, plural: false, dual: false }] : wordVariants(u.text, lang);
  let best: Found | null = null;
  for (const v of variantsOf(unit)) {
    for (const e of c.byFirst.get(v.form) ?? []) {
      if (fallback && e.units.length === 1 && [...e.units[0]!].length < 4) continue;
      if (best && e.units.length <= best.length) continue;
      let last = v;
      let ok = true;
      for (let j = 1; j < e.units.length && ok; j++) {
        const next = units[i + j];
        const want = e.units[j]!;
        if (!next) ok = false;
        else if (cjk) ok = next.script === 'cjk' && next.text === want;
        else {
          const w = variantsOf(next).find((x) => x.form === want);
          if (w) last = w;
          else ok = false;
        }
      }
      if (ok) best = { entry: e, length: e.units.length, plural: e.plural || last.plural, dual: last.dual };
    }
  }
  return best;
}

/** German compound: "Segelboot" → "boot", "Holzhäuser" → "haus" (plural). */
function compoundAt(c: Compiled, unit: TextUnit): Found | null {
  for (const v of wordVariants(unit.text, c.lex.lang)) {
    for (let k = 3; k <= v.form.length - 4; k++) {
      const e = c.heads.get(v.form.slice(k));
      if (e && e.meanings.every((m) => m.cat !== 'number' && m.cat !== 'negation' && m.cat !== 'ignore')) {
        return { entry: e, length: 1, plural: e.plural || v.plural, dual: false };
      }
    }
  }
  return null;
}

function latinLanguage(units: readonly TextUnit[]): LanguageCode {
  let best: LanguageCode = 'en-US';
  let bestScore = 0;
  for (const lang of LATIN) {
    const c = compiled().get(lang)!;
    let score = 0;
    for (const u of units) {
      if (u.script !== 'latin') continue;
      if (c.stopwords.has(u.text)) score += 1;
      if (wordVariants(u.text, lang).some((v) => c.byFirst.has(v.form))) score += 1.5;
    }
    if (score > bestScore) [best, bestScore] = [lang, score];
  }
  return best;
}

/**
 * Reads a prompt (`readPicturePrompt` under `lang`, the chat's language when known) and finds
 * every lexicon word in what it asks to draw, longest first. The language of the words is told by
 * the whole prompt; Latin words are looked up in that language first, then (4+ letters) in the
 * others, so an English word in a German prompt still counts.
 */
export function matchPrompt(prompt: string, lang?: LanguageCode): PromptMatch {
  const read = readPicturePrompt(prompt, lang);
  const normalized = read.folded;
  const units = read.drawn;
  const latin = latinLanguage(read.units);
  const cjk: LanguageCode = hasKana(normalized) ? 'ja-JP' : 'zh-CN';
  const order: Record<string, readonly LanguageCode[]> = {
    latin: [latin, ...LATIN.filter((l) => l !== latin)],
    cjk: [cjk, cjk === 'ja-JP' ? 'zh-CN' : 'ja-JP'],
    arabic: ['ar-SA'],
  };
  const hits: Hit[] = [];
  const perLang = new Map<LanguageCode, number>();
  let i = 0;
  while (i < units.length) {
    const unit = units[i]!;
    const emoji = unit.script === 'emoji' ? EMOJI.get(unit.text) : undefined;
    if (emoji) {
      hits.push({ start: i, end: i + 1, meanings: [emoji], plural: false, dual: false, lang: 'en-US' });
      i++;
      continue;
    }
    if (/^\d+$/.test(unit.text)) {
      const counter =
        units[i + 1]?.script === 'cjk' &&
        /^[只个棵朵座条匹辆艘架颗本把杯块位名间栋轮片群对头株枝台支盏羽頭つ個軒隻機輪冊枚艘棟体人]$/u.test(
          units[i + 1]!.text,
        );
      const person = counter && /^[人名]$/u.test(units[i + 1]!.text);
      const value = Math.min(Number(unit.text), 99);
      const end = i + (counter ? 2 : 1);
      hits.push({
        start: i,
        end,
        meanings: [{ cat: 'number', value, ...(person ? { person } : {}) }],
        plural: false,
        dual: false,
        lang: unit.script === 'cjk' ? cjk : latin,
      });
      i = end;
      continue;
    }
    let found: Found | null = null;
    let lang: LanguageCode = latin;
    for (const [k, l] of (order[unit.script] ?? []).entries()) {
      const c = compiled().get(l)!;
      found =
        longestAt(c, units, i, unit.script === 'latin' && k > 0) ??
        (l === 'de-DE' && unit.script === 'latin' ? compoundAt(c, unit) : null);
      if (found) {
        lang = l;
        break;
      }
    }
    if (!found) {
      i++;
      continue;
    }
    hits.push({
      start: i,
      end: i + found.length,
      meanings: found.entry.meanings,
      plural: found.plural,
      dual: found.dual,
      lang,
    });
    if (found.entry.meanings.some((m) => m.cat !== 'ignore' && m.cat !== 'negation'))
      perLang.set(lang, (perLang.get(lang) ?? 0) + 1);
    i += found.length;
  }
  let language: LanguageCode = latin;
  let most = 0;
  for (const [l, n] of perLang) if (n > most) [language, most] = [l, n];
  if (most === 0) {
    if (read.units.some((u) => u.script === 'cjk')) language = cjk;
    else if (read.units.some((u) => u.script === 'arabic')) language = 'ar-SA';
  }
  return {
    normalized,
    units,
    hits: hits.filter((h) => !h.meanings.every((m) => m.cat === 'ignore')),
    language,
  };
}
