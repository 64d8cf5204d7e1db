/**
 * The per-strategy P/L table of a backtest (docs/backtest.md): gross P/L, costs (fees, spread,
 * slippage) and net P/L of every strategy, for the whole run and each calendar year of it.
 * Streaming: a snapshot of every strategy's books at the start and at each turn of a year (bar
 * close times, UTC); a period's figures are the differences of two snapshots, open deals valued
 * at the period's last close. Nothing happens per bar but one comparison in the run's loop.
 */
import { ENGINE_STRATEGY_NAMES } from '@avatara/contracts';
import type { TEngineParams } from '../params';
import { unrealizedUsd } from '../portfolio';
import type { TEngineState } from '../state';
import { iso } from './format';
import type { TPnlAfterCosts, TPnlPeriod } from './types';

/** Per strategy: net P/L (realized + unrealized), fees, spread and slippage, USD. */
const F = 3;

/** Snapshots of a run's books. */
export interface TPnlBooks {
  /** Snapshot at the run's start (after the deposit), then one at the start of each further year. */
  snaps: Float64Array[];
  /** Index of the first bar of each snapshot's period. */
  firstBars: number[];
  /** Calendar year of each period. */
  years: number[];
  /** Close time at which the next year starts, ms. */
  nextYearMs: number;
}

function snapshot(s: TEngineState, p: TEngineParams, px: number): Float64Array {
  const out = new Float64Array(s.strategies.length * F);
  s.strategies.forEach((st, k) => {
    out[k * F] = st.realizedPnlUsd + unrealizedUsd(st, p.strategies[k]!.side, px);
    out[k * F + 1] = st.feesUsd;
    out[k * F + 2] = st.slipUsd;
  });
  return out;
}

const yearOf = (tsMs: number) => new Date(tsMs).getUTCFullYear();

/** The books at a run's start: `px` the first close, `tsMs` the first bar's close time. */
export function createPnlBooks(s: TEngineState, p: TEngineParams, px: number, tsMs: number): TPnlBooks {
  const y = yearOf(tsMs);
  return { snaps: [snapshot(s, p, px)], firstBars: [0], years: [y], nextYearMs: Date.UTC(y + 1, 0, 1) };
}

/**
 * Starts a new year before bar `i` (close time `tsMs` ≥ `books.nextYearMs`), valuing the books at
 * the previous close `prevPx`, in place.
 */
export function pnlNewYear(
  books: TPnlBooks,
  s: TEngineState,
  p: TEngineParams,
  i: number,
  tsMs: number,
  prevPx: number,
): void {
  const y = yearOf(tsMs);
  books.snaps.push(snapshot(s, p, prevPx));
  books.firstBars.push(i);
  books.years.push(y);
  books.nextYearMs = Date.UTC(y + 1, 0, 1);
}

function diff(a: Float64Array, b: Float64Array, k: number): TPnlAfterCosts {
  const net = b[k * F]! - a[k * F]!;
  const fees = b[k * F + 1]! - a[k * F + 1]!;
  const slip = b[k * F + 2]! - a[k * F + 2]!;
  return {
    grossUsd: net + fees + slip,
    feesUsd: fees,
    slippageUsd: slip,
    costsUsd: fees + slip,
    netUsd: net,
  };
}

/**
 * The table after `bars` bars: the whole run, then each calendar year, for the strategy slots
 * `slots` (perStrategy's). `openTimes` are the series' open times; `endPx` the last close.
 */
export function finishPnl(
  books: TPnlBooks,
  s: TEngineState,
  p: TEngineParams,
  endPx: number,
  bars: number,
  slots: readonly number[],
  openTimes: Float64Array,
): TPnlPeriod[] {
  const end = snapshot(s, p, endPx);
  const period = (label: string, a: Float64Array, b: Float64Array, first: number, last: number) => {
    const strategies = slots.map((k) => ({ strategy: ENGINE_STRATEGY_NAMES[k]!, ...diff(a, b, k) }));
    const total: TPnlAfterCosts = { grossUsd: 0, feesUsd: 0, slippageUsd: 0, costsUsd: 0, netUsd: 0 };
    for (const x of strategies) {
      total.grossUsd += x.grossUsd;
      total.feesUsd += x.feesUsd;
      total.slippageUsd += x.slippageUsd;
      total.costsUsd += x.costsUsd;
      total.netUsd += x.netUsd;
    }
    const lastBar = Math.max(first, last);
    return {
      period: label,
      from: iso(openTimes[first]!),
      to: iso(openTimes[lastBar]!),
      bars: Math.max(0, last - first + 1),
      strategies,
      total,
    };
  };
  const out: TPnlPeriod[] = [period('all', books.snaps[0]!, end, 0, bars - 1)];
  const n = books.snaps.length;
  for (let j = 0; j < n; j++) {
    const first = books.firstBars[j]!;
    const last = j + 1 < n ? books.firstBars[j + 1]! - 1 : bars - 1;
    out.push(
      period(String(books.years[j]), books.snaps[j]!, j + 1 < n ? books.snaps[j + 1]! : end, first, last),
    );
  }
  return out;
}
