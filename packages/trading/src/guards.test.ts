import { describe, expect, it } from 'vitest';
import { seriesFromCloses } from './testing/synth';
import { runAll, setup, SHORT_SERIES_CONFIG as F } from './testing/run';
import { advance } from './engine';
import { R } from './reasons';

function legs(parts: [number, number][], start = 30_000): number[] {
  const out: number[] = [];
  let px = start;
  for (const [bars, r] of parts) for (let i = 0; i < bars; i++) out.push((px *= 1 + r));
  return out;
}

describe('advance guards', () => {
  it('trades nothing while tradingOn is 0', () => {
    const series = seriesFromCloses(
      legs([
        [100, -0.003],
        [100, 0.003],
      ]),
    );
    expect(runAll(series, setup(series, { tradingOn: 0 })).orders).toEqual([]);
  });

  it('pauses all new entries for ruleConflictPauseMs when a long and a short intent meet', () => {
    const series = seriesFromCloses(
      legs([
        [80, 0],
        [25, -0.004],
      ]),
      0.0005,
    );
    const r = setup(
      series,
      { ...F, cooldownMs: 0, MeanReversion_enterShortRsi: 0, ruleConflictPauseMs: 600_000 },
      ['MEAN_REVERSION_LONG', 'MEAN_REVERSION_SHORT'],
    );
    runAll(series, r);
    expect(r.s.ruleConflicts).toBeGreaterThan(0);
    expect(r.s.pausedUntilTsMs).toBeGreaterThan(r.s.tsMs);
    expect(r.s.strategies[3]!.reason).toBe(R.RULE_CONFLICT);
  });

  it('blocks entries for cooldownMs after a jump beyond maxJumpGuardPct (NEWS_EVENT)', () => {
    const closes = legs([[80, 0]]);
    closes.push(closes.at(-1)! * 1.06);
    const series = seriesFromCloses(closes, 0.0005);
    const r = setup(series, { ...F, cooldownMs: 300_000, dca_cooldownMs: 0, dca_Long_entryRsi: 100 }, [
      'COST_AVERAGE_LONG',
    ]);
    r.s.strategies[0]!.enabled = false;
    runAll(series, r);
    r.s.strategies[0]!.enabled = true;
    advance(r.p, r.s, r.s.tsMs + 60_000, closes.at(-1)!, closes.at(-1)!, closes.at(-1)!, (o) =>
      r.orders.push(o),
    );
    expect(r.orders).toEqual([]);
    expect(r.s.strategies[0]!.reason).toBe(R.JUMP_GUARD);
    advance(r.p, r.s, r.s.tsMs + 300_000, closes.at(-1)!, closes.at(-1)!, closes.at(-1)!, (o) =>
      r.orders.push(o),
    );
    expect(r.orders.length).toBe(1);
  });

  it('places no order on a bad tick beyond filtersMaxJumpPct', () => {
    const closes = legs([[80, 0]]);
    const series = seriesFromCloses(closes, 0.0005);
    const r = setup(series, { ...F, dca_cooldownMs: 0, filtersMaxJumpPct: 0.25, dca_Long_entryRsi: 100 }, []);
    runAll(series, r);
    r.s.strategies[0]!.enabled = true;
    const px = closes.at(-1)! * 1.5;
    advance(r.p, r.s, r.s.tsMs + 60_000, px, px, px, (o) => r.orders.push(o));
    expect(r.orders).toEqual([]);
    expect(r.s.strategies[0]!.reason).toBe(R.BAD_TICK);
  });
});
