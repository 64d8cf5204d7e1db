/**
 * Chinese sentence frames of `describeMemory`: one short sentence per kind of fact, addressed
 * to the user. Values are inserted as the user said them.
 */
import type { Frames } from '../parts/frames.js';

export const frames: Frames = {
  second: { 我: '你' },
  and: '和',
  name: (v) => `你叫${v}。`,
  age: (v) => `你${v}岁。`,
  diet: (v) => (/^(?:吃|不)/.test(v) ? `你${v}。` : `你是${v}。`),
  dietNo: (v) => `你不吃${v}。`,
  allergy: (v) => `你对${v}过敏。`,
  like: (v) => `你喜欢${v}。`,
  dislike: (v) => `你不喜欢${v}。`,
  named: (n, v) => `${n.your}叫${v}。`,
  unnamed: (n, pet) => (pet ? `你养了${n.a}。` : `你有${n.a}。`),
  home: (v) => `你住在${v}。`,
  origin: (v) => `你来自${v}。`,
  job: (v) => `你的工作是${v}。`,
  birthday: (v) => `你的生日是${v}。`,
  event: (v) => `你${v}。`,
  trip: (v) => (/去/.test(v) ? `你${v}。` : `你要去${v}。`),
  plan: (v) => `你想${v}。`,
  fact: (v) => `你跟我说过：“${v}”。`,
};
