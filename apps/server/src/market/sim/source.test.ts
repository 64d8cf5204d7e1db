import { describe, expect, it } from 'vitest';
import { reflectInto } from './intraday';
import { SimulatorSource } from './source';

const T = (iso: string) => Date.parse(iso);

describe('SimulatorSource.fetch', () => {
  const sim = new SimulatorSource(42);

  it('gives the same bar for the same time whichever range is asked', async () => {
    const a = await sim.fetch('BTCUSDC', '1m', T('2024-06-01T12:03:00Z'), T('2024-06-01T12:10:00Z'));
    const fresh = new SimulatorSource(42);
    const b = await fresh.fetch('BTCUSDC', '1m', T('2024-05-31T23:00:00Z'), T('2024-06-02T00:00:00Z'));
    const i = Array.from(b.tsMs).indexOf(a.tsMs[0]!);
    expect(i).toBeGreaterThan(0);
    for (let k = 0; k < a.length; k++) {
      expect(b.tsMs[i + k]).toBe(a.tsMs[k]);
      expect([b.open[i + k], b.high[i + k], b.low[i + k], b.close[i + k], b.volume[i + k]]).toEqual([
        a.open[k],
        a.high[k],
        a.low[k],
        a.close[k],
        a.volume[k],
      ]);
    }
  });

  it('depends on the seed', async () => {
    const a = await sim.fetch('BTCUSDC', '1h', T('2024-01-01T00:00:00Z'), T('2024-01-02T00:00:00Z'));
    const b = await new SimulatorSource(43).fetch(
      'BTCUSDC',
      '1h',
      T('2024-01-01T00:00:00Z'),
      T('2024-01-02T00:00:00Z'),
    );
    expect(a.close[5]).not.toBe(b.close[5]);
  });

  it('aggregates every interval from the same minutes', async () => {
    const m = await sim.fetch('ETHUSDT', '1m', T('2023-02-01T00:00:00Z'), T('2023-02-02T00:00:00Z'));
    for (const [interval, per] of [
      ['15m', 15],
      ['1h', 60],
      ['1d', 1440],
    ] as const) {
      const s = await sim.fetch('ETHUSDT', interval, T('2023-02-01T00:00:00Z'), T('2023-02-02T00:00:00Z'));
      expect(s.length).toBe(1440 / per);
      for (let k = 0; k < s.length; k++) {
        const w = { from: k * per, to: (k + 1) * per };
        expect(s.open[k]).toBe(m.open[w.from]);
        expect(s.close[k]).toBe(m.close[w.to - 1]);
        expect(s.high[k]).toBe(Math.max(...m.high.subarray(w.from, w.to)));
        expect(s.low[k]).toBe(Math.min(...m.low.subarray(w.from, w.to)));
        expect(s.volume[k]).toBeCloseTo(
          m.volume.subarray(w.from, w.to).reduce((x, y) => x + y, 0),
          6,
        );
      }
    }
  });

  it('keeps candles well formed: aligned, increasing, low ≤ open, close ≤ high, volume ≥ 0', async () => {
    const s = await sim.fetch('BTCUSDT', '5m', T('2022-11-05T07:00:00Z'), T('2022-11-09T07:00:00Z'));
    expect(s.length).toBe(4 * 288);
    for (let i = 0; i < s.length; i++) {
      expect(s.tsMs[i]! % 300_000).toBe(0);
      if (i > 0) expect(s.tsMs[i]! - s.tsMs[i - 1]!).toBe(300_000);
      expect(s.low[i]!).toBeLessThanOrEqual(Math.min(s.open[i]!, s.close[i]!));
      expect(s.high[i]!).toBeGreaterThanOrEqual(Math.max(s.open[i]!, s.close[i]!));
      expect(s.volume[i]!).toBeGreaterThanOrEqual(0);
    }
  });

  it('gives plausible prices at any date from 2012 to years ahead', async () => {
    const cases: [string, string, number, number][] = [
      ['BTCUSDC', '2013-06-01', 20, 1_000],
      ['BTCUSDC', '2021-06-01', 10_000, 150_000],
      ['BTCUSDC', '2025-06-01', 30_000, 250_000],
      ['BTCUSDC', '2031-06-01', 20_000, 1_000_000],
      ['PAXGUSDT', '2016-06-01', 700, 2_000],
      ['PAXGUSDT', '2025-06-01', 1_500, 5_000],
      ['ETHUSDT', '2023-06-01', 300, 8_000],
    ];
    for (const [symbol, day, lo, hi] of cases) {
      const s = await sim.fetch(symbol, '1d', T(`${day}T00:00:00Z`), T(`${day}T00:00:00Z`) + 86_400_000);
      expect(s.close[0], `${symbol} ${day}`).toBeGreaterThan(lo);
      expect(s.close[0], `${symbol} ${day}`).toBeLessThan(hi);
    }
  });

  it('moves through trends, ranges and volatile stretches', async () => {
    const s = await sim.fetch('BTCUSDC', '1d', T('2018-01-01T00:00:00Z'), T('2024-01-01T00:00:00Z'));
    const monthly: number[] = [];
    for (let i = 30; i < s.length; i += 30) monthly.push(Math.log(s.close[i]! / s.close[i - 30]!));
    expect(Math.max(...monthly)).toBeGreaterThan(0.15);
    expect(Math.min(...monthly)).toBeLessThan(-0.15);
    const vol = (a: number, b: number) => {
      let q = 0;
      for (let i = a + 1; i < b; i++) q += Math.log(s.close[i]! / s.close[i - 1]!) ** 2;
      return Math.sqrt(q / (b - a - 1));
    };
    const vols = Array.from({ length: Math.floor(s.length / 60) }, (_, k) => vol(k * 60, k * 60 + 60));
    expect(Math.max(...vols) / Math.min(...vols)).toBeGreaterThan(2);
  });

  it('has nothing before a market opens and nothing for unknown markets', async () => {
    expect(
      (await sim.fetch('ETHUSDT', '1d', T('2014-01-01T00:00:00Z'), T('2015-01-01T00:00:00Z'))).length,
    ).toBe(0);
    expect(
      (await sim.fetch('BTCUSDC', '1h', T('2005-01-01T00:00:00Z'), T('2006-01-01T00:00:00Z'))).length,
    ).toBe(0);
    expect(await sim.knows('BTCUSDC')).toBe(true);
    expect(await sim.knows('DOGEUSDT')).toBe(false);
    await expect(sim.fetch('DOGEUSDT', '1m', 0, 60_000)).rejects.toThrow(/no market/);
  });
});

describe('SimulatorSource.feed', () => {
  it('gives one price per second that rebuilds the 1m candle', async () => {
    let now = T('2024-03-10T15:42:00Z');
    const sim = new SimulatorSource(7, () => now);
    const [bar] = [await sim.fetch('BTCUSDC', '1m', now, now + 60_000)];
    const feed = sim.feed('BTCUSDC');
    const prices: number[] = [];
    let volume = 0;
    for (let s = 0; s < 60; s++) {
      now = T('2024-03-10T15:42:00Z') + s * 1000 + 250;
      const tick = await feed.latest();
      expect(tick.tsMs).toBe(T('2024-03-10T15:42:00Z') + s * 1000);
      prices.push(tick.priceUsd);
      volume += tick.volume ?? 0;
    }
    expect(prices[0]).toBe(bar!.open[0]);
    expect(prices[59]).toBe(bar!.close[0]);
    expect(Math.max(...prices)).toBe(bar!.high[0]);
    expect(Math.min(...prices)).toBe(bar!.low[0]);
    expect(volume).toBeCloseTo(bar!.volume[0]!, 9);
  });
});

describe('SimulatorSource.feed, second by second', () => {
  it('keeps the price moving: no price lasts more than two seconds, over a day of minutes', async () => {
    const start = T('2025-09-14T00:00:00Z');
    let now = start;
    const sim = new SimulatorSource(42, () => now);
    const feed = sim.feed('BTCUSDC');
    let longestStill = 0;
    let still = 0;
    let prev = NaN;
    for (let s = 0; s < 1440 * 60; s += 1) {
      now = start + s * 1000;
      const { priceUsd } = await feed.latest();
      still = priceUsd === prev ? still + 1 : 0;
      longestStill = Math.max(longestStill, still);
      prev = priceUsd;
    }
    // A minute opens at the close before it (one repeat at most, second 59 to 0). Clamping the
    // per-second path at the minute's high and low held it there for up to 45 s.
    expect(longestStill).toBeLessThanOrEqual(1);
  });
});

describe('reflectInto', () => {
  it('folds a value into the range by reflection at its ends', () => {
    expect(reflectInto(5, 0, 10)).toBe(5);
    expect(reflectInto(12, 0, 10)).toBe(8);
    expect(reflectInto(-3, 0, 10)).toBe(3);
    expect(reflectInto(23, 0, 10)).toBe(3);
    expect(reflectInto(10, 0, 10)).toBe(10);
    expect(reflectInto(7, 4, 4)).toBe(4);
  });
});
