/**
 * English sentence frames of `describeMemory`: one short sentence per kind of fact, addressed
 * to the user. Values are inserted as the user said them.
 */
import type { Frames } from '../parts/frames.js';

const vowel = (v: string): boolean => /^[aeiouàâéèêëîïôöùûüœh]/i.test(v);

export const frames: Frames = {
  second: { my: 'your', me: 'you', mine: 'yours', myself: 'yourself' },
  and: ' and ',
  name: (v) => `Your name is ${v}.`,
  age: (v) => `You're ${v}.`,
  diet: (v) => `You're ${v}.`,
  dietNo: (v) => `You don't eat ${v}.`,
  allergy: (v) => `You're allergic to ${v.replace(/^to\s+/i, '')}.`,
  like: (v) => `You like ${v}.`,
  dislike: (v) => `You don't like ${v}.`,
  named: (n, v) => `${n.your} is called ${v}.`,
  unnamed: (n) => `You have ${n.a}.`,
  home: (v) => `You live in ${v}.`,
  origin: (v) => `You're from ${v}.`,
  job: (v) =>
    /^(?:a|an)\s/i.test(v)
      ? `You work as ${v}.`
      : `You work as ${vowel(v) && !/^(?:uni|use|eu)/i.test(v) ? 'an' : 'a'} ${v}.`,
  birthday: (v) => `Your birthday is ${v}.`,
  event: (v) => `You have ${v}.`,
  trip: (v) => `You're going to ${v.replace(/^to\s+/i, '')}.`,
  plan: (v) => `You want to ${v.replace(/^to\s+/i, '')}.`,
  fact: (v) => `You told me: “${v}”.`,
};
