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
