/**
 * The memory rules of all 8 UI languages: a view over the language packs (`languages/<lang>/memory.ts`).
 */
import { byLanguage } from '../../languages/index.js';

/** Memory rules by UI language. */
export const PATTERNS = byLanguage('memory');
