import { z } from 'zod';

/** The 7 trading strategies of trading-dashboard.md §3, in display order. */
export const STRATEGY_NAMES = [
  'COST_AVERAGE_LONG',
  'COST_AVERAGE_SHORT',
  'GRID_VOL_ADAPTIVE',
  'MEAN_REVERSION_LONG',
  'MEAN_REVERSION_SHORT',
  'TREND_FOLLOW_LONG',
  'TREND_FOLLOW_SHORT',
] as const;
export type TStrategyName = (typeof STRATEGY_NAMES)[number];
export const ZStrategyName = z.enum(STRATEGY_NAMES);

/**
 * Benchmark strategies of the engine beyond the spec's 7 (docs/strategies.md): a plain moving-average
 * crossover, all-in/all-out, to compare the engine with other backtesters. Backtests only: off unless
 * named, never traded by a live account, not in the panel's strategy list.
 */
export const BENCHMARK_STRATEGY_NAMES = ['MA_CROSSOVER'] as const;
/** Every strategy the engine and the backtester know: the spec's 7, then the benchmarks. */
export const ENGINE_STRATEGY_NAMES = [...STRATEGY_NAMES, ...BENCHMARK_STRATEGY_NAMES] as const;
export type TEngineStrategyName = (typeof ENGINE_STRATEGY_NAMES)[number];
export const ZEngineStrategyName = z.enum(ENGINE_STRATEGY_NAMES);

/**
 * The 16 market situations of trading-dashboard.md §3. The classifier's rules and their
 * precedence are documented in docs/market-situations.md.
 */
export const MARKET_SITUATIONS = [
  'STRONG_UPTREND',
  'UPTREND',
  'STRONG_DOWNTREND',
  'DOWNTREND',
  'BREAKOUT_UP',
  'BREAKOUT_DOWN',
  'REVERSAL_UP_CANDIDATE',
  'REVERSAL_DOWN_CANDIDATE',
  'VOLATILITY_HIGH',
  'VOLATILITY_LOW',
  'RANGE',
  'CONSOLIDATION',
  'OVERBOUGHT',
  'OVERSOLD',
  'NEWS_EVENT',
  'UNSURE',
] as const;
export type TMarketSituation = (typeof MARKET_SITUATIONS)[number];
export const ZMarketSituation = z.enum(MARKET_SITUATIONS);

/** Per-tick trade direction a strategy reports. */
export const TRADE_SIGNALS = ['BUY', 'SELL', 'HOLD'] as const;
export type TTradeSignal = (typeof TRADE_SIGNALS)[number];

/** Backtest run states (trading-dashboard.md §4 "Backtest"). */
export const BACKTEST_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'CANCELLED', 'ERROR'] as const;
export type TBacktestStatus = (typeof BACKTEST_STATUSES)[number];

/** Backtest candle intervals of trading-dashboard.md §9, with their length in milliseconds. */
export const BACKTEST_INTERVAL_MS = {
  '1m': 60_000,
  '3m': 180_000,
  '5m': 300_000,
  '15m': 900_000,
  '1h': 3_600_000,
  '1d': 86_400_000,
} as const;
export type TBacktestInterval = keyof typeof BACKTEST_INTERVAL_MS;
export const BACKTEST_INTERVALS = Object.keys(BACKTEST_INTERVAL_MS) as TBacktestInterval[];

/**
 * The bar length the default trading config was validated on: docs/backtests.md replays hourly
 * candles. The live loop's default (`TRADING_BAR_SECONDS`); shorter bars are for demos.
 */
export const VALIDATED_BAR_MS = 3_600_000;

/**
 * Why a strategy makes no trade now (issue 28 §5): the first condition that holds it back at the
 * next bar (`whyNoTrade` of `@avatara/trading`, docs/strategies.md "Why no trade"). `NO_QUOTA`: its
 * allocation quota (or the total quota) is 0; `IN_DEAL`: a deal is open and waits for its exit;
 * `READY`: the entry signal holds and nothing blocks it.
 */
export const WHY_NO_TRADE_CODES = [
  'TRADING_OFF',
  'DISABLED',
  'NO_QUOTA',
  'NO_FUNDS',
  'NOT_WARM',
  'IN_DEAL',
  'JUMP_GUARD',
  'RULE_CONFLICT',
  'TREND_FILTER',
  'SITUATION',
  'COOLDOWN',
  'FEE_BUDGET',
  'CAPITAL',
  'NO_SIGNAL',
  'READY',
] as const;
export type TWhyNoTradeCode = (typeof WHY_NO_TRADE_CODES)[number];

/**
 * What `value` and `threshold` of a "why no trade" measure: the RSI (0–100), the gap of a trend
 * follower's fast EMA to its slow one (fraction of the slow), its confidence (0–100), or a price (USD).
 */
export const WHY_NO_TRADE_METRICS = ['RSI', 'EMA_GAP', 'PROB', 'PRICE'] as const;
export type TWhyNoTradeMetric = (typeof WHY_NO_TRADE_METRICS)[number];
