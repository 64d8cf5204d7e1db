import { ZTradingConfig, STRATEGY_NAMES } from '@avatara/contracts';
import { describe, expect, it } from 'vitest';
import { SHORT_SERIES_CONFIG } from '../testing/run';
import { randomWalk, seriesFromCloses } from '../testing/synth';
import { gridSamples, PARAM_SPACES, randomSamples, seededRandom } from './param-space';
import { overfitWarning, planWindows, runWalkForward, walkForwardWindows } from './walk-forward';

const series = seriesFromCloses(randomWalk(7, 1_200, 30_000, 0.006), 0.002, 3_600_000);

describe('walkForwardWindows', () => {
  it('puts each out-of-sample window right after its in-sample one and rolls by its length', () => {
    const w = walkForwardWindows(100, 10, 30, 10);
    expect(w).toEqual([
      { isStart: 10, isEnd: 40, oosEnd: 50 },
      { isStart: 20, isEnd: 50, oosEnd: 60 },
      { isStart: 30, isEnd: 60, oosEnd: 70 },
      { isStart: 40, isEnd: 70, oosEnd: 80 },
      { isStart: 50, isEnd: 80, oosEnd: 90 },
      { isStart: 60, isEnd: 90, oosEnd: 100 },
    ]);
  });
});

describe('planWindows', () => {
  it('fits ratio·oos + windows·oos bars', () => {
    expect(planWindows(1000, 4, 3)).toEqual({ inSampleBars: 426, outOfSampleBars: 142 });
  });
});

describe('param samples', () => {
  it('are valid trading configs for every strategy, and replay with the same seed', () => {
    for (const s of STRATEGY_NAMES) {
      const a = randomSamples(PARAM_SPACES[s], 5, seededRandom(1));
      expect(a).toEqual(randomSamples(PARAM_SPACES[s], 5, seededRandom(1)));
      for (const p of [...a, ...gridSamples(PARAM_SPACES[s], 16, seededRandom(2))])
        expect(ZTradingConfig.safeParse(p).success, `${s} ${JSON.stringify(p)}`).toBe(true);
    }
  });

  it('keep the fast trend MA below the slow one', () => {
    for (const p of randomSamples(PARAM_SPACES.TREND_FOLLOW_LONG, 50, seededRandom(3)))
      expect(p.TrendFollow_Long_fastMA).toBeLessThan(p.TrendFollow_Long_slowMA!);
  });

  it('a grid has at most `trials` points', () => {
    expect(gridSamples(PARAM_SPACES.MEAN_REVERSION_LONG, 27, seededRandom(1)).length).toBeLessThanOrEqual(27);
  });
});

describe('runWalkForward', () => {
  const opts = {
    strategy: 'MEAN_REVERSION_LONG' as const,
    config: SHORT_SERIES_CONFIG,
    search: 'random' as const,
    trials: 4,
    inSampleBars: 300,
    outOfSampleBars: 100,
    startIndex: 200,
  };

  it('reports every window with its choice, scores and deflated Sharpe, and replays with the same seed', async () => {
    const progress: number[] = [];
    const r = await runWalkForward(series, {
      ...opts,
      random: seededRandom(5),
      onProgress: (p) => progress.push(p.done),
    });
    expect(r.status).toBe('DONE');
    expect(r.windows).toHaveLength(7);
    expect(progress.at(-1)).toBe(7 * 5);
    for (const [k, w] of r.windows.entries()) {
      expect(Date.parse(w.outOfSampleFrom)).toBeGreaterThan(Date.parse(w.inSampleTo));
      expect(Date.parse(w.outOfSampleFrom) - Date.parse(w.inSampleTo)).toBe(3_600_000);
      if (k > 0)
        expect(Date.parse(w.outOfSampleFrom)).toBe(Date.parse(r.windows[k - 1]!.outOfSampleTo) + 3_600_000);
      expect(Object.keys(w.params)).toEqual(PARAM_SPACES.MEAN_REVERSION_LONG.ranges.map((x) => x.field));
      expect(w.deflated.trials).toBe(4);
      expect(w.deflated.dsr).toBeGreaterThanOrEqual(0);
    }
    expect(r.totals.outOfSampleNetPnlUsd).toBeCloseTo(
      r.windows.reduce((s, w) => s + w.outOfSample.netPnlUsd, 0),
      9,
    );
    expect(r.lastParams).toEqual(r.windows.at(-1)!.params);
    const again = await runWalkForward(series, { ...opts, random: seededRandom(5) });
    expect(again.windows.map((w) => w.params)).toEqual(r.windows.map((w) => w.params));
  });

  it('picks the in-sample best of its trials', async () => {
    const r = await runWalkForward(series, { ...opts, trials: 1, random: seededRandom(9) });
    expect(r.windows.every((w) => w.trials === 1 && w.deflated.expectedMaxSharpe === 0)).toBe(true);
  });

  it('stops at a cancel between evaluations and returns the windows done', async () => {
    const ac = new AbortController();
    const r = await runWalkForward(series, {
      ...opts,
      random: seededRandom(5),
      signal: ac.signal,
      onProgress: (p) => {
        if (p.done === 12) ac.abort();
      },
    });
    expect(r.status).toBe('CANCELLED');
    expect(r.windows).toHaveLength(2);
  });
});

describe('overfitWarning', () => {
  it('warns when out of sample lost what in sample won', () => {
    const w = overfitWarning(
      { inSampleNetPnlUsd: 100, outOfSampleNetPnlUsd: -5, efficiency: -0.1, meanDeflatedSharpe: 0.99 },
      3,
    );
    expect(w.overfit).toBe(true);
    expect(w.reasons).toHaveLength(1);
  });

  it('warns on a low deflated Sharpe ratio and on a small efficiency', () => {
    const w = overfitWarning(
      { inSampleNetPnlUsd: 100, outOfSampleNetPnlUsd: 10, efficiency: 0.3, meanDeflatedSharpe: 0.5 },
      3,
    );
    expect(w.reasons).toHaveLength(2);
  });

  it('does not warn when out of sample keeps up and the choice is significant', () => {
    expect(
      overfitWarning(
        { inSampleNetPnlUsd: 100, outOfSampleNetPnlUsd: 40, efficiency: 0.8, meanDeflatedSharpe: 0.97 },
        3,
      ).overfit,
    ).toBe(false);
  });
});
