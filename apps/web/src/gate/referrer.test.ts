import { describe, expect, it } from 'vitest';
import { readReferrer } from './referrer';

describe('readReferrer', () => {
  it('prefers the ref query parameter', () => {
    expect(readReferrer('?ref=avatara-guest', 'https://partner.example/page')).toBe('avatara-guest');
  });
  it('falls back to the referring host', () => {
    expect(readReferrer('', 'https://partner.example/page')).toBe('partner.example');
  });
  it('is null without either, or with a malformed referrer', () => {
    expect(readReferrer('?ref=', '')).toBeNull();
    expect(readReferrer('', 'not a url')).toBeNull();
  });
});

describe('readReferrer with a remembered value', () => {
  it('prefers the query, then the remembered value, then the referring host', () => {
    expect(readReferrer('?ref=a', 'https://x.example/', 'b')).toBe('a');
    expect(readReferrer('?paymentSuccess=true', 'https://checkout.example/', 'avatara-guest')).toBe(
      'avatara-guest',
    );
    expect(readReferrer('', 'https://x.example/', null)).toBe('x.example');
  });
});
