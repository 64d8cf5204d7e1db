/**
 * How feelings colour a reply without being named in every one, and how replies avoid sounding
 * alike: recognising an explicit mood statement in earlier replies, the opening words of a
 * reply, and the small marks of tiredness or sadness ("Mm…", a trailing "…").
 */
import type { LanguageCode } from '../languages.js';
import { PACKS } from '../languages/index.js';
import type { UserGender } from '../languages/parts/frames.js';
import { MOOD_FEELINGS } from '../languages/parts/phrases.js';
import { fill } from './render.js';

const CJK = new Set<LanguageCode>(['zh-CN', 'ja-JP']);

/** Letters and digits only, lower case: punctuation and spacing changes do not matter. */
export function bare(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const statements = new Map<LanguageCode, readonly string[]>();

const USERS: readonly (UserGender | undefined)[] = ['female', 'male', undefined];

/** Every sentence of a language that names the avatar's own mood (every avatar and user gender), bare. */
function moodStatements(lang: LanguageCode): readonly string[] {
  let list = statements.get(lang);
  if (!list) {
    const bank = PACKS[lang].phrases;
    const templates = MOOD_FEELINGS.flatMap((f) => [
      ...bank.feel[f],
      ...bank.feelTied[f],
      ...(f === 'calm' ? [] : bank.howAreYou[f]),
    ]);
    const filled = [true, false].flatMap((female) =>
      USERS.flatMap((user) => templates.map((t) => fill(t, {}, { female, user }) ?? '')),
    );
    // Each sentence that says something ("… And you?" or "Honestly?" alone do not).
    const sentences = filled
      .flatMap((t) => t.split(/(?<=[.!?。！？؟])\s*/u))
      .filter((t) => !/[?？؟]$/u.test(t.trim()));
    const telling = (t: string): boolean =>
      CJK.has(lang) ? bare(t).length >= 5 : (t.match(/[\p{L}\p{N}'’]+/gu) ?? []).length >= 3;
    list = [...new Set(sentences.filter(telling).map(bare))];
    statements.set(lang, list);
  }
  return list;
}

/** True when `text` (an earlier reply) says how the avatar feels. */
export function hasMoodStatement(text: string, lang: LanguageCode): boolean {
  const b = bare(text);
  return b.length > 0 && moodStatements(lang).some((s) => b.includes(s));
}

/**
 * The opening of a reply, to tell replies that start alike: its first three words (Chinese and
 * Japanese: its first four characters), lower case, without punctuation.
 */
export function openingOf(text: string, lang: LanguageCode): string {
  if (CJK.has(lang)) return bare(text).slice(0, 4);
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}'’]+/gu) ?? []
  )
    .slice(0, 3)
    .join(' ');
}

/** The opening of each sentence of `text` (two words, or three CJK characters). */
export function sentenceOpenings(text: string, lang: LanguageCode): string[] {
  const parts = text.split(/(?<=[.!?。！？؟…])\s*/u).filter((p) => /\p{L}/u.test(p));
  return parts.map((p) =>
    CJK.has(lang)
      ? bare(p).slice(0, 3)
      : (p.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? []).slice(0, 2).join(' '),
  );
}

/** Ends the last sentence of `text` trailing off ("…") instead of with a full stop. */
export function trailOff(text: string, lang: LanguageCode): string {
  if (CJK.has(lang)) return text.replace(/。$/u, '……');
  return text.replace(/\s*\.$/u, lang === 'de-DE' ? ' …' : '…');
}

/** True when `text` already starts with an interjection (no extra sound is put before it). */
export function startsWithSound(text: string): boolean {
  return /^(?:[¡¿]?(?:oh|ohh|aww|ah|ach|ay|wow|waouh|guau|ooh|hm+|mm+|mhm|mmh|ha|haha|eh|euh|heu|uh|um|äh|ähm|uff|uf|pff|ehi|hey)\b|…|うーん|ふぁ|んー|はあ|うん|ああ|えっと|あの|ええと|わあ|あ、|嗯|唔|呼|唉|哎|呃|哇|امم|همم|آه|أوه|أمم|إممم)/iu.test(
    text.trim(),
  );
}
