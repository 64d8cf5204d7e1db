import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.js';
import { INTENTS } from './intent.js';
import { INTENT_CORPUS, scoreIntents, type IntentScore } from './intent-corpus/index.js';

/** The package compiles without DOM or Node types; vitest provides the console. */
declare const console: { info(...data: unknown[]): void };

/** Quality floor of `detectIntent` on its labelled corpus (see intent-corpus/): overall and held-out. */
const FLOOR = 0.9;

const pct = (x: number): string => `${(100 * x).toFixed(0)} %`;
const misses = (s: IntentScore): string =>
  s.misses.map((m) => `${m.text} — expected ${m.expected}, got ${m.got}`).join('\n');

describe('intent corpus', () => {
  it('covers every intent in every language, with a quarter of the rows held out', () => {
    for (const lang of LANGUAGES) {
      const rows = INTENT_CORPUS[lang];
      const held = rows.filter((r) => r.heldOut);
      expect(held.length / rows.length, lang).toBeGreaterThanOrEqual(0.25);
      for (const intent of INTENTS) {
        expect(rows.filter((r) => r.intent === intent).length, `${lang} ${intent}`).toBeGreaterThanOrEqual(2);
        expect(
          held.some((r) => r.intent === intent),
          `${lang} ${intent} held out`,
        ).toBe(true);
      }
      // Statements that share a request's verb ("She wouldn't tell me why") must stay statements.
      expect(rows.filter((r) => r.intent === 'statement').length, lang).toBeGreaterThanOrEqual(5);
      expect(new Set(rows.map((r) => r.text)).size, `${lang} duplicates`).toBe(rows.length);
    }
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: reads ≥ 90 % of the intents right, overall and on the held-out rows`, () => {
      const rows = INTENT_CORPUS[lang];
      const all = scoreIntents(lang, rows);
      const held = scoreIntents(
        lang,
        rows.filter((r) => r.heldOut),
      );
      console.info(
        `intents ${lang}: all ${pct(all.accuracy)} (${all.rows} rows), held-out ${pct(held.accuracy)} (${held.rows} rows)`,
      );
      expect(all.accuracy, `${lang} all ${pct(all.accuracy)}\n${misses(all)}`).toBeGreaterThanOrEqual(FLOOR);
      expect(held.accuracy, `${lang} held-out ${pct(held.accuracy)}\n${misses(held)}`).toBeGreaterThanOrEqual(
        FLOOR,
      );
    });
  }
});
