/**
 * The one reading of a picture prompt, in the 8 UI languages: whether it asks the avatar to draw,
 * what it shows without the request around it (for the avatar's words), and its folded text and
 * units (for the offline drawer of the server). `pictureRequest`, `pictureSubject` and the server's
 * image matcher all read prompts through `readPicturePrompt`, so the request words are stripped in
 * one place.
 */
import { LANGUAGES, type LanguageCode } from '../../languages.js';
import { toSecondPerson } from '../../memory/describe.js';
import { foldText, hasCjk, scriptLanguage, toUnits, type TextUnit } from '../../text/index.js';
import { topicOf } from '../topic.js';
import { REQUEST } from './request.js';
import { STRIP } from './strip.js';

/** Longest prompt read; the rest is ignored (a 2,000-character prompt is read whole). */
export const MAX_PICTURE_PROMPT_CHARS = 4000;

/** A prompt as read by `readPicturePrompt`. */
export interface PicturePrompt {
  /** The language whose rules read it: the one asked for, else the one it asks to draw in. */
  readonly lang: LanguageCode;
  /**
   * The prompt: NFC, single spaces, trimmed; a request addressed by name ("Emma, draw …") without
   * the name when it asks as well without it.
   */
  readonly prompt: string;
  /** The prompt asks to draw, paint or make a picture ("Can you draw me …", 画一只…, ارسم لي …). */
  readonly asked: boolean;
  /** What the picture shows, as written: the prompt without the request, politeness and quotes. */
  readonly core: string;
  /**
   * `core` as the avatar says it: in the second person ("my cat" → "your cat"), shortened to fit
   * in a sentence; undefined when the prompt says nothing.
   */
  readonly subject: string | undefined;
  /** The whole prompt folded (`foldText`, first 4,000 characters): the offline drawer's seed. */
  readonly folded: string;
  /** The units (words, CJK characters, emoji) of `folded`. */
  readonly units: readonly TextUnit[];
  /** The units of what to draw: of `core` when the prompt asks to draw, else `units`. */
  readonly drawn: readonly TextUnit[];
}

/** A vocative before a request ("Emma, draw …"): one or two words and a comma. */
const VOCATIVE = /^[\p{L}'-]+(?: [\p{L}'-]+)?,\s*/u;
const QUOTES = /^["'“”„«»「」]+|["'“”„«»「」]+$/gu;
const EDGE_PUNCTUATION = /^[\s,.:;!?¿¡、。，：]+|[\s,.:;!?¿¡、。，：]+$/gu;
/** Longest subject kept whole (characters): Latin and Arabic, Chinese and Japanese. */
const MAX_SPACED = 60;
const MAX_CJK = 24;

/** True when `text` (one sentence) asks to draw under the rules of `lang`. */
function asksIn(text: string, lang: LanguageCode): boolean {
  const bare = text.replace(/[\s.!?。！？؟]+$/u, '');
  return REQUEST[lang].some((re) => re.test(bare));
}

/** The language of a prompt read without one: the first that reads a request, else its script's. */
function languageOf(text: string): LanguageCode {
  const script = scriptLanguage(text);
  const order = script ? [script, ...LANGUAGES.filter((l) => l !== script)] : LANGUAGES;
  return order.find((l) => asksIn(text, l)) ?? script ?? 'en-US';
}

/** The prompt without the request around it, before the small rewrites of `fix`. */
function stripRequest(prompt: string, lang: LanguageCode): string {
  const rules = STRIP[lang];
  let t = prompt.replace(QUOTES, '').trim();
  for (let round = 0; round < 6; round++) {
    const before = t;
    for (const re of rules.lead) t = t.replace(re, '').trim();
    for (const re of rules.trail) t = t.replace(re, '').trim();
    if (t === before) break;
  }
  return t;
}

/** Cuts a long subject: at the first comma when that leaves enough, else at a word, with "…". */
function shorten(text: string): string {
  const chars = [...text];
  const cjk = hasCjk(text) && !/\s/.test(text.trim());
  const max = cjk ? MAX_CJK : MAX_SPACED;
  if (chars.length <= max) return text;
  const comma = text.search(/[,;:(，；：、（،]/u);
  if (comma >= (cjk ? 4 : 12) && comma <= max) return text.slice(0, comma).trim();
  if (cjk) return `${chars.slice(0, max).join('')}…`;
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/u, '')}…`;
}

/** The subject in the second person ("my cat" → "your cat", 我的猫 → 你的猫, 私の猫 → あなたの猫). */
function secondPerson(text: string, lang: LanguageCode): string {
  if (lang === 'ja-JP') return text.replace(/(?:私|僕|俺|わたし)の/gu, 'あなたの');
  return toSecondPerson(text, lang);
}

/** What the avatar says the picture shows, from the stripped prompt. */
function subjectOf(stripped: string, prompt: string, lang: LanguageCode): string | undefined {
  if (!/[\p{L}\p{N}]/u.test(prompt)) return undefined;
  let t = stripped;
  for (const [re, to] of STRIP[lang].fix ?? []) t = t.replace(re, to);
  t = t.replace(EDGE_PUNCTUATION, '').trim();
  if (!/[\p{L}\p{N}]/u.test(t)) t = topicOf(prompt, lang) ?? '';
  return t ? shorten(secondPerson(t, lang)) : undefined;
}

/**
 * Reads a picture prompt (a `#gi:` prompt, or the sentence of a chat message that asks for a
 * picture) under the rules of `lang`; without `lang`, under those of the first language that reads
 * it as a request, else of its script. Pure and total: any text gives a reading.
 * @example readPicturePrompt('Emma, can you draw me a red cat, please?', 'en-US')
 * // { prompt: 'can you draw me a red cat, please?', asked: true, core: 'a red cat', subject: 'a red cat', … }
 */
export function readPicturePrompt(text: string, lang?: LanguageCode): PicturePrompt {
  const input = (typeof text === 'string' ? text : '').slice(0, MAX_PICTURE_PROMPT_CHARS);
  const plain = input.normalize('NFC').replace(/\s+/g, ' ').trim();
  const language = lang ?? languageOf(plain);
  const asked = asksIn(plain, language);
  const unnamed = asked ? plain.replace(VOCATIVE, '') : plain;
  const prompt = unnamed !== plain && asksIn(unnamed, language) ? unnamed : plain;
  const stripped = stripRequest(prompt, language);
  const core = stripped.replace(EDGE_PUNCTUATION, '').trim();
  const folded = foldText(input);
  const units = toUnits(folded);
  return {
    lang: language,
    prompt,
    asked,
    core,
    subject: subjectOf(stripped, prompt, language),
    folded,
    units,
    drawn: asked && core ? toUnits(foldText(core)) : units,
  };
}
