/*
 * The backtest result (trading-dashboard.md §3 "Backtest result"; the engine's fields in
 * docs/backtest.md), read defensively from GET /backtest/result/{runId}, and the curves the
 * result view derives from it: holding the starting coins, and drawdowns.
 */
import { MARKET_SITUATIONS, STRATEGY_NAMES, type TMarketSituation } from '@avatara/contracts/trading';
import { pointsFrom, type TChartPoint } from '../charts/series';
import { serverNumber } from '../numbers';

/*
 * The numeric fields the view reads, by name (the engine's types live in @avatara/trading, which
 * the web app does not import; docs/backtest.md defines each). Every one is read with serverNumber.
 */
/** Risk figures of an equity curve; fractions where the name ends in Pct. */
const RISK_KEYS = ['returnPct', 'maxDrawdownPct', 'sharpe', 'sortino', 'calmar', 'cagrPct'] as const;
/** Trade statistics and costs (profitFactor apart: it may be null). */
const METRIC_KEYS = [
  'winRate',
  'expectancyUsd',
  'closedTrades',
  'closedDeals',
  'exposurePct',
  'feesPaidUsd',
  'slippagePaidUsd',
  'feesPctPerYear',
  'barsPerYear',
] as const;
const STRATEGY_NUMBERS = [
  'signals',
  'entries',
  'exits',
  'realizedPnl',
  'unrealizedPnl',
  'feesPaid',
  'slippagePaid',
  'wins',
  'losses',
  'stopLosses',
  'maxHoldExits',
] as const;
/** USD unless noted; relativeOutperfPct is percent. */
const TOTALS = [
  'netPnl',
  'totalPnl',
  'grossPnl',
  'uPnl',
  'btInitUsdc',
  'btInitBtc',
  'btStartPx',
  'btEndPx',
  'startCapital',
  'endNoTrade',
  'endWithTrade',
  'relativeOutperfPct',
] as const;

type TNumbers<K extends readonly string[]> = Record<K[number], number>;
export type TRisk = TNumbers<typeof RISK_KEYS>;
export type TMetrics = TRisk & TNumbers<typeof METRIC_KEYS> & { profitFactor: number | null };
export type TStrategyResult = TNumbers<typeof STRATEGY_NUMBERS> & { strategy: string; enabled: boolean };

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

export type TBacktestResultView = TNumbers<typeof TOTALS> & {
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
};

type TObj = Record<string, unknown>;
const obj = (v: unknown): TObj =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as TObj) : {};
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const isSituation = (v: unknown): v is TMarketSituation =>
  (MARKET_SITUATIONS as readonly unknown[]).includes(v);
/** The named fields of `o` as numbers (§5 server numbers). */
const numbers = <K extends readonly string[]>(o: TObj, keys: K): TNumbers<K> =>
  Object.fromEntries(keys.map((k) => [k, serverNumber(o[k])])) as TNumbers<K>;

const risk = (v: unknown): TRisk => numbers(obj(v), RISK_KEYS);

function strategyResult(v: unknown): TStrategyResult {
  const o = obj(v);
  return {
    strategy: text(o.strategy) || text(o.strategyName),
    enabled: o.enabled !== false,
    ...numbers(o, STRATEGY_NUMBERS),
  };
}

function tradeEvent(v: unknown): TTradeEvent | null {
  const o = obj(v);
  const ts = serverNumber(o.ts);
  const raw = (text(o.action) || text(o.side)).toUpperCase();
  const action = raw === 'BUY' || raw === 'LONG' ? 'BUY' : raw === 'SELL' || raw === 'SHORT' ? 'SELL' : null;
  if (!(ts > 0) || !action) return null;
  return {
    ts,
    action,
    side: text(o.side),
    strategy: text(o.strategy),
    price: serverNumber(o.price),
    qty: serverNumber(o.qty),
    value: serverNumber(o.value),
    kind: text(o.kind),
    pnl: serverNumber(o.pnl),
  };
}

/** The result; unknown or damaged parts become zeros and empty lists (the view still renders). */
export function parseResult(value: unknown): TBacktestResultView {
  const o = obj(value);
  const m = obj(o.metrics);
  const metrics: TMetrics = {
    ...risk(m),
    ...numbers(m, METRIC_KEYS),
    profitFactor:
      m.profitFactor === null || m.profitFactor === undefined ? null : serverNumber(m.profitFactor),
  };
  const counts: Partial<Record<TMarketSituation, number>> = {};
  for (const [k, n] of Object.entries(obj(o.situationCounts)))
    if (isSituation(k)) counts[k] = serverNumber(n);
  const perStrategy = list(o.perStrategy).map(strategyResult);
  perStrategy.sort(
    (a, b) => STRATEGY_NAMES.indexOf(a.strategy as never) - STRATEGY_NAMES.indexOf(b.strategy as never),
  );
  return {
    status: text(o.status) || 'DONE',
    perStrategy,
    ...numbers(o, TOTALS),
    points: pointsFrom(o.points),
    equityPoints: pointsFrom(o.equityPoints),
    from: text(o.from),
    to: text(o.to),
    tradeEvents: list(o.tradeEvents)
      .map(tradeEvent)
      .filter((e): e is TTradeEvent => e !== null),
    tradeCount: serverNumber(o.tradeCount ?? list(o.tradeEvents).length),
    situationsPerTick: list(o.situationsPerTick).flatMap((t) => {
      const tick = obj(t);
      const ts = serverNumber(tick.tsMillis);
      return ts > 0 ? [{ tsMillis: ts, situations: list(tick.situations).filter(isSituation) }] : [];
    }),
    situationCounts: counts,
    elapsedText: text(o.elapsedText),
    bars: serverNumber(o.bars),
    metrics,
    benchmark: o.benchmark && typeof o.benchmark === 'object' ? risk(o.benchmark) : null,
  };
}

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
