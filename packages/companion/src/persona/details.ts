/**
 * Concrete colour for an avatar's answers about itself, localised: two favourite places in its
 * city, a favourite dish, its music and one sentence about its work. Places, dish and music are
 * noun phrases that can stand as a subject ("Tempelhofer Feld", „das Tempelhofer Feld“,
 * « le Vieux Lyon »); French, Spanish and Italian keep their article. The tables are the language
 * packs' (`languages/<lang>/details.ts`). Unknown avatars have none (the templates using these
 * slots are then skipped).
 */
import type { Avatar } from '../avatars/types.js';
import type { LanguageCode } from '../languages.js';
import { PACKS } from '../languages/index.js';

/** What an avatar can say concretely about its life. */
export interface AvatarDetails {
  /** Its favourite place in its city. */
  readonly place: string;
  /** A second place it likes. */
  readonly place2: string;
  /** Its favourite dish. */
  readonly dish: string;
  /** The music it listens to most. */
  readonly music: string;
  /** One sentence about what it is working on. */
  readonly work: string;
}

/** The details of `avatar` in `lang`, or undefined for an avatar without a table. */
export function avatarDetails(avatar: Avatar, lang: LanguageCode): AvatarDetails | undefined {
  const table = PACKS[lang].details;
  const row = Object.hasOwn(table, avatar.id) ? table[avatar.id] : undefined;
  return row ? { place: row[0], place2: row[1], dish: row[2], music: row[3], work: row[4] } : undefined;
}
