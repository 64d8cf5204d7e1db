/**
 * The working context of one offline reply: language, phrases, mood, seeded choices, slots and
 * the memories that can be woven in.
 */
import { toLanguageCode, type LanguageCode } from '../languages.js';
import { describeMemory } from '../memory/describe.js';
import { fold } from '../memory/text.js';
import type { MemoryFact } from '../memory/types.js';
import { hashString } from '../rng.js';
import { readMood, type Mood } from './mood.js';
import { PHRASES } from './phrases/index.js';
import type { PhraseBank } from './phrases/types.js';
import { profileSlots } from './profile.js';
import { embed, fillAll, makeRng, type Rng } from './render.js';
import type { PersonaInput } from './types.js';

/** Everything the reply builders share. */
export interface Ctx {
  readonly input: PersonaInput;
  readonly lang: LanguageCode;
  readonly bank: PhraseBank;
  readonly mood: Mood;
  readonly rng: Rng;
  readonly female: boolean;
  /** Template slots; builders add `topic`, `thing`, `memory`… */
  readonly slots: Record<string, string | undefined>;
  /** The avatar's previous reply ('' if none): variants it contains are avoided. */
  readonly previous: string;
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
  const seed = hashString(`${String(input.seed)}|${attempt}|${input.kind}|${input.avatar.id}|${input.message ?? ''}`);
  const rng = makeRng(seed);
  const nowMs = Number.isFinite(input.nowMs) ? input.nowMs : 0;
  const slots: Record<string, string | undefined> = { ...profileSlots(input.avatar, lang, nowMs, (n) => Math.floor(rng.next() * n)), user: userNameOf(input) };
  const previous = [...(input.history ?? [])].reverse().find((t) => t.role === 'avatar')?.text ?? '';
  return { input, lang, bank: PHRASES[lang], mood: readMood(input.state, input.avatar), rng, female: input.avatar.gender === 'female', slots, previous };
}

const PLURAL: Partial<Record<LanguageCode, RegExp>> = { 'es-ES': /^(?:los|las|unos|unas)\s/i, 'it-IT': /^(?:i|gli|le)\s/i };

/**
 * One filled variant of `list` (with `extra` slots), chosen with the seed; variants whose text
 * the previous reply already contains are avoided. Undefined when no variant can be filled.
 */
export function say(ctx: Ctx, list: readonly string[], extra: Record<string, string | undefined> = {}): string | undefined {
  const slots = { ...ctx.slots, ...extra };
  const plural = (t: string): boolean => {
    const re = PLURAL[ctx.lang];
    const v = t.includes('{thing}') ? slots['thing'] : slots['hobby'];
    return !!re && !!v && re.test(v);
  };
  const filled = list.flatMap((t) => fillAll([t], slots, { female: ctx.female, plural: plural(t) }));
  if (filled.length === 0) return undefined;
  const fresh = filled.filter((f) => !ctx.previous.includes(f));
  return ctx.rng.pick(fresh.length ? fresh : filled);
}

/** A remembered fact as an embeddable clause in the reply language ("you have an exam tomorrow"). */
export function memoryClause(fact: Pick<MemoryFact, 'kind' | 'key' | 'value'>, lang: LanguageCode): string {
  return embed(describeMemory(fact, lang), lang);
}

const WEAVE_KINDS = new Set(['plan', 'event', 'like', 'person', 'pet', 'place', 'job']);
const WEAVE_ORDER = ['plan', 'event', 'person', 'pet', 'like', 'place', 'job'];

/**
 * A memory worth mentioning now: learnt in the reply language (so its words fit), not just said
 * by the user, not in the previous reply; plans and events first, then in recall order.
 */
export function weavableMemory(ctx: Ctx): MemoryFact | undefined {
  const msg = fold(ctx.input.message ?? '');
  const prev = fold(ctx.previous);
  const ok = (ctx.input.memories ?? []).filter(
    (m) => WEAVE_KINDS.has(m.kind) && m.language === ctx.lang && m.value.trim() && !msg.includes(fold(m.value)) && !prev.includes(fold(m.value)),
  );
  return [...ok].sort((a, b) => WEAVE_ORDER.indexOf(a.kind) - WEAVE_ORDER.indexOf(b.kind))[0];
}
