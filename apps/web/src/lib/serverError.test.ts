import { describe, expect, it } from 'vitest';
import { parseServerError, readServerError } from './serverError';

describe('parseServerError', () => {
  it('reads reason, parameters and field of a JSON body', () => {
    const body = JSON.stringify({ error: 'UNAUTHENTICATED', message: 'Wrong password. 2 attempts left.', reason: 'WRONG_PASSWORD', params: { attemptsLeft: 2 }, field: 'password' });
    expect(parseServerError(401, body)).toEqual({ status: 401, reason: 'WRONG_PASSWORD', params: { attemptsLeft: 2 }, field: 'password' });
  });

  it('reads the headers of a plain-text answer', () => {
    const headers = new Headers({ 'x-error-code': 'BLOCKED', 'x-error-params': '{"minutes":15}' });
    expect(parseServerError(423, 'Too many wrong passwords. Please try again in 15 minutes.', headers)).toEqual({ status: 423, reason: 'BLOCKED', params: { minutes: 15 }, field: null });
  });

  it('survives bodies and headers that are not what they should be', () => {
    expect(parseServerError(502, '<html>Bad gateway</html>')).toEqual({ status: 502, reason: null, params: undefined, field: null });
    expect(parseServerError(400, '[1,2]', new Headers({ 'x-error-params': '{not json' }))).toEqual({ status: 400, reason: null, params: undefined, field: null });
  });
});

describe('readServerError', () => {
  it('reads a Response once', async () => {
    const response = new Response('{"error":"CONFLICT","message":"x","reason":"TRIAL_USED","params":{}}', { status: 409 });
    expect(await readServerError(response)).toEqual({ status: 409, reason: 'TRIAL_USED', params: {}, field: null });
  });
});
