/**
 * The sports of the news matcher and the shape of a language's sports words live with the
 * language packs (`languages/parts/sports.ts`); this path keeps `SPORTS` for its importers
 * (`languages/index.test.ts`).
 */
export { SPORTS } from '../../languages/parts/sports.js';
