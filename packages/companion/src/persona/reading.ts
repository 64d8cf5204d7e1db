/**
 * Everything one user message carries, read clause by clause: a greeting, the facts it shares,
 * good or sad news, praise for the avatar, the questions it asks the avatar (about its home,
 * favourite place, weekends, food, music, work…) and whether the avatar likes something the user
 * likes ("I love jazz, do you?"). The offline reply answers the most important of them.
 */
import { explainAppraisal } from '../appraisal/appraise.js';
import type { Category } from '../appraisal/lexicon/types.js';
import type { Appraisal } from '../appraisal/types.js';
import { toLanguageCode, type LanguageCode } from '../languages.js';
import { PACKS } from '../languages/index.js';
import type { IntentCues } from '../languages/parts/cues.js';
import type { MemoryKind } from '../languages/parts/memory.js';
import type { NewsKey } from '../languages/parts/news.js';
import { extractMemories } from '../memory/extract.js';
import { memoryQuestion } from '../memory/questions.js';
import type { MemoryCandidate } from '../memory/types.js';
import { baseText, CJK_CLASS, countCjk, foldSameLength, hasCjk, normalizeText } from '../text/index.js';
import { newsIn, othersNewsIn, saysGoodNews, setbackIn, type OthersNews } from './news.js';
import { topicOf } from './topic.js';

/** Questions about the avatar (or the user's name and memories, or the news) a reply answers. */
export const ASKS = [
  'userName',
  'memories',
  'identity',
  'age',
  'job',
  'hobbies',
  'weekend',
  'home',
  'place',
  'food',
  'music',
  'joke',
  'time',
  'news',
  'howAreYou',
] as const;
export type Ask = (typeof ASKS)[number];

/** What a message carries. */
export interface Reading {
  /** How the message is received (the offline appraiser's reading of the whole message). */
  readonly appraisal: Appraisal;
  readonly hostile: boolean;
  /** It opens with a greeting. */
  readonly greeting: boolean;
  readonly thanks: boolean;
  readonly goodbye: boolean;
  /** Affection or praise addressed to the avatar ("you are lovely", "I like talking to you"). */
  readonly compliment: boolean;
  /** Sadness or trouble of the user. */
  readonly sad: boolean;
  /** Good news of the user. */
  readonly goodNews: boolean;
  /**
   * The whole message only acknowledges ('okay': "ok", „alles klar“, 好的) or reacts to what the
   * avatar said ('react': "lol", "that's awesome", „klingt gut“, すごい): no news, no question.
   */
  readonly reaction?: 'okay' | 'react';
  /**
   * The good news is only a pleasant message ("I had a lovely walk"), not news said as such nor
   * a known kind: glad, not congratulations.
   */
  readonly pleasantOnly?: boolean;
  /** The kind of good news, when it is a known one (an exam, a new job…). */
  readonly news?: NewsKey;
  /**
   * The good news is a relative's or friend's ("my sister Anna got engaged"), not the user's own:
   * what and who, with the name the message gives them (`news` is then unset).
   */
  readonly othersNews?: OthersNews & { readonly name?: string };
  /** A fragment of the clause with the news or the trouble ("your exam"). */
  readonly topic?: string;
  /** Facts about the user (`extractMemories`). */
  readonly facts: readonly MemoryCandidate[];
  /** Questions about the avatar (and about what it remembers of the user), in the order asked. */
  readonly asks: readonly Ask[];
  /**
   * With the ask `memories`: the kinds of facts the user asks it to recall besides the name
   * ("what I do in my free time" → `like`); empty: everything it remembers.
   */
  readonly recall?: readonly MemoryKind[];
  /** Something the user asks whether the avatar likes, as written ("jazz", "le jazz"). */
  readonly taste?: string;
  /** The message asks something (? ？ ؟ or a leading question word). */
  readonly isQuestion: boolean;
  /** Number of words (CJK: characters / 2). */
  readonly size: number;
}

const CJK_ALL = new RegExp(`[${CJK_CLASS}]`, 'gu');

/** Number of words (CJK: characters / 2). */
export function sizeOf(norm: string): number {
  const latin = norm
    .replace(CJK_ALL, ' ')
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w)).length;
  return latin + Math.ceil(countCjk(norm) / 2);
}

/** One clause of a message, with whether its sentence asks something. */
interface Clause {
  readonly text: string;
  readonly asks: boolean;
}

const SENTENCE = /[^.!?。！？؟\n]+[.!?。！？؟\n]*/gu;
const CLAUSE_SPLIT = /[,;:،、，；]|\s(?:but|aber|mais|pero|ma|però|pero)\s|但是|不过|でも|けど|لكن/u;

/** Sentences (with their end marks) of a text. */
function sentences(text: string): string[] {
  return (text.match(SENTENCE) ?? []).map((s) => s.trim()).filter(Boolean);
}

/** Clauses of a text; the last clause of a sentence ending with ? asks. */
function clauses(text: string): Clause[] {
  const out: Clause[] = [];
  for (const s of sentences(text)) {
    const asks = /[?？؟]/.test(s);
    const parts = s
      .split(CLAUSE_SPLIT)
      .map((p) => p.trim())
      .filter(Boolean);
    parts.forEach((p, i) => out.push({ text: p, asks: asks && i === parts.length - 1 }));
  }
  return out;
}

const PARTICLES_BEFORE =
  /[\s、。！？!?〜ー…]|ほんと(?:う)?に|本当に|すごく|とても|めっちゃ|もう|やっぱり|我|私|僕|俺|真的|好|超|很|最/gu;
const PARTICLES_AFTER =
  /[\s、。！？!?〜ー…~]|だよ|です|ですよ|だ|よ|ね|なの|なんです|わ|了|啊|呀|哦|嘛|呢|的|哟|喔/gu;

/**
 * True when `clause` is affection or praise for the avatar: a phrase only meant for the listener,
 * a word of affection or praise in a clause addressed to it ("I love you", "du bist so lieb"),
 * or — in Chinese and Japanese, which drop the pronoun — a clause that is nothing but it (大好きだよ).
 * A clause that asks the avatar something ("do you love jazz?") is not praise.
 */
function praiseIn(clause: Clause, lang: LanguageCode, cues: IntentCues): boolean {
  const norm = normalizeText(clause.text, lang);
  if (cues.likeYou.test(norm)) return true;
  const ex = explainAppraisal(clause.text, lang);
  // Without a question mark, "eres gracioso" or "sei divertente" is praise: Spanish and Italian
  // count a leading "eres"/"sei" as a question word, for questions typed without "?".
  const asked = clause.asks || /[?？؟]/u.test(clause.text) || (ex.isQuestion && !cues.youAre.test(norm));
  if (asked || cues.tasteAsk.some((re) => re.test(norm))) return false;
  const hits = ex.hits.filter((h) => !h.negated);
  const praise = hits.filter((h) => h.category === 'affection' || h.category === 'compliment');
  if (praise.length > 0 && (cues.you.test(norm) || cues.youAre.test(norm))) return true;
  if (hits.some((h) => h.category === 'positive') && cues.youAre.test(norm)) return true;
  if (lang !== 'zh-CN' && lang !== 'ja-JP') return false;
  return praise.some((h) => {
    const at = norm.indexOf(h.text);
    if (at < 0) return false;
    const before = norm.slice(0, at).replace(PARTICLES_BEFORE, '');
    const after = norm.slice(at + h.text.length).replace(PARTICLES_AFTER, '');
    return before === '' && after === '';
  });
}

/** Words that never are a taste ("do you like it?", "magst du mich?"). */
const NOT_TASTE =
  /^(?:me|it|that|this|them|him|her|us|what|anything|something|mich|es|das|dich|ihn|sie|uns|was|moi|toi|ca|ça|quoi|eso|esto|que|questo|quello|cosa|te|ti|我|你|什么|这个|那个|何|私|僕|それ|これ|あなた|ني|هذا|ذلك|ايش|وش)$/iu;
/** Questions about the avatar that a "do you like…" inside them belongs to. */
const TASTE_ASKS: readonly (keyof IntentCues)[] = [
  'askHobbies',
  'askWeekend',
  'askFood',
  'askMusic',
  'askPlace',
];
/** Question words: a taste never contains one ("was machst du gern…", 何をするのが好き). */
const QUESTION_WORD =
  /(?:^|\s)(?:what|which|was|welche[srnm]?|quoi|que|qu'|quel(?:le)?s?|cosa|che|qué)(?:\s|$)|什么|哪|何|どこ|どんな|誰|いつ|وش|ايش|ماذا|شو/iu;
/** Trailing words that are not part of a taste ("too", „auch“, 也). */
const TASTE_TAIL =
  /\s+(?:too|as well|also|at all|much|so much|a lot|auch|eigentlich|aussi|beaucoup|tambien|también|mucho|anche|molto|كمان|بعد|ايضا|أيضا)$/iu;
const TASTE_LEAD = /^(?:to\s+|(?:あなた|君|きみ)(?:は|も)|你也|也)/u;

/** Cleans a captured taste; undefined when it is not one. */
function cleanTaste(raw: string): string | undefined {
  let t = raw
    .trim()
    .replace(/[\s"'“”«»「」]+$/u, '')
    .replace(/^[\s"'“”«»「」]+/u, '');
  for (let i = 0; i < 3; i++) t = t.replace(TASTE_TAIL, '').replace(TASTE_LEAD, '').trim();
  if (!t || t.length > 40 || NOT_TASTE.test(t) || QUESTION_WORD.test(t) || !/\p{L}/u.test(t))
    return undefined;
  return t;
}

/**
 * What the user asks the avatar to like: "do you like X?" (the words as written), or a like
 * returned to it ("I love jazz, do you?" → the like the extractor finds before the tail).
 */
function tasteIn(text: string, lang: LanguageCode, cues: IntentCues): string | undefined {
  const base = baseText(text, lang);
  for (const s of sentences(base)) {
    const folded = foldSameLength(s);
    const tail = cues.tasteTail.exec(folded);
    if (tail) {
      const head = s.slice(0, tail.index).replace(/[\s,;、，،]+$/u, '');
      const like = extractMemories(head, lang).find((f) => f.kind === 'like');
      if (like) return like.value;
    }
    // "What do you like to do on weekends?" asks about its days, not its taste.
    if (TASTE_ASKS.some((k) => (cues[k] as RegExp).test(folded))) continue;
    for (const re of cues.tasteAsk) {
      const m = new RegExp(re.source, `${re.flags.replace('d', '')}d`).exec(folded);
      const span = m?.indices?.groups?.['t'];
      if (span) {
        const taste = cleanTaste(s.slice(span[0], span[1]));
        if (taste) return taste;
      }
    }
  }
  return undefined;
}

const ASK_CUES: readonly (readonly [Ask, keyof IntentCues, boolean])[] = [
  // [ask, cue, needs a question or a request]; the user's name and memories: `memoryQuestion`.
  ['identity', 'askIdentity', false],
  ['age', 'askAge', false],
  ['job', 'askJob', false],
  ['hobbies', 'askHobbies', false],
  ['weekend', 'askWeekend', true],
  ['home', 'askHome', false],
  ['place', 'askPlace', true],
  ['food', 'askFood', true],
  ['music', 'askMusic', true],
  ['joke', 'askJoke', false],
  ['time', 'askTime', false],
  ['news', 'askNews', true],
  ['howAreYou', 'howAreYou', false],
];
/** Asks whose cue must be in the clause that asks (not anywhere in a message with a question). */
const CLAUSE_ONLY: ReadonlySet<Ask> = new Set(['news']);

/** A request to tell something ("tell me", „erzähl“, 说说, 教えて). */
const TELL =
  /\b(?:tell me|erzahl|parle-moi|raconte|cuentame|hablame|raccontami|parlami)\b|说说|讲讲|介绍|教えて|聞かせて|حدثني|احكي|كلمني/u;

/**
 * The questions about the avatar in `norm`, in the order asked, after those about what it
 * remembers of the user (`memoryQuestion`). A cue inside a question about the user ("do you
 * remember what I do in my free time?") does not ask about the avatar's own hobbies.
 */
function asksIn(
  text: string,
  norm: string,
  lang: LanguageCode,
  cues: IntentCues,
  isQuestion: boolean,
): { asks: Ask[]; recall?: MemoryKind[] } {
  const q = memoryQuestion(text, lang);
  const own = avatarAsksIn(q ? q.rest : text, q ? normalizeText(q.rest, lang) : norm, lang, cues, isQuestion);
  if (!q) return { asks: own };
  const recall = q.all ? [] : q.kinds.filter((k) => k !== 'name');
  const mine: Ask[] = [];
  if (q.kinds.includes('name') && !q.all) mine.push('userName');
  if (q.all || recall.length > 0) mine.push('memories');
  return { asks: [...mine, ...own], ...(mine.includes('memories') ? { recall } : {}) };
}

/** The questions about the avatar itself in `norm`, in the order asked. */
function avatarAsksIn(
  text: string,
  norm: string,
  lang: LanguageCode,
  cues: IntentCues,
  isQuestion: boolean,
): Ask[] {
  const asking = clauses(text)
    .filter((c) => c.asks || TELL.test(normalizeText(c.text, lang)))
    .map((c) => normalizeText(c.text, lang));
  const found: [Ask, number][] = [];
  for (const [ask, cue, strict] of ASK_CUES) {
    const re = cues[cue] as RegExp;
    const m = re.exec(norm);
    if (!m) continue;
    if (strict && (CLAUSE_ONLY.has(ask) || !isQuestion) && !asking.some((c) => re.test(c))) continue;
    found.push([ask, m.index]);
  }
  // « Quoi de neuf ? » asks for news, not how the avatar is.
  const news = found.find(([a]) => a === 'news');
  if (news) found.splice(0, found.length, ...found.filter(([a, at]) => a !== 'howAreYou' || at !== news[1]));
  let asks = found.sort((a, b) => a[1] - b[1]).map(([a]) => a);
  if (asks.some((a) => a === 'weekend' || a === 'food' || a === 'music'))
    asks = asks.filter((a) => a !== 'hobbies');
  return asks;
}

/**
 * Reads `message` in `language`: greeting, facts, news, feelings, praise, questions and tastes.
 * @example readMessage('Hello! I passed my exam!! I love jazz, do you?', 'en-US')
 * // { greeting: true, goodNews: true, news: 'exam', taste: 'jazz', … }
 */
export function readMessage(message: string, language: LanguageCode | string): Reading {
  const lang = toLanguageCode(language);
  const text = typeof message === 'string' ? message : '';
  const norm = normalizeText(text, lang).trim();
  const cues = PACKS[lang].cues;
  const ex = explainAppraisal(text, lang);
  const hit = (c: Category): boolean => ex.hits.some((h) => h.category === c && !h.negated);
  const size = sizeOf(norm);
  const empty: Reading = {
    appraisal: ex.appraisal,
    hostile: false,
    greeting: false,
    thanks: false,
    goodbye: false,
    compliment: false,
    sad: false,
    goodNews: false,
    facts: [],
    asks: [],
    isQuestion: false,
    size: 0,
  };
  if (!norm) return empty;
  const a = ex.appraisal;
  // Facts count even in a hostile message ("I'm Tom and you're an idiot" still tells the name).
  const facts = extractMemories(text, lang);
  if (hit('insult') || hit('threat') || a.threat >= 0.5)
    return { ...empty, hostile: true, facts, isQuestion: ex.isQuestion, size };

  const parts = clauses(text);
  const { asks, recall } = asksIn(text, norm, lang, cues, ex.isQuestion);
  const taste = tasteIn(text, lang, cues);
  const compliment =
    parts.some((c) => praiseIn(c, lang, cues)) ||
    (hasCjk(norm) && size <= 4 && (hit('affection') || hit('compliment')) && cues.you.test(norm));
  const opening = norm.replace(/^[^\p{L}\p{N}]+/u, '');
  const greeting =
    cues.greeting.test(opening) ||
    ex.hits.some((h) => h.category === 'greeting' && !h.negated && opening.startsWith(h.text));
  const goodbye = cues.goodbye.test(norm);
  const thanks = cues.thanks.test(norm) && (size <= 8 || !ex.isQuestion);

  let news: NewsKey | undefined;
  let othersNews: Reading['othersNews'];
  let newsClause: string | undefined;
  for (const c of parts) {
    const n = normalizeText(c.text, lang);
    // Someone else's news first: "my brother got a new job" is not the user's new job.
    const found = othersNewsIn(n, lang);
    // A partner's baby or wedding is the user's own news ("my wife is pregnant").
    const other = found?.shared ? undefined : found;
    const key = found?.shared ? found.key : other ? undefined : newsIn(n, lang);
    if (other || key) {
      const person =
        other &&
        facts.find(
          (f) =>
            f.kind === 'person' &&
            (f.key === `person:${other.relation}` || f.key.startsWith(`person:${other.relation}:`)),
        );
      othersNews = other && (person ? { ...other, name: person.value } : other);
      news = key;
      newsClause = c.text;
      break;
    }
  }
  const setback = parts.find((c) => setbackIn(normalizeText(c.text, lang), lang));
  const sad = !news && !othersNews && (!!setback || hit('sadness') || (hit('negative') && a.valence <= -0.2));
  const pleasant = (hit('positive') || hit('excitement')) && a.valence >= 0.3;
  const saysNews = saysGoodNews(norm, lang);
  // "ok", "lol", "that's awesome" answer the avatar; they are not the user's good news.
  const bare = norm
    .replace(/[^\p{L}\p{N}\s']+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // „¡Qué guay!“ starts like a question but is an exclamation.
  const exclaims = /[!！]\s*$/u.test(text) && !/[?？؟]/u.test(text);
  const nothingElse =
    (!ex.isQuestion || exclaims) &&
    facts.length === 0 &&
    !compliment &&
    asks.length === 0 &&
    !taste &&
    !thanks &&
    !goodbye &&
    !greeting &&
    !news &&
    !othersNews &&
    !sad &&
    !saysNews;
  const reaction = !nothingElse
    ? undefined
    : cues.okay.test(bare)
      ? 'okay'
      : size <= 5 && cues.reaction.test(bare)
        ? 'react'
        : undefined;
  // "Recommend me a good book" asks for something; it is no pleasant news.
  const generic =
    pleasant &&
    !reaction &&
    !ex.isQuestion &&
    !cues.request.test(norm) &&
    facts.length === 0 &&
    !compliment &&
    asks.length === 0 &&
    !taste &&
    !thanks &&
    !goodbye &&
    !(greeting && size <= 6);
  // "Any good news?" asks for news; it does not bring any.
  const goodNews = !sad && (!!news || !!othersNews || (saysNews && !asks.includes('news')) || generic);

  let topic: string | undefined;
  if (newsClause) topic = topicOf(newsClause, lang);
  else if (setback) topic = topicOf(setback.text, lang);
  else if (goodNews || sad) {
    const feeling = parts.find((c) => {
      const e = explainAppraisal(c.text, lang);
      return (
        !cues.greeting.test(normalizeText(c.text, lang)) &&
        e.hits.some((h) => !h.negated && h.category !== 'greeting')
      );
    });
    topic = topicOf(feeling?.text ?? text, lang);
  }
  return {
    appraisal: ex.appraisal,
    hostile: false,
    greeting,
    thanks,
    goodbye,
    compliment,
    sad,
    goodNews,
    facts,
    asks,
    ...(recall ? { recall } : {}),
    isQuestion: ex.isQuestion,
    size,
    ...(reaction ? { reaction } : {}),
    ...(goodNews && !news && !othersNews && !saysNews ? { pleasantOnly: true } : {}),
    ...(news ? { news } : {}),
    ...(othersNews ? { othersNews } : {}),
    ...(topic ? { topic } : {}),
    ...(taste ? { taste } : {}),
  };
}
