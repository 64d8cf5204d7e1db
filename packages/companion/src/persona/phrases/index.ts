/**
 * The phrase banks of all 8 UI languages: a view over the language packs (`languages/<lang>/phrases.ts`).
 */
import { byLanguage } from '../../languages/index.js';

/** Phrase banks by UI language. */
export const PHRASES = byLanguage('phrases');
