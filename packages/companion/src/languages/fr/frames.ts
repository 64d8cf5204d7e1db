/**
 * French sentence frames of `describeMemory`: one short sentence per kind of fact, addressed
 * to the user. Values are inserted as the user said them.
 */
import type { Frames } from '../parts/frames.js';

const vowel = (v: string): boolean => /^[aeiouàâéèêëîïôöùûüœh]/i.test(v);
const NB = '\u00A0';

export const frames: Frames = {
  second: { mon: 'ton', ma: 'ta', mes: 'tes', me: 'te', moi: 'toi' },
  and: ' et ',
  name: (v) => `Tu t'appelles ${v}.`,
  age: (v) => `Tu as ${v}${NB}ans.`,
  diet: (v) => `Tu es ${v}.`,
  dietNo: (v) =>
    /^(?:de|d')\s?/i.test(v)
      ? `Tu ne manges pas ${v}.`
      : vowel(v)
        ? `Tu ne manges pas d'${v}.`
        : `Tu ne manges pas de ${v}.`,
  allergy: (v) => (/^(?:à|a|au|aux)\s/i.test(v) ? `Tu es allergique ${v}.` : `Tu es allergique à ${v}.`),
  like: (v) => `Tu aimes ${v}.`,
  dislike: (v) => `Tu n'aimes pas ${v}.`,
  named: (n, v) => `${n.your} s'appelle ${v}.`,
  unnamed: (n) => `Tu as ${n.a}.`,
  home: (v) => (/^(?:en|au|aux|dans)\s/i.test(v) ? `Tu habites ${v}.` : `Tu habites à ${v}.`),
  origin: (v) =>
    /^(?:du|des)\s/i.test(v) ? `Tu viens ${v}.` : vowel(v) ? `Tu viens d'${v}.` : `Tu viens de ${v}.`,
  job: (v) => `Tu travailles comme ${v}.`,
  birthday: (v) => `Ton anniversaire est ${v}.`,
  event: (v) => `Tu as ${v}.`,
  trip: (v) => (/^(?:à|a|au|aux|en)\s/i.test(v) ? `Tu vas ${v}.` : `Tu vas à ${v}.`),
  plan: (v) => `Tu veux ${v}.`,
  fact: (v) => `Tu m'as dit${NB}: «${NB}${v}${NB}».`,
};
