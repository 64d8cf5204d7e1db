import type { TBacktestStatus, TEngineStrategyName, TMarketSituation } from '@avatara/contracts';
import type { TBacktestMetrics, TRiskMetrics } from './metrics';
import type { TBacktestBenchmarks } from './benchmarks';
import type { TPoint } from './format';

/** Per-strategy totals of a backtest (spec §3 perStrategy). */
export interface TBacktestStrategyResult {
  strategy: TEngineStrategyName;
  enabled: boolean;
  signals: number;
  entries: number;
  exits: number;
  realizedPnl: number;
  unrealizedPnl: number;
  feesPaid: number;
  /** Spread and slippage paid, USD. */
  slippagePaid: number;
  /** Closed deals (entry to full exit, all fills summed, net of fees) with PnL > 0 / <= 0. */
  wins: number;
  losses: number;
  /** Closing fills (CLOSE, REDUCE, LIQUIDATE) with PnL > 0 / <= 0. */
  fillWins: number;
  fillLosses: number;
  /** Deals closed by the stop-loss / by the maximum holding time. */
  stopLosses: number;
  maxHoldExits: number;
}

/** One trade marker (spec §3 tradeEvents). */
export interface TTradeEvent {
  /**
   * The time the price belongs to, ms: the close time of the bar whose close it filled at (the
   * bar's open time + its length − 1 ms, as Binance's klines and the live loop write it).
   */
  ts: number;
  action: 'BUY' | 'SELL';
  /** LONG or SHORT: the side of the deal this order belongs to. */
  side: 'LONG' | 'SHORT';
  strategy: TEngineStrategyName;
  price: number;
  qty: number;
  value: number;
  kind: string;
  /** Realized PnL of a closing fill (0 for OPEN/ADD), USD, fees and slippage included. */
  pnl: number;
  /** Fee paid, USD. */
  fee: number;
}

/**
 * What a strategy's trades made over a period, before and after their costs, USD. Net = the change
 * of its realized + unrealized P/L (open deals valued at the period's last close) = what the
 * account gained over holding the deposit through this strategy; gross = net + costs.
 */
export interface TPnlAfterCosts {
  /** Before fees, spread and slippage. */
  grossUsd: number;
  /** Fees paid. */
  feesUsd: number;
  /** Spread and slippage paid against the bars' closes. */
  slippageUsd: number;
  /** feesUsd + slippageUsd. */
  costsUsd: number;
  /** After every cost: grossUsd − costsUsd. */
  netUsd: number;
}

/** One strategy's gross P/L, costs and net P/L over a period. */
export interface TStrategyPnl extends TPnlAfterCosts {
  strategy: TEngineStrategyName;
}

/** The per-strategy P/L table of one period of a run: the whole run, or one calendar year of it. */
export interface TPnlPeriod {
  /** 'all' for the whole run, else the calendar year (UTC, of the bars' close times), e.g. '2019'. */
  period: string;
  /** ISO open times of the period's first and last bar. */
  from: string;
  to: string;
  bars: number;
  /** The strategies of perStrategy, in its order. */
  strategies: TStrategyPnl[];
  /** Their sum (its netUsd is the account's gain over holding the deposit in this period). */
  total: TPnlAfterCosts;
}

/** The situations at one chart point (spec §3 situationsPerTick). */
export interface TSituationTick {
  tsMillis: number;
  /** Primary situation first, then every other label that holds. */
  situations: TMarketSituation[];
}

/** The backtest result of spec §3, plus metrics. USD unless noted. */
export interface TBacktestResult {
  status: TBacktestStatus;
  perStrategy: TBacktestStrategyResult[];
  /** Realized + unrealized PnL of the strategies, after fees. */
  netPnl: number;
  /** endWithTrade − startCapital: the account's whole change (strategies and held BTC). */
  totalPnl: number;
  /** netPnl before fees. */
  grossPnl: number;
  uPnl: number;
  btInitUsdc: number;
  btInitBtc: number;
  btStartPx: number;
  btEndPx: number;
  startCapital: number;
  /** The initial USDC + BTC held without trading, valued at the end price. */
  endNoTrade: number;
  endWithTrade: number;
  /** (endWithTrade / endNoTrade − 1) × 100, percent. */
  relativeOutperfPct: number;
  /** Close price at the bar's close time, at most maxPoints points. */
  points: TPoint[];
  /** Account value at the bar's close time, at most maxPoints points. */
  equityPoints: TPoint[];
  /** ISO open time of the first and last bar. */
  from: string;
  to: string;
  /** Every order (or the first `maxTradeEvents` when that option is set; page with TBacktestRun.tradeEvents). */
  tradeEvents: TTradeEvent[];
  /** All orders of the run. */
  tradeCount: number;
  situationsPerTick: TSituationTick[];
  /** Bars per primary situation over the whole run. */
  situationCounts: Partial<Record<TMarketSituation, number>>;
  elapsedText: string;
  elapsedMs: number;
  bars: number;
  metrics: TBacktestMetrics;
  /** The same risk metrics for holding the starting coins (btInitUsdc + btInitBtc), no trading: benchmarks.holdSplit's. */
  benchmark: TRiskMetrics;
  /** Holding the deposit as split, holding BTC bought with all of it (one fee), cash. */
  benchmarks: TBacktestBenchmarks;
  /** Bar length the close times were derived from, ms (the series' smallest bar spacing). */
  barMs: number;
  /**
   * Gross P/L, costs (fees, spread, slippage) and net P/L per strategy: the whole run first, then
   * each calendar year of it (docs/backtest.md).
   */
  strategyPnl: TPnlPeriod[];
}

/** Progress report (spec §3 "Backtest progress"). */
export interface TBacktestProgress {
  status: TBacktestStatus;
  /** 0–100. */
  percent: number;
  elapsedText: string;
  /** ISO time of the bar being simulated. */
  currentSimTime: string;
  etaText: string;
  /** Account value, USD. */
  usd: number;
  /** Value of the BTC held, USD. */
  btcValue: number;
  etaMsRemaining: number;
  /** ISO time the run should end (meaningful with an epoch clock). */
  etaFinishAt: string;
  message: string;
}
