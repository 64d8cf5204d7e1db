/*
 * The body of POST /backtest/start (trading-dashboard.md §7): every variant of the enabled
 * strategies and quotas the spec lists, consistent with each other.
 */
import type { TBacktestStartRequest } from '@avatara/contracts/backtest';
import { STRATEGY_NAMES, type TBacktestInterval, type TStrategyName } from '@avatara/contracts/trading';
import { clampInt } from '../numbers';
import type { TBacktestPrefs } from './storage';

const SYMBOL_RE = /^[A-Z0-9]{5,15}$/;

/** The symbol as the server takes it (trimmed, upper case), or null when it cannot be one. */
export function normalizeSymbol(text: string): string | null {
  const s = text.trim().toUpperCase();
  return SYMBOL_RE.test(s) ? s : null;
}

export interface TStartInput extends TBacktestPrefs {
  symbol: string;
  interval: TBacktestInterval;
  from: string;
  to: string;
}

/**
 * The start body: `strategyEnabled` (all 7) and `enabledStrategies` (the ones on), the total as
 * `totalQuotaPct` (whole percent 0–100) and `totalQuota` (fraction), and only the finite
 * per-strategy quotas as `strategyQuotaPct` and `strategyQuota` (÷ 100, clamped 0–1).
 */
export function buildStartRequest(input: TStartInput): TBacktestStartRequest {
  const totalQuotaPct = clampInt(input.totalQuotaPct, 0, 100, 100);
  const strategyQuotaPct: Partial<Record<TStrategyName, number>> = {};
  const strategyQuota: Partial<Record<TStrategyName, number>> = {};
  for (const s of STRATEGY_NAMES) {
    const pct = input.strategyQuotaPct[s];
    if (pct === undefined || !Number.isFinite(pct)) continue;
    strategyQuotaPct[s] = clampInt(pct, 0, 100, 0);
    strategyQuota[s] = Math.min(1, Math.max(0, strategyQuotaPct[s] / 100));
  }
  return {
    symbol: input.symbol,
    interval: input.interval,
    from: input.from,
    to: input.to,
    useCombinedCsvIfPresent: true,
    strategyEnabled: { ...input.enabled },
    enabledStrategies: STRATEGY_NAMES.filter((s) => input.enabled[s]),
    totalQuotaPct,
    totalQuota: totalQuotaPct / 100,
    strategyQuotaPct,
    strategyQuota,
  };
}
