/**
 * Arabic sentence frames of `describeMemory`: one short sentence per kind of fact, addressed
 * to the user. Values are inserted as the user said them. Verbs addressing the user agree with
 * the user's gender (تحبين / تحب, تسكنين / تسكن); with the gender unknown a sentence without
 * them is said (أنت من محبي …, بيتك في …). Pronoun suffixes (اسمك، عندك) and أنت, لست, قلت
 * read the same for both unvocalised.
 */
import type { Frames } from '../parts/frames.js';

export const frames: Frames = {
  second: {},
  and: ' و',
  name: (v) => `اسمك ${v}.`,
  age: (v) => `عمرك ${v} سنة.`,
  diet: (v) => `أنت ${v}.`,
  dietNo: (v, you) => (you ? `${you === 'female' ? 'لا تأكلين' : 'لا تأكل'} ${v}.` : `طعامك يخلو من ${v}.`),
  allergy: (v) => `عندك حساسية من ${v.replace(/^(?:من|ضد)\s+/u, '')}.`,
  like: (v, you) => (you ? `${you === 'female' ? 'تحبين' : 'تحب'} ${v}.` : `أنت من محبي ${v}.`),
  dislike: (v, you) => (you ? `${you === 'female' ? 'لا تحبين' : 'لا تحب'} ${v}.` : `لست من محبي ${v}.`),
  named: (n, v, female) => `${n.your} ${female ? 'اسمها' : 'اسمه'} ${v}.`,
  unnamed: (n) => `عندك ${n.a}.`,
  home: (v, you) => (you ? `${you === 'female' ? 'تسكنين' : 'تسكن'} في ${v}.` : `بيتك في ${v}.`),
  origin: (v) => `أنت من ${v}.`,
  job: (v) => `مهنتك ${v}.`,
  birthday: (v) => `عيد ميلادك ${v}.`,
  event: (v) => `عندك ${v}.`,
  trip: (v, you) =>
    you
      ? `${you === 'female' ? 'ستسافرين' : 'ستسافر'} ${v}.`
      : `من خططك السفر ${/^(?:إلى|الى)\s/u.test(v) ? '' : 'إلى '}${v}.`,
  plan: (v, you) => {
    // A first-person verb (أتعلم) becomes second person (تتعلم, to a woman تتعلمي): "you want to
    // learn…". A woman's form adds ي to the verb, unless it ends in a weak letter or a hamza.
    const m = you ? /^[أا](?!ل)(\p{L}{2,})(.*)$/u.exec(v) : null;
    if (!m) return `من خططك: «${v}».`;
    if (you === 'male') return `تريد أن ت${m[1]}${m[2]}.`;
    return /[اويىءأإؤئة]$/u.test(m[1]!) ? `من خططك: «${v}».` : `تريدين أن ت${m[1]}ي${m[2]}.`;
  },
  fact: (v) => `قلت لي: «${v}».`,
};
