/**
 * The avatars' home cities as one language names them, with its phrase "in <city>" (French "au
 * Caire", Italian "al Cairo"…): the shape of `languages/<lang>/places.ts`, read by `cityIn`.
 */

/** One language's city names: per city (as the avatar data spell it) its name and locative. */
export interface Places {
  readonly cities: Readonly<Record<string, readonly [name: string, locative: string]>>;
  /** "in <city>" for a city without a row (Japanese: the name alone, the templates add the particle). */
  readonly locative: (city: string) => string;
}
