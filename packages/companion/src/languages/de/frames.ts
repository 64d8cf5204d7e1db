/**
 * German sentence frames of `describeMemory`: one short sentence per kind of fact, addressed
 * to the user. Values are inserted as the user said them.
 */
import type { Frames } from '../parts/frames.js';

export const frames: Frames = {
  second: {
    mein: 'dein',
    meine: 'deine',
    meinen: 'deinen',
    meinem: 'deinem',
    meiner: 'deiner',
    meines: 'deines',
    mich: 'dich',
    mir: 'dir',
  },
  and: ' und ',
  name: (v) => `Du heißt ${v}.`,
  age: (v) => `Du bist ${v}.`,
  diet: (v) => `Du bist ${v}.`,
  dietNo: (v) => (/^kein/i.test(v) ? `Du isst ${v}.` : `Du isst kein ${v}.`),
  allergy: (v) =>
    /^(?:gegen|auf)\s/i.test(v) ? `Du bist allergisch ${v}.` : `Du bist allergisch gegen ${v}.`,
  like: (v) => `Du magst ${v}.`,
  dislike: (v) => `Du magst ${v} nicht.`,
  named: (n, v) => `${n.your} heißt ${v}.`,
  unnamed: (n) => `Du hast ${n.a}.`,
  home: (v) => `Du wohnst in ${v}.`,
  origin: (v) => `Du kommst aus ${v}.`,
  job: (v) => `Du arbeitest als ${v}.`,
  birthday: (v) => `Dein Geburtstag ist ${v}.`,
  event: (v) => `Du hast ${v}.`,
  trip: (v) => (/(?:^|\s)nach\s/i.test(v) ? `Du reist ${v}.` : `Du reist nach ${v}.`),
  plan: (v) => `Du willst ${v}.`,
  fact: (v) => `Du hast mir erzählt: „${v}“.`,
};
