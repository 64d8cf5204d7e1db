/*
 * The backtester's calls (trading-dashboard.md §7 "Backtest"; endpoints in `../endpoints/backtest.ts`)
 * with the §8 error texts.
 */
import {
  BACKTEST_TEXTS,
  type TBacktestChartRequest,
  type TBacktestStartRequest,
} from '@avatara/contracts/backtest';
import { ApiError, isHttpError } from '../../api/ApiError';
import { api } from '../../api/client';
import type { TChartPoint } from '../charts/series';
import { backtestEndpoints } from '../endpoints/backtest';
import { progressView, type TProgress } from './progress';
import { resultView, type TBacktestResultView } from './result';
import { BACKTEST_LABELS } from './texts';

/** An error for the error box: the spec's text, and what the server said, if anything. */
export class BacktestError extends Error {
  constructor(
    message: string,
    readonly detail = '',
  ) {
    super(message);
    this.name = 'BacktestError';
  }
}

/** 'HTTP 500: what the server said' for a non-2xx answer, else the error's own message. */
const detailOf = (error: unknown): string => {
  if (isHttpError(error)) return error.text ? `HTTP ${error.status}: ${error.text}` : `HTTP ${error.status}`;
  return error instanceof Error ? error.message : '';
};

/** Runs a call; an HTTP failure becomes the §8 text `label` with the server's answer as detail. */
async function labelled<T>(label: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isHttpError(error)) throw new BacktestError(label, detailOf(error));
    throw error;
  }
}

/** POST /backtest/chart: the close prices of the range (≤ 500 points). */
export function loadChart(
  body: TBacktestChartRequest,
  signal?: AbortSignal,
): Promise<{ points: TChartPoint[]; from: string; to: string }> {
  return labelled(BACKTEST_LABELS.chartFailed, async () => {
    const { points, from, to } = await api.call(backtestEndpoints.chart, { body }, { signal });
    return { points, from, to };
  });
}

/** POST /backtest/start: the new run's id; 'Backtest-Start fehlgeschlagen' or 'runId fehlt in der Antwort.' otherwise. */
export async function startRun(body: TBacktestStartRequest): Promise<string> {
  let runId: string;
  try {
    runId = (await api.call(backtestEndpoints.start, { body })).runId;
  } catch (error) {
    // A 2xx answer that is not JSON names no run.
    if (error instanceof ApiError && error.kind === 'invalid-response') runId = '';
    else throw new BacktestError(BACKTEST_LABELS.startFailed, detailOf(error));
  }
  if (!runId) throw new BacktestError(BACKTEST_TEXTS.runIdMissing);
  return runId;
}

/** GET /backtest/progress/{runId}; `'gone'` on 404 (the run is unknown: polling stops, §4). */
export async function fetchProgress(runId: string, signal?: AbortSignal): Promise<TProgress | 'gone'> {
  try {
    return progressView(await api.call(backtestEndpoints.progress, { params: { runId } }, { signal }));
  } catch (e) {
    if (isHttpError(e, 404)) return 'gone';
    throw e;
  }
}

/** GET /backtest/result/{runId}; 'Result HTTP {status}' on a failure (§8). */
export async function fetchResult(runId: string, signal?: AbortSignal): Promise<TBacktestResultView> {
  try {
    return resultView(await api.call(backtestEndpoints.result, { params: { runId } }, { signal }));
  } catch (e) {
    if (isHttpError(e)) throw new BacktestError(BACKTEST_LABELS.resultHttp(e.status), e.text);
    throw e;
  }
}

/** POST /backtest/cancel/{runId}; the caller has already marked the run CANCELLED (§4). */
export function cancelRun(runId: string): Promise<void> {
  return labelled(BACKTEST_LABELS.cancelFailed, async () => {
    await api.call(backtestEndpoints.cancel, { params: { runId } });
  });
}
