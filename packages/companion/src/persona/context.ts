/**
 * The working context of one offline reply: language, phrases, mood, seeded choices, slots and
 * the memories that can be woven in.
 */
import { toLanguageCode, type LanguageCode } from '../languages.js';
import { PACKS } from '../languages/index.js';
import type { UserGender } from '../languages/parts/frames.js';
import type { PhraseBank } from '../languages/parts/phrases.js';
import { describeMemory } from '../memory/describe.js';
import { fold } from '../memory/text.js';
import type { MemoryFact } from '../memory/types.js';
import { hashString } from '../rng.js';
import { avatarDetails, type AvatarDetails } from './details.js';
import { readMood, type Mood } from './mood.js';
import { profileSlots } from './profile.js';
import { countSentences, embed, fillAll, makeRng, type Rng } from './render.js';
import { bare, sentenceOpenings } from './style.js';
import type { PersonaInput } from './types.js';

/** Everything the reply builders share. */
export interface Ctx {
  readonly input: PersonaInput;
  readonly lang: LanguageCode;
  readonly bank: PhraseBank;
  readonly mood: Mood;
  readonly rng: Rng;
  /** The avatar is female (`<female|male>` marks). */
  readonly female: boolean;
  /** The user's grammatical gender (`<you:…>` marks); undefined: unknown, neutral forms. */
  readonly userGender: UserGender | undefined;
  /** Template slots; builders add `topic`, `thing`, `memory`… */
  readonly slots: Record<string, string | undefined>;
  /** The avatar's previous reply ('' if none): variants it contains are avoided. */
  readonly previous: string;
  /** The avatar's last replies, newest last (at most eight). */
  readonly recent: readonly string[];
  /** Its favourite places, food, music and work in the reply language, when known. */
  readonly details: AvatarDetails | undefined;
  /** What `say` chose so far for this reply (the next choices avoid repeating its words). */
  readonly said: string[];
  /** Texts inserted as they are (headlines, sources): the reply holds a marker until `restoreVerbatim`. */
  readonly verbatim: string[];
}

/** The avatar's last `n` replies in `input.history`, oldest first. */
export function recentReplies(input: PersonaInput, n = 4): string[] {
  return (input.history ?? [])
    .filter((t) => t.role === 'avatar' && typeof t.text === 'string')
    .map((t) => t.text)
    .slice(-n);
}

/** The user's name: the `name` memory, else the first word of the account name. */
export function userNameOf(input: PersonaInput): string | undefined {
  const fact = input.memories?.find((m) => m.kind === 'name' && m.value.trim());
  if (fact) return fact.value.trim();
  const first = (input.userName ?? '').trim().split(/\s+/)[0] ?? '';
  return first || undefined;
}

/** The context of one attempt (a different `attempt` gives different choices). */
export function createCtx(input: PersonaInput, attempt: number): Ctx {
  const lang = toLanguageCode(input.language);
  const picture = input.kind === 'image' ? `|${input.image?.prompt ?? ''}` : '';
  const seed = hashString(
    `${String(input.seed)}|${attempt}|${input.kind}|${input.avatar.id}|${input.message ?? ''}${picture}`,
  );
  const rng = makeRng(seed);
  const nowMs = Number.isFinite(input.nowMs) ? input.nowMs : 0;
  const details = avatarDetails(input.avatar, lang);
  const slots: Record<string, string | undefined> = {
    ...profileSlots(input.avatar, lang, nowMs, (n) => Math.floor(rng.next() * n)),
    user: userNameOf(input),
    place: details?.place,
    place2: details?.place2,
    dish: details?.dish,
    music: details?.music,
  };
  const recent = recentReplies(input, 8);
  const previous = recent[recent.length - 1] ?? '';
  return {
    input,
    lang,
    bank: PACKS[lang].phrases,
    mood: readMood(input.state, input.avatar),
    rng,
    female: input.avatar.gender === 'female',
    userGender: input.userGender === 'female' || input.userGender === 'male' ? input.userGender : undefined,
    slots,
    previous,
    recent,
    details,
    said: [],
    verbatim: [],
  };
}

/**
 * A marker standing for `text` in a template slot: the typography of the reply (capitals,
 * punctuation, spacing, counting sentences) leaves it alone; `restoreVerbatim` puts `text` back.
 */
export function keepVerbatim(ctx: Ctx, text: string): string {
  ctx.verbatim.push(text);
  return `\uE000${ctx.verbatim.length - 1}\uE001`;
}

/** The reply with every `keepVerbatim` marker replaced by its text. */
export function restoreVerbatim(text: string, ctx: Ctx): string {
  return text.replace(/\uE000(\d+)\uE001/g, (_m, i: string) => ctx.verbatim[Number(i)] ?? '');
}

const PLURAL: Partial<Record<LanguageCode, RegExp>> = {
  'es-ES': /^(?:los|las|unos|unas)\s/i,
  'it-IT': /^(?:i|gli|le)\s/i,
};

/** Options of `say`. */
export interface SayOptions {
  /** Prefer variants of a single sentence (when the reply says several things). */
  readonly short?: boolean;
}

/**
 * One filled variant of `list` (with `extra` slots), chosen with the seed; forms agree with the
 * avatar and the user (with the user's gender unknown, variants with neutral forms first). Variants the avatar
 * said in its last replies, or that open like one of their sentences, are avoided, so a
 * conversation does not repeat its frames. Undefined when no variant can be filled.
 */
export function say(
  ctx: Ctx,
  list: readonly string[],
  extra: Record<string, string | undefined> = {},
  opts: SayOptions = {},
): string | undefined {
  const slots = { ...ctx.slots, ...extra };
  const plural = (t: string): boolean => {
    const re = PLURAL[ctx.lang];
    const v = t.includes('{thing}') ? slots['thing'] : slots['hobby'];
    return !!re && !!v && re.test(v);
  };
  let filled = fillAll(list, slots, { female: ctx.female, user: ctx.userGender, plural });
  if (filled.length === 0) return undefined;
  if (opts.short) {
    const single = filled.filter((f) => countSentences(f, ctx.lang) === 1);
    if (single.length > 0) filled = single;
  }
  const said = ctx.recent.map(bare);
  const opened = new Set(
    [...ctx.recent.slice(-2), ...ctx.said].flatMap((t) => sentenceOpenings(t, ctx.lang)),
  );
  const pairs = new Set(ctx.said.flatMap(wordPairs));
  const words = new Set(ctx.said.flatMap(contentWords));
  const earlier = new Set(ctx.recent.slice(-4).flatMap(wordPairs));
  const staleness = (f: string): number => {
    const b = bare(f);
    const own = wordPairs(f);
    return (
      (b && said.some((s) => s.includes(b)) ? 2 : 0) +
      (opened.has(sentenceOpenings(f, ctx.lang)[0] ?? '') ? 1 : 0) +
      (own.some((p) => pairs.has(p)) ? 0.5 : 0) +
      (contentWords(f).some((w) => words.has(w)) ? 0.25 : 0) +
      (own.filter((p) => earlier.has(p)).length >= 2 ? 0.5 : 0)
    );
  };
  const scored = filled.map((f) => [f, staleness(f)] as const);
  const best = Math.min(...scored.map(([, n]) => n));
  const chosen = ctx.rng.pick(scored.filter(([, n]) => n === best).map(([f]) => f));
  ctx.said.push(chosen);
  return chosen;
}

/** Longer words of a text (Arabic: three letters and more), to avoid saying one twice in a reply. */
function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}'’]+/gu) ?? []).filter(
    (w) =>
      (/\p{Script=Arabic}/u.test(w) ? w.length >= 3 : w.length >= 5) &&
      !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(w),
  );
}

/** Pairs of neighbouring words (Chinese and Japanese: runs of three characters). */
function wordPairs(text: string): string[] {
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) {
    const chars = [...bare(text)];
    return chars.slice(2).map((c, i) => `${chars[i]}${chars[i + 1]}${c}`);
  }
  const words = text.toLowerCase().match(/[\p{L}'’]+/gu) ?? [];
  return words.slice(1).map((w, i) => `${words[i]} ${w}`);
}

/**
 * A remembered fact as an embeddable clause in the reply language ("you have an exam tomorrow"),
 * addressed to the user in their grammatical gender where the language needs it (Arabic تحبين / تحب).
 */
export function memoryClause(
  fact: Pick<MemoryFact, 'kind' | 'key' | 'value'>,
  lang: LanguageCode,
  userGender?: UserGender,
): string {
  return embed(describeMemory(fact, lang, userGender), lang);
}

const WEAVE_KINDS = new Set(['plan', 'event', 'like', 'person', 'pet', 'place', 'job']);
const WEAVE_ORDER = ['plan', 'event', 'person', 'pet', 'like', 'place', 'job'];

/**
 * A memory worth mentioning now: learnt in the reply language (so its words fit), not just said
 * by the user, not in the previous reply; plans and events first, then in recall order.
 */
export function weavableMemory(ctx: Ctx): MemoryFact | undefined {
  const msg = fold(ctx.input.message ?? '');
  const prev = fold(ctx.recent.slice(-4).join(' '));
  const ok = (ctx.input.memories ?? []).filter(
    (m) =>
      WEAVE_KINDS.has(m.kind) &&
      m.language === ctx.lang &&
      m.value.trim() &&
      !msg.includes(fold(m.value)) &&
      !prev.includes(fold(m.value)),
  );
  return [...ok].sort((a, b) => WEAVE_ORDER.indexOf(a.kind) - WEAVE_ORDER.indexOf(b.kind))[0];
}
