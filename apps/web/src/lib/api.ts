import { config } from '../config';
import { joinUrl } from './url';

/** URL of a main-API path (spec §7: base URL configured, trailing slashes trimmed). */
export const apiUrl = (path: string): string => joinUrl(config.apiBaseUrl, path);

/** URL of a payment-API path. */
export const paymentUrl = (path: string): string => joinUrl(config.paymentApiBaseUrl, path);

/** A non-2xx answer, with its status and (text) body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`HTTP ${status}: ${body.slice(0, 200)}`);
    this.name = 'HttpError';
  }
}

/** POSTs JSON with the session cookie; resolves with the raw Response (errors are the caller's). */
export function postJson(url: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
}

/** GETs JSON with the session cookie; throws HttpError on a non-2xx answer. */
export async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { credentials: 'include', signal });
  if (!response.ok) throw new HttpError(response.status, await response.text().catch(() => ''));
  return (await response.json()) as unknown;
}

/**
 * The human-readable message of an error body: `message` of a JSON problem
 * (`{error, message}`), else the trimmed text itself.
 */
export function errorText(body: string): string {
  const text = body.trim();
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string') {
      return (value as { message: string }).message;
    }
  } catch {
    // not JSON: the text is the message
  }
  return text;
}
