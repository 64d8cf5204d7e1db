import { apiUrl, HttpError } from '../../lib/api';
import { allocationsBody, DEFAULT_MID, DEPOSIT_USD, parseAllocations, parseDecision, parseSummary, togglesBody, type Allocations, type MarketDecision, type Toggles, type WalletSummary } from './panelModel';

/*
 * The panel's calls (trading-dashboard.md §7). Reads carry `?ts=` against caches and are aborted
 * after 2.5 s (§9); every failure is an HttpError (status) or the fetch's own error.
 */

/** §9: request time-out of the panel's reads. */
export const REQUEST_TIMEOUT_MS = 2500;

async function call(method: string, path: string, opts: { body?: unknown; signal?: AbortSignal; timeout?: boolean } = {}): Promise<Response> {
  const signals = [opts.signal, opts.timeout ? AbortSignal.timeout(REQUEST_TIMEOUT_MS) : undefined].filter((s): s is AbortSignal => s !== undefined);
  const response = await fetch(apiUrl(path), {
    method,
    credentials: 'include',
    cache: 'no-store',
    headers: { accept: 'application/json', ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
    ...(signals.length ? { signal: signals.length === 1 ? signals[0] : AbortSignal.any(signals) } : {}),
  });
  if (!response.ok) throw new HttpError(response.status, await response.text().catch(() => ''));
  return response;
}

const json = async (response: Response): Promise<unknown> => (response.status === 204 ? null : ((await response.json()) as unknown));
const ts = () => `ts=${Date.now()}`;
const user = (userId: string) => encodeURIComponent(userId);

export const panelApi = {
  async summary(signal?: AbortSignal): Promise<WalletSummary> {
    return parseSummary(await json(await call('GET', `/wallet/summary?${ts()}`, { signal, timeout: true })));
  },
  /** null: 204, no snapshot (cleared). */
  async decision(signal?: AbortSignal): Promise<MarketDecision | null> {
    const body = await json(await call('GET', `/market/decision?${ts()}`, { signal, timeout: true }));
    return body === null ? null : parseDecision(body);
  },
  async allocations(mid: number, signal?: AbortSignal): Promise<Allocations> {
    return parseAllocations(await json(await call('GET', `/allocations?mid=${mid > 0 ? mid : DEFAULT_MID}&${ts()}`, { signal, timeout: true })));
  },
  async deposit(userId: string, mid: number): Promise<void> {
    await call('POST', '/allocations/deposit', { body: { userId, amountUsd: DEPOSIT_USD, mid } });
  },
  async writeAllocations(userId: string, alloc: Allocations): Promise<void> {
    await call('POST', '/allocations/write', { body: allocationsBody(userId, alloc) });
  },
  async toggles(userId: string, toggles: Toggles): Promise<void> {
    await call('PUT', `/trading/${user(userId)}/toggles`, { body: togglesBody(toggles) });
  },
  /** §7: DELETE, and on 405 or 404 the GET fallback. */
  async clear(userId: string): Promise<void> {
    try {
      await call('DELETE', `/portfolio/${user(userId)}`);
    } catch (error) {
      if (!(error instanceof HttpError) || (error.status !== 404 && error.status !== 405)) throw error;
      await call('GET', `/portfolio/delete/${user(userId)}`);
    }
  },
  async liquidate(userId: string, strategy: string): Promise<void> {
    await call('POST', `/deals/${user(userId)}/${encodeURIComponent(strategy)}/liquidate`, { body: { percent: 100 } });
  },
};

/** A time-out or an abort: §8 says the panel ignores those. */
export function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** §8: the HTTP text (its `{status}` filled in) for an HTTP failure, else the fallback text. */
export function actionError(error: unknown, httpText: string, fallback: string): string {
  return error instanceof HttpError ? httpText.replace('{status}', String(error.status)) : fallback;
}

/** §8 texts of the panel, verbatim. */
export const PANEL_TEXTS = {
  locked: 'Gesperrt (LOCKED) – bitte kurz später erneut versuchen.',
  http: 'HTTP {status}',
  togglesFailed: 'Speichern der Toggles fehlgeschlagen',
  depositHttp: 'Deposit-POST: HTTP {status}',
  depositFailed: 'Deposit fehlgeschlagen',
  noMid: 'Kein Mid-Preis verfügbar.',
  clearHttp: 'Clear-Deposit: HTTP {status}',
  clearFailed: 'Clear Deposit fehlgeschlagen',
  allocHttp: 'Allocations-POST: HTTP {status}',
  allocFailed: 'Allocation speichern fehlgeschlagen',
  liquidationFailed: 'Liquidation fehlgeschlagen',
  noDeals: 'Keine offenen Positionen',
  noTrades: 'Keine Trades vorhanden',
  liquidate: 'Liquidieren 100 %',
} as const;

/** §8 toggles: 423 has its own text. */
export function togglesError(error: unknown): string {
  if (error instanceof HttpError && error.status === 423) return PANEL_TEXTS.locked;
  return actionError(error, PANEL_TEXTS.http, PANEL_TEXTS.togglesFailed);
}
