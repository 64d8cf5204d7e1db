import type {
  TAdminSignalsMeta,
  TAdminSignalsRead,
  TSignalJob,
  TSignalJobAccepted,
} from '@avatara/contracts/signals';
import { ApiError, isHttpError } from '../../api/ApiError';
import { api } from '../../api/client';
import { configEndpoints } from '../endpoints/config';
import { signalEndpoints } from '../endpoints/signals';
import type { bootstrapBody, ingestBody, metaQuery, readQuery } from './admin';

/*
 * The calls of the trading settings and the admin tools (trading-dashboard.md §7 "Trading
 * settings", "Admin signals"; endpoints in `../endpoints/`). Every failure is an ApiError.
 */

/** GET /config/trading/{userId}: the stored layer, `{}` when there is none (404: an empty form). */
export async function fetchTradingConfig(
  userId: string,
  signal?: AbortSignal,
): Promise<Record<string, unknown>> {
  try {
    return await api.call(configEndpoints.get, { params: { userId } }, { signal });
  } catch (error) {
    if (isHttpError(error, 404)) return {};
    throw error;
  }
}

/** PUT /config/trading/{userId} with the config object; resolves with the saved config. */
export function saveTradingConfig(
  userId: string,
  config: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  return api.call(configEndpoints.save, { params: { userId }, body: config });
}

/** POST /admin/signals/bootstrap: the accepted job ({jobId, status}). */
export const startBootstrap = (body: ReturnType<typeof bootstrapBody>): Promise<TSignalJobAccepted> =>
  api.call(signalEndpoints.bootstrap, { body });

/** POST /admin/signals/ingest: the accepted job ({jobId, status}). */
export const startIngest = (body: ReturnType<typeof ingestBody>): Promise<TSignalJobAccepted> =>
  api.call(signalEndpoints.ingest, { body });

/** GET /admin/signals/jobs/{jobId}: the job's progress. */
export const fetchSignalJob = (jobId: string, signal?: AbortSignal): Promise<TSignalJob> =>
  api.call(signalEndpoints.job, { params: { jobId } }, { signal });

/** GET /admin/signals/meta?symbol&epoch. */
export const fetchSignalsMeta = (query: ReturnType<typeof metaQuery>): Promise<TAdminSignalsMeta> =>
  api.call(signalEndpoints.adminMeta, { query });

/** GET /admin/signals/read?…: the series, or null on 204 (the range is not fully persisted). */
export const readSignals = (query: ReturnType<typeof readQuery>): Promise<TAdminSignalsRead | null> =>
  api.call(signalEndpoints.read, { query });

/** The field a 400 answer names (`{error, message, field}`), if any. */
export function errorField(error: unknown): string | undefined {
  return isHttpError(error) ? (error.field ?? undefined) : undefined;
}

/**
 * The message of a failed call: 'HTTP {status}' with the server's message after a colon, else the
 * error's own message, else `fallback` (§8: 'Laden fehlgeschlagen', 'Speichern fehlgeschlagen').
 */
export function failureText(error: unknown, fallback: string): { title: string; detail: string } {
  if (isHttpError(error)) return { title: `HTTP ${error.status}`, detail: error.text };
  // An answer that does not match its schema says nothing a person could use.
  const unreadable = error instanceof ApiError && error.kind === 'invalid-response';
  return { title: fallback, detail: error instanceof Error && !unreadable ? error.message : '' };
}
