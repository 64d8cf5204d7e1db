import { ApiError } from '../api/ApiError';
import type { ServerError } from '../i18n/errorMessage';

/**
 * What a failed call says, from whatever it threw (docs/errors.md): an ApiError with an answer
 * gives its status, reason (the `x-error-code` header, else the body's `reason`), params and
 * field; one whose answer did not fit its schema keeps its status only; anything else — a network
 * failure — counts as no answer at all (status 0).
 */
export function serverErrorOf(error: unknown): ServerError {
  if (!(error instanceof ApiError) || error.kind === 'network') return { status: 0 };
  if (error.kind !== 'http') return { status: error.status };
  return { status: error.status, reason: error.code, params: error.params, field: error.field };
}
