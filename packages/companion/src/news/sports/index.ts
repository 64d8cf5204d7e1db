/**
 * Sports in the news: an interest that names a sport ("football", „Fußball“, كرة القدم, サッカー,
 * "watching football") also matches the leagues, competitions and clubs of it in the headlines of
 * any of the 8 languages (Bundesliga, Real Madrid, الهلال, 浦和レッズ).
 */
import { foldNewsText } from '../fold.js';
import { byLanguage } from '../../languages/index.js';
import { SPORTS, type SportId } from '../../languages/parts/sports.js';

export { SPORTS, type SportId, type SportLexicon, type SportWords } from '../../languages/parts/sports.js';

/** The sports lexicon of each language (`languages/<lang>/sports.ts`). */
export const SPORT_LEXICONS = byLanguage('sports');

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Leading articles a remembered like may keep ("le football", "el fútbol", "il calcio"). */
const ARTICLES = /^(?:the|le|la|les|l|el|los|las|il|lo|gli|i|der|die|das|den|dem) /u;

/** Every sport name of every language, folded, longest first, with its sport. */
const NAMES: readonly (readonly [name: string, sport: SportId])[] = Object.values(SPORT_LEXICONS)
  .flatMap((lexicon) =>
    SPORTS.flatMap((sport) =>
      (lexicon[sport]?.names ?? []).map((n) => [foldNewsText(n).trim(), sport] as const),
    ),
  )
  .filter(([name]) => name !== '')
  .sort((a, b) => b[0].length - a[0].length);

/** The headline words of each sport, all languages together, each once. */
const WORDS: ReadonlyMap<SportId, readonly string[]> = new Map(
  SPORTS.map((sport) => [
    sport,
    [...new Set(Object.values(SPORT_LEXICONS).flatMap((lexicon) => lexicon[sport]?.words ?? []))],
  ]),
);

/**
 * The sports an interest names: one of their names as whole words of it (Chinese and Japanese:
 * anywhere in it), a longer name first ("table tennis" is not also "tennis"); a leading article
 * is ignored ("le football").
 * @example sportsOf('watching football') // ['football']
 */
export function sportsOf(interest: string): SportId[] {
  const text = ` ${foldNewsText(interest).trim().replace(ARTICLES, '')} `;
  const taken: [number, number][] = [];
  const out: SportId[] = [];
  for (const [name, sport] of NAMES) {
    const cjk = CJK.test(name);
    const at = cjk ? text.indexOf(name) : text.indexOf(` ${name} `);
    if (at < 0) continue;
    const span: [number, number] = cjk ? [at, at + name.length] : [at + 1, at + 1 + name.length];
    if (taken.some(([a, b]) => span[0] < b && a < span[1])) continue;
    taken.push(span);
    if (!out.includes(sport)) out.push(sport);
  }
  return out;
}

/**
 * The headline words (leagues, competitions, clubs, in all languages) of the sports an interest
 * names; empty when it names none.
 * @example sportWords('Fußball') // ['Premier League', 'Champions League', …, 'Bundesliga', 'Bayern München', …]
 */
export function sportWords(interest: string): string[] {
  return sportsOf(interest).flatMap((s) => WORDS.get(s) ?? []);
}
