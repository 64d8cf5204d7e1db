import { describe, expect, it } from 'vitest';
import { httpsRedirectTarget, isLocalHost } from './httpsRedirect';

const at = (href: string) => {
  const url = new URL(href);
  return { protocol: url.protocol, hostname: url.hostname, href: url.href };
};

describe('httpsRedirectTarget', () => {
  it('redirects http to https outside localhost, keeping path, query and hash', () => {
    expect(httpsRedirectTarget(at('http://avatara.example/research?x=1#top'))).toBe(
      'https://avatara.example/research?x=1#top',
    );
  });

  it('keeps https pages where they are', () => {
    expect(httpsRedirectTarget(at('https://avatara.example/'))).toBeNull();
  });

  it('never redirects localhost and loopback addresses', () => {
    for (const href of [
      'http://localhost:4173/',
      'http://127.0.0.1:8080/',
      'http://[::1]:3000/',
      'http://app.localhost/',
    ]) {
      expect(httpsRedirectTarget(at(href))).toBeNull();
    }
  });

  it('keeps the port of a non-local host', () => {
    expect(httpsRedirectTarget(at('http://10.0.0.5:8080/a'))).toBe('https://10.0.0.5:8080/a');
  });
});

describe('isLocalHost', () => {
  it('does not treat look-alike names as local', () => {
    expect(isLocalHost('localhost.evil.com')).toBe(false);
    expect(isLocalHost('127.0.0.1.nip.io')).toBe(false);
  });
});
