/**
 * Italian sentence frames of `describeMemory`: one short sentence per kind of fact, addressed
 * to the user. Values are inserted as the user said them.
 */
import type { Frames } from '../parts/frames.js';

const itPlural = (v: string): boolean => /^(?:i|gli|le)\s/i.test(v);

export const frames: Frames = {
  second: { mio: 'tuo', mia: 'tua', miei: 'tuoi', mie: 'tue', me: 'te', mi: 'ti' },
  and: ' e ',
  name: (v) => `Ti chiami ${v}.`,
  age: (v) => `Hai ${v} anni.`,
  diet: (v) => `Sei ${v}.`,
  dietNo: (v) => `Non mangi ${v}.`,
  allergy: (v) =>
    /^(?:a|al|alla|allo|all'|ai|agli|alle)\s?/i.test(v) ? `Hai un'allergia ${v}.` : `Hai un'allergia a ${v}.`,
  like: (v) => `Ti ${itPlural(v) ? 'piacciono' : 'piace'} ${v}.`,
  dislike: (v) => `Non ti ${itPlural(v) ? 'piacciono' : 'piace'} ${v}.`,
  named: (n, v) => `${n.your} si chiama ${v}.`,
  unnamed: (n) => `Hai ${n.a}.`,
  home: (v) => (/^in\s/i.test(v) ? `Vivi ${v}.` : `Vivi a ${v}.`),
  origin: (v) => `Sei di ${v}.`,
  job: (v) => `Lavori come ${v}.`,
  birthday: (v) => `Il tuo compleanno è ${v}.`,
  event: (v) => `Hai ${v}.`,
  trip: (v) => (/^(?:a|in)\s/i.test(v) ? `Vai ${v}.` : `Vai a ${v}.`),
  plan: (v) => `Vuoi ${v}.`,
  fact: (v) => `Mi hai detto: «${v}».`,
};
