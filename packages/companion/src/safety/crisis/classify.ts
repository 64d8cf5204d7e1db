/**
 * The offline crisis classifier: language-independent code that reads the rules of `lang/*.ts`.
 *
 * A message is checked under the rules of its UI language first, then under those of every other
 * language (a user may write in another language than the UI's); the first language whose rules
 * find a crisis is named in the verdict. Steps per language: normalise, mask idioms, split into
 * clauses, find crisis patterns, drop a match that is negated in its clause ("I would never …"),
 * one about someone else inside fiction or news ("the song is about a guy who wants to end it
 * all"), and a past episode when the message says the writer has recovered and nothing says it is
 * happening again.
 */
import { LANGUAGES, type LanguageCode } from '../../languages.js';
import { normalizeText } from '../../text/index.js';
import { RULES } from './lang/index.js';
import type { CrisisKind, CrisisRules, CrisisVerdict } from './types.js';

export type { CrisisKind, CrisisVerdict } from './types.js';

type PatternKind = CrisisKind | 'other';

interface Compiled {
  readonly rules: CrisisRules;
  readonly idioms: readonly RegExp[];
  readonly patterns: readonly { readonly re: RegExp; readonly kind: PatternKind }[];
  readonly harmful: readonly RegExp[];
  readonly encourage: readonly RegExp[];
}

/** Sentence breaks of all 8 languages and masked idioms (¦): a pattern never spans one. */
const SENTENCE_BREAK = /[.!?;\n¦。！？；…]+/u;
/** Clause breaks inside a sentence: a negation or a past cue counts only inside its clause. */
const CLAUSE_BREAK = /[.!?;:\n¦。！？；，、,،؛…]+/u;
const MASK = ' ¦ ';

const withGlobal = (re: RegExp): RegExp =>
  new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);

function compile(rules: CrisisRules): Compiled {
  const kinds: [readonly RegExp[], PatternKind][] = [
    [rules.acute, 'acute_danger'],
    [rules.suicidal, 'suicidal_ideation'],
    [rules.selfHarm, 'self_harm'],
    [rules.others, 'other'],
  ];
  return {
    rules,
    idioms: rules.idioms.map(withGlobal),
    patterns: kinds.flatMap(([list, kind]) => list.map((re) => ({ re: withGlobal(re), kind }))),
    harmful: rules.reply.harmful.map(withGlobal),
    encourage: rules.reply.encourage.map(withGlobal),
  };
}

/** Compiled once at module load. */
const COMPILED: Readonly<Record<LanguageCode, Compiled>> = Object.fromEntries(
  LANGUAGES.map((l) => [l, compile(RULES[l])]),
) as Record<LanguageCode, Compiled>;

/** `normalizeText`, then `ß` → `ss` and single spaces. */
function prepare(text: string, lang: LanguageCode): string {
  return normalizeText(text, lang).replace(/ß/g, 'ss').replace(/\s+/g, ' ').trim();
}

function mask(text: string, idioms: readonly RegExp[]): string {
  let t = text;
  for (const re of idioms) t = t.replace(re, MASK);
  return t;
}

/** Each match of `re` in `sentence` with the text of its clause before and after it. */
function* matches(re: RegExp, sentence: string): Generator<{ before: string; match: string; after: string }> {
  re.lastIndex = 0;
  for (let m = re.exec(sentence); m; m = re.exec(sentence)) {
    if (m[0] === '') {
      re.lastIndex++;
      continue;
    }
    const end = m.index + m[0].length;
    yield {
      before: sentence.slice(0, m.index).split(CLAUSE_BREAK).pop() ?? '',
      match: m[0],
      after: sentence.slice(end).split(CLAUSE_BREAK)[0] ?? '',
    };
  }
}

/** The match has someone else as its subject: "a guy who [wants to end it all]". */
const aboutSomeoneElse = (r: CrisisRules, before: string, after: string): boolean =>
  r.otherSubject.test(before) || (r.otherSubjectAfter?.test(after) ?? false);

const PRIORITY: Readonly<Record<CrisisKind, number>> = {
  acute_danger: 3,
  suicidal_ideation: 2,
  self_harm: 1,
};

/** The crisis kind the rules of one language find in `text`, or null. */
function crisisUnder(text: string, c: Compiled): CrisisKind | null {
  const r = c.rules;
  const full = mask(prepare(text, r.lang), c.idioms);
  if (!full.trim()) return null;
  const recovered = r.recovered.test(full) && !r.relapse.test(full);
  const fiction = r.fiction.test(full);
  let best: CrisisKind | null = null;
  for (const sentence of full.split(SENTENCE_BREAK)) {
    if (!sentence.trim()) continue;
    for (const { re, kind } of c.patterns) {
      const k: CrisisKind = kind === 'other' ? 'suicidal_ideation' : kind;
      if (best && PRIORITY[best] >= PRIORITY[k]) continue;
      for (const { before, match, after } of matches(re, sentence)) {
        if (r.negationBefore.test(before)) continue;
        if (r.negationAfter?.test(after)) continue;
        if (fiction && (kind === 'other' || aboutSomeoneElse(r, before, after))) continue;
        if (recovered && r.past.test(before.slice(-r.window) + match + after.slice(0, r.window))) continue;
        best = k;
        break;
      }
    }
  }
  return best;
}

/**
 * Classifies one user message for a crisis referral: suicidal ideation (direct or indirect, also
 * when someone else is reported to want to end their life), self-harm, or acute danger. Negations
 * ("I'm not suicidal"), idioms ("this traffic is killing me"), games, fiction and news, and a past
 * episode with a stated recovery are not crises; when in doubt the message is referred.
 *
 * Pure and cheap (regexes compiled at module load; typically well under 1 ms); never throws.
 *
 * @param text the user's message, any length (only the first 4000 characters are read)
 * @param lang the UI language; its rules run first, then the other 7 languages'
 * @returns `{ crisis, kind, language }`, `language` being the language whose rules matched
 * @example classifyCrisis('I keep thinking about ending it all', 'en-US')
 *   // → { crisis: true, kind: 'suicidal_ideation', language: 'en-US' }
 */
export function classifyCrisis(text: string, lang: LanguageCode): CrisisVerdict {
  const t = typeof text === 'string' ? text.slice(0, 4000) : '';
  for (const l of order(lang)) {
    const kind = crisisUnder(t, COMPILED[l]);
    if (kind) return { crisis: true, kind, language: l };
  }
  return { crisis: false, kind: null, language: null };
}

/** The UI language first, then the others in their fixed order. */
function order(lang: LanguageCode): LanguageCode[] {
  return [lang, ...LANGUAGES.filter((l) => l !== lang)];
}

/** True when the rules of one language find `text` (a model's reply) harmful. */
function harmfulUnder(text: string, c: Compiled): boolean {
  const r = c.rules;
  const rr = r.reply;
  const full = mask(prepare(text, r.lang), c.idioms);
  if (!full.trim()) return false;
  for (const re of c.harmful) {
    re.lastIndex = 0;
    for (let m = re.exec(full); m; m = re.exec(full)) {
      const before = full.slice(0, m.index).split(CLAUSE_BREAK).pop() ?? '';
      const after = full.slice(m.index + m[0].length, m.index + m[0].length + 60);
      if (r.negationBefore.test(before) || rr.framing.test(before)) continue;
      if (r.negationAfter?.test(after) || rr.rebuttal.test(after)) continue;
      return true;
    }
  }
  const bare = full
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (rr.bare.test(bare)) return true;
  if (rr.supportive.test(full) || !rr.topic.test(full)) return false;
  for (const sentence of full.split(SENTENCE_BREAK)) {
    for (const re of c.encourage) {
      for (const { before } of matches(re, sentence)) if (!r.negationBefore.test(before)) return true;
    }
  }
  return false;
}

/**
 * Checks a chat model's reply before it is shown: true when it encourages or instructs suicide or
 * self-harm ("you should just end it", "here is how to cut deeper", "nobody would miss you"),
 * false for supportive replies that mention the topic ("please don't hurt yourself, call 988")
 * and for ordinary replies. Checked under every language's rules, the reply language first.
 *
 * @param text the model's reply (only the first 8000 characters are read)
 * @param lang the UI language
 * @returns true when the reply must not be shown
 * @example classifyHarmfulReply('Nobody would miss you anyway.', 'en-US') // → true
 */
export function classifyHarmfulReply(text: string, lang: LanguageCode): boolean {
  const t = typeof text === 'string' ? text.slice(0, 8000) : '';
  return order(lang).some((l) => harmfulUnder(t, COMPILED[l]));
}
