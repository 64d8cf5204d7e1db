import { describe, expect, it } from 'vitest';
import { benchmarkBar, benchmarkDeposit, createBenchmarks, finishBenchmarks } from './benchmarks';

/**
 * Hand-written run, fee 0.1 %: 10,000 USD deposited at the first close 100; closes 100, 120;
 * 5,000 USD more deposited at 120; last close 150.
 */
function handRun() {
  const b = createBenchmarks(0.001);
  benchmarkDeposit(b, 10_000, 100);
  benchmarkBar(b, 100);
  benchmarkBar(b, 120);
  benchmarkDeposit(b, 5_000, 120);
  benchmarkBar(b, 150);
  return finishBenchmarks(b, 150, 1, 8_766, 20_000);
}

describe('benchmarkDeposit / benchmarkBar / finishBenchmarks', () => {
  it('holds the split deposits untouched: half USDC, half BTC at each deposit, no fee', () => {
    const { holdSplit } = handRun();
    // USDC 5,000 + 2,500; BTC 50 + 2,500 / 120 = 70.8333…; at 150: 7,500 + 10,625 = 18,125.
    expect(holdSplit.usdc).toBe(7_500);
    expect(holdSplit.btc).toBeCloseTo(50 + 2_500 / 120, 12);
    expect(holdSplit.endUsd).toBeCloseTo(18_125, 9);
    expect(holdSplit.feesUsd).toBe(0);
    // Time-weighted: 100 → 120 makes 11,000 / 10,000; the deposit is a flow (16,000 after it);
    // 120 → 150 makes 18,125 / 16,000. Index 1.1 × 1.1328125 = 1.24609375.
    expect(holdSplit.returnPct).toBeCloseTo(0.24609375, 12);
    expect(holdSplit.maxDrawdownPct).toBe(0);
    expect(holdSplit.relativeOutperfPct).toBeCloseTo((20_000 / 18_125 - 1) * 100, 9);
  });

  it('buys BTC with each whole deposit at its price, paying one fee each', () => {
    const { holdBtc } = handRun();
    // 10,000 / 1.001 = 9,990.00999 of notional at 100 (fee 9.99001), 5,000 / 1.001 at 120 (fee 4.995005).
    const qty = 10_000 / 1.001 / 100 + 5_000 / 1.001 / 120;
    expect(holdBtc.usdc).toBe(0);
    expect(holdBtc.btc).toBeCloseTo(qty, 12);
    expect(holdBtc.endUsd).toBeCloseTo(qty * 150, 9);
    expect(holdBtc.feesUsd).toBeCloseTo((10_000 / 1.001) * 0.001 + (5_000 / 1.001) * 0.001, 12);
    expect(holdBtc.exposurePct).toBe(1);
    // Index: the first fee (1 / 1.001), 100 → 120, the second deposit's fee on 16,988.01 USD, 120 → 150.
    const before = (10_000 / 1.001 / 100) * 120;
    const index = (1 / 1.001) * 1.2 * ((before + 5_000 / 1.001) / (before + 5_000)) * 1.25;
    expect(holdBtc.returnPct).toBeCloseTo(index - 1, 12);
  });

  it('keeps cash as cash: the deposits, no return, no risk', () => {
    const { cash } = handRun();
    expect(cash).toMatchObject({
      endUsd: 15_000,
      usdc: 15_000,
      btc: 0,
      returnPct: 0,
      maxDrawdownPct: 0,
      sharpe: 0,
      sortino: 0,
      exposurePct: 0,
    });
  });

  it('measures the drawdown of a holding on its time-weighted index, not on deposits', () => {
    const b = createBenchmarks(0);
    benchmarkDeposit(b, 1_000, 100);
    benchmarkBar(b, 100);
    benchmarkBar(b, 80); // BTC −20 %
    benchmarkDeposit(b, 9_000, 80); // a big deposit is no gain
    benchmarkBar(b, 80);
    benchmarkBar(b, 100);
    const r = finishBenchmarks(b, 100, 1, 8_766, 0);
    expect(r.holdBtc.maxDrawdownPct).toBeCloseTo(0.2, 12);
    expect(r.holdBtc.returnPct).toBeCloseTo(0, 12); // 100 → 80 → 100
    expect(r.holdBtc.endUsd).toBeCloseTo(1_000 + 9_000 * (100 / 80), 9);
    expect(r.holdSplit.maxDrawdownPct).toBeCloseTo(0.1, 12); // half in BTC
  });
});
