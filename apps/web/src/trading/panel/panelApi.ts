import { isHttpError } from '../../api/ApiError';
import { api } from '../../api/client';
import { panelEndpoints } from '../endpoints/panel';
import {
  allocationsBody,
  allocationsView,
  decisionView,
  DEFAULT_MID,
  DEPOSIT_USD,
  summaryView,
  togglesBody,
  type Allocations,
  type MarketDecision,
  type Toggles,
  type WalletSummary,
} from './panelModel';

/*
 * The panel's calls (trading-dashboard.md §7, endpoints in `../endpoints/panel.ts`). Reads carry
 * `?ts=` against caches and are aborted after 2.5 s (§9); their answers are read by the contracts'
 * schemas and shown through `panelModel.ts`. Every failure is an ApiError or the fetch's own abort.
 */

const ts = () => String(Date.now());
/** The reads' query: `?ts=`, and the account when it is not the house's (an own account, docs/trading-service.md). */
const readQuery = (userId: string | null | undefined) => ({ ts: ts(), ...(userId ? { userId } : {}) });

export const panelApi = {
  /** `userId`: the account shown (none: the server's default, 'defaultUser'). */
  async summary(signal?: AbortSignal, userId?: string | null): Promise<WalletSummary> {
    return summaryView(await api.call(panelEndpoints.summary, { query: readQuery(userId) }, { signal }));
  },
  /** null: 204, no snapshot (cleared). */
  async decision(signal?: AbortSignal, userId?: string | null): Promise<MarketDecision | null> {
    const answer = await api.call(panelEndpoints.decision, { query: readQuery(userId) }, { signal });
    return answer === null ? null : decisionView(answer);
  },
  async allocations(mid: number, signal?: AbortSignal, userId?: string | null): Promise<Allocations> {
    return allocationsView(
      await api.call(
        panelEndpoints.allocations,
        { query: { mid: mid > 0 ? mid : DEFAULT_MID, ...readQuery(userId) } },
        { signal },
      ),
    );
  },
  async deposit(userId: string, mid: number): Promise<void> {
    await api.call(panelEndpoints.deposit, { body: { userId, amountUsd: DEPOSIT_USD, mid } });
  },
  async writeAllocations(userId: string, alloc: Allocations): Promise<void> {
    await api.call(panelEndpoints.writeAllocations, { body: allocationsBody(userId, alloc) });
  },
  async toggles(userId: string, toggles: Toggles): Promise<void> {
    await api.call(panelEndpoints.toggles, { params: { userId }, body: togglesBody(toggles) });
  },
  /** §7: DELETE, and on 405 or 404 the GET fallback. */
  async clear(userId: string): Promise<void> {
    try {
      await api.call(panelEndpoints.clear, { params: { userId } });
    } catch (error) {
      if (!isHttpError(error, 404, 405)) throw error;
      await api.call(panelEndpoints.clearByGet, { params: { userId } });
    }
  },
  async liquidate(userId: string, strategy: string): Promise<void> {
    await api.call(panelEndpoints.liquidate, { params: { userId, strategy }, body: { percent: 100 } });
  },
};

/** §8: the HTTP text (its `{status}` filled in) for an HTTP failure, else the fallback text. */
export function actionError(error: unknown, httpText: string, fallback: string): string {
  return isHttpError(error) ? httpText.replace('{status}', String(error.status)) : fallback;
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
  if (isHttpError(error, 423)) return PANEL_TEXTS.locked;
  return actionError(error, PANEL_TEXTS.http, PANEL_TEXTS.togglesFailed);
}
