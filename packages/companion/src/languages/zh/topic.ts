/**
 * Chinese words of `topicOf`: what never makes a topic, and how a quoted noun phrase starts.
 */
import type { TopicWords } from '../parts/topic.js';

const words = (s: string): ReadonlySet<string> => new Set(s.split('|'));

export const topic: TopicWords = {
  stop: words(
    '我|你|他|她|它|们|的|了|是|在|有|和|跟|也|都|就|不|没|很|太|吗|呢|吧|啊|呀|这|那|个|些|么|什么|怎么|为什么|今天|明天|昨天|现在|最近|一下|一点|一些|一个|感觉|觉得|知道|喜欢|想要|可以|还是|但是|因为|所以|真的|非常|特别',
  ),
  determiners: new Set(),
  demonstratives: {},
};
