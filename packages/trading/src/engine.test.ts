import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STRATEGY_NAMES, type TTradingConfigInput } from '@avatara/contracts';
import { advance, step } from './engine';
import { S } from './params';
import { R } from './reasons';
import { allocationUsd } from './strategies/common';
import { randomWalk, rng, seriesFromCloses } from './testing/synth';
import { runAll, setup, SHORT_SERIES_CONFIG as F } from './testing/run';
import { cloneState } from './state';

/**
 * Random but valid configs: sizes, thresholds, quotas, fees, fill costs, volume caps, fee budgets,
 * stop-losses, holding times, the trend filter and cooldowns.
 */
const arbConfig: fc.Arbitrary<TTradingConfigInput> = fc.record({
  ...Object.fromEntries(Object.entries(F).map(([k, v]) => [k, fc.constant(v)])),
  trendFilterMs: fc.constantFrom(0, 0, 1_800_000, 7_200_000),
  fillSpreadPct: fc.constantFrom(0, 0.0002, 0.002),
  fillSlippagePct: fc.constantFrom(0, 0.0005),
  fillSlippageAtrShare: fc.constantFrom(0, 0.05, 0.5),
  fillMaxVolumeSharePct: fc.constantFrom(0, 0.001, 0.05, 1),
  maxFeesPctPerYear: fc.constantFrom(0, 0.015, 1),
  stopLossCooldownMs: fc.constantFrom(0, 600_000),
  dca_Long_entryRsi: fc.integer({ min: 20, max: 100 }),
  dca_Short_entryRsi: fc.integer({ min: 0, max: 80 }),
  dca_Long_stopLossPct: fc.constantFrom(0, 0.01, 0.1),
  dca_Short_stopLossPct: fc.constantFrom(0, 0.01, 0.1),
  dca_Long_maxHoldMs: fc.constantFrom(0, 600_000, 3_600_000),
  dca_Short_maxHoldMs: fc.constantFrom(0, 600_000, 1_800_000),
  MeanReversion_Long_maxHoldMs: fc.constantFrom(0, 600_000, 3_600_000),
  TrendFollow_Long_maxHoldMs: fc.constantFrom(0, 600_000, 3_600_000),
  TrendFollow_Short_maxHoldMs: fc.constantFrom(0, 600_000, 3_600_000),
  TrendFollow_Long_stopLossPct: fc.constantFrom(0, 0.005, 0.02),
  MeanReversion_Long_stopLossPct: fc.constantFrom(0, 0.005, 0.05),
  MeanReversion_Short_maxHoldMs: fc.constantFrom(0, 600_000),
  TrendFollow_Short_stopLossPct: fc.constantFrom(0, 0.01, 0.15),
  Grid_stopLossPct: fc.constantFrom(0, 0.01),
  Grid_maxHoldMs: fc.constantFrom(0, 600_000, 3_600_000),
  Grid_quota: fc.double({ min: 0, max: 0.5, noNaN: true }),
  TrendFollow_Long_quota: fc.double({ min: 0, max: 0.5, noNaN: true }),
  TrendFollow_Short_quota: fc.double({ min: 0, max: 0.5, noNaN: true }),
  TrendFollow_Long_tradePct: fc.double({ min: 0.1, max: 1, noNaN: true }),
  TrendFollow_Short_orderSizePct: fc.double({ min: 0.01, max: 0.5, noNaN: true }),
  feeRate: fc.constantFrom(0, 0.0005, 0.001, 0.01),
  quota: fc.double({ min: 0.1, max: 1, noNaN: true }),
  maxCapitalPct: fc.double({ min: 0.2, max: 1, noNaN: true }),
  shortExposureHarcap: fc.double({ min: 0.2, max: 1, noNaN: true }),
  cooldownMs: fc.constantFrom(0, 60_000, 600_000),
  defaultTradePct: fc.double({ min: 0.01, max: 1, noNaN: true }),
  dca_splits: fc.integer({ min: 1, max: 8 }),
  dca_dropPct: fc.double({ min: 0.001, max: 0.05, noNaN: true }),
  dca_cooldownMs: fc.constantFrom(0, 60_000),
  dca_Long_quota: fc.double({ min: 0, max: 1, noNaN: true }),
  dca_Short_quota: fc.double({ min: 0.1, max: 1, noNaN: true }),
  MeanReversion_Short_quota: fc.double({ min: 0.05, max: 0.5, noNaN: true }),
  dca_OrderSizePct: fc.double({ min: 0.01, max: 1, noNaN: true }),
  MeanReversion_buyRsi: fc.integer({ min: 20, max: 50 }),
  MeanReversion_enterShortRsi: fc.integer({ min: 50, max: 80 }),
  MeanReversion_Long_tradePct: fc.double({ min: 0.05, max: 1, noNaN: true }),
  MeanReversion_Short_tradePct: fc.double({ min: 0.05, max: 1, noNaN: true }),
  TrendFollow_Long_fastMA: fc.integer({ min: 3, max: 30 }),
  TrendFollow_Long_slowMA: fc.integer({ min: 10, max: 80 }),
  TrendFollow_Short_fastMA: fc.integer({ min: 3, max: 30 }),
  TrendFollow_Short_slowMA: fc.integer({ min: 10, max: 80 }),
  TrendFollow_gateThreshold: fc.integer({ min: 0, max: 90 }),
  TrendFollow_Short_pyramidingPct: fc.double({ min: 0, max: 0.02, noNaN: true }),
  Grid_tradePctPerCross: fc.double({ min: 0.01, max: 0.5, noNaN: true }),
  Grid_maxExposurePct: fc.double({ min: 0, max: 1.5, noNaN: true }),
  Grid_fixedStepPct: fc.constantFrom(0, 0.002, 0.01),
  ruleConflictCfgTtlMs: fc.constantFrom(0, 60_000),
});

/** Random candles: a random walk with optional jumps. */
const arbSeries = fc
  .record({
    seed: fc.integer(),
    n: fc.integer({ min: 60, max: 600 }),
    vol: fc.double({ min: 0.0005, max: 0.03, noNaN: true }),
    drift: fc.double({ min: -0.003, max: 0.003, noNaN: true }),
  })
  .map(({ seed, n, vol, drift }) => {
    const closes = randomWalk(seed, n, 30_000, vol, drift);
    const r = rng(seed ^ 0x5a5a);
    for (let i = 0; i < closes.length; i++) if (r() < 0.01) closes[i] = closes[i]! * (r() < 0.5 ? 0.9 : 1.1);
    return seriesFromCloses(closes, vol / 2);
  });

describe('advance (property tests under random candles and configs)', () => {
  it('never makes a balance or a deal negative', () => {
    fc.assert(
      fc.property(arbSeries, arbConfig, (series, cfg) => {
        const r = setup(series, cfg);
        runAll(series, r, () => {
          expect(r.s.usdc).toBeGreaterThanOrEqual(-1e-9);
          expect(r.s.btc).toBeGreaterThanOrEqual(-1e-12);
          for (const st of r.s.strategies) expect(st.qtyBtc).toBeGreaterThanOrEqual(0);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('conserves USDC + BTC value except for fees, spread and slippage (every balance change is a trade or a cost)', () => {
    fc.assert(
      fc.property(arbSeries, arbConfig, (series, cfg) => {
        const r = setup(series, cfg);
        for (let i = 0; i < series.length; i++) {
          const px = series.close[i]!;
          const before = r.s.usdc + r.s.btc * px;
          const costs = r.s.feesUsd + r.s.slippageUsd;
          advance(r.p, r.s, series.tsMs[i]!, series.high[i]!, series.low[i]!, px, null, series.volume[i]!);
          const after = r.s.usdc + r.s.btc * px;
          const paid = r.s.feesUsd + r.s.slippageUsd - costs;
          expect(paid).toBeGreaterThanOrEqual(0);
          expect(Math.abs(before - after - paid)).toBeLessThan(1e-6 * Math.max(1, before));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('never lets a strategy deploy more than its allocation', () => {
    let entries = 0;
    fc.assert(
      fc.property(arbSeries, arbConfig, (series, cfg) => {
        const r = setup(series, cfg);
        for (let i = 0; i < series.length; i++) {
          const px = series.close[i]!;
          const nav = r.s.usdc + r.s.btc * px;
          advance(r.p, r.s, series.tsMs[i]!, series.high[i]!, series.low[i]!, px, (o) => {
            if (o.kind !== 'OPEN' && o.kind !== 'ADD') return;
            entries++;
            const st = r.s.strategies[o.strategy]!;
            expect(st.costUsd).toBeLessThanOrEqual(
              allocationUsd(r.p, r.p.strategies[o.strategy]!, nav) * (1 + 1e-9) + 1e-6,
            );
          });
        }
      }),
      { numRuns: 60 },
    );
    expect(entries).toBeGreaterThan(100); // the property was exercised, not vacuous
  });

  it('never sells more BTC short than shortExposureHarcap × the BTC inventory', () => {
    let shorts = 0;
    fc.assert(
      fc.property(arbSeries, arbConfig, (series, cfg) => {
        const r = setup(series, cfg);
        runAll(series, r, () => {
          if (r.s.shortQtyBtc > 0) shorts++;
          const cap = r.config.shortExposureHarcap * r.s.inventoryBtc;
          expect(r.s.shortQtyBtc).toBeLessThanOrEqual(cap * (1 + 1e-9) + 1e-12);
          const open =
            r.s.strategies[S.DCA_SHORT]!.qtyBtc +
            r.s.strategies[S.MR_SHORT]!.qtyBtc +
            r.s.strategies[S.TF_SHORT]!.qtyBtc;
          expect(Math.abs(open - r.s.shortQtyBtc)).toBeLessThan(1e-9);
        });
      }),
      { numRuns: 60 },
    );
    expect(shorts).toBeGreaterThan(100);
  });

  it('closes every deal once it is past its maximum holding time or beyond its stop-loss (every strategy has a way out)', () => {
    let checked = 0;
    fc.assert(
      fc.property(arbSeries, arbConfig, (series, cfg) => {
        const r = setup(series, cfg);
        for (let i = 0; i < series.length; i++) {
          const ts = series.tsMs[i]!;
          const px = series.close[i]!;
          const exited = new Set<number>();
          const entered = new Set<number>();
          let otherFills = 0; // fills of the bar that were not a stop-loss or holding-time exit
          advance(
            r.p,
            r.s,
            ts,
            series.high[i]!,
            series.low[i]!,
            px,
            (o) => {
              (o.kind === 'OPEN' || o.kind === 'ADD' ? entered : exited).add(o.strategy);
              if (o.reason === R.STOP_LOSS || o.reason === R.MAX_HOLD) checked++;
              else otherFills++;
            },
            series.volume[i]!,
          );
          r.s.strategies.forEach((st, k) => {
            // A strategy checks its limits at its turn in the next bar: a fill of this bar (fees
            // and spread can already exceed a tiny stop) is judged then.
            if (!(st.qtyBtc > 0) || entered.has(k)) return;
            const sp = r.p.strategies[k]!;
            const avg = st.costUsd / st.qtyBtc;
            const loss = sp.side >= 0 ? 1 - px / avg : px / avg - 1;
            const due =
              (sp.maxHoldMs > 0 && ts - st.openedTsMs >= sp.maxHoldMs) ||
              (sp.stopLossPct > 0 && loss >= sp.stopLossPct);
            if (!due) return;
            // Still open only if this bar already sold (clipped by the volume share), the bar was a
            // bad tick, or the bar's whole volume share went to other deals' stop-loss and
            // holding-time exits (no entry and no other exit may take what they need).
            const badTick =
              r.config.filtersMaxJumpPct > 0 &&
              i > 0 &&
              Math.abs(px / series.close[i - 1]! - 1) > r.config.filtersMaxJumpPct;
            const shareUsedByWaysOut = r.s.barVolumeLeftBtc <= 1e-12 && otherFills === 0;
            expect(exited.has(k) || badTick || shareUsedByWaysOut || (sp.side < 0 && r.s.usdc < 1e-6)).toBe(
              true,
            );
          });
        }
      }),
      { numRuns: 60 },
    );
    expect(checked).toBeGreaterThan(50); // stop-loss and max-hold exits actually happened
  });

  it("never trades more than fillMaxVolumeSharePct of a bar's volume (all fills of the bar together)", () => {
    let capped = 0;
    // A share that binds (0 is no cap, 1 hardly ever binds): the property is then about the cap.
    const cappedConfig = fc
      .tuple(arbConfig, fc.constantFrom(0.001, 0.01, 0.05))
      .map(([cfg, share]) => ({ ...cfg, fillMaxVolumeSharePct: share }));
    fc.assert(
      fc.property(
        arbSeries,
        cappedConfig,
        fc.double({ min: 0.001, max: 2, noNaN: true }),
        (series, cfg, volumeBtc) => {
          const r = setup(series, cfg);
          const share = r.config.fillMaxVolumeSharePct;
          for (let i = 0; i < series.length; i++) {
            let traded = 0;
            advance(
              r.p,
              r.s,
              series.tsMs[i]!,
              series.high[i]!,
              series.low[i]!,
              series.close[i]!,
              (o) => (traded += o.qtyBtc),
              volumeBtc,
            );
            if (share > 0) {
              expect(traded).toBeLessThanOrEqual(share * volumeBtc * (1 + 1e-9));
              if (traded > share * volumeBtc * 0.999) capped++;
            }
          }
        },
      ),
      { numRuns: 40 },
    );
    expect(capped).toBeGreaterThan(0); // the cap did bind (20 to 860 bars in 16 seeds tried)
  });

  it("never fills outside the bar's low–high: spread and slippage are capped at the extreme", () => {
    // Bars whose close is often the high or the low (no wick on that side), so the cap binds.
    const arbBars = fc
      .record({
        seed: fc.integer(),
        n: fc.integer({ min: 60, max: 400 }),
        vol: fc.double({ min: 0.0005, max: 0.03, noNaN: true }),
        noWick: fc.double({ min: 0, max: 1, noNaN: true }),
      })
      .map(({ seed, n, vol, noWick }) => {
        const closes = randomWalk(seed, n, 30_000, vol);
        const s = seriesFromCloses(closes, 0);
        const r = rng(seed ^ 0x3c3c);
        for (let i = 0; i < n; i++) {
          if (r() >= noWick) s.high[i] = s.high[i]! * (1 + vol * r());
          if (r() >= noWick) s.low[i] = s.low[i]! * (1 - vol * r());
        }
        return s;
      });
    let fills = 0;
    let atExtreme = 0;
    fc.assert(
      fc.property(arbBars, arbConfig, (series, cfg) => {
        const r = setup(series, cfg);
        runAll(series, r, (i) => {
          const lo = series.low[i]!;
          const hi = series.high[i]!;
          for (const o of r.orders.splice(0)) {
            fills++;
            expect(o.tsMs).toBe(series.tsMs[i]);
            // Relative 1e-12: the capped price is close × (1 ± fraction), exact to a few ulps.
            expect(o.priceUsd).toBeGreaterThanOrEqual(lo * (1 - 1e-12));
            expect(o.priceUsd).toBeLessThanOrEqual(hi * (1 + 1e-12));
            if (Math.abs(o.priceUsd - (o.action === 'BUY' ? hi : lo)) <= hi * 1e-12) atExtreme++;
          }
        });
      }),
      { numRuns: 60 },
    );
    expect(fills).toBeGreaterThan(100); // the property was exercised, not vacuous
    expect(atExtreme).toBeGreaterThan(10); // and the cap did bind
  });

  it('gives the same orders and state for the same input (determinism)', () => {
    fc.assert(
      fc.property(arbSeries, arbConfig, (series, cfg) => {
        const a = runAll(series, setup(series, cfg));
        const b = runAll(series, setup(series, cfg));
        expect(b.orders).toEqual(a.orders);
        expect(b.s).toEqual(a.s);
      }),
      { numRuns: 25 },
    );
  });
});

describe('step', () => {
  it('returns the same state and orders as advance and leaves its input unchanged', () => {
    const series = seriesFromCloses(randomWalk(5, 400, 30_000, 0.01));
    const a = setup(series, F);
    const b = setup(series, F);
    for (let i = 0; i < series.length; i++) {
      const frozen = cloneState(b.s);
      const res = step(b.p, b.s, {
        tsMs: series.tsMs[i]!,
        open: series.open[i]!,
        high: series.high[i]!,
        low: series.low[i]!,
        close: series.close[i]!,
        volume: series.volume[i]!,
      });
      expect(b.s).toEqual(frozen);
      b.s = res.state;
      b.orders.push(...res.orders);
      advance(
        a.p,
        a.s,
        series.tsMs[i]!,
        series.high[i]!,
        series.low[i]!,
        series.close[i]!,
        (o) => a.orders.push(o),
        series.volume[i]!,
      );
    }
    expect(b.orders).toEqual(a.orders);
    expect(b.s).toEqual(a.s);
    expect(a.orders.length).toBeGreaterThan(0);
  });

  it('reports all 7 strategies with prob in 0–100', () => {
    const series = seriesFromCloses(randomWalk(9, 100));
    const r = setup(series);
    const res = step(r.p, r.s, { tsMs: series.tsMs[0]!, open: 1, high: 30_100, low: 29_900, close: 30_000 });
    expect(res.decisions.map((d) => d.strategyName)).toEqual([...STRATEGY_NAMES]);
    for (const d of res.decisions) {
      expect(d.prob).toBeGreaterThanOrEqual(0);
      expect(d.prob).toBeLessThanOrEqual(100);
    }
  });

  it('ignores a bar that is not later than the previous one', () => {
    const r = setup(seriesFromCloses([30_000]));
    const c = { tsMs: 1000, open: 30_000, high: 30_000, low: 30_000, close: 30_000 };
    const s1 = step(r.p, r.s, c).state;
    expect(step(r.p, s1, c).state).toEqual(s1);
  });
});
