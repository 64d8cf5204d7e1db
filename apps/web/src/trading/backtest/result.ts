/*
 * The backtest result (trading-dashboard.md §3 "Backtest result"; the engine's fields in
 * docs/backtest.md): the answer of GET /backtest/result/{runId}, read tolerantly by its schema in
 * @avatara/contracts/backtest (every number through §5's rule; damaged parts read as zeros and
 * empty lists, so the view still renders), as the result view shows it; and the curves the view
 * derives from it: holding the starting coins, and drawdowns.
 */
import {
  BACKTEST_BENCHMARK_KEYS,
  BACKTEST_METRIC_KEYS,
  BACKTEST_PNL_KEYS,
  BACKTEST_RISK_KEYS,
  BACKTEST_STRATEGY_KEYS,
  BACKTEST_TOTAL_KEYS,
  ZBacktestResult,
  type TBacktestResultAnswer,
} from '@avatara/contracts/backtest';
import { STRATEGY_NAMES, type TMarketSituation } from '@avatara/contracts/trading';
import type { TChartPoint } from '../charts/series';

type TNumbers<K extends readonly string[]> = Record<K[number], number>;
/** Risk figures of an equity curve; fractions where the name ends in Pct. */
export type TRisk = TNumbers<typeof BACKTEST_RISK_KEYS>;
/** Per closed deal: winRate, profitFactor, expectancyUsd; per closing fill: the fill* figures. */
export type TMetrics = TRisk &
  TNumbers<typeof BACKTEST_METRIC_KEYS> & { profitFactor: number | null; fillProfitFactor: number | null };
/** One benchmark: its risk figures, end value, holdings, fees, BTC share and trading against it. */
export type TBenchmark = TRisk & TNumbers<typeof BACKTEST_BENCHMARK_KEYS>;
/**
 * The three benchmarks (docs/backtest.md). From a server without them: holding the split from
 * endNoTrade and `benchmark`, cash from the start capital, holding BTC unknown (null).
 */
export interface TBenchmarks {
  holdSplit: TBenchmark;
  holdBtc: TBenchmark | null;
  cash: TBenchmark;
}
export type TStrategyResult = TNumbers<typeof BACKTEST_STRATEGY_KEYS> & {
  strategy: string;
  enabled: boolean;
};

/** One order (spec §3 tradeEvents); `action` BUY or SELL (from `side` when absent). */
export interface TTradeEvent {
  ts: number;
  action: 'BUY' | 'SELL';
  side: string;
  strategy: string;
  price: number;
  qty: number;
  value: number;
  kind: string;
  pnl: number;
}

export interface TSituationTick {
  tsMillis: number;
  situations: TMarketSituation[];
}

/** Gross P/L, fees, spread and slippage, their sum and net P/L, USD. */
export type TPnl = TNumbers<typeof BACKTEST_PNL_KEYS>;
/** One period of the P/L table: the whole run (`all`) or a calendar year (`2021`). */
export interface TPnlPeriod {
  period: string;
  from: string;
  to: string;
  bars: number;
  /** In display order, as perStrategy. */
  strategies: (TPnl & { strategy: string })[];
  total: TPnl;
}

/** USD unless noted; relativeOutperfPct is percent. */
export type TBacktestResultView = TNumbers<typeof BACKTEST_TOTAL_KEYS> & {
  status: string;
  perStrategy: TStrategyResult[];
  points: TChartPoint[];
  equityPoints: TChartPoint[];
  from: string;
  to: string;
  tradeEvents: TTradeEvent[];
  tradeCount: number;
  situationsPerTick: TSituationTick[];
  situationCounts: Partial<Record<TMarketSituation, number>>;
  elapsedText: string;
  bars: number;
  metrics: TMetrics;
  /** Holding the starting coins; null when the server sent none. */
  benchmark: TRisk | null;
  benchmarks: TBenchmarks;
  /** The whole run first, then each calendar year; empty from a server that sends none. */
  strategyPnl: TPnlPeriod[];
};

type TAnswer = TBacktestResultAnswer;

/** The named fields of `o` (numbers already, read by the schema). */
const pick = <K extends readonly string[]>(o: Readonly<Record<K[number], number>>, keys: K): TNumbers<K> =>
  Object.fromEntries(keys.map((k: K[number]) => [k, o[k]])) as TNumbers<K>;

/** An order with a time and a direction (`action`, else `side`: LONG buys, SHORT sells); others are left out. */
function tradeEvent(e: TAnswer['tradeEvents'][number]): TTradeEvent | null {
  const raw = (e.action || e.side || '').toUpperCase();
  const action = raw === 'BUY' || raw === 'LONG' ? 'BUY' : raw === 'SELL' || raw === 'SHORT' ? 'SELL' : null;
  if (!(e.ts > 0) || !action) return null;
  return {
    ts: e.ts,
    action,
    side: e.side ?? '',
    strategy: e.strategy,
    price: e.price,
    qty: e.qty,
    value: e.value,
    kind: e.kind,
    pnl: e.pnl,
  };
}

const NO_RISK: TRisk = Object.fromEntries(BACKTEST_RISK_KEYS.map((k) => [k, 0])) as TRisk;

type TBenchmarkAnswer = NonNullable<NonNullable<TAnswer['benchmarks']>['holdSplit']>;
const benchmarkOf = (b: TBenchmarkAnswer | null | undefined): TBenchmark | null =>
  b ? { ...pick(b, BACKTEST_RISK_KEYS), ...pick(b, BACKTEST_BENCHMARK_KEYS) } : null;

/** The three benchmarks of an answer, the missing ones derived where the older fields allow. */
function benchmarksOf(o: TAnswer): TBenchmarks {
  const sent = o.benchmarks;
  const outperf = (end: number) => (end > 0 ? (o.endWithTrade / end - 1) * 100 : 0);
  return {
    holdSplit: benchmarkOf(sent?.holdSplit) ?? {
      ...(o.benchmark ? pick(o.benchmark, BACKTEST_RISK_KEYS) : NO_RISK),
      endUsd: o.endNoTrade,
      usdc: o.btInitUsdc,
      btc: o.btInitBtc,
      feesUsd: 0,
      exposurePct: NaN, // unknown: shown as a dash
      relativeOutperfPct: o.relativeOutperfPct,
    },
    holdBtc: benchmarkOf(sent?.holdBtc),
    cash: benchmarkOf(sent?.cash) ?? {
      ...NO_RISK,
      endUsd: o.startCapital,
      usdc: o.startCapital,
      btc: 0,
      feesUsd: 0,
      exposurePct: 0,
      relativeOutperfPct: outperf(o.startCapital),
    },
  };
}

const byDisplayOrder = (a: { strategy: string }, b: { strategy: string }) =>
  STRATEGY_NAMES.indexOf(a.strategy as never) - STRATEGY_NAMES.indexOf(b.strategy as never);

/** The result answer as the result view shows it: strategies in display order, usable orders and ticks only. */
export function resultView(o: TAnswer): TBacktestResultView {
  const perStrategy = o.perStrategy.map((s): TStrategyResult => ({
    strategy: s.strategy || s.strategyName || '',
    enabled: s.enabled !== false,
    ...pick(s, BACKTEST_STRATEGY_KEYS),
  }));
  perStrategy.sort(byDisplayOrder);
  const strategyPnl = o.strategyPnl
    .filter((p) => p.period !== '')
    .map((p): TPnlPeriod => ({
      period: p.period,
      from: p.from,
      to: p.to,
      bars: p.bars,
      strategies: p.strategies
        .filter((s) => s.strategy !== '')
        .map((s) => ({ strategy: s.strategy, ...pick(s, BACKTEST_PNL_KEYS) }))
        .sort(byDisplayOrder),
      total: pick(p.total, BACKTEST_PNL_KEYS),
    }));
  return {
    status: o.status || 'DONE',
    perStrategy,
    ...pick(o, BACKTEST_TOTAL_KEYS),
    points: o.points,
    equityPoints: o.equityPoints,
    from: o.from,
    to: o.to,
    tradeEvents: o.tradeEvents.map(tradeEvent).filter((e): e is TTradeEvent => e !== null),
    tradeCount: o.tradeCount ?? o.tradeEvents.length,
    situationsPerTick: o.situationsPerTick.flatMap((t) =>
      t.tsMillis > 0 ? [{ tsMillis: t.tsMillis, situations: t.situations }] : [],
    ),
    situationCounts: o.situationCounts,
    elapsedText: o.elapsedText,
    bars: o.bars,
    metrics: {
      ...pick(o.metrics, BACKTEST_RISK_KEYS),
      ...pick(o.metrics, BACKTEST_METRIC_KEYS),
      profitFactor: o.metrics.profitFactor ?? null,
      fillProfitFactor: o.metrics.fillProfitFactor ?? null,
    },
    benchmark: o.benchmark ? pick(o.benchmark, BACKTEST_RISK_KEYS) : null,
    benchmarks: benchmarksOf(o),
    strategyPnl,
  };
}

/** Any value read as a result answer. */
export const parseResult = (value: unknown): TBacktestResultView => resultView(ZBacktestResult.parse(value));

/**
 * What holding the starting coins is worth at each price point: `initUsdc + initBtc × price`
 * (the result's endNoTrade at the last point).
 */
export function holdingCurve(
  prices: readonly TChartPoint[],
  initUsdc: number,
  initBtc: number,
): TChartPoint[] {
  return prices.map((p) => ({ t: p.t, c: initUsdc + initBtc * p.c }));
}

/** The fall from the running peak at each point, percent (≤ 0): 100 → 120 → 90 gives 0, 0, −25. */
export function drawdownCurve(values: readonly TChartPoint[]): TChartPoint[] {
  let peak = -Infinity;
  return values.map((p) => {
    if (p.c > peak) peak = p.c;
    return { t: p.t, c: peak > 0 ? (p.c / peak - 1) * 100 : 0 };
  });
}
