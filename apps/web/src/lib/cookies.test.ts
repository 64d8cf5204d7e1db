import { describe, expect, it } from 'vitest';
import {
  COOKIE_DEFINITIONS,
  COOKIE_NAMES,
  CookieStore,
  parseCookies,
  serializeCookie,
  type CookieJar,
} from './cookies';

/** A minimal in-memory browser cookie jar: honours Max-Age=0 as deletion. */
function memoryJar(): CookieJar & { written: string[] } {
  const values = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    read: () => [...values].map(([k, v]) => `${k}=${v}`).join('; '),
    write: (cookie) => {
      written.push(cookie);
      const [pair = '', ...attributes] = cookie.split('; ');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      if (attributes.includes('Max-Age=0')) values.delete(name);
      else values.set(name, pair.slice(index + 1));
    },
  };
}

describe('parseCookies', () => {
  it('decodes values and ignores malformed parts', () => {
    const map = parseCookies('a=1; user=%7B%22x%22%3A1%7D; junk; b=%E0%A4%A');
    expect(map.get('a')).toBe('1');
    expect(map.get('user')).toBe('{"x":1}');
    expect(map.get('b')).toBe('%E0%A4%A');
    expect(map.has('junk')).toBe(false);
  });
});

describe('serializeCookie', () => {
  it('sets path, lifetime and SameSite, and Secure on https', () => {
    expect(serializeCookie('language', 'de-DE', 604800, false)).toBe(
      'language=de-DE; Max-Age=604800; Path=/; SameSite=Lax',
    );
    expect(serializeCookie('x', 'a b', 1, true)).toBe('x=a%20b; Max-Age=1; Path=/; Secure; SameSite=Lax');
  });
});

describe('CookieStore', () => {
  it('writes essential cookies before any consent, with the lifetimes of spec §9', () => {
    const jar = memoryJar();
    const store = new CookieStore(jar);
    expect(store.set('language', 'fr-FR')).toBe(true);
    expect(store.get('language')).toBe('fr-FR');
    expect(jar.written[0]).toContain('Max-Age=604800');
    store.set('selectedPlan', 'plus');
    expect(jar.written[1]).toContain('Max-Age=86400');
  });

  it('refuses non-essential cookies before consent', () => {
    const jar = memoryJar();
    const store = new CookieStore(jar);
    expect(store.consent()).toBeNull();
    expect(store.set('voice', 'true')).toBe(false);
    expect(store.setJson('userPrompts', { a: ['1.png'] })).toBe(false);
    expect(store.get('voice')).toBeNull();
    expect(jar.written).toEqual([]);
  });

  it('refuses non-essential cookies after "Reject Non-Essential"', () => {
    const store = new CookieStore(memoryJar());
    store.setConsent('essential');
    expect(store.consent()).toBe('essential');
    expect(store.set('mic', 'true')).toBe(false);
  });

  it('allows non-essential cookies after "Accept All"', () => {
    const store = new CookieStore(memoryJar());
    store.setConsent('all');
    expect(store.set('latestGeneratedImage', 'a.png')).toBe(true);
    expect(store.get('latestGeneratedImage')).toBe('a.png');
  });

  it('deletes the non-essential cookies present when the visitor rejects them', () => {
    const store = new CookieStore(memoryJar());
    store.setConsent('all');
    store.set('voice', 'true');
    store.set('language', 'ja-JP');
    store.setConsent('essential');
    expect(store.get('voice')).toBeNull();
    expect(store.get('language')).toBe('ja-JP');
  });

  it('round-trips JSON and answers null for invalid JSON', () => {
    const store = new CookieStore(memoryJar());
    store.setJson('user', { email: 'a@b.c', plans: ['free'] });
    expect(store.getJson('user')).toEqual({ email: 'a@b.c', plans: ['free'] });
    store.set('user', '{not json');
    expect(store.getJson('user')).toBeNull();
  });

  it('ignores a consent cookie with an unknown value', () => {
    const jar = memoryJar();
    jar.write('cookieConsent=maybe; Path=/');
    expect(new CookieStore(jar).consent()).toBeNull();
  });

  it('marks Secure when the page is on https', () => {
    const jar = memoryJar();
    new CookieStore(jar, () => true).set('language', 'en-US');
    expect(jar.written[0]).toMatch(/; Secure; SameSite=Lax$/);
  });

  it('classifies user, language and the consent itself as essential', () => {
    expect(COOKIE_DEFINITIONS.user.category).toBe('essential');
    expect(COOKIE_DEFINITIONS.language.category).toBe('essential');
    expect(COOKIE_DEFINITIONS.cookieConsent.category).toBe('essential');
    expect(COOKIE_DEFINITIONS.voice.category).toBe('nonEssential');
  });
});

describe('forgetPerson', () => {
  it('deletes every personal cookie and keeps only the cookie answer and the UI language', () => {
    const jar = memoryJar();
    const store = new CookieStore(jar);
    store.setConsent('all');
    for (const name of COOKIE_NAMES) if (name !== 'cookieConsent') store.set(name, 'x');
    expect(parseCookies(jar.read()).size).toBe(COOKIE_NAMES.length);
    store.forgetPerson();
    expect([...parseCookies(jar.read()).keys()].sort()).toEqual(['cookieConsent', 'language']);
  });
});
