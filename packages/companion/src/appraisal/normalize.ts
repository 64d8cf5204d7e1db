/**
 * Superseded by the text toolkit (`../text/`): kept only for imports not yet moved there
 * (`persona/intent.ts`). New code imports from `../text/index.js`.
 */
export { countCjk, normalizeText, tokenize, tokenVariants } from '../text/index.js';
