import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeSecretsKey, loadConfig } from './config';

/** A valid SECRETS_KEY (32 bytes, base64). */
const SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');

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
    const c = loadConfig({
      DATABASE_URL: '',
      PUBLIC_URL: 'https://avatara.example///',
      PAYMENTS: 'sandbox',
      SECRETS_KEY,
      ALLOWED_ORIGINS: 'http://localhost:5173/, ,http://x',
    });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.publicUrl).toBe('https://avatara.example');
    expect(c.ALLOWED_ORIGINS).toEqual(['http://localhost:5173', 'http://x']);
  });

  it('prices speech per 1,000 characters: 0.032 USD by Azure, 0.004 USD embedded; an empty value is the default, a negative one refused', () => {
    const c = loadConfig({ SPEECH_EMBEDDED_PRICE_USD: '' });
    expect([c.SPEECH_PRICE_USD, c.SPEECH_EMBEDDED_PRICE_USD]).toEqual([0.032, 0.004]);
    expect(loadConfig({ SPEECH_PRICE_USD: '0.05' }).SPEECH_PRICE_USD).toBe(0.05);
    expect(() => loadConfig({ SPEECH_PRICE_USD: '-1' })).toThrow(/SPEECH_PRICE_USD/);
  });

  it('refuses Stripe without its webhook secret (payments would never be credited)', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).payments).toBe(
      'stripe',
    );
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', PAYMENTS: 'sandbox' })
        .payments,
    ).toBe('sandbox');
    expect(loadConfig({}).payments).toBe('sandbox');
  });

  it('refuses the sandbox payments on a server others can reach, naming PAYMENTS', () => {
    // HOST on every interface, or a public PUBLIC_URL: reachable from outside.
    expect(() => loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://avatara.example' })).toThrow(/PAYMENTS/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://avatara.example' })).toThrow(/PAYMENTS=sandbox/);
    expect(() =>
      loadConfig({ HOST: '192.168.1.20', PUBLIC_URL: 'http://192.168.1.20:8080', PAYMENTS: 'auto' }),
    ).toThrow(/PAYMENTS/);
    // Chosen on purpose (a demo), or with Stripe configured, it starts.
    expect(
      loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://demo.example', PAYMENTS: 'sandbox', SECRETS_KEY })
        .payments,
    ).toBe('sandbox');
    expect(
      loadConfig({
        HOST: '0.0.0.0',
        PUBLIC_URL: 'https://avatara.example',
        STRIPE_SECRET_KEY: 'sk_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        SECRETS_KEY,
      }).payments,
    ).toBe('stripe');
  });

  it('keeps a laptop start working: loopback HOST and a localhost PUBLIC_URL run the sandbox', () => {
    for (const env of [
      {},
      { HOST: 'localhost' },
      { HOST: '::1' },
      { PUBLIC_URL: 'http://127.0.0.1:8080' },
      { PUBLIC_URL: 'http://localhost:3000', HOST: '127.0.0.2' },
    ]) {
      const c = loadConfig(env);
      expect(c.payments).toBe('sandbox');
      expect(c.reachableFromOutside).toBe(false);
    }
  });

  it('requires SECRETS_KEY on a server others can reach, and refuses one that is not 32 bytes', () => {
    const outside = { HOST: '0.0.0.0', PUBLIC_URL: 'https://avatara.example', PAYMENTS: 'sandbox' } as const;
    expect(() => loadConfig(outside)).toThrow(/SECRETS_KEY is required/);
    expect(loadConfig({ ...outside, SECRETS_KEY }).SECRETS_KEY).toBe(SECRETS_KEY);
    expect(loadConfig({}).SECRETS_KEY).toBeUndefined();
    expect(() => loadConfig({ SECRETS_KEY: 'too-short' })).toThrow(/SECRETS_KEY: must be 32 bytes/);
    expect(decodeSecretsKey('ab'.repeat(32))).toEqual(Buffer.alloc(32, 0xab));
    expect(decodeSecretsKey(SECRETS_KEY)).toEqual(Buffer.alloc(32, 7));
    expect(decodeSecretsKey(Buffer.alloc(31).toString('base64'))).toBeNull();
  });

  it('reads the model discovery settings: on by default, extra URLs, minutes, local prices', () => {
    const c = loadConfig({
      MODEL_DISCOVERY_URLS: ' http://127.0.0.1:8081/v1 , http://gpu.lan:8000/v1',
      LOCAL_MODEL_PRICES: '0.5/2',
    });
    expect(c.MODEL_DISCOVERY).toBe('on');
    expect(c.MODEL_DISCOVERY_MINUTES).toBe(5);
    expect(c.MODEL_DISCOVERY_URLS).toEqual(['http://127.0.0.1:8081/v1', 'http://gpu.lan:8000/v1']);
    expect(c.LOCAL_MODEL_PRICES).toBe('0.5/2');
    expect(() => loadConfig({ LOCAL_MODEL_PRICES: 'cheap' })).toThrow(/LOCAL_MODEL_PRICES/);
    expect(() => loadConfig({ LOCAL_MODEL_PRICES: '0.5/2000' })).toThrow(/at most 1000/);
    expect(() => loadConfig({ MODEL_DISCOVERY_URLS: 'not a url' })).toThrow(/MODEL_DISCOVERY_URLS/);
  });

  it('requires PUBLIC_URL when HOST accepts connections from other machines', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0', PAYMENTS: 'sandbox' })).toThrow(/PUBLIC_URL is required/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });

  it('sends mail over SMTP when SMTP_URL is set, else to the outbox folder', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).mail).toEqual({
      kind: 'outbox',
      dir: path.resolve('/tmp/x/outbox'),
      from: 'Avatara <no-reply@localhost>',
    });
    expect(
      loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Avatara <hi@avatara.example>' }).mail,
    ).toEqual({ kind: 'smtp', url: 'smtp://127.0.0.1:2525', from: 'Avatara <hi@avatara.example>' });
  });

  it('reads TRUST_PROXY as off, a hop count, or proxy addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('reads NEWS_FEEDS as the default list (unset or empty), none, or a list of feed URLs', () => {
    expect(loadConfig({}).NEWS_FEEDS).toBe('default');
    expect(loadConfig({ NEWS_FEEDS: ' ' }).NEWS_FEEDS).toBe('default');
    expect(loadConfig({ NEWS_FEEDS: 'none' }).NEWS_FEEDS).toBe('none');
    expect(loadConfig({ NEWS_FEEDS: ' None ' }).NEWS_FEEDS).toBe('none');
    expect(
      loadConfig({ NEWS_FEEDS: 'https://a.example/rss, ,http://b.example/feed.xml' }).NEWS_FEEDS,
    ).toEqual(['https://a.example/rss', 'http://b.example/feed.xml']);
    expect(() => loadConfig({ NEWS_FEEDS: 'https://a.example/rss,ftp://b.example/x' })).toThrow(
      /NEWS_FEEDS\.1: Invalid URL/,
    );
    expect(() => loadConfig({ NEWS_FEEDS: 'none,https://a.example/rss' })).toThrow(/NEWS_FEEDS\.0/);
  });

  it('reads the metrics token (16 characters at least) and the trace collector (off when unset)', () => {
    const c = loadConfig({});
    expect([c.METRICS_TOKEN, c.OTEL_EXPORTER_OTLP_ENDPOINT, c.OTEL_SERVICE_NAME]).toEqual([
      undefined,
      undefined,
      'avatara',
    ]);
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(16) }).METRICS_TOKEN).toBe('a'.repeat(16));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16/);
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }).OTEL_EXPORTER_OTLP_ENDPOINT,
    ).toBe('http://127.0.0.1:4318');
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});
