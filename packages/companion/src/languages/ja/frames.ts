/**
 * Japanese sentence frames of `describeMemory`: one short sentence per kind of fact, addressed
 * to the user. Values are inserted as the user said them.
 */
import type { Frames } from '../parts/frames.js';

export const frames: Frames = {
  second: {},
  and: 'と',
  name: (v) => `お名前は${v}さんですね。`,
  age: (v) => `${v}歳なんですね。`,
  diet: (v) => `${v}なんですね。`,
  dietNo: (v) => `${v}は食べないんですね。`,
  allergy: (v) => `${v}のアレルギーがあるんですね。`,
  like: (v) => `${v}が好きなんですね。`,
  dislike: (v) => `${v}が苦手なんですね。`,
  named: (n, v, _f, pet) =>
    pet ? `${n.a}の${v}ちゃんがいるんですね。` : `${n.your}は${v}さんというんですね。`,
  unnamed: (n, pet) => (pet ? `${n.a}を飼っているんですね。` : `${n.your}がいるんですね。`),
  home: (v) => `${v}に住んでいるんですね。`,
  origin: (v) => `${v}出身なんですね。`,
  job: (v) => `お仕事は${v}なんですね。`,
  birthday: (v) => `お誕生日は${v}ですね。`,
  event: (v) => `${v}があるんですね。`,
  trip: (v) => `${v}に行くんですね。`,
  plan: (v) => `「${v}」という目標があるんですね。`,
  fact: (v) => `「${v}」と話してくれましたね。`,
};
