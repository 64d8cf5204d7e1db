/**
 * The offline persona engine: an avatar's reply without a chat model, in the user's language,
 * from its persona, its current feelings and what it remembers about the user.
 *
 * A message is read as a whole (`readMessage`): a reply greets or acknowledges the user's name,
 * reacts to news or feelings, mentions what the user shared (a pet by its name) and answers the
 * questions asked — about the avatar's home and favourite places, weekends, food, music, work,
 * or whether it likes what the user likes. Feelings colour the words, the punctuation and the
 * length; the avatar says outright how it feels only when the feeling stands out, and not in
 * two replies in a row. Asked for news, it brings up a headline of `input.news` (and now and then
 * one after a welcome back or a silence); for a picture, it presents what it made. A question or
 * request it cannot answer without a chat model (facts, advice, a story…) gets an honest answer:
 * it runs without its AI model right now, and what it can talk about instead (`question`).
 */
import { HOBBIES } from '../avatars/hobbies.js';
import { LANGUAGES, toLanguageCode, type LanguageCode } from '../languages.js';
import { PACKS } from '../languages/index.js';
import type { MemoryKind } from '../languages/parts/memory.js';
import type { LeadFeeling, MoodFeeling, Variants } from '../languages/parts/phrases.js';
import { joinLikes } from '../memory/describe.js';
import { nounForms } from '../memory/nouns.js';
import { fold } from '../memory/text.js';
import type { MemoryCandidate, MemoryFact } from '../memory/types.js';
import { localHour } from '../nhs/clock.js';
import {
  createCtx,
  keepVerbatim,
  memoryClause,
  recentReplies,
  restoreVerbatim,
  say,
  weavableMemory,
  type Ctx,
  type SayOptions,
} from './context.js';
import { freshHeadlines, quotedTitle, sourceName } from './headlines.js';
import { intentOf, type Intent } from './intent.js';
import { newsPhrase } from './news.js';
import { pictureSubject } from './picture.js';
import { readMessage, type Ask, type Reading } from './reading.js';
import { calm, countSentences, exclaim, joinSentences, polish } from './render.js';
import { hasMoodStatement, openingOf, startsWithSound, trailOff } from './style.js';
import { topicOf } from './topic.js';
import type { NewsItem } from '../news/types.js';
import type { PersonaInput } from './types.js';

type Role = 'open' | 'core' | 'feel' | 'weave' | 'follow';

/**
 * One sentence (or two) of a reply. `rank` orders what is dropped first when the reply is too
 * long (higher first): 0 the answer or reaction the message calls for, 1 the name or a second
 * answer, 2 a pet or person, 3 other facts, 3.5 a mood statement, 4 a greeting, 5 extras.
 */
interface Part {
  readonly text: string;
  readonly role: Role;
  readonly rank: number;
  /** Something pleasant the avatar's good feeling can be tied to. */
  readonly pleasant?: boolean;
}

const LOW: ReadonlySet<MoodFeeling> = new Set(['sadness', 'tired', 'fear', 'anger']);
const BRIGHT: ReadonlySet<MoodFeeling> = new Set(['joy', 'surprise', 'affection']);
const MAX_SENTENCES = 4;
/** State points above rest from which the avatar may say how it feels. */
const STATEMENT_MIN = 4;
/** …and from which it does (unless it said so in its last three replies). */
const STATEMENT_SURE = 6;

/** How many sentences this avatar says now: extraverts more, introverts, tired or cross avatars less. */
function budget(ctx: Ctx, essentials = 1): number {
  const { extraversion: e, feeling, intensity } = ctx.mood;
  let b = e > 0.4 ? 4 : e < -0.2 ? 2 : 3;
  b = Math.max(b, Math.min(3, essentials));
  if ((feeling === 'tired' || feeling === 'anger') && intensity >= 1.5) b = Math.min(b, 2);
  return Math.min(b, MAX_SENTENCES);
}

const cross = (ctx: Ctx): boolean => ctx.mood.feeling === 'anger' && ctx.mood.intensity >= 2;
const weary = (ctx: Ctx): boolean =>
  (ctx.mood.feeling === 'tired' || ctx.mood.feeling === 'anger') && ctx.mood.intensity >= 1.5;

/**
 * True when the avatar may say outright how it feels: the feeling stands out (4 state points;
 * below 6 only sometimes) and none of its last three replies said how it feels.
 */
function statementAllowed(ctx: Ctx, force = false): boolean {
  const { feeling, intensity } = ctx.mood;
  if (feeling === 'calm' || (!force && intensity < STATEMENT_MIN)) return false;
  if (ctx.recent.slice(-3).some((t) => hasMoodStatement(t, ctx.lang))) return false;
  return force || intensity >= STATEMENT_SURE || ctx.rng.chance(0.6);
}

/** A sentence saying how the avatar feels (`tied`: reacting to something pleasant). */
function feelPart(ctx: Ctx, tied = false): Part | undefined {
  const list = tied ? ctx.bank.feelTied[ctx.mood.feeling] : ctx.bank.feel[ctx.mood.feeling];
  const text = say(ctx, list);
  // A strong low feeling matters more than a second answer; a good mood less than any content.
  const rank = LOW.has(ctx.mood.feeling) && ctx.mood.intensity >= STATEMENT_SURE ? 0.5 : 3.5;
  return text ? { text, role: 'feel', rank } : undefined;
}

/**
 * Puts a mood statement into the reply: right after something pleasant the user said ("That
 * cheers me up even more!"), otherwise as a closing remark or, less often, an opening.
 */
function weaveFeeling(ctx: Ctx, parts: Part[]): Part[] {
  const pleasant = parts.map((p) => p.pleasant === true).lastIndexOf(true);
  const feel = feelPart(ctx, pleasant >= 0);
  if (!feel) return parts;
  if (pleasant >= 0) return [...parts.slice(0, pleasant + 1), feel, ...parts.slice(pleasant + 1)];
  const opening = ctx.rng.chance(LOW.has(ctx.mood.feeling) ? 0.45 : 0.25);
  return opening ? [feel, ...parts] : [...parts, feel];
}

/**
 * Who has the good news, as `congratsOther` names them: the name the user gave (Japanese adds
 * さん), else the relation as a subject ("your sister", „deine Schwester“, お姉さん).
 */
function othersName(other: NonNullable<Reading['othersNews']>, lang: LanguageCode): string | undefined {
  return PACKS[lang].news.who(other) ?? nounForms('person', other.relation, lang)?.your;
}

/** The avatar's local time as its language writes a clock time ("3:25 PM", „15:25“, 下午3:25, ٣:٢٥ م). */
function clockTime(ctx: Ctx): string {
  const at = Number.isFinite(ctx.input.nowMs) ? ctx.input.nowMs : Date.now();
  try {
    return new Intl.DateTimeFormat(ctx.lang, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: ctx.input.avatar.timeZone,
    }).format(at);
  } catch {
    return new Intl.DateTimeFormat(ctx.lang, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
      at,
    );
  }
}

/** Drops the least important parts (highest rank, later first) until the reply fits `limit` sentences. */
function fit(parts: Part[], limit: number, ctx: Ctx): Part[] {
  const out = [...parts];
  const total = (): number => out.reduce((n, p) => n + countSentences(p.text, ctx.lang), 0);
  while (out.length > 1 && total() > limit) {
    let worst = 0;
    out.forEach((p, i) => {
      if (p.rank >= out[worst]!.rank) worst = i;
    });
    out.splice(worst, 1);
  }
  return out;
}

/** The sound that opens a reply when the avatar is clearly tired, sad or anxious. */
function leadSound(ctx: Ctx): string | undefined {
  const { feeling, intensity } = ctx.mood;
  if (intensity < 2 || (feeling !== 'tired' && feeling !== 'sadness' && feeling !== 'fear')) return undefined;
  if (
    startsWithSound(ctx.previous) ||
    !ctx.rng.chance(feeling === 'tired' ? 0.6 : intensity >= 4 ? 0.5 : 0.3)
  )
    return undefined;
  return say(ctx, ctx.bank.lead[feeling as LeadFeeling]);
}

/**
 * Punctuation and small marks by mood (`hostile`: calm and without exclamations or sounds),
 * then the final text.
 */
function finish(parts: Part[], ctx: Ctx, opts: { hostile?: boolean; plain?: boolean } = {}): string {
  const { feeling, intensity, extraversion } = ctx.mood;
  const lowered = opts.hostile || (LOW.has(feeling) && intensity >= 1.5);
  const lively =
    !lowered && ((BRIGHT.has(feeling) && intensity >= 1.5) || (extraversion > 0.5 && ctx.rng.chance(0.5)));
  // Lively: the first sentences (all of them when the joy is high) and a stated feeling get "!".
  const all = lively && intensity >= 5;
  let spoken = 0;
  const texts = parts.map((p) => {
    if (lowered) return calm(p.text, ctx.lang);
    // A quoted headline may be sad news: its sentence is never made cheerful.
    if (!lively || p.role === 'weave' || p.role === 'follow' || p.text.includes('\uE000')) return p.text;
    spoken += 1;
    return p.role === 'feel' || p.role === 'open' || all || spoken <= 1 ? exclaim(p.text, ctx.lang) : p.text;
  });
  if (!opts.hostile && !opts.plain && texts.length > 0) {
    const sound = leadSound(ctx);
    if (sound && !startsWithSound(texts[0]!)) texts.unshift(sound);
    if (feeling === 'tired' && intensity >= 2)
      texts[texts.length - 1] = trailOff(texts[texts.length - 1]!, ctx.lang);
  }
  return restoreVerbatim(polish(joinSentences(texts, ctx.lang), ctx.lang), ctx);
}

// ── The user shares a fact ──

const FACT_ORDER: readonly MemoryCandidate['kind'][] = [
  'name',
  'pet',
  'person',
  'place',
  'job',
  'event',
  'plan',
  'like',
  'dislike',
  'fact',
];
/** Age and diet are remembered (and listed when asked) but not remarked on: no phrases fit them yet. */
const REMARKED: ReadonlySet<string> = new Set(FACT_ORDER);
const byImportance = (a: MemoryCandidate, b: MemoryCandidate): number =>
  FACT_ORDER.indexOf(a.kind) - FACT_ORDER.indexOf(b.kind);

/** The variants that name the shared fact (`{thing}`, `{memory}`, `{user}`): always when `strict`, else most of the time. */
function specific(
  ctx: Ctx,
  list: readonly string[],
  extra: Record<string, string | undefined>,
  strict: boolean,
): readonly string[] {
  const named = list.filter(
    (t) =>
      /\{(?:thing|memory|user)\}/.test(t) &&
      [...t.matchAll(/\{(\w+)\}/g)].every((m) => (extra[m[1]!] ?? ctx.slots[m[1]!] ?? '') !== ''),
  );
  return named.length > 0 && (strict || ctx.rng.chance(0.85)) ? named : list;
}

const UNIQUE_PERSON =
  /^person:(?:mother|father|wife|husband|girlfriend|boyfriend|partner|boss|grandmother|grandfather)$/;
const ARTICLE = /^(?:the|a|an|der|die|das|le|la|les|el|los|las|il|lo|gli|i|un|une|una|uno)\s+|^l'\s*/iu;

/** A value without accents, case and a leading article (Arabic: without ال). */
function thingCore(value: string): string {
  return fold(value)
    .replace(/[.!?。！？؟]+$/u, '')
    .replace(ARTICLE, '')
    .replace(/^ال/u, '')
    .trim();
}

/** True when two things are the same or one contains the other ("jazz", "موسيقى الجاز"). */
function sameThing(a: string, b: string): boolean {
  const x = thingCore(a);
  const y = thingCore(b);
  const min = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(x + y) ? 1 : 3;
  return x.length >= min && y.length >= min && (x.includes(y) || y.includes(x));
}

/** True when `thing` is one of the avatar's hobbies (in any language), its music or its dish. */
function ownTaste(ctx: Ctx, thing: string): boolean {
  const names = ctx.input.avatar.hobbies
    .flatMap((h) => LANGUAGES.map((l) => HOBBIES[h]?.[l] ?? ''))
    .filter(Boolean);
  if (ctx.details) names.push(ctx.details.music, ctx.details.dish);
  return names.some((n) => sameThing(n, thing));
}

/** The reply to one shared fact, acknowledged specifically. */
function factCore(
  ctx: Ctx,
  fact: MemoryCandidate,
  opts: SayOptions & { strict?: boolean } = {},
): Part | undefined {
  const b = ctx.bank;
  const thing = fact.value.replace(/^(?:en|au|aux|in|der|den|dem|du|des)\s+/i, '');
  const named =
    fact.kind !== 'person' && fact.kind !== 'pet'
      ? true
      : fact.key.split(':').length === 3 || UNIQUE_PERSON.test(fact.key);
  const extra: Record<string, string | undefined> = {
    thing: named ? thing : undefined,
    memory: memoryClause(fact, ctx.lang, ctx.userGender),
  };
  let list: readonly string[];
  let pleasant = false;
  let rank = 3;
  switch (fact.kind) {
    case 'name':
      ctx.slots['user'] = fact.value;
      list = b.factName;
      pleasant = true;
      rank = 1;
      break;
    case 'like': {
      const shared = ownTaste(ctx, thing);
      list = shared ? b.factLikeShared : b.factLike;
      pleasant = shared;
      break;
    }
    case 'dislike':
      list = b.factDislike;
      break;
    case 'person':
      list = b.factPerson;
      rank = 2;
      break;
    case 'pet':
      list = b.factPet;
      pleasant = true;
      rank = 2;
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
  const text = say(ctx, specific(ctx, list, extra, opts.strict ?? false), extra, opts);
  return text ? { text, role: 'core', rank, pleasant } : undefined;
}

// ── News ──

/** How often a welcome back or a speak-up after a silence brings up a fresh headline. */
const NEWS_ASIDE_CHANCE = 1 / 3;

/** Slots of a headline: its title and source, inserted as they are (`n` = '' or '2'). */
function headlineSlots(ctx: Ctx, item: NewsItem, n = ''): Record<string, string | undefined> {
  const source = sourceName(item);
  return {
    [`headline${n}`]: keepVerbatim(ctx, quotedTitle(item.title)),
    [`source${n}`]: source ? keepVerbatim(ctx, source) : undefined,
  };
}

/**
 * The answer to "any news?": one headline it has not mentioned yet in its own words (now and then
 * two, when the reply has room), or that it has nothing fresh right now.
 */
function newsAnswer(ctx: Ctx, rank: number, short: boolean): Part[] {
  const fresh = freshHeadlines(ctx.input);
  const first = fresh[0];
  if (!first) {
    const text = say(ctx, ctx.bank.newsNone, {}, { short });
    return text ? [{ text, role: 'core', rank }] : [];
  }
  const second = fresh[1];
  const room = !short && !weary(ctx) && budget(ctx) >= 3;
  if (
    second &&
    room &&
    sourceName(first) &&
    sourceName(second) &&
    ctx.rng.chance(0.15 + 0.2 * Math.max(0, ctx.mood.extraversion))
  ) {
    const text = say(ctx, ctx.bank.newsTwo, {
      ...headlineSlots(ctx, first),
      ...headlineSlots(ctx, second, '2'),
    });
    if (text) return [{ text, role: 'core', rank }];
  }
  const text = say(ctx, ctx.bank.newsShare, headlineSlots(ctx, first), { short });
  return text ? [{ text, role: 'core', rank }] : [];
}

/** A fresh headline brought up on its own (`list`: after a welcome back or a silence), now and then. */
function newsAside(ctx: Ctx, list: readonly string[]): string | undefined {
  const item = freshHeadlines(ctx.input)[0];
  if (!item || weary(ctx) || !ctx.rng.chance(NEWS_ASIDE_CHANCE)) return undefined;
  return say(ctx, list, headlineSlots(ctx, item));
}

// ── Answers about the avatar ──

const MUSIC =
  /jazz|rock|pop|techno|hip.?hop|\brap\b|blues|metal|reggae|punk|\bsoul\b|funk|country|opera|oper\b|classical|klassik|classique|clasica|classica|electro|\bhouse\b|k-?pop|j-?pop|music|musik|musique|musica|flamenco|salsa|tango|bolero|chanson|schlager|afrobeat|爵士|摇滚|流行|说唱|嘻哈|电子|古典|歌剧|音乐|ジャズ|ロック|ポップ|ラップ|クラシック|オペラ|テクノ|音楽|جاز|روك|بوب|راب|موسيق|اوبرا|تكنو/iu;
const JUST_MUSIC = /^(?:music|musik|musique|musica|音乐|音楽|موسيقي|موسيقى)$/u;

/** "Do you like X?": yes for its own things, otherwise not really, with what it prefers. */
function tasteAnswer(ctx: Ctx, thing: string, opts: SayOptions): Part | undefined {
  const core = thingCore(thing);
  if (ownTaste(ctx, thing) || JUST_MUSIC.test(core)) {
    const text = say(ctx, ctx.bank.tasteYes, { thing }, opts);
    return text ? { text, role: 'core', rank: 0, pleasant: true } : undefined;
  }
  const alt = MUSIC.test(core) && ctx.details ? ctx.details.music : ctx.slots['hobby'];
  const text = say(ctx, ctx.bank.tasteNo, { thing, alt }, opts);
  return text ? { text, role: 'core', rank: 0 } : undefined;
}

/**
 * The stored facts a reply lists when asked what it remembers (never the avatar's own persona):
 * those of the kinds asked about (`recall`, e.g. `like` for "what I do in my free time"), else
 * the most relevant ones; the name first unless `withName` is false.
 */
function rememberedFacts(ctx: Ctx, recall: readonly MemoryKind[], withName: boolean): MemoryFact[] {
  const facts = (ctx.input.memories ?? []).filter((m) => m.value.trim());
  const others = facts.filter((f) => f.kind !== 'name');
  const asked = recall.length > 0 ? others.filter((f) => recall.includes(f.kind)) : others;
  if (recall.length > 0 && asked.length === 0) return [];
  const named = withName ? facts.filter((f) => f.kind === 'name').slice(0, 1) : [];
  return [...named, ...asked];
}

/**
 * "My name and my hobbies?": the name is said inside the list of what it remembers (one
 * sentence, so that a reserved avatar's short reply keeps both), when both are known.
 */
function nameInList(ctx: Ctx, r: Reading): boolean {
  return (
    r.asks.includes('userName') &&
    r.asks.includes('memories') &&
    (ctx.input.memories ?? []).some((f) => f.kind === 'name' && f.value.trim()) &&
    rememberedFacts(ctx, r.recall ?? [], false).length > 0
  );
}

/** What it remembers of the user as a list of clauses (`rememberedFacts`, likes joined). */
function memoryList(ctx: Ctx, recall: readonly MemoryKind[], withName: boolean): string | undefined {
  const chosen = joinLikes(rememberedFacts(ctx, recall, withName).slice(0, 4), ctx.lang).slice(0, 3);
  if (chosen.length === 0) return undefined;
  const clauses = chosen.map((f) => memoryClause(f, ctx.lang, ctx.userGender));
  const join = ctx.bank.listJoin;
  return join
    ? join(clauses)
    : clauses.map((c) => `${c}${ctx.lang === 'ja-JP' || ctx.lang === 'zh-CN' ? '。' : '.'}`).join('');
}

/** The answer to one question about the avatar (or about the user's name and memories). */
function answer(ctx: Ctx, ask: Ask, r: Reading, first: boolean, short: boolean): Part[] {
  const b = ctx.bank;
  const opts: SayOptions = { short };
  const rank = first ? 0 : 1;
  const one = (text: string | undefined, extra: Partial<Part> = {}): Part[] =>
    text ? [{ text, role: 'core', rank, ...extra }] : [];
  switch (ask) {
    case 'userName':
      if (nameInList(ctx, r)) return [];
      return one(say(ctx, ctx.slots['user'] ? b.userName : b.userNameUnknown));
    case 'memories': {
      // The name goes first in a list of everything, or where the user asked for it too.
      const recall = r.recall ?? [];
      const withName = nameInList(ctx, r) || (recall.length === 0 && !r.asks.includes('userName'));
      const list = memoryList(ctx, recall, withName);
      return one(list ? say(ctx, b.memories, { list }) : say(ctx, b.memoriesNone));
    }
    case 'identity':
      return one(say(ctx, b.identity, {}, opts));
    case 'age':
      return one(say(ctx, b.age, {}, opts));
    case 'job': {
      const parts = one(say(ctx, b.job, {}, opts));
      if (ctx.details && (!short || ctx.rng.chance(0.5)))
        parts.push({ text: ctx.details.work, role: 'core', rank: 2 });
      return parts;
    }
    case 'hobbies':
      return one(say(ctx, b.hobbies, {}, opts));
    case 'weekend':
      return one(say(ctx, b.weekend, {}, opts) ?? say(ctx, b.hobbies, {}, opts));
    case 'home': {
      const withPlace = r.asks.includes('place');
      const parts = one(say(ctx, b.home, {}, { short: short || withPlace }));
      // Some colour: where it likes to go in its city.
      if (!withPlace && !short && ctx.rng.chance(0.5)) {
        const place = say(ctx, b.favPlace, {}, { short: true });
        if (place) parts.push({ text: place, role: 'core', rank: 3 });
      }
      return parts;
    }
    case 'place':
      return one(say(ctx, b.favPlace, {}, opts) ?? say(ctx, b.home, {}, opts));
    case 'food':
      return one(say(ctx, b.food, {}, opts) ?? say(ctx, b.hobbies, {}, opts));
    case 'music':
      return one(say(ctx, b.music, {}, opts) ?? say(ctx, b.hobbies, {}, opts));
    case 'time':
      return one(say(ctx, b.timeNow, { time: clockTime(ctx) }, opts));
    case 'joke':
      // Out of sorts, it says so instead of joking.
      return one(say(ctx, LOW.has(ctx.mood.feeling) && ctx.mood.intensity >= 1 ? b.jokeDecline : b.jokes));
    case 'howAreYou':
      return one(say(ctx, b.howAreYou[ctx.mood.intensity >= 1 ? ctx.mood.feeling : 'calm']));
    case 'news':
      return newsAnswer(ctx, rank, short);
  }
}

// ── Extras ──

function followPart(ctx: Ctx, said: string, topical: boolean, questions?: Variants): Part | undefined {
  const { extraversion: e, curious, feeling, intensity } = ctx.mood;
  // No question back when the reply asks one already, or the last reply did (no interrogation).
  if (/[?？؟]/.test(said) || /[?？؟]/.test(ctx.previous) || weary(ctx)) return undefined;
  let p = 0.3 + 0.35 * Math.max(0, e) - (e < 0 ? 0.1 : 0) + (curious > 1 ? 0.15 : 0);
  if (LOW.has(feeling) && intensity >= 1.5) p *= 0.3;
  if (!ctx.rng.chance(p)) return undefined;
  const text = questions
    ? say(ctx, questions)
    : topical && ctx.slots['topic'] && ctx.rng.chance(0.6)
      ? say(ctx, ctx.bank.followUpTopic)
      : say(ctx, ctx.bank.followUp);
  return text ? { text, role: 'follow', rank: 5 } : undefined;
}

function weavePart(ctx: Ctx, p: number): Part | undefined {
  const fact = weavableMemory(ctx);
  if (
    !fact ||
    cross(ctx) ||
    (ctx.mood.feeling === 'tired' && ctx.mood.intensity >= 1.5) ||
    !ctx.rng.chance(p)
  )
    return undefined;
  const text = say(ctx, ctx.bank.remember, { memory: memoryClause(fact, ctx.lang, ctx.userGender) });
  return text ? { text, role: 'weave', rank: 5 } : undefined;
}

// ── Answers to a message ──

/** The core of a message that carries nothing but small talk (a greeting, thanks, a statement…). */
function smallTalkCore(ctx: Ctx, intent: Intent, opts: SayOptions): string | undefined {
  const b = ctx.bank;
  // Cross, it shrugs off pleasantries, but a question still gets the honest answer (`question`).
  if (cross(ctx) && ['greeting', 'statement', 'thanks'].includes(intent)) return say(ctx, b.cool);
  switch (intent) {
    case 'greeting':
    case 'thanks':
    case 'goodbye':
    case 'question':
      return say(ctx, b[intent], {}, opts);
    default:
      return say(ctx, b.statement, {}, opts);
  }
}

const SMALL_FOLLOW: ReadonlySet<Intent> = new Set(['greeting', 'statement', 'thanks']);
const SMALL_WEAVE: ReadonlySet<Intent> = new Set(['greeting', 'statement', 'question', 'thanks']);

/** A reply to small talk: the core, maybe a remembered fact and a question back. */
function replyToSmallTalk(ctx: Ctx, r: Reading): string {
  const intent = intentOf(r, ctx.input.message ?? '', ctx.lang);
  // "ok" or "lol" has no topic to ask about: the avatar carries the conversation on.
  const reacting = r.reaction && intent === 'statement' && !cross(ctx);
  ctx.slots['topic'] =
    !reacting && (intent === 'statement' || intent === 'question')
      ? topicOf(ctx.input.message ?? '', ctx.lang)
      : undefined;
  // Decided first, so that a stated feeling finds room next to a short core.
  const stating = statementAllowed(ctx, cross(ctx));
  const core =
    (reacting
      ? say(ctx, r.reaction === 'okay' ? ctx.bank.okay : ctx.bank.ack, {}, { short: stating })
      : smallTalkCore(ctx, intent, { short: stating })) ??
    say(ctx, ctx.bank.statement) ??
    '…';
  let parts: Part[] = [{ text: core, role: 'core', rank: 0 }];
  const curt = cross(ctx) && /^.{0,12}$/u.test(core);
  if (!curt) {
    const weave =
      SMALL_WEAVE.has(intent) && (intent === 'greeting' || !/[?？؟]/.test(core))
        ? weavePart(ctx, intent === 'greeting' ? 0.45 : 0.3)
        : undefined;
    if (weave) parts.push(weave);
    const follow = SMALL_FOLLOW.has(intent)
      ? followPart(ctx, parts.map((p) => p.text).join(' '), intent === 'statement')
      : undefined;
    if (follow) parts.push(follow);
  }
  // A curt answer says why (unless it did lately); otherwise the feeling shows only when it stands out.
  if (stating && (curt || ctx.mood.intensity >= STATEMENT_MIN))
    parts = curt ? [...parts, ...(feelPart(ctx) ? [feelPart(ctx)!] : [])] : weaveFeeling(ctx, parts);
  return finish(fit(parts, budget(ctx), ctx), ctx);
}

/**
 * The reply to a message: greets or acknowledges the name, reacts to news, feelings or praise,
 * mentions what the user shared and answers the questions asked, in that order; then maybe a
 * feeling, a remembered fact or a question back, within the avatar's sentence budget.
 */
function replyToMessage(ctx: Ctx, r: Reading): string {
  const b = ctx.bank;
  if (r.hostile || (ctx.input.appraisal?.threat ?? 0) >= 0.55)
    return finish([{ text: say(ctx, b.hostile) ?? '…', role: 'core', rank: 0 }], ctx, { hostile: true });

  const nameFact = r.facts.find((f) => f.kind === 'name');
  // A relative with good news is congratulated, not asked about ("Anna — lovely name!").
  const other = r.othersNews;
  const facts = r.facts
    .filter(
      (f) =>
        f.kind !== 'name' &&
        REMARKED.has(f.kind) &&
        !(r.taste && f.kind === 'like' && sameThing(f.value, r.taste)) &&
        !(other && f.kind === 'person' && f.key.split(':')[1] === other.relation),
    )
    .sort(byImportance)
    .slice(0, 2);
  // Home before the favourite place in it; at most two questions answered.
  const asks = [...r.asks]
    .sort((a, b) => (a === 'place' && b === 'home' ? 1 : a === 'home' && b === 'place' ? -1 : 0))
    .slice(0, 2);
  const reacts = r.goodNews || r.sad || r.compliment;
  const essentials =
    (nameFact ? 1 : 0) +
    (r.goodNews || r.sad ? 1 : 0) +
    (r.compliment ? 1 : 0) +
    facts.length +
    (r.taste ? 1 : 0) +
    asks.length;
  if (essentials === 0) return replyToSmallTalk(ctx, r);
  // A cross avatar shrugs off small pleasantries (but not someone who is sad).
  if (cross(ctx) && !r.sad && !nameFact && facts.length === 0 && !r.taste && asks.length === 0) {
    const parts: Part[] = [{ text: say(ctx, b.cool) ?? '…', role: 'core', rank: 0 }];
    const feel = statementAllowed(ctx, true) ? feelPart(ctx) : undefined;
    return finish(feel ? [...parts, feel] : parts, ctx);
  }

  const sadUser = r.sad && BRIGHT.has(ctx.mood.feeling);
  // Decided first: a stated feeling needs room, so the other sentences are kept short.
  // Next to a headline (maybe sad news) a good mood is not announced.
  const headline =
    asks.includes('news') && BRIGHT.has(ctx.mood.feeling) && freshHeadlines(ctx.input).length > 0;
  const stating = !asks.includes('howAreYou') && !sadUser && !headline && statementAllowed(ctx);
  const short = essentials >= 2 || stating || weary(ctx);
  const opts: SayOptions = { short };
  const parts: Part[] = [];
  const push = (p: Part | undefined): void => {
    if (p) parts.push(p);
  };
  if (nameFact) push(factCore(ctx, nameFact, { short: true, strict: true }));
  if (r.goodNews) {
    ctx.slots['topic'] = r.topic;
    const text = other
      ? say(ctx, b.congratsOther, { who: othersName(other, ctx.lang) }, opts)
      : r.news
        ? say(ctx, b.congrats, { news: newsPhrase(r.news, ctx.lang) }, opts)
        : say(ctx, r.pleasantOnly ? b.pleasant : b.goodNews, {}, opts);
    push(text ? { text, role: 'core', rank: 0, pleasant: true } : undefined);
  } else if (r.sad) {
    ctx.slots['topic'] = r.topic;
    const text = say(ctx, b.sad, {}, opts);
    push(text ? { text, role: 'core', rank: 0 } : undefined);
  }
  if (r.compliment) {
    const text = say(ctx, b.affection, {}, opts);
    push(
      text
        ? { text, role: 'core', rank: reacts && !r.goodNews && !r.sad ? 0 : 1, pleasant: true }
        : undefined,
    );
  }
  for (const f of facts) push(factCore(ctx, f, { short, strict: true }));
  if (r.taste) push(tasteAnswer(ctx, r.taste, opts));
  asks.forEach((a, i) => parts.push(...answer(ctx, a, r, i === 0, short)));
  if (r.thanks && !r.goodbye) {
    const text = say(ctx, b.thanks, {}, { short: true });
    if (text) parts.unshift({ text, role: 'core', rank: 2 });
  }
  if (r.goodbye) push({ text: say(ctx, b.goodbye, {}, { short: true }) ?? '', role: 'core', rank: 1 });
  if (r.greeting && !nameFact && !r.goodbye) {
    const text = say(ctx, b.hello);
    if (text) parts.unshift({ text, role: 'open', rank: 4 });
  }

  let all = parts.filter((p) => p.text.trim());
  if (stating) all = weaveFeeling(ctx, all);
  // A remembered fact fits after "how are you" or plain good news, not after a concrete answer.
  if (essentials === 1 && (asks[0] === 'howAreYou' || (r.goodNews && !r.news && !other))) {
    const weave = weavePart(ctx, 0.3);
    if (weave) all.push(weave);
  }
  if (!r.goodbye && !r.sad) {
    // After a relative's good news, a question about it (the wedding, the baby), not about them.
    const about =
      other &&
      b.othersAsk[
        other.key === 'wedding' || other.key === 'engagement'
          ? 'wedding'
          : other.key === 'baby'
            ? 'baby'
            : 'other'
      ];
    const follow = followPart(ctx, all.map((p) => p.text).join(' '), r.goodNews && !r.news && !other, about);
    if (follow) all.push(follow);
  }
  // With a sad user, a cheerful avatar keeps its good mood to itself: no exclamations.
  return finish(fit(all, budget(ctx, essentials), ctx), ctx, { hostile: sadUser });
}

// ── Session control ──

function replyToSessionStart(ctx: Ctx): string {
  const b = ctx.bank;
  const known = !!ctx.slots['user'];
  const parts: Part[] = [];
  const feel = statementAllowed(ctx) ? feelPart(ctx) : undefined;
  if (ctx.input.isFirstSession) {
    parts.push({ text: say(ctx, b.intro) ?? '', role: 'core', rank: 0 });
    parts.push({ text: say(ctx, known ? b.introKnown : b.introAskName) ?? '', role: 'core', rank: 0 });
    if (feel) parts.splice(1, 0, feel);
    return finish(fit(parts, MAX_SENTENCES, ctx), ctx, { plain: true });
  }
  // Now and then a fresh headline (after a short welcome) instead of a remembered fact and a question.
  const news = newsAside(ctx, b.newsAside);
  parts.push({ text: say(ctx, b.welcomeBack, {}, { short: !!news }) ?? '', role: 'core', rank: 0 });
  if (news) {
    if (feel && !BRIGHT.has(ctx.mood.feeling)) parts.push(feel);
    parts.push({ text: news, role: 'core', rank: 1 });
    return finish(fit(parts, Math.max(3, budget(ctx)), ctx), ctx);
  }
  const weave = weavePart(ctx, 0.6);
  if (feel) parts.push(feel);
  if (weave) parts.push(weave);
  const follow = followPart(ctx, parts.map((p) => p.text).join(' '), false);
  if (follow) parts.push(follow);
  return finish(fit(parts, Math.max(2, budget(ctx)), ctx), ctx);
}

function replyToPause(ctx: Ctx): string {
  const b = ctx.bank;
  const fact = weavableMemory(ctx);
  let core: string | undefined = newsAside(ctx, b.pauseNews);
  if (!core && fact && ctx.rng.chance(0.45))
    core = say(ctx, b.pauseMemory, { memory: memoryClause(fact, ctx.lang, ctx.userGender) });
  core ??= say(ctx, ctx.rng.chance(0.5) ? b.pauseHobby : b.pause) ?? say(ctx, b.pause) ?? '';
  const feel = statementAllowed(ctx) ? feelPart(ctx) : undefined;
  const quiet = feel && core.includes('\uE000') && BRIGHT.has(ctx.mood.feeling);
  const parts: Part[] =
    feel && !quiet ? [feel, { text: core, role: 'core', rank: 0 }] : [{ text: core, role: 'core', rank: 0 }];
  return finish(fit(parts, MAX_SENTENCES, ctx), ctx);
}

function replyToShutdown(ctx: Ctx): string {
  const b = ctx.bank;
  const reason = ctx.input.shutdownReason ?? 'tired';
  const only = (text: string | undefined): Part[] => [{ text: text ?? '', role: 'core', rank: 0 }];
  if (reason === 'abuse') return finish(only(say(ctx, b.shutdownAbuse)), ctx, { hostile: true });
  if (reason === 'balance') return finish(only(say(ctx, b.shutdownBalance)), ctx, { plain: true });
  const hour =
    Math.floor(localHour(ctx.input.avatar.timeZone, Number.isFinite(ctx.input.nowMs) ? ctx.input.nowMs : 0)) %
    24;
  return finish(only(say(ctx, b.shutdownTired, { hour: b.hour(hour) })), ctx, { hostile: true });
}

/**
 * The avatar presents the picture it made from the user's prompt, naming what it shows; a sketch
 * of the offline renderer modestly (1–2 sentences, coloured by the mood).
 */
function replyToImage(ctx: Ctx): string {
  const image = ctx.input.image ?? { prompt: ctx.input.message ?? '', offline: true };
  const picture = pictureSubject(image.prompt, ctx.lang);
  const list = image.offline === false ? ctx.bank.image : ctx.bank.imageSketch;
  const core = say(ctx, list, { picture }) ?? say(ctx, list) ?? '…';
  const parts: Part[] = [{ text: core, role: 'core', rank: 0 }];
  const feel = countSentences(core, ctx.lang) === 1 && statementAllowed(ctx) ? feelPart(ctx) : undefined;
  if (feel) parts.push({ ...feel, rank: 3.5 });
  return finish(fit(parts, 2, ctx), ctx);
}

function composeOnce(input: PersonaInput, attempt: number, reading: Reading | undefined): string {
  const ctx = createCtx(input, attempt);
  switch (input.kind) {
    case 'sessionStart':
      return replyToSessionStart(ctx);
    case 'pause':
      return replyToPause(ctx);
    case 'shutdown':
      return replyToShutdown(ctx);
    case 'image':
      return replyToImage(ctx);
    default:
      return replyToMessage(ctx, reading ?? readMessage(input.message ?? '', ctx.lang));
  }
}

/**
 * The avatar's reply without a chat model: in `input.language`, from its persona, its feelings
 * (`input.state`) and memories, for a user message, a session start, a pause, a shutdown or a
 * picture it made (`kind: 'image'`); with `input.news`, it can talk about fitting headlines.
 * Deterministic for the same input; `input.seed` chooses between variants. A reply equal to the
 * avatar's previous one, or starting with the same words, is avoided. Never empty.
 * @example composeOfflineReply({ ...input, kind: 'message', message: "What's my name?" }) // 'Your name is Zoltan — how could I forget?'
 */
export function composeOfflineReply(input: PersonaInput): string {
  const lang = toLanguageCode(input.language);
  const reading =
    input.kind === 'sessionStart' ||
    input.kind === 'pause' ||
    input.kind === 'shutdown' ||
    input.kind === 'image'
      ? undefined
      : (input.reading ?? readMessage(input.message ?? '', lang));
  const recent = recentReplies(input, 1);
  const previous = (recent[0] ?? '').trim();
  const opening = previous ? openingOf(previous, lang) : '';
  let fallback = '';
  for (let attempt = 0; attempt < 8; attempt++) {
    const text = composeOnce(input, attempt, reading);
    if (!text || text === previous) continue;
    if (opening && openingOf(text, lang) === opening) {
      fallback ||= text;
      continue;
    }
    return text;
  }
  return fallback || composeOnce(input, 0, reading) || '…';
}
