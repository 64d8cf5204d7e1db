import { ERROR_CODE_HEADER, ERROR_PARAMS_HEADER, type TErrorReason } from '@avatara/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ErrorCode } from '../errors';
import { validationProblem, type Problem } from './validation-problem';

export type { Problem };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How errors of this route are written. `text`: a plain-text body, for endpoints whose
     * spec'd client reads the response text (/register, /login, /trial). Default `json`:
     * `{ error, message, reason?, params?, field? }` (docs/errors.md).
     */
    errorFormat?: 'text' | 'json';
  }
}

/** The reason of Fastify's own client errors (its codes are FST_ERR_…; the status tells enough). */
function clientErrorReason(status: number): TErrorReason {
  if (status === 413) return 'BODY_TOO_LARGE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 404) return 'NOT_FOUND';
  return 'MALFORMED_REQUEST';
}

function toProblem(error: unknown): Problem {
  if (error instanceof AppError) {
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      headers: error.headers,
      ...(error.reason ? { reason: error.reason, params: error.params } : {}),
      ...(error.field ? { field: error.field } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error))
    return validationProblem(error.validation, error.validationContext);
  const fe = error as Partial<FastifyError>;
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
    const code =
      fe.statusCode === 429 ? 'RATE_LIMITED' : fe.statusCode === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
    return {
      status: fe.statusCode,
      code,
      message: fe.message ?? 'Bad request',
      reason: clientErrorReason(fe.statusCode),
      params: {},
    };
  }
  return {
    status: ErrorCode.INTERNAL,
    code: 'INTERNAL',
    message: 'Internal server error',
    reason: 'INTERNAL',
    params: {},
  };
}

/** JSON with every non-ASCII character escaped, so it is a valid header value. */
const asciiJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * Writes one problem in the form the route's caller reads: the reason in `x-error-code` and its
 * parameters in `x-error-params` (both formats), and the body as plain text or as JSON.
 */
export function sendProblem(request: FastifyRequest, reply: FastifyReply, problem: Problem): FastifyReply {
  const format = request.routeOptions.config?.errorFormat ?? 'json';
  reply.status(problem.status);
  if (problem.headers) reply.headers(problem.headers);
  const params = problem.params ?? {};
  if (problem.reason) {
    reply.header(ERROR_CODE_HEADER, problem.reason);
    if (Object.keys(params).length > 0) reply.header(ERROR_PARAMS_HEADER, asciiJson(params));
  }
  if (format === 'text') return reply.type('text/plain; charset=utf-8').send(problem.message);
  return reply.send({
    error: problem.code,
    message: problem.message,
    ...(problem.reason ? { reason: problem.reason, params } : {}),
    ...(problem.field ? { field: problem.field } : {}),
  });
}

/** Installs the single error handler and the JSON 404 for API paths. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const problem = toProblem(error);
    if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
    else
      request.log.info({ code: problem.code, reason: problem.reason, field: problem.field }, problem.message);
    return sendProblem(request, reply, problem);
  });
}
