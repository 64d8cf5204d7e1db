/**
 * Spanish sentence frames of `describeMemory`: one short sentence per kind of fact, addressed
 * to the user. Values are inserted as the user said them.
 */
import type { Frames } from '../parts/frames.js';

const esPlural = (v: string): boolean => /^(?:los|las|unos|unas)\s/i.test(v);

export const frames: Frames = {
  second: { mi: 'tu', mis: 'tus', me: 'te', conmigo: 'contigo' },
  and: ' y ',
  name: (v) => `Te llamas ${v}.`,
  age: (v) => `Tienes ${v} años.`,
  diet: (v) => `Eres ${v}.`,
  dietNo: (v) => `No comes ${v}.`,
  allergy: (v) => (/^(?:a|al)\s/i.test(v) ? `Tienes alergia ${v}.` : `Tienes alergia a ${v}.`),
  like: (v) => `Te ${esPlural(v) ? 'gustan' : 'gusta'} ${v}.`,
  dislike: (v) => `No te ${esPlural(v) ? 'gustan' : 'gusta'} ${v}.`,
  named: (n, v) => `${n.your} se llama ${v}.`,
  unnamed: (n) => `Tienes ${n.a}.`,
  home: (v) => `Vives en ${v}.`,
  origin: (v) => `Eres de ${v}.`,
  job: (v) => `Trabajas como ${v}.`,
  birthday: (v) => `Tu cumpleaños es ${v}.`,
  event: (v) => `Tienes ${v}.`,
  trip: (v) => (/^a\s/i.test(v) ? `Te vas ${v}.` : `Te vas a ${v}.`),
  plan: (v) => `Quieres ${v}.`,
  fact: (v) => `Me contaste: «${v}».`,
};
