/**
 * Japanese words of `topicOf`: what never makes a topic, and how a quoted noun phrase starts.
 */
import type { TopicWords } from '../parts/topic.js';

const words = (s: string): ReadonlySet<string> => new Set(s.split('|'));

export const topic: TopicWords = {
  stop: words(
    '私|僕|俺|あなた|君|彼|彼女|今日|明日|昨日|今|最近|本当|本当に|一緒|自分|大丈夫|元気|何|誰|時間|気持ち|感じ|毎日',
  ),
  determiners: new Set(),
  demonstratives: {},
};
