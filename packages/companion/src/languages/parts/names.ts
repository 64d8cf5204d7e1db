/**
 * The avatars' names as a language with another script writes them (Chinese, Japanese, Arabic): the
 * shape of `languages/<lang>/names.ts`, read by `avatarNames`.
 */

/** An avatar's full and short name in one language. */
type Names = readonly [full: string, short: string];

/** The avatars' names as one language writes them, by avatar id (empty where the Latin spelling is kept). */
export type AvatarNames = Readonly<Record<string, Names>>;
