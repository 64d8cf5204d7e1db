/**
 * The phrase bank's shape lives with the language packs (`languages/parts/phrases.ts`); this path
 * keeps `PhraseBank` for its importers (`phrases.test.ts`, `user-gender.test.ts`).
 */
export type { PhraseBank } from '../../languages/parts/phrases.js';
