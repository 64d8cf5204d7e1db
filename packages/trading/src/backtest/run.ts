import {
  ENGINE_STRATEGY_NAMES,
  MARKET_SITUATIONS,
  STRATEGY_NAMES,
  type TEngineStrategyName,
  type TTradingConfig,
  type TTradingConfigInput,
} from '@avatara/contracts';
import { barSpacingMs, type TCandleSeries } from '../candles';
import { advance } from '../engine';
import { warmUp } from '../actions';
import { compileParams, runConfig } from '../compile-params';
import {
  crossoverSettings,
  LIVE_STRATEGY_COUNT,
  type TCrossoverSettings,
  type TEngineParams,
} from '../params';
import { DUST_BTC, unrealizedUsd, type TOrder } from '../portfolio';
import { situationLabels, situationName } from '../situations';
import { createEngineState, deposit, DEPOSIT_BTC_SHARE, DEPOSIT_USD, type TEngineState } from '../state';
import { benchmarkBar, benchmarkDeposit, createBenchmarks, finishBenchmarks } from './benchmarks';
import { formatDuration, iso, type TPoint } from './format';
import { createMetrics, finishMetrics, updateMetrics, type TDealStats, type TMetricsState } from './metrics';
import { createPnlBooks, finishPnl, pnlNewYear } from './pnl';
import { createTradeLog, pushTrade, tradeEventsPage, type TTradeLog } from './trades';
import type { TBacktestProgress, TBacktestResult, TTradeEvent } from './types';

/** Options of a backtest run. Quotas are fractions 0–1. */
export interface TBacktestOptions {
  config?: TTradingConfigInput;
  /**
   * Strategies switched on (default: the spec's 7). The benchmark MA_CROSSOVER is off unless named
   * here.
   */
  enabledStrategies?: readonly TEngineStrategyName[];
  /** Total quota: replaces the config's. */
  totalQuota?: number;
  /**
   * Per-strategy quota: replaces the config's quota of that strategy (MA_CROSSOVER: its share,
   * `crossover.share`).
   */
  strategyQuota?: Partial<Record<TEngineStrategyName, number>>;
  /** The benchmark crossover's settings (default SMA 50/200, all-in; `crossoverSettings`). */
  crossover?: Partial<TCrossoverSettings>;
  /**
   * Bars before the run (e.g. the 60 days before `from`) fed through the engine with trading
   * off, so indicators and the trend filter are warm at the first bar. Not part of the result.
   */
  warmUpSeries?: TCandleSeries;
  /** Deposit at the first close (default 10,000 USD: half BTC, half USDC). */
  initialUsd?: number;
  /**
   * Share of the deposit bought as BTC at the first close (default 0.5, as the account deposits;
   * 0 = all USDC, as a backtester that starts with cash). The split benchmark holds the same split.
   */
  depositBtcShare?: number;
  /**
   * Bar length, ms (default: the series' smallest bar spacing, `barSpacingMs`). The series holds
   * open times; the engine sees each bar at its close time, open + barMs − 1 ms (as live), and
   * trades, chart points and situations carry that time.
   */
  barMs?: number;
  /** Chart points kept (default 500). */
  maxPoints?: number;
  /**
   * Trade events put into the result (default: all of them). Every order is kept in the run's
   * compact trade log either way; page through it with TBacktestRun.tradeEvents.
   */
  maxTradeEvents?: number;
  /**
   * Cap fills by the bars' volume (the params' maxVolumeShare; default true). A series without any
   * volume (all 0 or NaN, e.g. a CSV without a volume column) is never capped.
   */
  useVolume?: boolean;
  /** Progress is reported every this many bars (default: every 1 %). */
  progressEveryBars?: number;
  onProgress?: (p: TBacktestProgress) => void;
  /** Checked at each progress step; true cancels the run (status CANCELLED, partial result). */
  isCancelled?: () => boolean;
  /** Clock for elapsed time and ETA, ms (pass Date.now; default: no clock, times are 0). */
  now?: () => number;
}

/** The config of a run: the given config with the run's quotas applied and trading on (`runConfig`). */
export function backtestConfig(opts: TBacktestOptions): TTradingConfig {
  return runConfig(opts.config, opts.totalQuota, opts.strategyQuota);
}

/** A backtest that can be run in chunks (for progress, cancellation and yielding). */
export interface TBacktestRun {
  /** Simulates up to `maxBars` more bars; returns true when the run is over. */
  runChunk(maxBars: number): boolean;
  /** The result so far (final once runChunk returned true). */
  result(): TBacktestResult;
  /** Trade events [offset, offset + limit) of the orders so far, oldest first. */
  tradeEvents(offset?: number, limit?: number): TTradeEvent[];
  /** Every order so far, as struct-of-arrays (no cap). */
  readonly trades: TTradeLog;
  readonly state: TEngineState;
  readonly params: TEngineParams;
}

/** Prepares a backtest over `series` (sorted by time). Nothing runs until runChunk. */
export function createBacktest(series: TCandleSeries, opts: TBacktestOptions = {}): TBacktestRun {
  const n = series.length;
  if (n === 0) throw new Error('no candles in the selected range');
  const cross: Partial<TCrossoverSettings> = { ...opts.crossover };
  const crossShare = opts.strategyQuota?.MA_CROSSOVER;
  if (crossShare !== undefined) cross.share = crossShare;
  const p = compileParams(backtestConfig(opts), crossoverSettings(cross));
  const s = createEngineState(p);
  const enabled: readonly TEngineStrategyName[] = opts.enabledStrategies ?? STRATEGY_NAMES;
  s.strategies.forEach((st, k) => (st.enabled = enabled.includes(ENGINE_STRATEGY_NAMES[k]!)));
  // perStrategy and the P/L table: the spec's 7, and the benchmark when it runs.
  const slots = s.strategies.flatMap((st, k) => (k < LIVE_STRATEGY_COUNT || st.enabled ? [k] : []));
  const barMs = opts.barMs ?? (n > 1 ? barSpacingMs(series) : barSpacingMs(opts.warmUpSeries ?? series));
  // Open time → the time the close belongs to (the bar's close time).
  const closeOffset = barMs > 0 ? barMs - 1 : 0;
  if (opts.warmUpSeries && opts.warmUpSeries.length > 0) warmUp(p, s, opts.warmUpSeries, closeOffset);
  const startPx = series.close[0]!;
  const depositUsd = opts.initialUsd ?? DEPOSIT_USD;
  const btcShare = opts.depositBtcShare ?? DEPOSIT_BTC_SHARE;
  deposit(s, depositUsd, startPx, btcShare);
  const books = createBenchmarks(p.feePct);
  benchmarkDeposit(books, depositUsd, startPx, btcShare);
  const initUsdc = s.usdc;
  const initBtc = s.btc;
  const startCapital = initUsdc + initBtc * startPx;
  const now = opts.now ?? (() => 0);
  const t0 = now();
  const maxPoints = Math.max(2, opts.maxPoints ?? 500);
  const maxEvents = opts.maxTradeEvents ?? Infinity;
  const progressEvery = Math.max(1, opts.progressEveryBars ?? Math.ceil(n / 100));
  const pointsN = Math.min(n, maxPoints);
  const ptT = new Float64Array(pointsN);
  const ptPx = new Float64Array(pointsN);
  const ptNav = new Float64Array(pointsN);
  const ptMask = new Uint32Array(pointsN);
  const sitCounts = new Float64Array(MARKET_SITUATIONS.length);
  const m: TMetricsState = createMetrics();
  const pnl = createPnlBooks(s, p, startPx, series.tsMs[0]! + closeOffset);
  const log = createTradeLog();
  let i = 0;
  let point = 0;
  let nextPointAt = Math.floor(n / pointsN) - 1;
  let nextProgressAt = progressEvery;
  let status: TBacktestResult['status'] = 'RUNNING';
  const sink = (o: TOrder) => pushTrade(log, o);
  const tsA = series.tsMs;
  const hiA = series.high;
  const loA = series.low;
  const clA = series.close;
  let hasVolume = false;
  if (opts.useVolume !== false) for (let j = 0; j < n && !hasVolume; j++) hasVolume = series.volume[j]! > 0;
  // NaN volume = no cap (a series without volume data).
  const voA = hasVolume ? series.volume : new Float64Array(1).fill(NaN);
  const voMask = hasVolume ? -1 : 0;

  const progress = (): void => {
    if (!opts.onProgress) return;
    const elapsed = now() - t0;
    const done = i / n;
    const eta = done > 0 ? (elapsed * (1 - done)) / done : NaN;
    const px = clA[Math.max(0, i - 1)]!;
    opts.onProgress({
      status,
      percent: Math.round(done * 1000) / 10,
      elapsedText: formatDuration(elapsed),
      currentSimTime: iso(tsA[Math.max(0, i - 1)]! + closeOffset),
      etaText: formatDuration(eta),
      usd: s.usdc + s.btc * px,
      btcValue: s.btc * px,
      etaMsRemaining: Number.isFinite(eta) ? Math.round(eta) : 0,
      etaFinishAt: Number.isFinite(eta) ? iso(now() + eta) : '',
      message: status === 'RUNNING' ? `${i} / ${n} bars` : status,
    });
  };

  const runChunk = (maxBars: number): boolean => {
    if (status !== 'RUNNING') return true;
    const end = Math.min(n, i + maxBars);
    while (i < end) {
      const stop = Math.min(end, nextProgressAt);
      for (; i < stop; i++) {
        const c = clA[i]!;
        const t = tsA[i]! + closeOffset;
        if (t >= pnl.nextYearMs) pnlNewYear(pnl, s, p, i, t, clA[i - 1]!);
        advance(p, s, t, hiA[i]!, loA[i]!, c, sink, voA[i & voMask]!);
        const btcUsd = s.btc * c;
        const nav = s.usdc + btcUsd;
        updateMetrics(m, nav, nav > 0 ? btcUsd / nav : 0, s.longQtyBtc + s.shortQtyBtc > DUST_BTC);
        benchmarkBar(books, c);
        sitCounts[s.situation]!++;
        if (i === nextPointAt) {
          ptT[point] = t;
          ptPx[point] = c;
          ptNav[point] = nav;
          ptMask[point] = s.situationMask;
          point++;
          nextPointAt = Math.floor(((point + 1) * n) / pointsN) - 1;
        }
      }
      if (i >= nextProgressAt) {
        nextProgressAt += progressEvery;
        if (opts.isCancelled?.()) {
          status = 'CANCELLED';
          progress();
          return true;
        }
        if (i < n) progress();
      }
    }
    if (i >= n) {
      status = 'DONE';
      progress();
      return true;
    }
    return false;
  };

  const result = (): TBacktestResult => {
    const last = Math.max(0, i - 1);
    const endPx = clA[last]!;
    const endWithTrade = s.usdc + s.btc * endPx;
    const endNoTrade = initUsdc + initBtc * endPx;
    let realized = 0;
    let unrealized = 0;
    const deals: TDealStats = {
      dealWins: 0,
      dealLosses: 0,
      dealGrossWinUsd: 0,
      dealGrossLossUsd: 0,
      wins: 0,
      losses: 0,
      grossWinUsd: 0,
      grossLossUsd: 0,
      closedDeals: 0,
    };
    const perStrategy = slots.map((k) => {
      const st = s.strategies[k]!;
      const u = unrealizedUsd(st, p.strategies[k]!.side, endPx);
      realized += st.realizedPnlUsd;
      unrealized += u;
      deals.wins += st.wins;
      deals.losses += st.losses;
      deals.grossWinUsd += st.grossWinUsd;
      deals.grossLossUsd += st.grossLossUsd;
      deals.dealWins += st.dealWins;
      deals.dealLosses += st.dealLosses;
      deals.dealGrossWinUsd += st.dealGrossWinUsd;
      deals.dealGrossLossUsd += st.dealGrossLossUsd;
      deals.closedDeals += st.exits;
      return {
        strategy: ENGINE_STRATEGY_NAMES[k]!,
        enabled: st.enabled,
        signals: st.signals,
        entries: st.entries,
        exits: st.exits,
        realizedPnl: st.realizedPnlUsd,
        unrealizedPnl: u,
        feesPaid: st.feesUsd,
        slippagePaid: st.slipUsd,
        wins: st.dealWins,
        losses: st.dealLosses,
        fillWins: st.wins,
        fillLosses: st.losses,
        stopLosses: st.stopLosses,
        maxHoldExits: st.maxHoldExits,
      };
    });
    const elapsedMs = now() - t0;
    const spanMs = tsA[last]! - tsA[0]!;
    const years = spanMs / (365.25 * 86_400_000);
    const barsPerYear = last > 0 ? (last / spanMs) * 365.25 * 86_400_000 : 0;
    const pts: TPoint[] = [];
    const eq: TPoint[] = [];
    const sits = [];
    for (let j = 0; j < point; j++) {
      pts.push({ t: ptT[j]!, c: ptPx[j]! });
      eq.push({ t: ptT[j]!, c: ptNav[j]! });
      const mask = ptMask[j]!;
      sits.push({ tsMillis: ptT[j]!, situations: situationLabels(mask) });
    }
    const benchmarks = finishBenchmarks(books, endPx, years, barsPerYear, endWithTrade);
    const counts: TBacktestResult['situationCounts'] = {};
    sitCounts.forEach((v, code) => {
      if (v > 0) counts[situationName(code)] = v;
    });
    return {
      status,
      perStrategy,
      netPnl: realized + unrealized,
      totalPnl: endWithTrade - startCapital,
      grossPnl: realized + unrealized + s.feesUsd,
      uPnl: unrealized,
      btInitUsdc: initUsdc,
      btInitBtc: initBtc,
      btStartPx: startPx,
      btEndPx: endPx,
      startCapital,
      endNoTrade,
      endWithTrade,
      relativeOutperfPct: endNoTrade > 0 ? (endWithTrade / endNoTrade - 1) * 100 : 0,
      points: pts,
      equityPoints: eq,
      from: iso(tsA[0]!),
      to: iso(tsA[last]!),
      tradeEvents: tradeEventsPage(log, 0, maxEvents),
      tradeCount: log.length,
      situationsPerTick: sits,
      situationCounts: counts,
      elapsedText: formatDuration(elapsedMs),
      elapsedMs,
      bars: i,
      metrics: finishMetrics(
        m,
        startCapital,
        endWithTrade,
        years,
        barsPerYear,
        deals,
        s.feesUsd,
        i,
        s.slippageUsd,
      ),
      benchmark: {
        returnPct: benchmarks.holdSplit.returnPct,
        maxDrawdownPct: benchmarks.holdSplit.maxDrawdownPct,
        sharpe: benchmarks.holdSplit.sharpe,
        sortino: benchmarks.holdSplit.sortino,
        calmar: benchmarks.holdSplit.calmar,
        cagrPct: benchmarks.holdSplit.cagrPct,
        returnOverDrawdown: benchmarks.holdSplit.returnOverDrawdown,
      },
      benchmarks,
      barMs,
      strategyPnl: finishPnl(pnl, s, p, endPx, i, slots, tsA),
    };
  };
  return {
    runChunk,
    result,
    tradeEvents: (offset = 0, limit = log.length) => tradeEventsPage(log, offset, limit),
    get trades() {
      return log;
    },
    state: s,
    params: p,
  };
}

/** Runs a whole backtest synchronously (progress and cancellation still apply). */
export function runBacktest(series: TCandleSeries, opts: TBacktestOptions = {}): TBacktestResult {
  const run = createBacktest(series, opts);
  while (!run.runChunk(Number.MAX_SAFE_INTEGER));
  return run.result();
}

/**
 * Runs a backtest in chunks of `chunkBars`, awaiting `yieldToHost` between chunks so that a
 * server thread stays responsive (e.g. `() => new Promise((r) => setImmediate(r))`).
 */
export async function runBacktestAsync(
  series: TCandleSeries,
  opts: TBacktestOptions & { yieldToHost: () => Promise<void>; chunkBars?: number },
): Promise<TBacktestResult> {
  const run = createBacktest(series, opts);
  const chunk = opts.chunkBars ?? 50_000;
  while (!run.runChunk(chunk)) await opts.yieldToHost();
  return run.result();
}
