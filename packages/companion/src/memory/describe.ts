/**
 * A remembered fact as one short sentence addressed to the user ("Your sister is called Anna."),
 * in any UI language.
 */
import { toLanguageCode, type LanguageCode } from '../languages.js';
import { FRAMES } from './frames.js';
import { isFemaleNoun, nounForms } from './nouns.js';
import { PATTERNS } from './patterns/index.js';
import { fold } from './text.js';
import type { MemoryCandidate } from './types.js';

/** First-person words of a value turned to the second person ("my exam" → "your exam"). */
const SECOND: Partial<Record<LanguageCode, Readonly<Record<string, string>>>> = {
  'en-US': { my: 'your', me: 'you', mine: 'yours', myself: 'yourself' },
  'de-DE': {
    mein: 'dein',
    meine: 'deine',
    meinen: 'deinen',
    meinem: 'deinem',
    meiner: 'deiner',
    meines: 'deines',
    mich: 'dich',
    mir: 'dir',
  },
  'fr-FR': { mon: 'ton', ma: 'ta', mes: 'tes', me: 'te', moi: 'toi' },
  'es-ES': { mi: 'tu', mis: 'tus', me: 'te', conmigo: 'contigo' },
  'it-IT': { mio: 'tuo', mia: 'tua', miei: 'tuoi', mie: 'tue', me: 'te', mi: 'ti' },
};

/** The value with first-person words turned to the second person (Latin languages and Chinese). */
export function toSecondPerson(value: string, lang: LanguageCode): string {
  if (lang === 'zh-CN') return value.replace(/我/g, '你');
  const map = SECOND[lang];
  if (!map) return value;
  return value
    .replace(/\b([\p{L}]+)\b/gu, (w) => {
      const to = map[w.toLowerCase()];
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
    for (const p of Object.values(PATTERNS))
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
  const and = FRAMES[toLanguageCode(language)].and;
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
 * "Your sister is called Anna."). A value said in another language is inserted as said.
 * @example describeMemory({ kind: 'pet', key: 'pet:dog:rex', value: 'Rex' }, 'de-DE') // 'Dein Hund heißt Rex.'
 */
export function describeMemory(
  fact: Pick<MemoryCandidate, 'kind' | 'key' | 'value'>,
  language: LanguageCode | string,
): string {
  const lang = toLanguageCode(language);
  const f = FRAMES[lang];
  const raw = String(fact.value ?? '')
    .trim()
    .replace(/[.!?。！？؟]+$/u, '');
  const v = toSecondPerson(raw, lang);
  const [, detail = '', third] = String(fact.key ?? '').split(':');
  let text: string;
  switch (fact.kind) {
    case 'name':
      text = f.name(raw);
      break;
    case 'age':
      text = f.age(raw);
      break;
    case 'diet':
      text = detail === 'no' ? f.dietNo(v) : detail === 'allergy' ? f.allergy(v) : f.diet(raw);
      break;
    case 'like':
      text = f.like(v);
      break;
    case 'dislike':
      text = f.dislike(v);
      break;
    case 'person':
    case 'pet': {
      const forms = nounForms(fact.kind, detail, lang);
      if (!forms) text = f.fact(v);
      else if (third === undefined && isBareNoun(raw)) text = f.unnamed(forms, fact.kind === 'pet');
      else text = f.named(forms, raw, isFemaleNoun(fact.kind, detail), fact.kind === 'pet');
      break;
    }
    case 'place':
      text = detail === 'origin' ? f.origin(raw) : f.home(raw);
      break;
    case 'job':
      text = f.job(v);
      break;
    case 'event':
      text = detail === 'birthday' ? f.birthday(v) : f.event(v);
      break;
    case 'plan':
      text = detail === 'trip' ? f.trip(v) : f.plan(v);
      break;
    default:
      text = f.fact(v);
  }
  return upperFirst(text);
}
