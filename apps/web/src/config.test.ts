import { describe, expect, it } from 'vitest';
import { DEFAULT_SPECIAL_REFERRER, readConfig } from './config';
import { joinUrl, trimTrailingSlashes } from './lib/url';

describe('readConfig', () => {
  it('uses the same origin, /locales and the default referrer when nothing is set', () => {
    expect(readConfig({})).toEqual({
      apiBaseUrl: '',
      paymentApiBaseUrl: '',
      i18nBaseUrl: '/locales',
      specialReferrer: DEFAULT_SPECIAL_REFERRER,
    });
  });

  it('trims trailing slashes of every base URL', () => {
    const config = readConfig({
      VITE_API_BASE_URL: 'https://api.example.com/',
      VITE_PAYMENT_API_BASE_URL: 'https://pay.example.com///',
      VITE_I18N_BASE_URL: 'https://cdn.example.com/i18n/',
      VITE_SPECIAL_REFERRER: ' partner ',
    });
    expect(config).toEqual({
      apiBaseUrl: 'https://api.example.com',
      paymentApiBaseUrl: 'https://pay.example.com',
      i18nBaseUrl: 'https://cdn.example.com/i18n',
      specialReferrer: 'partner',
    });
  });
});

describe('trimTrailingSlashes', () => {
  it('keeps a base without slash unchanged', () => {
    expect(trimTrailingSlashes('https://a.b')).toBe('https://a.b');
  });
  it('turns a lone slash into the same origin', () => {
    expect(trimTrailingSlashes('/')).toBe('');
  });
});

describe('joinUrl', () => {
  it('joins base and path with exactly one slash', () => {
    expect(joinUrl('https://a.b/', '/get-user')).toBe('https://a.b/get-user');
    expect(joinUrl('', 'get-user')).toBe('/get-user');
  });
});
