/** Test helper: runs the engine over a series with only the given strategies enabled. */
import {
  STRATEGY_NAMES,
  ZTradingConfig,
  type TStrategyName,
  type TTradingConfig,
  type TTradingConfigInput,
} from '@avatara/contracts';
import type { TCandleSeries } from '../candles';
import { advance } from '../engine';
import { ALL_STRATEGIES_SIZED, compileParams } from '../compile-params';
import type { TEngineParams } from '../params';
import type { TOrder } from '../portfolio';
import { createEngineState, deposit, type TEngineState } from '../state';

/** Every strategy switched on at its size (the defaults give six of them quota 0 since issue 28). */
export const SIZED_QUOTAS: TTradingConfigInput = ALL_STRATEGIES_SIZED;

/**
 * Config for mechanism tests on short synthetic series (minutes to days): every strategy sized
 * (`SIZED_QUOTAS`); the 200-day trend filter and the 1-week/30-day trend EMAs of the defaults
 * would never warm up on them, and a yearly fee budget refills next to nothing in a few hours.
 */
export const SHORT_SERIES_CONFIG: TTradingConfigInput = {
  ...SIZED_QUOTAS,
  trendFilterMs: 0,
  maxFeesPctPerYear: 0,
  TrendFollow_Long_fastMA: 20,
  TrendFollow_Long_slowMA: 50,
  TrendFollow_Short_fastMA: 20,
  TrendFollow_Short_slowMA: 50,
};

export interface TRun {
  /** The parsed config the params were compiled from (tests compare against its fields). */
  config: TTradingConfig;
  p: TEngineParams;
  s: TEngineState;
  orders: TOrder[];
}

/** Sets up an engine (10,000 USD deposit at the first close) with only `enabled` on. */
export function setup(
  series: TCandleSeries,
  cfg: TTradingConfigInput = {},
  enabled: readonly TStrategyName[] = STRATEGY_NAMES,
): TRun {
  const config = ZTradingConfig.parse(cfg);
  const p = compileParams(config);
  const s = createEngineState(p);
  s.strategies.forEach((st, k) => (st.enabled = enabled.includes(STRATEGY_NAMES[k]!)));
  deposit(s, 10_000, series.close[0]!);
  return { config, p, s, orders: [] };
}

/** Runs every bar (with its volume); `each` is called after each bar. */
export function runAll(series: TCandleSeries, r: TRun, each?: (i: number) => void): TRun {
  for (let i = 0; i < series.length; i++) {
    advance(
      r.p,
      r.s,
      series.tsMs[i]!,
      series.high[i]!,
      series.low[i]!,
      series.close[i]!,
      (o) => r.orders.push(o),
      series.volume[i],
    );
    each?.(i);
  }
  return r;
}
