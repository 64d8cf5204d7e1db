/**
 * The user's topic: a short fragment of the message a reply can refer back to ("your brother",
 * "the movie", „Urlaub“, 工作, 仕事).
 */
import { explainAppraisal } from '../appraisal/appraise.js';
import type { LanguageCode } from '../languages.js';
import { PACKS } from '../languages/index.js';
import { toSecondPerson } from '../memory/describe.js';
import { fold } from '../memory/text.js';

const CJK_RUN = /[\p{Script=Han}\p{Script=Katakana}ー]{2,8}/gu;
const ZH_SPLIT =
  /[我你他她它们的了是在有和跟也都就不没很太吗呢吧啊呀这那个些么要会想去来说看做得着过给对把被让从到还又再才只]+/u;
const ZH_TIME = /^(?:今天|明天|昨天|现在|最近|后天|前天|今年|明年|去年|晚上|早上|上午|下午|周末)+/u;

function cjkTopic(text: string, lang: LanguageCode, feelings: readonly string[]): string | undefined {
  const stop = PACKS[lang].topic.stop;
  // A run sharing a character with a feeling word is part of it (有点难过 → not 点难).
  const feelingChars = new Set(feelings.filter((f) => f.length >= 2).flatMap((f) => [...f]));
  const runs =
    lang === 'zh-CN'
      ? text.split(/[^\p{Script=Han}]+/u).flatMap((r) => r.split(ZH_SPLIT))
      : [...text.matchAll(CJK_RUN)].map((m) => m[0]);
  const cands = runs
    .map((r) => (lang === 'zh-CN' ? r.replace(ZH_TIME, '') : r))
    .filter(
      (r) => r.length >= 2 && r.length <= 8 && !stop.has(r) && ![...r].some((c) => feelingChars.has(c)),
    );
  return cands.sort((a, b) => b.length - a.length)[0];
}

function nounPhrase(det: string, noun: string, lang: LanguageCode): string {
  let d = det.toLowerCase();
  const demos = PACKS[lang].topic.demonstratives;
  const demo = Object.hasOwn(demos, d) ? demos[d] : undefined;
  if (demo) d = lang === 'fr-FR' && demo === 'ce' && /^[aeiouhéèê]/i.test(noun) ? 'cet' : demo;
  return toSecondPerson(`${d} ${noun}`, lang);
}

/**
 * A short fragment of `text` to refer back to, or undefined when nothing stands out. Latin
 * languages prefer a determiner + noun ("my brother" → "your brother", "a movie" → "that
 * movie"), German a capitalised noun, otherwise the longest content word; Chinese and Japanese
 * a run of kanji/katakana. Words that carry the message's feeling (`sad`, `idiot`, `passed`)
 * are not topics.
 */
export function topicOf(text: string, lang: LanguageCode): string | undefined {
  const t = (text ?? '').normalize('NFKC').trim();
  if (!t) return undefined;
  const feelings = explainAppraisal(t, lang).hits.map((h) => fold(h.text));
  const topic = findTopic(t, lang, feelings);
  return topic && !feelings.some((f) => f && (fold(topic).includes(f) || f.includes(fold(topic))))
    ? topic
    : undefined;
}

function findTopic(t: string, lang: LanguageCode, feelings: readonly string[]): string | undefined {
  if (lang === 'zh-CN' || lang === 'ja-JP') return cjkTopic(t, lang, feelings);
  const { stop, determiners: det } = PACKS[lang].topic;
  const tokens = [...t.matchAll(/[\p{L}\p{M}][\p{L}\p{M}'’-]*/gu)].map((m) => m[0].replace(/’/g, "'"));
  const content = (w: string): boolean => !stop.has(fold(w)) && fold(w).length >= (lang === 'ar-SA' ? 3 : 4);
  for (let i = 0; i + 1 < tokens.length; i++) {
    const w = tokens[i + 1]!;
    if (det.has(fold(tokens[i]!)) && content(w) && !/^\p{Lu}/u.test(w))
      return nounPhrase(tokens[i]!, w, lang);
  }
  if (lang === 'de-DE') return tokens.slice(1).find((w) => /^\p{Lu}\p{Ll}/u.test(w) && content(w));
  const best = tokens.filter(content).sort((a, b) => b.length - a.length)[0];
  if (!best || best.length > 24) return undefined;
  return lang === 'ar-SA' ? best : best.toLowerCase();
}
