import { STRATEGY_NAMES, type TStrategyName } from '@avatara/contracts';
import { createIndicators } from './indicators';
import type { TCandleSeries } from './candles';
import { advance } from './engine';
import type { TEngineParams } from './params';
import { exit, type TOrder } from './portfolio';
import { R } from './reasons';
import type { TEngineState, TStateParams } from './state';

/**
 * Liquidates `percent` (0–100] of a strategy's open deal at `priceUsd` (spec: 'Liquidieren 100 %').
 * Works on a copy-free state IN PLACE; returns the executed orders (empty when no deal is open).
 */
export function liquidateDeal(
  p: TEngineParams,
  s: TEngineState,
  strategy: TStrategyName,
  percent: number,
  priceUsd: number,
  tsMs: number,
): TOrder[] {
  const k = STRATEGY_NAMES.indexOf(strategy);
  if (k < 0 || !(priceUsd > 0) || !(percent > 0)) return [];
  const orders: TOrder[] = [];
  exit(
    s,
    p,
    k,
    p.strategies[k]!.side,
    priceUsd,
    Math.min(percent, 100) / 100,
    tsMs,
    R.MANUAL,
    (o) => orders.push(o),
    true,
  );
  return orders;
}

/** Applies the toggles of `PUT /trading/{userId}/toggles`, in place. */
export function applyToggles(
  s: TEngineState,
  tradingOn: boolean,
  enabled: Partial<Record<TStrategyName, boolean>>,
): void {
  s.tradingOn = tradingOn;
  STRATEGY_NAMES.forEach((name, k) => {
    const v = enabled[name];
    if (typeof v === 'boolean') s.strategies[k]!.enabled = v;
  });
}

/**
 * Applies the params of a changed config (`compileParams(newConfig)`) to a live state, in place:
 * takes over whether it trades and restarts the indicators when the RSI or EMA periods changed.
 */
export function applyParams(s: TEngineState, p: TStateParams): void {
  s.tradingOn = p.tradingEnabled;
  const i = s.ind;
  if (
    i.rsiPeriod !== p.rsiPeriod ||
    i.emaShortPeriod !== p.emaShortPeriod ||
    i.emaLongPeriod !== p.emaLongPeriod
  ) {
    s.ind = createIndicators(p.rsiPeriod, p.emaShortPeriod, p.emaLongPeriod);
  }
}

/**
 * Warms up the indicators (and the trend/grid anchors) on history without trading, in place —
 * e.g. the last few hundred 1m candles before the live loop starts. Uses the engine kernel with
 * trading switched off for the duration. `tsOffsetMs` is added to the series' (open) times: pass
 * the bar length − 1 ms to feed the bars at their close times, as the backtester and the live
 * loop do.
 */
export function warmUp(p: TEngineParams, s: TEngineState, series: TCandleSeries, tsOffsetMs = 0): void {
  const on = s.tradingOn;
  s.tradingOn = false;
  for (let i = 0; i < series.length; i++)
    advance(
      p,
      s,
      series.tsMs[i]! + tsOffsetMs,
      series.high[i]!,
      series.low[i]!,
      series.close[i]!,
      null,
      series.volume[i],
    );
  s.tradingOn = on;
}
