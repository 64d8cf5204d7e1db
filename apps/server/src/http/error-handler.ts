import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ErrorCode, type TErrorCode } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How errors of this route are written. `text`: a plain-text body, for endpoints whose
     * spec'd client reads the response text (/register, /login, /trial). Default `json`:
     * `{ error, message, field? }`.
     */
    errorFormat?: 'text' | 'json';
  }
}

interface Problem {
  status: number;
  code: TErrorCode | string;
  message: string;
  field?: string;
  headers?: Record<string, string>;
}

/** The field a zod issue path names, as `a.b.0`; the request part (body/query) is left out. */
function fieldOf(instancePath: string): string | undefined {
  const f = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return f === '' ? undefined : f;
}

function toProblem(error: unknown): Problem {
  if (error instanceof AppError) {
    return { status: error.status, code: error.code, message: error.message, headers: error.headers, ...(error.field ? { field: error.field } : {}) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0]!;
    const field = fieldOf(first.instancePath);
    const where = field ?? error.validationContext ?? 'request';
    return { status: 400, code: 'VALIDATION', message: `${where}: ${first.message}`, ...(field ? { field } : {}) };
  }
  const fe = error as Partial<FastifyError>;
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    // Fastify's own client errors: malformed JSON, body too large, unsupported media type, rate limit.
    const code = fe.statusCode === 429 ? 'RATE_LIMITED' : fe.statusCode === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
    return { status: fe.statusCode, code, message: fe.message ?? 'Bad request' };
  }
  return { status: ErrorCode.INTERNAL, code: 'INTERNAL', message: 'Internal server error' };
}

/** Writes one problem in the form the route's caller reads. */
export function sendProblem(request: FastifyRequest, reply: FastifyReply, problem: Problem): FastifyReply {
  const format = request.routeOptions.config?.errorFormat ?? 'json';
  reply.status(problem.status);
  if (problem.headers) reply.headers(problem.headers);
  if (format === 'text') return reply.type('text/plain; charset=utf-8').send(problem.message);
  return reply.send({ error: problem.code, message: problem.message, ...(problem.field ? { field: problem.field } : {}) });
}

/** Installs the single error handler and the JSON 404 for API paths. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const problem = toProblem(error);
    if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: problem.code, field: problem.field }, problem.message);
    return sendProblem(request, reply, problem);
  });
}
