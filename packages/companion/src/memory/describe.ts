/**
 * A remembered fact as one short sentence addressed to the user ("Your sister is called Anna."),
 * in any UI language.
 */
import { toLanguageCode, type LanguageCode } from '../languages.js';
import { PACKS } from '../languages/index.js';
import type { UserGender } from '../languages/parts/frames.js';
import { hasCjk } from '../text/index.js';
import { isFemaleNoun, nounForms } from './nouns.js';
import { fold } from './text.js';
import type { MemoryCandidate } from './types.js';

/**
 * The value with first-person words turned to the second person ("my exam" → "your exam"): the
 * language's `second` words (whole words; Chinese: characters, 我 → 你). French elisions follow
 * (m' → t').
 */
export function toSecondPerson(value: string, lang: LanguageCode): string {
  const map = PACKS[lang].frames.second;
  const words = Object.keys(map);
  if (words.length === 0) return value;
  if (words.every(hasCjk)) return words.reduce((v, w) => v.replaceAll(w, map[w]!), value);
  return value
    .replace(/\b([\p{L}]+)\b/gu, (w) => {
      const key = w.toLowerCase();
      const to = Object.hasOwn(map, key) ? map[key] : undefined;
      if (!to) return w;
      return w[0] === w[0]!.toUpperCase() ? to[0]!.toUpperCase() + to.slice(1) : to;
    })
    .replace(/\bm'(?=\p{L})/giu, (m) => (m[0] === 'M' ? "T'" : "t'"));
}

const NUMBERS =
  /^(?:a|an|one|two|three|ein|eine|einen|zwei|drei|un|une|deux|trois|uno|una|dos|tres|due|tre|un'|一|一个|一只|一条|两个|两只|اثنين|ثلاث)\s*/iu;
let nounWords: Set<string> | undefined;

/** True when a person or pet value is just the relation or species word ("sister", "a dog"). */
function isBareNoun(value: string): boolean {
  if (!nounWords) {
    nounWords = new Set<string>();
    for (const { memory: p } of Object.values(PACKS))
      for (const w of [...Object.keys(p.relations), ...Object.keys(p.species)]) nounWords.add(fold(w));
  }
  return nounWords.has(fold(value).replace(NUMBERS, '').trim());
}

/** Kinds whose facts a list says together: "you like rock climbing and the cello". */
const JOINED = new Set(['like', 'dislike']);

/**
 * Facts for a list, with the likes (and the dislikes) joined into one fact each, in the order of
 * their first fact: [like jazz, name, like chess] → [like "jazz and chess", name].
 */
export function joinLikes<F extends Pick<MemoryCandidate, 'kind' | 'key' | 'value'>>(
  facts: readonly F[],
  language: LanguageCode | string,
): F[] {
  const and = PACKS[toLanguageCode(language)].frames.and;
  const out: F[] = [];
  for (const f of facts) {
    const same = JOINED.has(f.kind) ? out.findIndex((o) => o.kind === f.kind) : -1;
    if (same < 0) out.push(f);
    else out[same] = { ...out[same]!, value: `${out[same]!.value}${and}${f.value.trim()}` };
  }
  return out;
}

const upperFirst = (s: string): string => s.replace(/^\p{Ll}/u, (c) => c.toUpperCase());

/**
 * The fact as one short sentence addressed to the user, in `language`
 * (`name` → "Your name is Zoltan.", `like:jazz` → "You like jazz.", `person:sister:anna` →
 * "Your sister is called Anna."). A value said in another language is inserted as said. Where
 * the language's verbs agree with the person addressed (Arabic), the sentence is in `userGender`
 * (تحبين / تحب), or in neutral words when it is unknown (أنت من محبي …).
 * @example describeMemory({ kind: 'pet', key: 'pet:dog:rex', value: 'Rex' }, 'de-DE') // 'Dein Hund heißt Rex.'
 * @example describeMemory({ kind: 'like', key: 'like:الرسم', value: 'الرسم' }, 'ar-SA', 'female') // 'تحبين الرسم.'
 */
export function describeMemory(
  fact: Pick<MemoryCandidate, 'kind' | 'key' | 'value'>,
  language: LanguageCode | string,
  userGender?: UserGender,
): string {
  const lang = toLanguageCode(language);
  const you = userGender === 'female' || userGender === 'male' ? userGender : undefined;
  const f = PACKS[lang].frames;
  const raw = String(fact.value ?? '')
    .trim()
    .replace(/[.!?。！？؟]+$/u, '');
  const v = toSecondPerson(raw, lang);
  const [, detail = '', third] = String(fact.key ?? '').split(':');
  let text: string;
  switch (fact.kind) {
    case 'name':
      text = f.name(raw, you);
      break;
    case 'age':
      text = f.age(raw, you);
      break;
    case 'diet':
      text = detail === 'no' ? f.dietNo(v, you) : detail === 'allergy' ? f.allergy(v, you) : f.diet(raw, you);
      break;
    case 'like':
      text = f.like(v, you);
      break;
    case 'dislike':
      text = f.dislike(v, you);
      break;
    case 'person':
    case 'pet': {
      const forms = nounForms(fact.kind, detail, lang);
      if (!forms) text = f.fact(v, you);
      else if (third === undefined && isBareNoun(raw)) text = f.unnamed(forms, fact.kind === 'pet');
      else text = f.named(forms, raw, isFemaleNoun(fact.kind, detail), fact.kind === 'pet');
      break;
    }
    case 'place':
      text = detail === 'origin' ? f.origin(raw, you) : f.home(raw, you);
      break;
    case 'job':
      text = f.job(v, you);
      break;
    case 'event':
      text = detail === 'birthday' ? f.birthday(v, you) : f.event(v, you);
      break;
    case 'plan':
      text = detail === 'trip' ? f.trip(v, you) : f.plan(v, you);
      break;
    default:
      text = f.fact(v, you);
  }
  return upperFirst(text);
}
