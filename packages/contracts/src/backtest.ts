import { z } from 'zod';
import { BACKTEST_INTERVAL_MS, STRATEGY_NAMES, ZStrategyName } from './trading';

/*
 * Backtest calls (trading-dashboard.md §7 "Backtest", §5 validation). The texts of §5 are the
 * 400 messages; dates are ISO dates or datetimes (UTC); quotas as fractions or percent.
 */

/** §5 texts, verbatim. */
export const BACKTEST_TEXTS = {
  bothDates: 'Bitte beide Datumsfelder ausfüllen.',
  fromAfterTo: 'Von-Datum darf nicht nach dem Bis-Datum liegen.',
  runIdMissing: 'runId fehlt in der Antwort.',
} as const;

export const ZBacktestInterval = z.enum(
  Object.keys(BACKTEST_INTERVAL_MS) as [
    keyof typeof BACKTEST_INTERVAL_MS,
    ...(keyof typeof BACKTEST_INTERVAL_MS)[],
  ],
);
/** Symbols the backtester knows (default BTCUSDT, §9). */
export const ZBacktestSymbol = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{5,15}$/, 'a symbol such as BTCUSDT')
  .default('BTCUSDT');

const date = z.string().trim().max(40).optional();
const pctMap = z.partialRecord(ZStrategyName, z.number().finite().min(0).max(100));
const fracMap = z.partialRecord(ZStrategyName, z.number().finite().min(0).max(1));

/** POST /backtest/chart. */
export const ZBacktestChartRequest = z.object({
  symbol: ZBacktestSymbol,
  interval: ZBacktestInterval.default('1m'),
  from: date,
  to: date,
  monthsBack: z.number().int().min(1).max(120).optional(),
  useCombinedCsvIfPresent: z.boolean().optional(),
});
export type TBacktestChartRequest = z.infer<typeof ZBacktestChartRequest>;

/** POST /backtest/start (§7), every variant of the allocations the client may send. */
export const ZBacktestStartRequest = z.object({
  symbol: ZBacktestSymbol,
  interval: ZBacktestInterval.default('1m'),
  from: date,
  to: date,
  useCombinedCsvIfPresent: z.boolean().optional(),
  strategyEnabled: z.partialRecord(ZStrategyName, z.boolean()).optional(),
  enabledStrategies: z.array(ZStrategyName).max(STRATEGY_NAMES.length).optional(),
  totalQuotaPct: z.number().finite().min(0).max(100).optional(),
  totalQuota: z.number().finite().min(0).max(1).optional(),
  strategyQuotaPct: pctMap.optional(),
  strategyQuota: fracMap.optional(),
});
export type TBacktestStartRequest = z.infer<typeof ZBacktestStartRequest>;

export const ZRunIdParams = z.object({
  runId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{6,64}$/, 'a run id'),
});
