import { describe, expect, it } from 'vitest';
import { parseConsentAnswer } from './consentAnswer';

describe('parseConsentAnswer', () => {
  it('accepts the boolean true in its usual forms', () => {
    expect(parseConsentAnswer('true')).toBe(true);
    expect(parseConsentAnswer(' true\n')).toBe(true);
    expect(parseConsentAnswer('{"consent":true}')).toBe(true);
  });
  it('counts everything else as not consented', () => {
    for (const body of ['false', '', '<!doctype html>', '{"consent":"yes"}', 'null', '1']) {
      expect(parseConsentAnswer(body)).toBe(false);
    }
  });
});
