import { ERROR_CODE_HEADER, ERROR_PARAMS_HEADER } from '@avatara/contracts';

/** The parts of an injected answer a test checks. */
interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
}

/**
 * The error an answer carries as the browser reads it (docs/errors.md): status, the reason of
 * `x-error-code` and the parameters of `x-error-params` (`{}` without the header).
 */
export function problemOf(res: Answer): { status: number; reason: unknown; params: unknown } {
  const params = res.headers[ERROR_PARAMS_HEADER];
  return {
    status: res.statusCode,
    reason: res.headers[ERROR_CODE_HEADER],
    params: typeof params === 'string' ? (JSON.parse(params) as unknown) : {},
  };
}
