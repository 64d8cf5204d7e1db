import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/api';
import { errorField, failureText } from './settingsApi';

describe('errorField', () => {
  it('names the field of a 400 problem answer', () => {
    expect(errorField(new HttpError(400, JSON.stringify({ error: 'VALIDATION', message: 'Grid_steps: Too small', field: 'Grid_steps' })))).toBe('Grid_steps');
  });
  it('is undefined for an answer without a field, a text body or another error', () => {
    expect(errorField(new HttpError(403, JSON.stringify({ error: 'FORBIDDEN', message: 'Operators only' })))).toBeUndefined();
    expect(errorField(new HttpError(500, 'oops'))).toBeUndefined();
    expect(errorField(new Error('x'))).toBeUndefined();
  });
});

describe('failureText', () => {
  it("shows 'HTTP {status}' with the server's message (§8)", () => {
    expect(failureText(new HttpError(403, JSON.stringify({ error: 'FORBIDDEN', message: 'Operators only.' })), 'Speichern fehlgeschlagen')).toEqual({ title: 'HTTP 403', detail: 'Operators only.' });
  });
  it('falls back to the §8 text when there is no HTTP status', () => {
    expect(failureText(new TypeError('Failed to fetch'), 'Laden fehlgeschlagen')).toEqual({ title: 'Laden fehlgeschlagen', detail: 'Failed to fetch' });
  });
});
