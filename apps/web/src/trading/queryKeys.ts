import type { TBacktestChartRequest } from '@avatara/contracts/backtest';
import type { TSignalName } from '@avatara/contracts/signals';

/**
 * The trading dashboard's query keys (TanStack's "query key factory"): every key starts with
 * `tradingKeys.all`, and a shorter key is a prefix of the longer ones. Whether the user may open
 * the dashboard is asked on the chat page, which ships no dashboard module: `userKeys.tradingAccess`.
 */
export const tradingKeys = {
  all: ['trading'] as const,
  /** The panel's one-second load of an account (null: the house's): summary, decision and allocations (panel/usePanelData.ts). */
  panel: (account: string | null = null) => [...tradingKeys.all, 'panel', account] as const,
  /** `GET /config/trading/:userId`: the settings modal and the quick settings. */
  config: (userId: string) => [...tradingKeys.all, 'config', userId] as const,
  /** The Admin tab's signal job progress. */
  adminSignalJob: (jobId: string | null) => [...tradingKeys.all, 'admin-signal-job', jobId] as const,
  backtest: () => [...tradingKeys.all, 'backtest'] as const,
  backtestChart: (request: TBacktestChartRequest | null) =>
    [...tradingKeys.backtest(), 'chart', request] as const,
  backtestProgress: (runId: string | null) => [...tradingKeys.backtest(), 'progress', runId] as const,
  backtestResult: (runId: string | null) => [...tradingKeys.backtest(), 'result', runId] as const,
  signals: () => [...tradingKeys.all, 'signals'] as const,
  signalChoices: () => [...tradingKeys.signals(), 'choices'] as const,
  signalSeries: (name: TSignalName, fromMs: number | undefined, toMs: number | undefined) =>
    [...tradingKeys.signals(), 'series', name, fromMs, toMs] as const,
};
