/**
 * Arabic words of `topicOf`: what never makes a topic, and how a quoted noun phrase starts.
 */
import type { TopicWords } from '../parts/topic.js';

const words = (s: string): ReadonlySet<string> => new Set(s.split('|'));

export const topic: TopicWords = {
  stop: words(
    'انا|انت|انتي|هو|هي|نحن|هم|في|من|الى|الي|علي|على|عن|مع|و|او|لكن|بس|ان|اني|انه|هذا|هذه|ذلك|التي|الذي|اللي|ما|لا|لم|لن|هل|كيف|ماذا|ليش|وش|ايش|شو|كان|يكون|عندي|عندك|اليوم|بكره|امس|الحين|الان|هنا|هناك|كثير|شوي|جدا|مره|والله|يعني|شي|كل|بعض|اكثر|مرحبا|هلا|شكرا|حبيبي|طيب|زين|اوكي',
  ),
  determiners: new Set(),
  demonstratives: {},
};
