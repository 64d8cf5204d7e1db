import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.js';
import { MEMORY_CORPUS, scoreFacts, scoreQuestions, type FactScore } from './corpus/index.js';

/** The package compiles without DOM or Node types; vitest provides the console. */
declare const console: { info(...data: unknown[]): void };

/**
 * Quality floors of the offline memory on its labelled corpus (see corpus/): per language, on the
 * held-out rows and on all rows. Before the corpus the rules found 25–56 % of the held-out facts.
 */
const FLOOR = { recall: 0.9, precision: 0.95, questions: 0.9 } as const;

const pct = (x: number): string => `${(100 * x).toFixed(0)} %`;
const misses = (s: FactScore): string =>
  s.misses
    .map((m) => `${m.text} — missed ${JSON.stringify(m.missed)}, extra ${JSON.stringify(m.extra)}`)
    .join('\n');

describe('memory corpus', () => {
  it('has at least 40 labelled messages in every language, a third of them held out', () => {
    for (const lang of LANGUAGES) {
      const c = MEMORY_CORPUS[lang];
      const rows = c.heldOut.length + c.dev.length;
      expect(rows, lang).toBeGreaterThanOrEqual(40);
      expect(c.heldOut.length / rows, lang).toBeGreaterThanOrEqual(0.3);
      // Messages without a fact about the user (questions, the avatar, other people, idioms) too.
      expect(c.heldOut.filter(([, f]) => f.length === 0).length, lang).toBeGreaterThanOrEqual(4);
      expect(c.questions.length + c.questionsHeldOut.length, lang).toBeGreaterThanOrEqual(15);
    }
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: finds ≥ 90 % of the facts about the user with ≥ 95 % precision (held-out and all rows)`, () => {
      const c = MEMORY_CORPUS[lang];
      const held = scoreFacts(lang, c.heldOut);
      const all = scoreFacts(lang, [...c.heldOut, ...c.dev]);
      console.info(
        `memory ${lang}: held-out recall ${pct(held.recall)} precision ${pct(held.precision)} (${held.rows} rows, ${held.expected} facts); ` +
          `all recall ${pct(all.recall)} precision ${pct(all.precision)} (${all.rows} rows, ${all.expected} facts)`,
      );
      for (const s of [held, all]) {
        expect(s.recall, `${lang} recall ${pct(s.recall)}\n${misses(s)}`).toBeGreaterThanOrEqual(
          FLOOR.recall,
        );
        expect(s.precision, `${lang} precision ${pct(s.precision)}\n${misses(s)}`).toBeGreaterThanOrEqual(
          FLOOR.precision,
        );
      }
    });

    it(`${lang}: reads ≥ 90 % of the questions about what the avatar remembers (held-out and all)`, () => {
      const c = MEMORY_CORPUS[lang];
      const held = scoreQuestions(lang, c.questionsHeldOut);
      const all = scoreQuestions(lang, [...c.questionsHeldOut, ...c.questions]);
      console.info(
        `memory questions ${lang}: held-out ${pct(held.accuracy)} (${held.rows}), all ${pct(all.accuracy)} (${all.rows})`,
      );
      for (const s of [held, all])
        expect(s.accuracy, `${lang}\n${s.misses.join('\n')}`).toBeGreaterThanOrEqual(FLOOR.questions);
    });
  }
});
