import { SPEECH_CHARGE_HEADERS, speechChargeOf } from '@avatara/contracts/media';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { voiceFailureMessage } from './useVoice';

const refused = (status: number, code: string) =>
  new ApiError({ kind: 'http', call: 'POST /azureSpeech', status, code });

describe('voiceFailureMessage', () => {
  it("says in the user's words that the balance cannot pay for the reading, or is still held", () => {
    expect(voiceFailureMessage('apiFailed', refused(402, 'BALANCE_EXHAUSTED'))).toEqual({
      key: 'chat.speech.noBalance',
    });
    expect(voiceFailureMessage('apiFailed', refused(409, 'STILL_ANSWERING'))).toEqual({
      key: 'chat.speech.busy',
    });
  });

  it("shows the spec's §8 texts for every other failure", () => {
    expect(voiceFailureMessage('apiFailed', refused(503, 'SPEECH_FAILED'))).toEqual({
      key: 'chat.speech.apiFailed',
    });
    expect(voiceFailureMessage('apiFailed', new Error('offline'))).toEqual({ key: 'chat.speech.apiFailed' });
    expect(voiceFailureMessage('noBlob')).toEqual({ key: 'chat.speech.noBlob' });
    expect(voiceFailureMessage('playFailed')).toEqual({ key: 'chat.speech.playFailed' });
  });
});

describe('speechChargeOf', () => {
  it('reads what a reading cost from its headers, and nothing from an older server', () => {
    const headers = new Headers({
      [SPEECH_CHARGE_HEADERS.costUsd]: '0.008',
      [SPEECH_CHARGE_HEADERS.totalUsd]: '0.016',
      [SPEECH_CHARGE_HEADERS.balanceUsd]: '9.984',
    });
    expect(speechChargeOf(headers)).toEqual({ costUsd: 0.008, totalUsd: 0.016, balanceUsd: 9.984 });
    expect(speechChargeOf(new Headers())).toBeNull();
    expect(
      speechChargeOf(new Headers({ ...Object.fromEntries(headers), [SPEECH_CHARGE_HEADERS.costUsd]: 'x' })),
    ).toBeNull();
  });
});
