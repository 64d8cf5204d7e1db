import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8080);
    expect(c.paths.dataDir).toBe(path.resolve('./data'));
    expect(c.paths.pgliteDir).toBe(path.resolve('./data/pglite'));
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.publicUrl).toBe('http://localhost:8080');
  });

  it('treats empty variables as unset and trims trailing slashes of URLs', () => {
    const c = loadConfig({ DATABASE_URL: '', PUBLIC_URL: 'https://avatara.example///', ALLOWED_ORIGINS: 'http://localhost:5173/, ,http://x' });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.publicUrl).toBe('https://avatara.example');
    expect(c.ALLOWED_ORIGINS).toEqual(['http://localhost:5173', 'http://x']);
  });

  it('refuses Stripe without its webhook secret (payments would never be credited)', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).payments).toBe('stripe');
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', PAYMENTS: 'sandbox' }).payments).toBe('sandbox');
    expect(loadConfig({}).payments).toBe('sandbox');
  });

  it('reads TRUST_PROXY as off, a hop count, or proxy addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});
