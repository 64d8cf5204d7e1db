/**
 * The offline persona engine: an avatar's reply without a chat model, in the user's language,
 * from its persona, its current feelings and what it remembers about the user.
 */
import { localHour } from '../nhs/clock.js';
import { hobbyNames } from '../avatars/hobbies.js';
import { fold } from '../memory/text.js';
import type { MemoryCandidate } from '../memory/types.js';
import { createCtx, memoryClause, say, weavableMemory, type Ctx } from './context.js';
import { detectIntent, type Intent } from './intent.js';
import type { MoodFeeling } from './mood.js';
import { calm, countSentences, exclaim, joinSentences, polish } from './render.js';
import { topicOf } from './topic.js';
import type { PersonaInput } from './types.js';

type Role = 'core' | 'feel' | 'weave' | 'follow';
interface Part {
  readonly text: string;
  readonly role: Role;
}

const LOW: ReadonlySet<MoodFeeling> = new Set(['sadness', 'tired', 'fear', 'anger']);
const BRIGHT: ReadonlySet<MoodFeeling> = new Set(['joy', 'surprise', 'affection']);
const MAX_SENTENCES = 4;

/** How many sentences this avatar says now: extraverts more, introverts, tired or cross avatars less. */
function budget(ctx: Ctx): number {
  const { extraversion: e, feeling, intensity } = ctx.mood;
  let b = e > 0.4 ? 4 : e < -0.2 ? 2 : 3;
  if ((feeling === 'tired' || feeling === 'anger') && intensity >= 1.5) b = Math.min(b, 2);
  return b;
}

const strong = (ctx: Ctx): boolean => ctx.mood.feeling !== 'calm' && ctx.mood.intensity >= 1.5;
const cross = (ctx: Ctx): boolean => ctx.mood.feeling === 'anger' && ctx.mood.intensity >= 2;

/** A sentence saying how the avatar feels, when the feeling stands out. */
function feelPart(ctx: Ctx, force = false): Part | undefined {
  if (!force && !strong(ctx)) return undefined;
  if (!force && ctx.mood.intensity < 3 && !ctx.rng.chance(0.75)) return undefined;
  const text = say(ctx, ctx.bank.feel[ctx.mood.feeling]);
  return text ? { text, role: 'feel' } : undefined;
}

/**
 * Keeps the core and as many extras as the sentence budget allows: a woven memory goes first,
 * then the follow-up question; the feeling stays unless the reply would exceed four sentences.
 */
function fit(parts: Part[], limit: number, ctx: Ctx): Part[] {
  const out = [...parts];
  const total = (): number => out.reduce((n, p) => n + countSentences(p.text, ctx.lang), 0);
  const drop = (role: Role, max: number): void => {
    while (total() > max && out.some((p) => p.role === role)) out.splice(out.findIndex((p) => p.role === role), 1);
  };
  drop('weave', limit);
  drop('follow', limit);
  drop('feel', MAX_SENTENCES);
  drop('follow', MAX_SENTENCES);
  drop('weave', MAX_SENTENCES);
  return out;
}

/** Punctuation by mood (`hostile`: calm and without exclamations), then the final text. */
function finish(parts: Part[], ctx: Ctx, opts: { hostile?: boolean } = {}): string {
  const { feeling, intensity, extraversion } = ctx.mood;
  const lowered = opts.hostile || (LOW.has(feeling) && intensity >= 1.5);
  const lively = !lowered && ((BRIGHT.has(feeling) && intensity >= 1.5) || (extraversion > 0.5 && ctx.rng.chance(0.5)));
  const texts = parts.map((p) => {
    if (lowered) return calm(p.text, ctx.lang);
    if (lively && (p.role === 'core' || p.role === 'feel')) return exclaim(p.text, ctx.lang);
    return p.text;
  });
  return polish(joinSentences(texts, ctx.lang), ctx.lang);
}

/** Adds the feeling before or after the core. */
function withFeeling(ctx: Ctx, core: Part[], feel: Part | undefined): Part[] {
  if (!feel) return core;
  return BRIGHT.has(ctx.mood.feeling) || ctx.rng.chance(0.5) ? [feel, ...core] : [...core, feel];
}

// ── The user shares a fact ──

const FACT_ORDER: readonly MemoryCandidate['kind'][] = ['name', 'person', 'pet', 'place', 'job', 'event', 'plan', 'like', 'dislike', 'fact'];

/** The variants that name the shared fact (`{thing}`, `{memory}`, `{user}`), most of the time. */
function specific(ctx: Ctx, list: readonly string[], extra: Record<string, string | undefined>): readonly string[] {
  const named = list.filter((t) => /\{(?:thing|memory|user)\}/.test(t) && [...t.matchAll(/\{(\w+)\}/g)].every((m) => (extra[m[1]!] ?? ctx.slots[m[1]!] ?? '') !== ''));
  return named.length > 0 && ctx.rng.chance(0.85) ? named : list;
}

const UNIQUE_PERSON = /^person:(?:mother|father|wife|husband|girlfriend|boyfriend|partner|boss|grandmother|grandfather)$/;

/** The reply to a shared fact: the most telling fact of the message, acknowledged specifically. */
function factCore(ctx: Ctx, facts: readonly MemoryCandidate[]): string | undefined {
  const fact = [...facts].sort((a, b) => FACT_ORDER.indexOf(a.kind) - FACT_ORDER.indexOf(b.kind))[0]!;
  const b = ctx.bank;
  const thing = fact.value.replace(/^(?:en|au|aux|in|der|den|dem|du|des)\s+/i, '');
  const named = fact.kind !== 'person' && fact.kind !== 'pet' ? true : fact.key.split(':').length === 3 || UNIQUE_PERSON.test(fact.key);
  const extra: Record<string, string | undefined> = { thing: named ? thing : undefined, memory: memoryClause(fact, ctx.lang) };
  let list: readonly string[];
  switch (fact.kind) {
    case 'name':
      ctx.slots['user'] = fact.value;
      list = b.factName;
      break;
    case 'like': {
      const shared = hobbyNames(ctx.input.avatar.hobbies, ctx.lang).some((h) => fold(h).includes(fold(thing)) || fold(thing).includes(fold(h)));
      list = shared ? b.factLikeShared : b.factLike;
      break;
    }
    case 'dislike':
      list = b.factDislike;
      break;
    case 'person':
      list = b.factPerson;
      break;
    case 'pet':
      list = b.factPet;
      break;
    case 'place':
      list = b.factPlace;
      break;
    case 'job':
      list = b.factJob;
      break;
    case 'event':
      list = b.factEvent;
      break;
    default:
      list = b.factPlan;
  }
  return say(ctx, specific(ctx, list, extra), extra);
}

// ── Answers to a message ──

function memoryList(ctx: Ctx): string | undefined {
  const facts = (ctx.input.memories ?? []).filter((m) => m.value.trim());
  const named = facts.filter((f) => f.kind === 'name').slice(0, 1);
  const chosen = [...named, ...facts.filter((f) => f.kind !== 'name')].slice(0, 3);
  if (chosen.length === 0) return undefined;
  const clauses = chosen.map((f) => memoryClause(f, ctx.lang));
  const join = ctx.bank.listJoin;
  return join ? join(clauses) : clauses.map((c) => `${c}${ctx.lang === 'ja-JP' || ctx.lang === 'zh-CN' ? '。' : '.'}`).join('');
}

function messageCore(ctx: Ctx, intent: Intent, facts: readonly MemoryCandidate[]): string | undefined {
  const b = ctx.bank;
  const curt = cross(ctx) && ['greeting', 'affection', 'goodNews', 'statement', 'question', 'thanks'].includes(intent);
  if (curt) return say(ctx, b.cool);
  switch (intent) {
    case 'hostile':
      return say(ctx, b.hostile);
    case 'askUserName':
      return say(ctx, ctx.slots['user'] ? b.userName : b.userNameUnknown);
    case 'askMemories': {
      const list = memoryList(ctx);
      return list ? say(ctx, b.memories, { list }) : say(ctx, b.memoriesNone);
    }
    case 'askIdentity':
      return say(ctx, b.identity);
    case 'askAge':
      return say(ctx, b.age);
    case 'askJob':
      return say(ctx, b.job);
    case 'askHobbies':
      return say(ctx, b.hobbies);
    case 'askHome':
      return say(ctx, b.home);
    case 'howAreYou':
      return say(ctx, b.howAreYou[ctx.mood.intensity >= 1 ? ctx.mood.feeling : 'calm']);
    case 'shareFact':
      return factCore(ctx, facts);
    default:
      return say(ctx, b[intent]);
  }
}

const FOLLOW: ReadonlySet<Intent> = new Set(['greeting', 'statement', 'goodNews', 'shareFact', 'thanks', 'affection', 'howAreYou', 'askHobbies', 'askHome', 'askJob']);
const WEAVE: ReadonlySet<Intent> = new Set(['greeting', 'statement', 'question', 'howAreYou', 'goodNews', 'thanks']);

function followPart(ctx: Ctx, core: string, topical: boolean): Part | undefined {
  const { extraversion: e, curious, feeling, intensity } = ctx.mood;
  if (/[?？؟]/.test(core) || (feeling === 'tired' || feeling === 'anger') && intensity >= 1.5) return undefined;
  let p = 0.3 + 0.35 * Math.max(0, e) - (e < 0 ? 0.1 : 0) + (curious > 1 ? 0.15 : 0);
  if (LOW.has(feeling) && intensity >= 1.5) p *= 0.3;
  if (!ctx.rng.chance(p)) return undefined;
  const text = topical && ctx.slots['topic'] && ctx.rng.chance(0.6) ? say(ctx, ctx.bank.followUpTopic) : say(ctx, ctx.bank.followUp);
  return text ? { text, role: 'follow' } : undefined;
}

function weavePart(ctx: Ctx, p: number): Part | undefined {
  const fact = weavableMemory(ctx);
  if (!fact || cross(ctx) || (ctx.mood.feeling === 'tired' && ctx.mood.intensity >= 1.5) || !ctx.rng.chance(p)) return undefined;
  const text = say(ctx, ctx.bank.remember, { memory: memoryClause(fact, ctx.lang) });
  return text ? { text, role: 'weave' } : undefined;
}

function replyToMessage(ctx: Ctx): string {
  const appraisalThreat = ctx.input.appraisal?.threat ?? 0;
  const found = detectIntent(ctx.input.message ?? '', ctx.lang);
  const intent: Intent = appraisalThreat >= 0.55 ? 'hostile' : found.intent;
  ctx.slots['topic'] = ['statement', 'question', 'goodNews', 'sad'].includes(intent) ? topicOf(ctx.input.message ?? '', ctx.lang) : undefined;
  const core = messageCore(ctx, intent, found.facts) ?? say(ctx, ctx.bank.statement) ?? '…';
  if (intent === 'hostile') return finish([{ text: core, role: 'core' }], ctx, { hostile: true });
  const curtFeel = cross(ctx) && /^.{0,12}$/u.test(core);
  // No cheerful mood talk (or exclamations) when the user is sad: empathy first.
  const empathic = intent === 'sad' && BRIGHT.has(ctx.mood.feeling);
  const feel = intent === 'howAreYou' || empathic ? undefined : feelPart(ctx, curtFeel);
  const extras: Part[] = [];
  const weave = WEAVE.has(intent) && (intent === 'greeting' || !/[?？؟]/.test(core)) ? weavePart(ctx, intent === 'greeting' ? 0.45 : 0.3) : undefined;
  if (weave) extras.push(weave);
  const follow = FOLLOW.has(intent) ? followPart(ctx, `${core} ${weave?.text ?? ''}`, intent === 'statement' || intent === 'goodNews') : undefined;
  if (follow) extras.push(follow);
  const parts = withFeeling(ctx, [{ text: core, role: 'core' }, ...extras], feel);
  return finish(fit(parts, budget(ctx), ctx), ctx, { hostile: empathic });
}

// ── Session control ──

function replyToSessionStart(ctx: Ctx): string {
  const b = ctx.bank;
  const known = !!ctx.slots['user'];
  const parts: Part[] = [];
  if (ctx.input.isFirstSession) {
    parts.push({ text: say(ctx, b.intro) ?? '', role: 'core' });
    parts.push({ text: say(ctx, known ? b.introKnown : b.introAskName) ?? '', role: 'core' });
    const feel = feelPart(ctx);
    if (feel) parts.splice(1, 0, feel);
    return finish(fit(parts, MAX_SENTENCES, ctx), ctx);
  }
  parts.push({ text: say(ctx, b.welcomeBack) ?? '', role: 'core' });
  const weave = weavePart(ctx, 0.6);
  const feel = feelPart(ctx);
  if (feel) parts.push(feel);
  if (weave) parts.push(weave);
  const follow = followPart(ctx, parts.map((p) => p.text).join(' '), false);
  if (follow) parts.push(follow);
  return finish(fit(parts, Math.max(2, budget(ctx)), ctx), ctx);
}

function replyToPause(ctx: Ctx): string {
  const b = ctx.bank;
  const fact = weavableMemory(ctx);
  let core: string | undefined;
  if (fact && ctx.rng.chance(0.45)) core = say(ctx, b.pauseMemory, { memory: memoryClause(fact, ctx.lang) });
  core ??= say(ctx, ctx.rng.chance(0.5) ? b.pauseHobby : b.pause) ?? say(ctx, b.pause) ?? '';
  const feel = strong(ctx) && ctx.rng.chance(0.6) ? feelPart(ctx) : undefined;
  const parts: Part[] = feel ? [feel, { text: core, role: 'core' }] : [{ text: core, role: 'core' }];
  return finish(fit(parts, MAX_SENTENCES, ctx), ctx);
}

function replyToShutdown(ctx: Ctx): string {
  const b = ctx.bank;
  const reason = ctx.input.shutdownReason ?? 'tired';
  if (reason === 'abuse') return finish([{ text: say(ctx, b.shutdownAbuse) ?? '', role: 'core' }], ctx, { hostile: true });
  if (reason === 'balance') return finish([{ text: say(ctx, b.shutdownBalance) ?? '', role: 'core' }], ctx);
  const hour = Math.floor(localHour(ctx.input.avatar.timeZone, Number.isFinite(ctx.input.nowMs) ? ctx.input.nowMs : 0)) % 24;
  return finish([{ text: say(ctx, b.shutdownTired, { hour: b.hour(hour) }) ?? '', role: 'core' }], ctx, { hostile: true });
}

function composeOnce(input: PersonaInput, attempt: number): string {
  const ctx = createCtx(input, attempt);
  switch (input.kind) {
    case 'sessionStart':
      return replyToSessionStart(ctx);
    case 'pause':
      return replyToPause(ctx);
    case 'shutdown':
      return replyToShutdown(ctx);
    default:
      return replyToMessage(ctx);
  }
}

/**
 * The avatar's reply without a chat model: in `input.language`, from its persona, its feelings
 * (`input.state`) and memories, for a user message, a session start, a pause or a shutdown.
 * Deterministic for the same input; `input.seed` chooses between variants, and a reply equal
 * to the avatar's previous one is avoided. Never empty.
 * @example composeOfflineReply({ ...input, kind: 'message', message: "What's my name?" }) // 'Your name is Zoltan — how could I forget?'
 */
export function composeOfflineReply(input: PersonaInput): string {
  const previous = [...(input.history ?? [])].reverse().find((t) => t.role === 'avatar')?.text.trim() ?? '';
  let text = '';
  for (let attempt = 0; attempt < 6; attempt++) {
    text = composeOnce(input, attempt);
    if (text && text !== previous) return text;
  }
  return text || '…';
}
