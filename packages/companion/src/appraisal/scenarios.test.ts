import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type LanguageCode } from '../languages.js';
import {
  SCENARIOS,
  scoreScenarios,
  type ScenarioKind,
  type ScenarioScore,
} from './corpus/scenarios/index.js';

/**
 * The direction of the avatar's feelings on the labelled scenarios (corpus/scenarios/): each row
 * goes through appraiser, engine and face for all 12 avatars, by day and at night, and counts as
 * right only when its direction is right for every one of them. docs/neuro-hormonal-model.md
 * § 6.5 has the measurements; before this corpus the code got 25–38 % of the rows right.
 */
const FLOOR = {
  /** All rows of a language. */
  all: 0.9,
  /** The development rows the rules were written from. */
  dev: 0.9,
  /**
   * The held-out rows (written first, never used to write rules): reported separately. Their
   * misses are words the lists do not know yet (health and recovery, euthanasia, "no sirves para
   * nada"); this floor only keeps them from getting worse.
   */
  heldOut: 0.75,
} as const;

/** The package compiles without DOM or Node types; vitest provides the console. */
declare const console: { info(...data: unknown[]): void };

const KINDS: readonly ScenarioKind[] = [
  'worry',
  'loss',
  'apology',
  'insultAvatar',
  'insultOther',
  'praise',
  'goodNews',
  'boredom',
];

const scores = new Map<LanguageCode, ScenarioScore>();
const scoreOf = (lang: LanguageCode): ScenarioScore => {
  let s = scores.get(lang);
  if (!s) {
    s = scoreScenarios(lang);
    scores.set(lang, s);
  }
  return s;
};
const pct = (x: number): string => `${(100 * x).toFixed(0)} %`;

describe('appraisal scenarios', () => {
  it('has every kind in every language, dev and held-out, and a third of the rows held out', () => {
    for (const lang of LANGUAGES) {
      const { dev, heldOut } = SCENARIOS[lang];
      for (const kind of KINDS) {
        expect(dev.filter(([k]) => k === kind).length, `${lang} dev ${kind}`).toBeGreaterThanOrEqual(4);
        expect(heldOut.filter(([k]) => k === kind).length, `${lang} held-out ${kind}`).toBeGreaterThanOrEqual(
          2,
        );
      }
      expect(3 * heldOut.length, lang).toBeGreaterThanOrEqual(dev.length + heldOut.length);
      const devTexts = new Set(dev.map(([, t]) => JSON.stringify(t)));
      for (const [, t] of heldOut)
        expect(devTexts.has(JSON.stringify(t)), `${lang}: ${String(t)}`).toBe(false);
    }
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: the direction is right for ≥ 90 % of the rows (held-out rows reported separately)`, () => {
      const s = scoreOf(lang);
      const misses = s.results
        .filter((r) => !r.ok)
        .map(
          (r) =>
            `${r.heldOut ? 'held-out' : 'dev'} ${r.kind}: ${r.text}\n    ${r.failed[0]!.avatarId} (${r.failed.length}/24): ${r.failed[0]!.detail}`,
        )
        .join('\n');
      const summary = `${lang}: all ${pct(s.all.accuracy)}, dev ${pct(s.dev.accuracy)}, held-out ${pct(s.heldOut.accuracy)}\n${misses}`;
      expect(s.all.accuracy, summary).toBeGreaterThanOrEqual(FLOOR.all);
      expect(s.dev.accuracy, summary).toBeGreaterThanOrEqual(FLOOR.dev);
      expect(s.heldOut.accuracy, summary).toBeGreaterThanOrEqual(FLOOR.heldOut);
    });
  }

  afterAll(() => {
    if (scores.size === 0) return;
    const lines = [...scores].map(
      ([lang, s]) =>
        `  ${lang}  all ${pct(s.all.accuracy).padStart(5)}  dev ${s.dev.right}/${s.dev.size}  held-out ${s.heldOut.right}/${s.heldOut.size} (${pct(s.heldOut.accuracy)})`,
    );
    console.info(`appraisal scenarios, direction right:\n${lines.join('\n')}`);
  });
});
