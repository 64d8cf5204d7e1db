/**
 * Each avatar's favourite places, dish, music and work in one language, a row per avatar: the
 * shape of `languages/<lang>/details.ts`, read by `avatarDetails`.
 */

/** One avatar's details in one language: place, place2, dish, music, work. */
export type AvatarDetailsRow = readonly [
  place: string,
  place2: string,
  dish: string,
  music: string,
  work: string,
];

/** The details of the avatars in one language, by avatar id (`languages/<lang>/details.ts`). */
export type AvatarDetailsTable = Readonly<Record<string, AvatarDetailsRow>>;
