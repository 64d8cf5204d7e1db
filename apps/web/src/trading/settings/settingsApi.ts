import { ZAdminSignalsMeta, ZAdminSignalsRead, ZSignalJob, ZSignalJobAccepted, type TAdminSignalsMeta, type TAdminSignalsRead, type TSignalJob, type TSignalJobAccepted } from '@avatara/contracts/signals';
import { HttpError, apiUrl, errorText, getJson, postJson } from '../../lib/api';

/*
 * The calls of the trading settings and the admin tools (trading-dashboard.md §7 "Trading
 * settings", "Admin signals"). Every non-2xx answer throws HttpError (status and body).
 */

const configUrl = (userId: string) => apiUrl(`/config/trading/${encodeURIComponent(userId)}`);

async function ensureOk(response: Response): Promise<Response> {
  if (!response.ok) throw new HttpError(response.status, await response.text().catch(() => ''));
  return response;
}

/** GET /config/trading/{userId}: the stored layer, `{}` when there is none (404: an empty form). */
export async function fetchTradingConfig(userId: string, signal?: AbortSignal): Promise<Record<string, unknown>> {
  try {
    const body = await getJson(configUrl(userId), signal);
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return {};
    throw error;
  }
}

/** PUT /config/trading/{userId} with the config object; resolves with the saved config. */
export async function saveTradingConfig(userId: string, config: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await ensureOk(
    await fetch(configUrl(userId), {
      method: 'PUT',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(config),
    }),
  );
  return (await response.json()) as Record<string, unknown>;
}

/** POST /admin/signals/bootstrap or /ingest: the accepted job ({jobId, status}). */
export async function startSignalJob(kind: 'bootstrap' | 'ingest', body: unknown): Promise<TSignalJobAccepted> {
  const response = await ensureOk(await postJson(apiUrl(`/admin/signals/${kind}`), body));
  return ZSignalJobAccepted.parse(await response.json());
}

/** GET /admin/signals/jobs/{jobId}: the job's progress. */
export async function fetchSignalJob(jobId: string, signal?: AbortSignal): Promise<TSignalJob> {
  return ZSignalJob.parse(await getJson(apiUrl(`/admin/signals/jobs/${encodeURIComponent(jobId)}`), signal));
}

/** GET /admin/signals/meta?symbol&epoch. */
export async function fetchSignalsMeta(query: string): Promise<TAdminSignalsMeta> {
  return ZAdminSignalsMeta.parse(await getJson(apiUrl(`/admin/signals/meta?${query}`)));
}

/** GET /admin/signals/read?…: the series, or null on 204 (the range is not fully persisted). */
export async function readSignals(query: string): Promise<TAdminSignalsRead | null> {
  const response = await ensureOk(await fetch(apiUrl(`/admin/signals/read?${query}`), { credentials: 'include' }));
  if (response.status === 204) return null;
  return ZAdminSignalsRead.parse(await response.json());
}

/** The field a 400 answer names (`{error, message, field}`), if any. */
export function errorField(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  try {
    const body: unknown = JSON.parse(error.body);
    const field = typeof body === 'object' && body !== null ? (body as { field?: unknown }).field : undefined;
    return typeof field === 'string' ? field : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The message of a failed call: 'HTTP {status}' with the server's message after a colon, else the
 * error's own message, else `fallback` (§8: 'Laden fehlgeschlagen', 'Speichern fehlgeschlagen').
 */
export function failureText(error: unknown, fallback: string): { title: string; detail: string } {
  if (error instanceof HttpError) return { title: `HTTP ${error.status}`, detail: errorText(error.body) };
  return { title: fallback, detail: error instanceof Error && error.name !== 'ZodError' ? error.message : '' };
}
