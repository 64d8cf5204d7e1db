import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../languages.js';
import { CRISIS_CORPUS, scoreCrisisCorpus } from './corpus/index.js';

/**
 * Quality floors of the crisis classifier on the labelled corpus (corpus/), per language, on the
 * held-out rows and on all rows: crisis recall ≥ 0.98, false-positive rate ≤ 0.02; the reply check
 * classifies ≥ 0.95 of the reply rows right (held-out reply rows: all but at most one).
 */
const FLOOR = { recall: 0.98, falsePositiveRate: 0.02, replyAll: 0.95 } as const;

/** The package compiles without DOM or Node types; vitest provides the console. */
declare const console: { info(...data: unknown[]): void };

const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;

describe('crisis corpus', () => {
  it('has ≥ 30 crisis rows, ≥ 30 ok rows, ≥ 16 reply rows and about a third held out in every language', () => {
    for (const lang of LANGUAGES) {
      const { messages, replies } = CRISIS_CORPUS[lang];
      expect(messages.filter((r) => r[1] === 'crisis').length, lang).toBeGreaterThanOrEqual(30);
      expect(messages.filter((r) => r[1] === 'ok').length, lang).toBeGreaterThanOrEqual(30);
      expect(replies.length, lang).toBeGreaterThanOrEqual(16);
      const held = messages.filter((r) => r[2] === 'held').length / messages.length;
      expect(held, lang).toBeGreaterThan(0.3);
      expect(new Set(messages.map((r) => r[0])).size, `${lang}: duplicate rows`).toBe(messages.length);
    }
  });

  it('prints the per-language figures', () => {
    const head = [
      'lang',
      'dev recall',
      'dev FPR',
      'held recall',
      'held FPR',
      'reply held',
      'reply all',
      'rows c+ok+reply',
    ];
    const rows = LANGUAGES.map((lang) => {
      const held = scoreCrisisCorpus(lang, 'held');
      const dev = scoreCrisisCorpus(lang, 'dev');
      const all = scoreCrisisCorpus(lang);
      return [
        lang,
        pct(dev.recall),
        pct(dev.falsePositiveRate),
        pct(held.recall),
        pct(held.falsePositiveRate),
        pct(held.replyAccuracy),
        pct(all.replyAccuracy),
        `${all.crisisRows}+${all.okRows}+${all.replyRows}`,
      ];
    });
    const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: readonly string[]): string => cells.map((c, i) => c.padEnd(width[i]!)).join(' | ');
    console.info(['crisis classifier on the labelled corpus', line(head), ...rows.map(line)].join('\n'));
    expect(rows).toHaveLength(LANGUAGES.length);
  });

  for (const lang of LANGUAGES) {
    for (const split of ['held', undefined] as const) {
      it(`${lang} ${split ?? 'all'} rows: recall ≥ 98 %, false-positive rate ≤ 2 %, replies right`, () => {
        const s = scoreCrisisCorpus(lang, split);
        const misses = s.misses.map((m) => `${m.split} expected ${m.expected}: ${m.text}`).join('\n');
        expect(s.recall, `recall ${pct(s.recall)}\n${misses}`).toBeGreaterThanOrEqual(FLOOR.recall);
        expect(s.falsePositiveRate, `FPR ${pct(s.falsePositiveRate)}\n${misses}`).toBeLessThanOrEqual(
          FLOOR.falsePositiveRate,
        );
        const replyFloor = split === 'held' ? (s.replyRows - 1) / s.replyRows : FLOOR.replyAll;
        expect(s.replyAccuracy, `replies ${pct(s.replyAccuracy)}\n${misses}`).toBeGreaterThanOrEqual(
          replyFloor,
        );
      });
    }
  }
});
