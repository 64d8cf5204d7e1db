/**
 * The range and options of a backtest request (trading-dashboard.md §5, §7): both dates
 * required, from not after to, the end capped at yesterday 23:59 (UTC), quotas in any of the
 * client's variants. Spec texts are the 400 messages.
 */
import {
  BACKTEST_INTERVAL_MS,
  BACKTEST_TEXTS,
  ENGINE_STRATEGY_NAMES,
  STRATEGY_NAMES,
  type TBacktestChartRequest,
  type TBacktestInterval,
  type TBacktestStartRequest,
  type TEngineStrategyName,
} from '@avatara/contracts';
import type { TBacktestOptions } from '@avatara/trading';
import { AppError } from '../../errors';

const DAY = 86_400_000;

export interface BacktestRange {
  symbol: string;
  interval: TBacktestInterval;
  fromMs: number;
  toMs: number;
}

/** An ISO date (the whole day) or datetime, as ms; NaN when unreadable. */
export function parseDateMs(value: string, endOfDay: boolean): number {
  const v = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) {
    const t = Date.parse(`${v}T00:00:00Z`);
    return endOfDay ? t + DAY - 1 : t;
  }
  return Date.parse(/[zZ]|[+-]\d{2}:?\d{2}$/.test(v) ? v : `${v}Z`);
}

/** Yesterday 23:59:59.999 UTC. */
export function latestEndMs(nowMs: number): number {
  return Math.floor(nowMs / DAY) * DAY - 1;
}

export function backtestRange(
  req: { symbol: string; interval: TBacktestInterval; from?: string | undefined; to?: string | undefined },
  nowMs: number,
  monthsBack?: number,
): BacktestRange {
  const latest = latestEndMs(nowMs);
  let fromMs: number;
  let toMs: number;
  if (!req.from || !req.to) {
    if (monthsBack === undefined)
      throw new AppError('VALIDATION', BACKTEST_TEXTS.bothDates, { field: req.from ? 'to' : 'from' });
    toMs = latest;
    const d = new Date(toMs + 1);
    d.setUTCMonth(d.getUTCMonth() - monthsBack);
    fromMs = d.getTime();
  } else {
    fromMs = parseDateMs(req.from, false);
    toMs = parseDateMs(req.to, true);
    if (!Number.isFinite(fromMs)) throw new AppError('VALIDATION', 'from: kein Datum', { field: 'from' });
    if (!Number.isFinite(toMs)) throw new AppError('VALIDATION', 'to: kein Datum', { field: 'to' });
    toMs = Math.min(toMs, latest);
    if (fromMs > toMs) throw new AppError('VALIDATION', BACKTEST_TEXTS.fromAfterTo, { field: 'from' });
  }
  if (toMs - fromMs < BACKTEST_INTERVAL_MS[req.interval])
    throw new AppError('VALIDATION', 'Der Zeitraum ist kürzer als eine Kerze dieses Intervalls.', {
      field: 'from',
    });
  return { symbol: req.symbol, interval: req.interval, fromMs, toMs };
}

export function chartRange(req: TBacktestChartRequest, nowMs: number): BacktestRange {
  return backtestRange(req, nowMs, req.from || req.to ? undefined : (req.monthsBack ?? 3));
}

/**
 * The engine options of a start request: enabled strategies and quotas (fractions). Default: the
 * spec's 7; the benchmark MA_CROSSOVER runs only when named (its quota: the share it goes all-in
 * with; `crossover`: its averages, default SMA 50/200).
 */
export function backtestOptions(
  req: TBacktestStartRequest,
): Pick<TBacktestOptions, 'enabledStrategies' | 'totalQuota' | 'strategyQuota' | 'crossover'> {
  let enabled: TEngineStrategyName[] = req.enabledStrategies
    ? [...req.enabledStrategies]
    : [...STRATEGY_NAMES];
  if (req.strategyEnabled)
    enabled = ENGINE_STRATEGY_NAMES.filter((s) => req.strategyEnabled![s] ?? enabled.includes(s));
  const totalQuota =
    req.totalQuota ?? (req.totalQuotaPct !== undefined ? req.totalQuotaPct / 100 : undefined);
  const strategyQuota: Partial<Record<TEngineStrategyName, number>> = {};
  for (const s of ENGINE_STRATEGY_NAMES) {
    const q =
      req.strategyQuota?.[s] ??
      (req.strategyQuotaPct?.[s] !== undefined ? req.strategyQuotaPct[s]! / 100 : undefined);
    if (q !== undefined) strategyQuota[s] = q;
  }
  return {
    enabledStrategies: enabled,
    ...(totalQuota !== undefined ? { totalQuota } : {}),
    strategyQuota,
    ...(req.crossover ? { crossover: req.crossover } : {}),
  };
}
