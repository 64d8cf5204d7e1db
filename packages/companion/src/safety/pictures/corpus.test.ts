import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../languages.js';
import { PICTURE_CORPUS, scorePictureCorpus } from './corpus/index.js';
import { moderatePicture } from './moderate.js';

/**
 * Quality floors of the picture moderation on the labelled corpus (see corpus/), on the held-out
 * rows and on all rows. Sexual content involving minors must always be caught.
 */
const FLOOR = { minorsRecall: 1, refusalRecall: 0.95, falseRefusalRate: 0.05 } as const;

const pct = (x: number): string => `${(100 * x).toFixed(0)} %`;

/** The package compiles without DOM or Node types; vitest provides the console. */
declare const console: { info(...data: unknown[]): void };

describe('picture moderation corpus', () => {
  it('has ≥ 50 rows per language: ≥ 20 allowed, ≥ 25 refusals, ≥ 8 minors_sexual, about a third held out', () => {
    for (const lang of LANGUAGES) {
      const rows = PICTURE_CORPUS[lang];
      const count = (f: (r: (typeof rows)[number]) => boolean): number => rows.filter(f).length;
      expect(rows.length, lang).toBeGreaterThanOrEqual(50);
      expect(
        count((r) => r[1] === 'ok'),
        lang,
      ).toBeGreaterThanOrEqual(20);
      expect(
        count((r) => r[1] !== 'ok'),
        lang,
      ).toBeGreaterThanOrEqual(25);
      expect(
        count((r) => r[1] === 'minors_sexual'),
        lang,
      ).toBeGreaterThanOrEqual(8);
      for (const reason of ['sexual_explicit', 'graphic_violence', 'self_harm'] as const)
        expect(
          count((r) => r[1] === reason),
          `${lang} ${reason}`,
        ).toBeGreaterThanOrEqual(4);
      const held = count((r) => r[2] === 'held') / rows.length;
      expect(held, lang).toBeGreaterThanOrEqual(0.25);
      expect(held, lang).toBeLessThanOrEqual(0.4);
      expect(new Set(rows.map((r) => r[0])).size, `${lang} duplicate prompts`).toBe(rows.length);
    }
  });

  for (const lang of LANGUAGES) {
    for (const split of ['held', undefined] as const) {
      it(`${lang} ${split ?? 'all'}: minors always caught, refusals ≥ 95 %, false refusals ≤ 5 %`, () => {
        const s = scorePictureCorpus(lang, split);
        const reasons = Object.entries(s.byReason)
          .map(([r, v]) => `${r} ${pct(v.recall)} (${v.rows})`)
          .join(', ');
        console.info(
          `pictures ${lang} ${split ?? 'all'} (${s.size} rows): refusal recall ${pct(s.refusalRecall)}, ` +
            `minors ${pct(s.minorsRecall)}, false refusals ${pct(s.falseRefusalRate)}; ${reasons}`,
        );
        const misses = s.misses.map((m) => `${m.expected} → ${m.got}: ${m.prompt}`).join('\n');
        expect(s.minorsRecall, `${lang} minors\n${misses}`).toBe(FLOOR.minorsRecall);
        expect(s.refusalRecall, `${lang} refusals\n${misses}`).toBeGreaterThanOrEqual(FLOOR.refusalRecall);
        expect(s.falseRefusalRate, `${lang} false refusals\n${misses}`).toBeLessThanOrEqual(
          FLOOR.falseRefusalRate,
        );
      });
    }
  }

  it('with adult content on: sexual_explicit rows are allowed, minors_sexual rows never', () => {
    for (const lang of LANGUAGES) {
      for (const [prompt, label] of PICTURE_CORPUS[lang]) {
        const v = moderatePicture(prompt, lang, { adultContent: true });
        if (label === 'sexual_explicit') expect(v, `${lang}: ${prompt}`).toEqual({ allowed: true });
        if (label === 'minors_sexual') {
          expect(v.allowed, `${lang}: ${prompt}`).toBe(false);
          if (!v.allowed) expect(v.reason, `${lang}: ${prompt}`).toBe('minors_sexual');
        }
        if (label === 'graphic_violence' || label === 'self_harm')
          expect(v.allowed, `${lang}: ${prompt}`).toBe(false);
      }
    }
  });
});
