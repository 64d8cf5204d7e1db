import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { actionError, PANEL_TEXTS, togglesError } from './panelApi';

/** A non-2xx answer of a panel call. */
const http = (status: number) =>
  new ApiError({ kind: 'http', call: 'POST /allocations/deposit', status, code: null });

describe('§8 action errors', () => {
  it('fills the status into the HTTP text, else gives the fallback', () => {
    expect(actionError(http(500), PANEL_TEXTS.depositHttp, PANEL_TEXTS.depositFailed)).toBe(
      'Deposit-POST: HTTP 500',
    );
    expect(actionError(new TypeError('network'), PANEL_TEXTS.clearHttp, PANEL_TEXTS.clearFailed)).toBe(
      'Clear Deposit fehlgeschlagen',
    );
    expect(
      actionError(
        ApiError.network('DELETE /portfolio/x', new TypeError('network')),
        PANEL_TEXTS.clearHttp,
        PANEL_TEXTS.clearFailed,
      ),
    ).toBe('Clear Deposit fehlgeschlagen');
  });
  it('says LOCKED for a 423 toggle save', () => {
    expect(togglesError(http(423))).toBe('Gesperrt (LOCKED) – bitte kurz später erneut versuchen.');
    expect(togglesError(http(403))).toBe('HTTP 403');
    expect(togglesError(new Error('x'))).toBe('Speichern der Toggles fehlgeschlagen');
  });
});
