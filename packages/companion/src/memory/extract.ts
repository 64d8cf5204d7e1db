/**
 * Offline memory extraction: durable facts about the user found in one chat message by
 * per-language rules (`patterns/<lang>.ts`). Precision over recall: a sentence that asks
 * something, or a value that is a feeling, an adjective or about the listener, gives nothing.
 */
import { toLanguageCode, type LanguageCode } from '../languages.js';
import { describeMemory } from './describe.js';
import { UNIQUE_RELATIONS, type RelationId } from './nouns.js';
import { PATTERNS } from './patterns/index.js';
import type { MemoryPatterns, MemoryRule } from './patterns/types.js';
import {
  baseText,
  cleanValue,
  fold,
  keyPart,
  splitSentences,
  startsUpper,
  titleCase,
  type Sentence,
} from './text.js';
import type { MemoryCandidate, MemoryKind } from './types.js';

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
    case 'job':
      return !p.notNames.has(first) && !p.notNames.has(f) && words(value).length <= 6;
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

/** Builds a candidate from one match of `rule` in sentence `s`, or null when it fails validation. */
function build(
  rule: MemoryRule,
  m: RegExpExecArray,
  s: Sentence,
  p: MemoryPatterns,
  lang: LanguageCode,
): Built | null {
  const g = m.indices?.groups;
  const vIdx = g?.['v'];
  if (!vIdx || vIdx[1] <= vIdx[0]) return null;
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
  if (!value) return null;
  let key: string;
  switch (rule.kind) {
    case 'name':
      value = nameOf(value, rule, p, lang, lower);
      if (!value) return null;
      key = 'name';
      break;
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
    default:
      if (!validThing(value, rule.kind, p) || !validThing(kRaw, rule.kind, p)) return null;
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
    const spans: Span[] = [];
    const done = new Set<MemoryKind>();
    for (const rule of p.rules) {
      if (done.has(rule.kind)) continue;
      for (const m of s.folded.matchAll(globalOf(rule.re))) {
        const b = build(rule, m, s, p, lang);
        if (!b || spans.some((sp) => overlaps(sp, b.span))) continue;
        spans.push(b.span);
        done.add(rule.kind);
        if (!found.has(b.candidate.key)) found.set(b.candidate.key, b.candidate);
      }
    }
  }
  return [...found.values()];
}
