import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/api';
import { actionError, PANEL_TEXTS, togglesError } from './panelApi';

describe('§8 action errors', () => {
  it('fills the status into the HTTP text, else gives the fallback', () => {
    expect(actionError(new HttpError(500, ''), PANEL_TEXTS.depositHttp, PANEL_TEXTS.depositFailed)).toBe('Deposit-POST: HTTP 500');
    expect(actionError(new TypeError('network'), PANEL_TEXTS.clearHttp, PANEL_TEXTS.clearFailed)).toBe('Clear Deposit fehlgeschlagen');
  });
  it('says LOCKED for a 423 toggle save', () => {
    expect(togglesError(new HttpError(423, ''))).toBe('Gesperrt (LOCKED) – bitte kurz später erneut versuchen.');
    expect(togglesError(new HttpError(403, ''))).toBe('HTTP 403');
    expect(togglesError(new Error('x'))).toBe('Speichern der Toggles fehlgeschlagen');
  });
});
