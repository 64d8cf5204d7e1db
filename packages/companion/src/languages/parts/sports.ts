/**
 * Sports and the words headlines about them use, per language: how a user names a sport (a
 * remembered like: "football", „Fußball“, كرة القدم, サッカー) and the leagues, competitions and
 * well-known clubs of it (Bundesliga, Real Madrid, الهلال, 浦和レッズ). See `sportWords`.
 */

/** The sports known to the news matcher. */
export const SPORTS = [
  'football',
  'americanFootball',
  'basketball',
  'tennis',
  'tableTennis',
  'baseball',
  'iceHockey',
  'motorsport',
  'cycling',
  'rugby',
  'cricket',
  'sumo',
] as const;
export type SportId = (typeof SPORTS)[number];

/** One sport in one language. */
export interface SportWords {
  /** How a user names the sport, lower case ("football", "soccer"): an interest holding one means the sport. */
  readonly names: readonly string[];
  /**
   * Leagues, competitions and clubs that a headline about the sport names, as headlines write them.
   * Only words that are rarely anything else: "Real Madrid", not "Madrid"; "Serie A", not "Roma".
   */
  readonly words: readonly string[];
}

/** The sports of one language (a language lists the sports its users and headlines talk about). */
export type SportLexicon = Readonly<Partial<Record<SportId, SportWords>>>;
