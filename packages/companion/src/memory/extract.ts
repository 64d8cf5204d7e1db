/**
 * Offline memory extraction: durable facts about the user found in one chat message by
 * per-language rules (`patterns/<lang>.ts`). Precision over recall: a sentence that asks
 * something, or a value that is a feeling, an adjective or about the listener, gives nothing.
 */
import { toLanguageCode, type LanguageCode } from '../languages.js';
import type { MemoryKind, MemoryPatterns, MemoryRule } from '../languages/parts/memory.js';
import type { RelationId } from '../languages/parts/nouns.js';
import { describeMemory } from './describe.js';
import { UNIQUE_RELATIONS } from './nouns.js';
import { PATTERNS } from './patterns/index.js';
import { asciiDigits, baseText, cjkNumber } from '../text/index.js';
import { cleanValue, fold, keyPart, splitSentences, startsUpper, titleCase, type Sentence } from './text.js';
import type { MemoryCandidate } from './types.js';

const MAX_KEY = 80;
const global = new WeakMap<RegExp, RegExp>();

function globalOf(re: RegExp): RegExp {
  let g = global.get(re);
  if (!g) {
    g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
    global.set(re, g);
  }
  g.lastIndex = 0;
  return g;
}

type Span = readonly [number, number];
const overlaps = (a: Span, b: Span): boolean => a[0] < b[1] && b[0] < a[1];

/** The words of a value. */
const words = (v: string): string[] => v.split(/\s+/).filter(Boolean);
const SPACED = new Set<LanguageCode>(['en-US', 'de-DE', 'fr-FR', 'es-ES', 'it-IT', 'ar-SA']);
const CASED = new Set<LanguageCode>(['en-US', 'de-DE', 'fr-FR', 'es-ES', 'it-IT']);
const NAME_WORD = /^[\p{L}\p{M}][\p{L}\p{M}'-]*$/u;

/** True when the sentence has no capitals apart from its first letter and a lone `I`. */
function lowerCaseSentence(text: string): boolean {
  return !/\p{Lu}/u.test(text.replace(/^[^\p{L}]*\p{L}/u, '').replace(/\bI\b/g, ''));
}

/**
 * The leading words of `raw` that form a name or proper noun: capitalised words (and
 * connectors between them) in a cased sentence; otherwise words up to the first stop word.
 */
function leadingProper(raw: string, p: MemoryPatterns, cased: boolean, name: boolean, max: number): string {
  const ws = words(raw);
  const stopSet = name ? p.notNames : p.notPlaces;
  const out: string[] = [];
  for (let i = 0; i < ws.length && out.length < max; i++) {
    const w = ws[i]!;
    const f = fold(w);
    if (name && !NAME_WORD.test(w)) break;
    if (stopSet.has(f) || (name && p.notPlaces.has(f) && out.length > 0)) break;
    if (cased && !startsUpper(w)) {
      if (!name && out.length > 0 && p.connectors.has(f) && startsUpper(ws[i + 1] ?? '')) {
        out.push(w);
        continue;
      }
      break;
    }
    out.push(w);
  }
  return out.join(' ');
}

function validCjkName(value: string, p: MemoryPatterns): boolean {
  return (
    value.length >= 1 &&
    value.length <= 10 &&
    /^[\p{L}\p{M}・ー]+$/u.test(value) &&
    !p.notNames.has(fold(value))
  );
}

/** The name in `raw` (see `leadingProper`), or '' when it is not one. */
function nameOf(
  raw: string,
  rule: MemoryRule,
  p: MemoryPatterns,
  lang: LanguageCode,
  lowerSentence: boolean,
): string {
  if (!SPACED.has(lang)) return validCjkName(raw, p) ? raw : '';
  const cased = CASED.has(lang) && (rule.case === 'strict' || (rule.case === 'upper' && !lowerSentence));
  const v = leadingProper(raw, p, cased, true, 3);
  if (!v || v.length > 40) return '';
  return rule.titleCase || lowerSentence ? titleCase(v) : v;
}

function validThing(value: string, kind: MemoryKind, p: MemoryPatterns): boolean {
  const f = fold(value);
  if (!f || p.secondPerson.test(f)) return false;
  const first = fold(words(value)[0] ?? '');
  switch (kind) {
    case 'job': {
      // "a dog lover", "a coffee person" are no jobs: the head word (the last) is not one either.
      const last = fold(words(value).at(-1) ?? '');
      const head = words(value).length > 1 && p.notNames.has(last);
      return !p.notNames.has(first) && !p.notNames.has(f) && !head && words(value).length <= 6;
    }
    case 'place':
      return !p.notPlaces.has(first) && !p.notPlaces.has(f) && !/\d/.test(value) && words(value).length <= 6;
    case 'event':
      return true;
    default:
      return !p.notThings.has(f) && !p.notThings.has(first);
  }
}

interface Built {
  readonly candidate: MemoryCandidate;
  readonly span: Span;
}

type Groups = Partial<Record<string, readonly [number, number]>>;

/** An age as written (`29`, `٢٩`, `二十九`) as a number from 5 to 110, or undefined. */
function ageOf(value: string): number | undefined {
  const v = asciiDigits(value.trim());
  const n = /^\d{1,3}$/.test(v) ? Number(v) : cjkNumber(v);
  return n !== undefined && n >= 5 && n <= 110 ? n : undefined;
}

/** The part of `idx` before the first match of `re` on the folded text. */
function cutAt(idx: Span, s: Sentence, re: RegExp | undefined): Span {
  if (!re) return idx;
  const m = new RegExp(re.source, re.flags.replace('g', '')).exec(s.folded.slice(idx[0], idx[1]));
  return m && m.index > 0 ? [idx[0], idx[0] + m.index] : idx;
}

/**
 * Builds a candidate from the value `vIdx` (and key part `kIdx`) of one match of `rule` in
 * sentence `s`, or null when it fails validation.
 */
function buildOne(
  rule: MemoryRule,
  g: Groups,
  vIdx: Span,
  s: Sentence,
  p: MemoryPatterns,
  lang: LanguageCode,
): Built | null {
  if (vIdx[1] <= vIdx[0]) return null;
  if (rule.activity) vIdx = cutAt(vIdx, s, p.activityEnd);
  const kIdx = g['k'] ?? vIdx;
  const lower = CASED.has(lang) && lowerCaseSentence(s.text);
  const target = s.text.slice(kIdx[0], kIdx[1]);
  if (CASED.has(lang)) {
    if (rule.case === 'strict' && !startsUpper(target)) return null;
    if (rule.case === 'upper' && !lower && !startsUpper(target)) return null;
    if (rule.case === 'lower' && startsUpper(target)) return null;
  }
  const clean = (idx: readonly [number, number]): string =>
    cleanValue(
      s.text.slice(idx[0], idx[1]),
      s.folded.slice(idx[0], idx[1]),
      rule.stop === false ? null : p.stop,
      p.filler,
    );
  let value = clean(vIdx);
  const rawV = s.text.slice(vIdx[0], vIdx[1]);
  const at = Math.max(0, rawV.indexOf(value));
  const span: Span = [vIdx[0] + at, vIdx[0] + at + value.length];
  if (rule.value) value = rule.value(value).trim();
  let kRaw = g['k'] ? clean(kIdx) : value;
  if (rule.proper && SPACED.has(lang) && rule.kind !== 'name') {
    const proper = leadingProper(kRaw, p, CASED.has(lang) && !lower, false, 4);
    if (!proper) return null;
    if (!g['k']) value = kRaw = proper;
    else {
      kRaw = proper;
      // A place keeps its preposition (`en France`, `in Italia`) but nothing after the name.
      if (rule.kind === 'place') value = `${s.text.slice(vIdx[0], kIdx[0])}${proper}`.trim();
    }
  }
  if (rule.activity) {
    // The key and the checks go by the thing itself: `the cello` → `cello`.
    if (p.activityValue) value = p.activityValue(value).trim();
    if (!g['k']) kRaw = p.articles ? value.replace(new RegExp(`^(?:${p.articles.source})`, 'iu'), '') : value;
  }
  if (!value) return null;
  let key: string;
  switch (rule.kind) {
    case 'name':
      value = nameOf(value, rule, p, lang, lower);
      if (!value) return null;
      key = 'name';
      break;
    case 'age': {
      const n = ageOf(value);
      if (n === undefined) return null;
      value = String(n);
      key = 'age';
      break;
    }
    case 'person':
    case 'pet': {
      const word = g['rel'] ?? g['sp'];
      const id = word
        ? (rule.kind === 'person' ? p.relations : p.species)[s.folded.slice(word[0], word[1]).trim()]
        : undefined;
      if (!id) return null;
      const unnamed = word![0] === vIdx[0] && word![1] === vIdx[1];
      if (!unnamed) {
        value = nameOf(value, rule, p, lang, lower);
        if (!value) return null;
      }
      const unique = rule.kind === 'person' && UNIQUE_RELATIONS.has(id as RelationId);
      key = unnamed || unique ? `${rule.kind}:${id}` : `${rule.kind}:${id}:${keyPart(value, null, 40)}`;
      break;
    }
    case 'place':
      if (!validThing(value, 'place', p) && !(g['k'] && validThing(kRaw, 'place', p))) return null;
      if (lower) value = titleCase(value);
      key = `place:${rule.sub ?? 'home'}`;
      break;
    case 'job':
      if (!validThing(value, 'job', p)) return null;
      key = 'job';
      break;
    case 'event':
      if (!validThing(value, 'event', p)) return null;
      key = rule.sub === 'birthday' ? 'event:birthday' : `event:${keyPart(kRaw, p.articles)}`;
      break;
    case 'plan': {
      if (!validThing(value, 'plan', p) || !validThing(kRaw, 'plan', p)) return null;
      if (rule.sub === 'trip' && !validThing(kRaw, 'place', p)) return null;
      if (rule.sub !== 'trip' && (SPACED.has(lang) ? words(value).length < 2 : value.length < 3)) return null;
      key =
        rule.sub === 'trip' ? `plan:trip:${keyPart(kRaw, p.articles)}` : `plan:${keyPart(kRaw, p.articles)}`;
      break;
    }
    case 'diet':
      if (!validThing(value, 'diet', p) || !validThing(kRaw, 'diet', p)) return null;
      key = `diet:${rule.sub === 'no' || rule.sub === 'allergy' ? `${rule.sub}:` : ''}${keyPart(kRaw, p.articles)}`;
      break;
    default:
      if ((!rule.activity && !validThing(value, rule.kind, p)) || !validThing(kRaw, rule.kind, p))
        return null;
      if (rule.list && SPACED.has(lang) && words(value).length > 4) return null;
      key = `${rule.kind}:${keyPart(kRaw, p.articles)}`;
  }
  if (/:$/.test(key)) return null;
  key = key.slice(0, MAX_KEY);
  const candidate: MemoryCandidate = {
    kind: rule.kind,
    key,
    value,
    text: describeMemory({ kind: rule.kind, key, value }, lang),
  };
  return { candidate, span };
}

/**
 * The items of a list value (`chess and swimming`): split at `listSplit`; a `stop` that is not a
 * separator ends the list.
 */
function listItems(vIdx: Span, s: Sentence, p: MemoryPatterns): Span[] {
  const f = s.folded.slice(vIdx[0], vIdx[1]);
  const sticky = new RegExp(p.listSplit.source, `${p.listSplit.flags.replace('g', '')}y`);
  let end = f.length;
  for (const m of f.matchAll(new RegExp(p.stop.source, `${p.stop.flags.replace('g', '')}g`))) {
    sticky.lastIndex = m.index;
    if (!sticky.test(f)) {
      end = m.index;
      break;
    }
  }
  const out: Span[] = [];
  let start = 0;
  for (const m of f
    .slice(0, end)
    .matchAll(new RegExp(p.listSplit.source, `${p.listSplit.flags.replace('g', '')}g`))) {
    if (m[0].length === 0) continue;
    out.push([vIdx[0] + start, vIdx[0] + m.index]);
    start = m.index + m[0].length;
  }
  out.push([vIdx[0] + start, vIdx[0] + end]);
  return out.filter(([a, b]) => b > a);
}

/** The candidates of one match of `rule` in sentence `s`: one, or one per item of a list. */
function build(
  rule: MemoryRule,
  m: RegExpExecArray,
  s: Sentence,
  p: MemoryPatterns,
  lang: LanguageCode,
): Built[] {
  const g: Groups = m.indices?.groups ?? {};
  const vIdx = g['v'];
  if (!vIdx) return [];
  if (!rule.list) {
    const one = buildOne(rule, g, vIdx, s, p, lang);
    return one ? [one] : [];
  }
  const out: Built[] = [];
  for (const item of listItems(vIdx, s, p)) {
    const b = buildOne(rule, {}, item, s, p, lang);
    if (!b) break;
    out.push(b);
  }
  return out;
}

/** Kinds one sentence holds only one of (the first rule that finds it wins); the others may repeat. */
const SINGLE = new Set(['name', 'age', 'job', 'place:home', 'place:origin']);
const slotOf = (rule: MemoryRule): string =>
  rule.kind === 'place' ? `place:${rule.sub ?? 'home'}` : rule.kind;

/**
 * Durable facts about the user in one message: name, likes and dislikes, people, pets, home
 * and origin, job, events and plans (see `MemoryCandidate` for the keys). Questions and
 * feelings give nothing. Deterministic; at most one candidate per key (the first).
 * @example extractMemories('Hi, my name is Zoltan and I love jazz.', 'en-US')
 * // [{ kind: 'name', key: 'name', value: 'Zoltan', … }, { kind: 'like', key: 'like:jazz', value: 'jazz', … }]
 */
export function extractMemories(text: string, language: LanguageCode | string): MemoryCandidate[] {
  const lang = toLanguageCode(language);
  const p = PATTERNS[lang];
  const found = new Map<string, MemoryCandidate>();
  if (typeof text !== 'string' || !text.trim()) return [];
  for (const s of splitSentences(baseText(text, lang))) {
    if (s.asks || p.questionStart.test(s.folded)) continue;
    // Nothing is read inside an idiom: its span counts as taken.
    const spans: Span[] = p.idioms
      ? [...s.folded.matchAll(globalOf(p.idioms))].map((m): Span => [m.index, m.index + m[0].length])
      : [];
    const done = new Set<string>();
    for (const rule of p.rules) {
      const slot = slotOf(rule);
      if (SINGLE.has(slot) && done.has(slot)) continue;
      const re = globalOf(rule.re);
      let m: RegExpExecArray | null;
      while ((m = re.exec(s.folded))) {
        // The next match may start right after the value: "I love jazz and I love blues".
        let next = m.index + Math.max(1, m[0].length);
        const fresh = build(rule, m, s, p, lang).filter((b) => !spans.some((sp) => overlaps(sp, b.span)));
        for (const b of fresh) {
          spans.push(b.span);
          done.add(slot);
          if (!found.has(b.candidate.key)) found.set(b.candidate.key, b.candidate);
        }
        if (fresh.length > 0) next = Math.max(m.index + 1, ...fresh.map((b) => b.span[1]));
        if (SINGLE.has(slot) && done.has(slot)) break;
        re.lastIndex = next;
      }
    }
  }
  // A pet or relative told by name makes the bare mention of it redundant ("I have a cat, her name is Luna").
  for (const key of [...found.keys()])
    if (/^(?:pet|person):[^:]+$/.test(key) && [...found.keys()].some((k) => k.startsWith(`${key}:`)))
      found.delete(key);
  return [...found.values()];
}
