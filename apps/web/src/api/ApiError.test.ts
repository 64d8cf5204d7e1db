import { describe, expect, it } from 'vitest';
import { ApiError, isAbort, isHttpError } from './ApiError';

const read = (body: string, init: ResponseInit = {}) =>
  ApiError.fromResponse(new Response(body, init), 'POST /login');

describe('ApiError.fromResponse', () => {
  it('reads the header form: code, attempts left, wait and the text body', async () => {
    const error = await read('Wrong password. 3 attempts left.', {
      status: 401,
      headers: { 'x-error-code': 'WRONG_PASSWORD', 'x-attempts-left': '3', 'retry-after': '60' },
    });
    expect(error).toMatchObject({
      kind: 'http',
      status: 401,
      code: 'WRONG_PASSWORD',
      text: 'Wrong password. 3 attempts left.',
      field: null,
      params: {},
    });
    expect(error.attemptsLeft).toBe(3);
    expect(error.retryAfterSeconds).toBe(60);
    expect(error.message).toBe('Wrong password. 3 attempts left.');
  });

  it('reads the body form: reason before error, message, field and params', async () => {
    const error = await read(
      JSON.stringify({
        error: 'VALIDATION',
        reason: 'PASSWORD_TOO_SHORT',
        message: 'Too short',
        field: 'newPassword',
        params: { min: 8, attemptsLeft: 2 },
      }),
      { status: 400 },
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'PASSWORD_TOO_SHORT',
      text: 'Too short',
      field: 'newPassword',
      params: { min: 8, attemptsLeft: 2 },
    });
    expect(error.attemptsLeft).toBe(2);
    expect(
      await read(JSON.stringify({ error: 'FORBIDDEN', message: 'Operators only' }), { status: 403 }),
    ).toMatchObject({ code: 'FORBIDDEN', text: 'Operators only', params: {} });
  });

  it('prefers the x-error-code header to the body, and puts the body params over x-error-params', async () => {
    const headers = { 'x-error-code': 'BALANCE_EXHAUSTED', 'x-error-params': '{"a":0,"minutes":15}' };
    const error = await read(
      JSON.stringify({ error: 'PAYMENT_REQUIRED', message: 'Top up', params: { a: 1 } }),
      { status: 402, headers },
    );
    expect(error).toMatchObject({ code: 'BALANCE_EXHAUSTED', params: { a: 1, minutes: 15 } });
  });

  it('reads x-error-params as name=value pairs too, and names the status when nothing was said', async () => {
    const error = await read('', { status: 423, headers: { 'x-error-params': 'minutes=15&who=x' } });
    expect(error).toMatchObject({
      code: null,
      params: { minutes: '15', who: 'x' },
      text: '',
      body: '',
      message: 'POST /login: HTTP 423',
    });
  });

  it('keeps the raw body of a JSON answer without a message, but has no text for it', async () => {
    expect(await read('{"error":"X"}', { status: 500 })).toMatchObject({
      code: 'X',
      text: '',
      body: '{"error":"X"}',
    });
  });
});

describe('ApiError.network', () => {
  it('has no status, the NETWORK code and the cause', () => {
    const cause = new TypeError('Failed to fetch');
    expect(ApiError.network('GET /account', cause)).toMatchObject({
      kind: 'network',
      status: 0,
      code: 'NETWORK',
      text: '',
      message: 'Failed to fetch',
      cause,
    });
  });
});

describe('ApiError.invalidResponse', () => {
  it("keeps the answer's status and says the answer did not match", () => {
    const error = ApiError.invalidResponse(
      'GET /account',
      new Response('{}', { status: 200 }),
      new Error('zod'),
    );
    expect(error).toMatchObject({
      kind: 'invalid-response',
      status: 200,
      code: 'INVALID_RESPONSE',
      message: 'GET /account: the answer does not match its schema',
    });
  });
});

describe('isHttpError', () => {
  it('is true for a non-2xx answer, optionally of the given statuses', async () => {
    const notFound = await read('', { status: 404 });
    expect(isHttpError(notFound)).toBe(true);
    expect(isHttpError(notFound, 404, 405)).toBe(true);
    expect(isHttpError(notFound, 409)).toBe(false);
  });
  it('is false without an answer or for another error', () => {
    expect(isHttpError(ApiError.network('GET /x', new TypeError('offline')))).toBe(false);
    expect(isHttpError(new Error('x'))).toBe(false);
  });
});

describe('isAbort', () => {
  it("is true for the fetch's abort and time-out only", () => {
    expect(isAbort(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isAbort(new DOMException('timed out', 'TimeoutError'))).toBe(true);
    expect(isAbort(new DOMException('x', 'NotFoundError'))).toBe(false);
    expect(isAbort(new TypeError('Failed to fetch'))).toBe(false);
  });
});
