/**
 * A language pack: everything the offline engine knows of one UI language, in one typed object.
 * Each part's type is in `./parts/<part>.ts`, beside the packs: a pack and the registry import
 * only downward, and the engine modules that read a part (through `PACKS` in `./index.ts`, the
 * same code for every language) import its type from there.
 */
import type { LanguageCode } from '../languages.js';
import type { Lexicon } from './parts/appraisal.js';
import type { IntentCues } from './parts/cues.js';
import type { AvatarDetailsTable } from './parts/details.js';
import type { Frames } from './parts/frames.js';
import type { MemoryPatterns } from './parts/memory.js';
import type { AvatarNames } from './parts/names.js';
import type { NewsPatterns } from './parts/news.js';
import type { Nouns } from './parts/nouns.js';
import type { PhraseBank } from './parts/phrases.js';
import type { Places } from './parts/places.js';
import type { SportLexicon } from './parts/sports.js';
import type { TopicWords } from './parts/topic.js';

/** Everything the offline engine knows of one language (`languages/<lang>/`). */
export interface LanguagePack {
  /** The UI language tag the pack is for. */
  readonly code: LanguageCode;
  /** The persona's phrase bank: every reply template (`phrases.ts`). */
  readonly phrases: PhraseBank;
  /** Word cues of the intents and of what a message asks the avatar (`cues.ts`). */
  readonly cues: IntentCues;
  /** The appraiser's word lists: what a message's words do to the feelings (`appraisal.ts`). */
  readonly appraisal: Lexicon;
  /** The memory rules: facts about the user, relation and species words, questions about what the avatar remembers (`memory.ts`). */
  readonly memory: MemoryPatterns;
  /** Sentence frames saying a remembered fact back to the user (`frames.ts`). */
  readonly frames: Frames;
  /** Relations and pets as the frames say them: "your sister", "a dog" (`nouns.ts`). */
  readonly nouns: Nouns;
  /** Good news, setbacks and someone else's news, and how the avatar names them (`news.ts`). */
  readonly news: NewsPatterns;
  /** Sports as users name them and the leagues, competitions and clubs headlines name (`sports.ts`). */
  readonly sports: SportLexicon;
  /** The avatars' home cities and "in <city>" (`places.ts`). */
  readonly places: Places;
  /** The avatars' names in a non-Latin script, by avatar id (`names.ts`; empty for Latin scripts). */
  readonly names: AvatarNames;
  /** The avatars' favourite places, dish, music and work, by avatar id (`details.ts`). */
  readonly details: AvatarDetailsTable;
  /** Words that never make a topic and how a quoted noun phrase starts (`topic.ts`). */
  readonly topic: TopicWords;
}
