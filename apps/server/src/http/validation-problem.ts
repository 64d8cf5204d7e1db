import type { TErrorDetail, TErrorReason } from '@avatara/contracts';
import type { FastifySchemaValidationError } from 'fastify';
import type { TErrorCode } from '../errors';

/** An error answer before it is written: status, code, message, and the reason the web translates. */
export interface Problem {
  status: number;
  code: TErrorCode | string;
  message: string;
  reason?: TErrorReason;
  params?: Readonly<Record<string, string | number>>;
  field?: string;
  headers?: Record<string, string>;
}

/** The field a zod issue path names, as `a.b.0`; the request part (body/query) is left out. */
function fieldOf(instancePath: string): string | undefined {
  const f = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return f === '' ? undefined : f;
}

const numberParam = (value: unknown): number =>
  typeof value === 'number' || typeof value === 'bigint' ? Number(value) : 0;

/**
 * The reason of a zod issue (fastify-type-provider-zod puts the issue's code in `keyword` and its
 * other properties in `params`): a missing or empty text is REQUIRED, a text too short or too long
 * says the limit, an email field that does not look like one is INVALID_EMAIL, the rest INVALID_INPUT.
 */
export function issueReason(
  issue: Pick<FastifySchemaValidationError, 'keyword' | 'params' | 'message' | 'instancePath'>,
): TErrorDetail {
  const p = issue.params as Record<string, unknown>;
  const isText = p.origin === 'string';
  if (issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? ''))
    return { reason: 'REQUIRED', params: {} };
  if (issue.keyword === 'too_small' && isText) {
    const minimum = numberParam(p.minimum);
    return minimum <= 1 ? { reason: 'REQUIRED', params: {} } : { reason: 'TOO_SHORT', params: { minimum } };
  }
  if (issue.keyword === 'too_big' && isText)
    return { reason: 'TOO_LONG', params: { maximum: numberParam(p.maximum) } };
  const emailField = /email$/i.test(issue.instancePath);
  if (
    p.format === 'email' ||
    (emailField && (issue.keyword === 'invalid_format' || issue.keyword === 'custom'))
  )
    return { reason: 'INVALID_EMAIL', params: {} };
  return { reason: 'INVALID_INPUT', params: {} };
}

/** A failed request schema as one problem: 400, the first issue's reason, field and message. */
export function validationProblem(
  issues: FastifySchemaValidationError[],
  context: string | undefined,
): Problem {
  const first = issues[0]!;
  const field = fieldOf(first.instancePath);
  const where = field ?? context ?? 'request';
  return {
    status: 400,
    code: 'VALIDATION',
    message: `${where}: ${first.message}`,
    ...issueReason(first),
    ...(field ? { field } : {}),
  };
}
