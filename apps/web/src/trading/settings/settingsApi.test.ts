import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { errorField, failureText } from './settingsApi';

/** A non-2xx answer with this body. */
const http = (status: number, body: string) =>
  ApiError.fromResponse(new Response(body, { status }), 'PUT /config/trading/defaultUser');

describe('errorField', () => {
  it('names the field of a 400 problem answer', async () => {
    expect(
      errorField(
        await http(
          400,
          JSON.stringify({ error: 'VALIDATION', message: 'Grid_steps: Too small', field: 'Grid_steps' }),
        ),
      ),
    ).toBe('Grid_steps');
  });
  it('is undefined for an answer without a field, a text body or another error', async () => {
    expect(
      errorField(await http(403, JSON.stringify({ error: 'FORBIDDEN', message: 'Operators only' }))),
    ).toBeUndefined();
    expect(errorField(await http(500, 'oops'))).toBeUndefined();
    expect(errorField(new Error('x'))).toBeUndefined();
  });
});

describe('failureText', () => {
  it("shows 'HTTP {status}' with the server's message (§8)", async () => {
    expect(
      failureText(
        await http(403, JSON.stringify({ error: 'FORBIDDEN', message: 'Operators only.' })),
        'Speichern fehlgeschlagen',
      ),
    ).toEqual({ title: 'HTTP 403', detail: 'Operators only.' });
  });
  it('falls back to the §8 text when there is no HTTP status', () => {
    expect(failureText(new TypeError('Failed to fetch'), 'Laden fehlgeschlagen')).toEqual({
      title: 'Laden fehlgeschlagen',
      detail: 'Failed to fetch',
    });
    expect(
      failureText(
        ApiError.network('GET /config/trading/x', new TypeError('Failed to fetch')),
        'Laden fehlgeschlagen',
      ),
    ).toEqual({ title: 'Laden fehlgeschlagen', detail: 'Failed to fetch' });
  });
  it('says no more than the §8 text for an answer that does not match its schema', () => {
    const error = ApiError.invalidResponse(
      'GET /admin/signals/jobs/x',
      new Response('{}'),
      new Error('zod says'),
    );
    expect(failureText(error, 'Laden fehlgeschlagen')).toEqual({ title: 'Laden fehlgeschlagen', detail: '' });
  });
});
