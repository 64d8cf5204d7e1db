/**
 * The avatars' home cities in each UI language, with the phrase "in <city>" (French "au Caire",
 * Italian "al Cairo"…), from the language packs (`languages/<lang>/places.ts`). Unknown cities
 * keep their name and the language's usual preposition.
 */
import type { LanguageCode } from '../languages.js';
import { PACKS } from '../languages/index.js';

/**
 * The city's name and "in <city>" phrase in `lang` (Japanese: the name alone, the templates add
 * the particle).
 */
export function cityIn(
  city: string,
  lang: LanguageCode,
): { readonly name: string; readonly locative: string } {
  const places = PACKS[lang].places;
  const row = Object.hasOwn(places.cities, city) ? places.cities[city] : undefined;
  return row ? { name: row[0], locative: row[1] } : { name: city, locative: places.locative(city) };
}
