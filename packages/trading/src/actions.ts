import { STRATEGY_NAMES, type TStrategyName } from '@avatara/contracts';
import type { TEngineParams } from './params';
import { exit, type TOrder } from './portfolio';
import { R } from './reasons';
import type { TEngineState } from './state';

/**
 * Liquidates `percent` (0–100] of a strategy's open deal at `priceUsd` (spec: 'Liquidieren 100 %').
 * Works on a copy-free state IN PLACE; returns the executed orders (empty when no deal is open).
 */
export function liquidateDeal(p: TEngineParams, s: TEngineState, strategy: TStrategyName, percent: number, priceUsd: number, tsMs: number): TOrder[] {
  const k = STRATEGY_NAMES.indexOf(strategy);
  if (k < 0 || !(priceUsd > 0) || !(percent > 0)) return [];
  const orders: TOrder[] = [];
  exit(s, p, k, p.strategies[k]!.side, priceUsd, Math.min(percent, 100) / 100, tsMs, R.MANUAL, (o) => orders.push(o), true);
  return orders;
}

/** Applies the toggles of `PUT /trading/{userId}/toggles`, in place. */
export function applyToggles(s: TEngineState, tradingOn: boolean, enabled: Partial<Record<TStrategyName, boolean>>): void {
  s.tradingOn = tradingOn;
  STRATEGY_NAMES.forEach((name, k) => {
    const v = enabled[name];
    if (typeof v === 'boolean') s.strategies[k]!.enabled = v;
  });
}
