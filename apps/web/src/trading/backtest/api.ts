/*
 * The backtester's calls (trading-dashboard.md §7 "Backtest") with the §8 error texts: one small
 * function per endpoint.
 */
import { BACKTEST_TEXTS, type TBacktestChartRequest, type TBacktestStartRequest } from '@avatara/contracts/backtest';
import { apiUrl, errorText, getJson, HttpError, postJson } from '../../lib/api';
import { pointsFrom, type TChartPoint } from '../charts/series';
import { parseProgress, type TProgress } from './progress';
import { parseResult, type TBacktestResultView } from './result';
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

const runPath = (kind: 'progress' | 'result' | 'cancel', runId: string) => apiUrl(`/backtest/${kind}/${encodeURIComponent(runId)}`);

async function httpDetail(response: Response): Promise<string> {
  const message = errorText(await response.text().catch(() => ''));
  return message ? `HTTP ${response.status}: ${message}` : `HTTP ${response.status}`;
}

/** POST /backtest/chart: the close prices of the range (≤ 500 points). */
export async function loadChart(body: TBacktestChartRequest, signal?: AbortSignal): Promise<{ points: TChartPoint[]; from: string; to: string }> {
  const response = await postJson(apiUrl('/backtest/chart'), body, signal);
  if (!response.ok) throw new BacktestError(BACKTEST_LABELS.chartFailed, await httpDetail(response));
  const data = (await response.json()) as { points?: unknown; from?: unknown; to?: unknown };
  return { points: pointsFrom(data.points), from: String(data.from ?? ''), to: String(data.to ?? '') };
}

/** POST /backtest/start: the new run's id; 'Backtest-Start fehlgeschlagen' or 'runId fehlt in der Antwort.' otherwise. */
export async function startRun(body: TBacktestStartRequest): Promise<string> {
  let response: Response;
  try {
    response = await postJson(apiUrl('/backtest/start'), body);
  } catch (e) {
    throw new BacktestError(BACKTEST_LABELS.startFailed, e instanceof Error ? e.message : '');
  }
  if (!response.ok) throw new BacktestError(BACKTEST_LABELS.startFailed, await httpDetail(response));
  const data = (await response.json().catch(() => null)) as { runId?: unknown } | null;
  const runId = typeof data?.runId === 'string' ? data.runId.trim() : '';
  if (!runId) throw new BacktestError(BACKTEST_TEXTS.runIdMissing);
  return runId;
}

/** GET /backtest/progress/{runId}; `'gone'` on 404 (the run is unknown: polling stops, §4). */
export async function fetchProgress(runId: string, signal?: AbortSignal): Promise<TProgress | 'gone'> {
  try {
    return parseProgress(await getJson(runPath('progress', runId), signal));
  } catch (e) {
    if (e instanceof HttpError && e.status === 404) return 'gone';
    throw e;
  }
}

/** GET /backtest/result/{runId}; 'Result HTTP {status}' on a failure (§8). */
export async function fetchResult(runId: string, signal?: AbortSignal): Promise<TBacktestResultView> {
  try {
    return parseResult(await getJson(runPath('result', runId), signal));
  } catch (e) {
    if (e instanceof HttpError) throw new BacktestError(BACKTEST_LABELS.resultHttp(e.status), errorText(e.body));
    throw e;
  }
}

/** POST /backtest/cancel/{runId}; the caller has already marked the run CANCELLED (§4). */
export async function cancelRun(runId: string): Promise<void> {
  const response = await fetch(runPath('cancel', runId), { method: 'POST', credentials: 'include' });
  if (!response.ok) throw new BacktestError(BACKTEST_LABELS.cancelFailed, await httpDetail(response));
}
