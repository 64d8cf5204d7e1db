/**
 * The three benchmarks every backtest report shows beside trading (docs/backtest.md):
 *
 * - `holdSplit`: every deposit split as the account splits it (half USDC, half BTC bought at the
 *   deposit's price, no fee — `deposit` in state.ts) and kept untouched: the spec's `endNoTrade`;
 * - `holdBtc`: every deposit buys BTC with the whole amount at the deposit's price, paying one
 *   fee (the fee rate × notional, in USDC like the engine's fees: notional = deposit / (1 + fee rate));
 * - `cash`: every deposit kept as USDC.
 *
 * Pure and streaming (O(1) a bar): `benchmarkDeposit` at each deposit, `benchmarkBar` at each bar
 * close, `finishBenchmarks` at the end. Risk figures are those of the time-weighted index of
 * each holding (deposits are flows, not returns), so with one deposit at the first close they are
 * the figures of its value curve.
 */
import { createMetrics, finishRisk, updateMetrics, type TMetricsState, type TRiskMetrics } from './metrics';

/** One holding: its coins and its time-weighted index. */
export interface THoldingBook {
  usdc: number;
  btc: number;
  feesUsd: number;
  depositedUsd: number;
  /** Time-weighted index (1 before the first deposit). */
  index: number;
  /** Value at the last mark (bar or deposit), USD. */
  markUsd: number;
  /** Growth of the index since the last bar (deposits between bars), factor. */
  pending: number;
  risk: TMetricsState;
}

export interface TBenchmarkBooks {
  holdSplit: THoldingBook;
  holdBtc: THoldingBook;
  cash: THoldingBook;
  /** Fee a fill, fraction of the notional. */
  feePct: number;
}

/** A benchmark at the end of a run. USD unless noted; fractions where the name ends in Pct. */
export interface TBenchmarkResult extends TRiskMetrics {
  /** Value at the end (the coins at the last close). */
  endUsd: number;
  /** USDC and BTC held at the end (a backtest deposits once: also from the first close on). */
  usdc: number;
  btc: number;
  /** Fees paid (holding BTC: one fee a deposit). */
  feesUsd: number;
  /** Time-weighted BTC share of its value (holding BTC: 1, cash: 0), fraction. */
  exposurePct: number;
  /** Trading against this benchmark: (endWithTrade / endUsd − 1) × 100, percent. */
  relativeOutperfPct: number;
}

/** The three benchmarks of a backtest (spec §3's endNoTrade is holdSplit.endUsd). */
export interface TBacktestBenchmarks {
  holdSplit: TBenchmarkResult;
  holdBtc: TBenchmarkResult;
  cash: TBenchmarkResult;
}

export const BENCHMARK_KINDS = ['holdSplit', 'holdBtc', 'cash'] as const;
export type TBenchmarkKind = (typeof BENCHMARK_KINDS)[number];

function book(): THoldingBook {
  return {
    usdc: 0,
    btc: 0,
    feesUsd: 0,
    depositedUsd: 0,
    index: 1,
    markUsd: 0,
    pending: 1,
    risk: createMetrics(),
  };
}

/** Empty books (no deposit yet); `feePct` is the engine's fee a fill (fraction). */
export function createBenchmarks(feePct: number): TBenchmarkBooks {
  return { holdSplit: book(), holdBtc: book(), cash: book(), feePct };
}

function depositInto(b: THoldingBook, usd: number, px: number, buy: (b: THoldingBook) => void): void {
  const before = b.usdc + b.btc * px;
  // The holdings' move since the last mark, then the deposit's own cost (holding BTC: the fee).
  if (b.markUsd > 0) b.pending *= before / b.markUsd;
  buy(b);
  b.depositedUsd += usd;
  const after = b.usdc + b.btc * px;
  b.pending *= after / (before + usd);
  b.markUsd = after;
}

/**
 * Deposits `usd` into every benchmark at price `px` (USD per BTC), in place: split as the account
 * splits it (`btcShare` as BTC, default half; no fee, as the account's deposit), all BTC (one
 * fee), all cash.
 * @example benchmarkDeposit(books, 10_000, 40_000) // holdBtc: 10,000 / (40,000 × 1.001) BTC, fee 9.99 USD
 */
export function benchmarkDeposit(books: TBenchmarkBooks, usd: number, px: number, btcShare = 0.5): void {
  if (!(usd > 0) || !(px > 0)) return;
  const f = books.feePct;
  depositInto(books.holdSplit, usd, px, (b) => {
    b.usdc += usd * (1 - btcShare);
    b.btc += (usd * btcShare) / px;
  });
  depositInto(books.holdBtc, usd, px, (b) => {
    const notional = usd / (1 + f);
    b.btc += notional / px;
    b.feesUsd += notional * f;
  });
  depositInto(books.cash, usd, px, (b) => {
    b.usdc += usd;
  });
}

function barInto(b: THoldingBook, px: number): void {
  const v = b.usdc + b.btc * px;
  if (b.markUsd > 0) b.pending *= v / b.markUsd;
  b.index *= b.pending;
  b.pending = 1;
  b.markUsd = v;
  if (b.depositedUsd > 0) updateMetrics(b.risk, b.index, v > 0 ? (b.btc * px) / v : 0, false);
}

/** Values every benchmark at a bar's close `px`, in place. */
export function benchmarkBar(books: TBenchmarkBooks, px: number): void {
  barInto(books.holdSplit, px);
  barInto(books.holdBtc, px);
  barInto(books.cash, px);
}

function finishOne(
  b: THoldingBook,
  px: number,
  years: number,
  barsPerYear: number,
  endWithTrade: number,
): TBenchmarkResult {
  const endUsd = b.usdc + b.btc * px;
  const r = b.risk;
  return {
    endUsd,
    usdc: b.usdc,
    btc: b.btc,
    feesUsd: b.feesUsd,
    ...finishRisk(r, 1, b.index, years, barsPerYear),
    exposurePct: r.valuedBars > 0 ? r.btcShareSum / r.valuedBars : 0,
    relativeOutperfPct: endUsd > 0 ? (endWithTrade / endUsd - 1) * 100 : 0,
  };
}

/**
 * The benchmarks at the end of a run: values at `px` (the last close), risk figures annualised
 * like the account's (`years`, `barsPerYear`), and trading's end value `endWithTrade` against each.
 */
export function finishBenchmarks(
  books: TBenchmarkBooks,
  px: number,
  years: number,
  barsPerYear: number,
  endWithTrade: number,
): TBacktestBenchmarks {
  return {
    holdSplit: finishOne(books.holdSplit, px, years, barsPerYear, endWithTrade),
    holdBtc: finishOne(books.holdBtc, px, years, barsPerYear, endWithTrade),
    cash: finishOne(books.cash, px, years, barsPerYear, endWithTrade),
  };
}
