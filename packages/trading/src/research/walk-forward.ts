/*
 * Walk-forward optimisation of one strategy's parameters (issue 28 §4, docs/research.md): on
 * rolling in-sample windows a random or grid search picks the parameters with the best net P/L,
 * which then trade the following out-of-sample window, which none of them saw.
 */
import type { TStrategyName, TTradingConfigInput } from '@avatara/contracts';
import type { TCandleSeries } from '../candles';
import { sliceSeries } from '../candles';
import { STANDARD_QUOTA } from '../params';
import { STRATEGY_QUOTA_FIELD } from '../compile-params';
import { runBacktest } from '../backtest/run';
import { deflatedSharpe, type TDeflatedSharpe } from './deflated-sharpe';
import { gridSamples, PARAM_SPACES, randomSamples } from './param-space';

/** How a walk-forward run searches and cuts its windows. */
export interface TWalkForwardOptions {
  strategy: TStrategyName;
  /** The config the samples are laid over (the house config; missing fields take the defaults). */
  config?: TTradingConfigInput;
  search: 'random' | 'grid';
  /** Parameter sets tried per in-sample window (a grid may hold fewer). */
  trials: number;
  /** The seeded RNG of the search ([0, 1)); the same RNG state replays the same run. */
  random: () => number;
  /** Bars of each in-sample and out-of-sample window; windows roll on by `outOfSampleBars`. */
  inSampleBars: number;
  outOfSampleBars: number;
  /** Index of the first in-sample bar; the bars before it only warm the engine up. */
  startIndex?: number;
  /** Bars before a window fed to the engine with trading off (default: all before it, at most 5,000). */
  warmUpBars?: number;
  /** Called after each evaluation (one backtest). */
  onProgress?: (p: TWalkForwardProgress) => void;
  /** Checked before each evaluation and inside each backtest. */
  signal?: AbortSignal;
  /** Awaited between evaluations (a server thread or worker stays responsive). */
  yieldToHost?: () => Promise<void>;
}

export interface TWalkForwardProgress {
  /** Backtests done and in all. */
  done: number;
  total: number;
  /** 0–100. */
  percent: number;
  /** The window being searched or tested (1-based). */
  window: number;
  windows: number;
}

/** What one backtest of a window earned. */
export interface TWindowScore {
  /** The strategy's net P/L (realized + unrealized, after every cost), USD. */
  netPnlUsd: number;
  /** Largest peak-to-trough fall of the strategy's P/L (account − held deposit), USD. */
  maxDrawdownUsd: number;
  /** Largest fall of the whole account value (held BTC included), fraction. */
  accountMaxDrawdown: number;
  /** Orders. */
  trades: number;
  /** Sharpe ratio of the strategy's P/L per bar (per bar, not annualised). */
  sharpe: number;
}

export interface TWalkForwardWindow {
  index: number;
  /** ISO open times of the first and last bar of each part. */
  inSampleFrom: string;
  inSampleTo: string;
  outOfSampleFrom: string;
  outOfSampleTo: string;
  /** The parameters with the best in-sample net P/L. */
  params: Record<string, number>;
  trials: number;
  inSample: TWindowScore;
  outOfSample: TWindowScore;
  /** The in-sample choice's deflated Sharpe ratio over this window's trials. */
  deflated: TDeflatedSharpe;
}

export interface TWalkForwardResult {
  status: 'DONE' | 'CANCELLED';
  strategy: TStrategyName;
  search: 'random' | 'grid';
  inSampleBars: number;
  outOfSampleBars: number;
  windows: TWalkForwardWindow[];
  totals: {
    inSampleNetPnlUsd: number;
    outOfSampleNetPnlUsd: number;
    outOfSampleTrades: number;
    /** The worst out-of-sample drawdown of the strategy's P/L, USD. */
    outOfSampleMaxDrawdownUsd: number;
    /** Out-of-sample net P/L per bar / in-sample net P/L per bar (null when in-sample ≤ 0). */
    efficiency: number | null;
    /** Mean deflated Sharpe ratio of the windows' choices. */
    meanDeflatedSharpe: number;
  };
  warning: TOverfitWarning;
  /** The last window's parameters: what "apply" writes. */
  lastParams: Record<string, number> | null;
}

export interface TOverfitWarning {
  overfit: boolean;
  /** German, for the dashboard. */
  reasons: string[];
}

/** The deflated Sharpe ratio below which a choice counts as likely luck. */
export const DSR_THRESHOLD = 0.95;
/** Out-of-sample P/L per bar below this share of the in-sample one counts as a gap. */
export const EFFICIENCY_THRESHOLD = 0.5;

/** Window bounds: [isStart, isEnd) then [isEnd, oosEnd), rolling by the out-of-sample length. */
export function walkForwardWindows(
  bars: number,
  startIndex: number,
  inSampleBars: number,
  outOfSampleBars: number,
): { isStart: number; isEnd: number; oosEnd: number }[] {
  if (!(inSampleBars >= 2 && outOfSampleBars >= 2)) throw new RangeError('windows need at least 2 bars each');
  const out = [];
  for (let s = startIndex; s + inSampleBars + outOfSampleBars <= bars; s += outOfSampleBars)
    out.push({ isStart: s, isEnd: s + inSampleBars, oosEnd: s + inSampleBars + outOfSampleBars });
  return out;
}

/**
 * The in-sample and out-of-sample lengths of `windows` windows over `bars` bars, the in-sample
 * part `ratio` times the out-of-sample one: bars = ratio·oos + windows·oos.
 */
export function planWindows(
  bars: number,
  windows: number,
  ratio: number,
): { inSampleBars: number; outOfSampleBars: number } {
  const outOfSampleBars = Math.floor(bars / (ratio + windows));
  return { inSampleBars: Math.floor(outOfSampleBars * ratio), outOfSampleBars };
}

interface Evaluation extends TWindowScore {
  returns: Float64Array;
}

function evaluate(
  all: TCandleSeries,
  from: number,
  to: number,
  opts: TWalkForwardOptions,
  params: Record<string, number>,
): Evaluation {
  const warm = opts.warmUpBars ?? 5_000;
  const series = sliceSeries(all, from, to);
  const warmUpSeries = from > 0 ? sliceSeries(all, Math.max(0, from - warm), from) : undefined;
  const quota = (opts.config as Record<string, unknown> | undefined)?.[STRATEGY_QUOTA_FIELD[opts.strategy]];
  const r = runBacktest(series, {
    config: { ...opts.config, ...params },
    enabledStrategies: [opts.strategy],
    strategyQuota: {
      [opts.strategy]: typeof quota === 'number' && quota > 0 ? quota : STANDARD_QUOTA[opts.strategy],
    },
    ...(warmUpSeries && warmUpSeries.length > 0 ? { warmUpSeries } : {}),
    maxPoints: series.length,
    maxTradeEvents: 0,
    ...(opts.signal ? { isCancelled: () => opts.signal!.aborted } : {}),
  });
  // The strategy's P/L per bar: account value − the held deposit, as a share of the start capital.
  const n = r.equityPoints.length;
  const returns = new Float64Array(Math.max(0, n - 1));
  let prev = 0;
  let peak = 0;
  let maxDrawdownUsd = 0;
  for (let i = 0; i < n; i++) {
    // Rounded to micro-USD: without a trade the difference is 0, not float noise (a noise Sharpe).
    const excess =
      Math.round((r.equityPoints[i]!.c - (r.btInitUsdc + r.btInitBtc * r.points[i]!.c)) * 1e6) / 1e6;
    if (i > 0) returns[i - 1] = (excess - prev) / r.startCapital;
    prev = excess;
    peak = Math.max(peak, excess);
    maxDrawdownUsd = Math.max(maxDrawdownUsd, peak - excess);
  }
  let mean = 0;
  for (const x of returns) mean += x / Math.max(1, returns.length);
  let v = 0;
  for (const x of returns) v += (x - mean) ** 2 / Math.max(1, returns.length - 1);
  return {
    netPnlUsd: r.netPnl,
    maxDrawdownUsd,
    accountMaxDrawdown: r.metrics.maxDrawdownPct,
    trades: r.tradeCount,
    sharpe: v > 0 ? mean / Math.sqrt(v) : 0,
    returns,
  };
}

const score = (e: Evaluation): TWindowScore => ({
  netPnlUsd: e.netPnlUsd,
  maxDrawdownUsd: e.maxDrawdownUsd,
  accountMaxDrawdown: e.accountMaxDrawdown,
  trades: e.trades,
  sharpe: e.sharpe,
});

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Runs the walk-forward optimisation over `series` (sorted open times). Per window: every sample
 * of the search is backtested in sample, the best net P/L is chosen, and the choice is backtested
 * on the next window out of sample. Cancelling (`signal`) stops before the next backtest and
 * returns the windows finished so far with status CANCELLED.
 */
export async function runWalkForward(
  series: TCandleSeries,
  opts: TWalkForwardOptions,
): Promise<TWalkForwardResult> {
  const space = PARAM_SPACES[opts.strategy];
  const windows = walkForwardWindows(
    series.length,
    opts.startIndex ?? 0,
    opts.inSampleBars,
    opts.outOfSampleBars,
  );
  if (windows.length === 0)
    throw new RangeError('the range is too short for one in-sample and one out-of-sample window');
  const trials = Math.max(1, Math.floor(opts.trials));
  const samplesPerWindow = windows.map(() =>
    opts.search === 'grid'
      ? gridSamples(space, trials, opts.random)
      : randomSamples(space, trials, opts.random),
  );
  const total = samplesPerWindow.reduce((s, w) => s + w.length + 1, 0);
  let done = 0;
  const out: TWalkForwardWindow[] = [];
  let cancelled = false;
  const step = async (w: number) => {
    done++;
    opts.onProgress?.({
      done,
      total,
      percent: Math.round((done / total) * 1000) / 10,
      window: w + 1,
      windows: windows.length,
    });
    await opts.yieldToHost?.();
  };
  outer: for (let w = 0; w < windows.length; w++) {
    const { isStart, isEnd, oosEnd } = windows[w]!;
    const samples = samplesPerWindow[w]!;
    let best: { params: Record<string, number>; e: Evaluation } | null = null;
    const sharpes: number[] = [];
    for (const params of samples) {
      if (opts.signal?.aborted) {
        cancelled = true;
        break outer;
      }
      const e = evaluate(series, isStart, isEnd, opts, params);
      sharpes.push(e.sharpe);
      if (!best || e.netPnlUsd > best.e.netPnlUsd) best = { params, e };
      await step(w);
    }
    if (!best || opts.signal?.aborted) {
      cancelled = cancelled || !!opts.signal?.aborted;
      break;
    }
    const oos = evaluate(series, isEnd, oosEnd, opts, best.params);
    if (opts.signal?.aborted) {
      cancelled = true;
      break;
    }
    out.push({
      index: w + 1,
      inSampleFrom: iso(series.tsMs[isStart]!),
      inSampleTo: iso(series.tsMs[isEnd - 1]!),
      outOfSampleFrom: iso(series.tsMs[isEnd]!),
      outOfSampleTo: iso(series.tsMs[oosEnd - 1]!),
      params: best.params,
      trials: samples.length,
      inSample: score(best.e),
      outOfSample: score(oos),
      deflated: deflatedSharpe(best.e.returns, sharpes),
    });
    await step(w);
  }
  return summarise(out, opts, cancelled);
}

function summarise(
  windows: TWalkForwardWindow[],
  opts: TWalkForwardOptions,
  cancelled: boolean,
): TWalkForwardResult {
  const sum = (f: (w: TWalkForwardWindow) => number) => windows.reduce((s, w) => s + f(w), 0);
  const isPnl = sum((w) => w.inSample.netPnlUsd);
  const oosPnl = sum((w) => w.outOfSample.netPnlUsd);
  const isPerBar = isPnl / Math.max(1, windows.length * opts.inSampleBars);
  const oosPerBar = oosPnl / Math.max(1, windows.length * opts.outOfSampleBars);
  const efficiency = isPerBar > 0 ? oosPerBar / isPerBar : null;
  const dsrs = windows.map((w) => w.deflated.dsr).filter((x) => Number.isFinite(x));
  const meanDsr = dsrs.length > 0 ? dsrs.reduce((a, b) => a + b, 0) / dsrs.length : 0;
  const totals = {
    inSampleNetPnlUsd: isPnl,
    outOfSampleNetPnlUsd: oosPnl,
    outOfSampleTrades: sum((w) => w.outOfSample.trades),
    outOfSampleMaxDrawdownUsd: windows.reduce((m, w) => Math.max(m, w.outOfSample.maxDrawdownUsd), 0),
    efficiency,
    meanDeflatedSharpe: meanDsr,
  };
  return {
    status: cancelled ? 'CANCELLED' : 'DONE',
    strategy: opts.strategy,
    search: opts.search,
    inSampleBars: opts.inSampleBars,
    outOfSampleBars: opts.outOfSampleBars,
    windows,
    totals,
    warning: overfitWarning(totals, windows.length),
    lastParams: windows.at(-1)?.params ?? null,
  };
}

/**
 * The overfitting warning (docs/research.md): raised when the out-of-sample P/L per bar is below
 * half the in-sample one (or negative while in sample gained), or when the mean deflated Sharpe
 * ratio of the choices is below 0.95.
 */
export function overfitWarning(
  totals: Pick<
    TWalkForwardResult['totals'],
    'inSampleNetPnlUsd' | 'outOfSampleNetPnlUsd' | 'efficiency' | 'meanDeflatedSharpe'
  >,
  windows: number,
): TOverfitWarning {
  const reasons: string[] = [];
  if (windows === 0) return { overfit: false, reasons };
  if (totals.inSampleNetPnlUsd > 0 && totals.outOfSampleNetPnlUsd <= 0)
    reasons.push('Außerhalb der Stichprobe kein Gewinn, obwohl die Auswahl innerhalb gewann.');
  else if (totals.efficiency !== null && totals.efficiency < EFFICIENCY_THRESHOLD)
    reasons.push(
      `Außerhalb der Stichprobe nur ${Math.round(totals.efficiency * 100)} % des Gewinns je Kerze innerhalb (unter ${EFFICIENCY_THRESHOLD * 100} %).`,
    );
  if (totals.meanDeflatedSharpe < DSR_THRESHOLD)
    reasons.push(
      `Deflationierte Sharpe-Ratio ${totals.meanDeflatedSharpe.toFixed(2)} < ${DSR_THRESHOLD}: die Auswahl ist wahrscheinlich Glück.`,
    );
  return { overfit: reasons.length > 0, reasons };
}
