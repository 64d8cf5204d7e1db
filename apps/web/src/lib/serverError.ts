import { ERROR_CODE_HEADER, ERROR_PARAMS_HEADER } from '@avatara/contracts/errors';
import type { ServerError } from '../i18n/errorMessage';

const parseJson = (text: string | null): unknown => {
  if (text === null || text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const asObject = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * What a failed answer says (docs/errors.md): `reason`, `params` and `field` of a JSON body, else
 * the headers `x-error-code` and `x-error-params` (the plain-text routes). Pure: status, body text
 * and headers in, no I/O.
 */
export function parseServerError(status: number, body: string, headers?: Pick<Headers, 'get'>): ServerError {
  const json = asObject(parseJson(body));
  const reason = typeof json.reason === 'string' ? json.reason : (headers?.get(ERROR_CODE_HEADER) ?? null);
  const params = json.params ?? parseJson(headers?.get(ERROR_PARAMS_HEADER) ?? null);
  return { status, reason, params, field: typeof json.field === 'string' ? json.field : null };
}

/** Reads a failed Response (its body once) into a ServerError. */
export async function readServerError(response: Response): Promise<ServerError> {
  return parseServerError(response.status, await response.text().catch(() => ''), response.headers);
}
