import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startLocalOidcProvider, type LocalOidcProvider } from '../testing/oidc-provider';
import { testApp } from '../testing/app';

/** A tiny browser: a cookie jar per host and manual redirects, to walk the OAuth dance over HTTP. */
class Browser {
  private jar = new Map<string, Map<string, string>>();

  private cookieHeader(url: URL): string {
    return [...(this.jar.get(url.host) ?? new Map()).entries()].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private store(url: URL, res: Response) {
    const jar = this.jar.get(url.host) ?? new Map<string, string>();
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      jar.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
    this.jar.set(url.host, jar);
  }

  /** Requests `url`, follows redirects, returns the last response and where it landed. */
  async go(url: string, init: { method?: string; form?: Record<string, string>; stopBefore?: string } = {}): Promise<{ res: Response; url: URL; body: string }> {
    let current = new URL(url);
    let method = init.method ?? 'GET';
    let body: string | undefined = init.form ? new URLSearchParams(init.form).toString() : undefined;
    for (let hop = 0; hop < 20; hop++) {
      const headers: Record<string, string> = { cookie: this.cookieHeader(current) };
      if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
      const res = await fetch(current, { method, headers, redirect: 'manual', ...(body ? { body } : {}) });
      this.store(current, res);
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        if (init.stopBefore && new URL(location, current).href.startsWith(init.stopBefore)) return { res, url: new URL(location, current), body: '' };
        current = new URL(location, current);
        method = 'GET';
        body = undefined;
        continue;
      }
      return { res, url: current, body: await res.text() };
    }
    throw new Error('too many redirects');
  }

  cookie(host: string, name: string): string | undefined {
    return this.jar.get(host)?.get(name);
  }
}

const formAction = (html: string) => {
  const m = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!m?.[1]) throw new Error(`no form in:\n${html.slice(0, 500)}`);
  return m[1];
};

describe('social sign-in against a local OpenID Connect provider', () => {
  let op: LocalOidcProvider;
  let t: Awaited<ReturnType<typeof testApp>>;
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    op = await startLocalOidcProvider({ redirectUris: [`${base}/auth/google/callback`, `${base}/auth/facebook/callback`] });
    const client = { clientId: op.clientId, clientSecret: op.clientSecret };
    t = await testApp({
      env: {
        GOOGLE_CLIENT_ID: client.clientId,
        GOOGLE_CLIENT_SECRET: client.clientSecret,
        GOOGLE_ISSUER: op.issuer,
        FACEBOOK_CLIENT_ID: client.clientId,
        FACEBOOK_CLIENT_SECRET: client.clientSecret,
        FACEBOOK_AUTH_URL: `${op.issuer}/auth`,
        FACEBOOK_TOKEN_URL: `${op.issuer}/token`,
        FACEBOOK_USERINFO_URL: `${op.issuer}/me`,
        FACEBOOK_SCOPE: 'openid email profile',
      },
    });
    await t.app.listen({ host: '127.0.0.1', port });
  });
  afterAll(async () => {
    await t?.close();
    await op?.close();
  });

  async function signIn(provider: 'google' | 'facebook', login: string, stopBefore?: string) {
    const b = new Browser();
    const loginPage = await b.go(`${base}/auth/${provider}/start`);
    expect(loginPage.url.origin).toBe(op.issuer);
    const consentPage = await b.go(new URL(formAction(loginPage.body), loginPage.url).href, { method: 'POST', form: { prompt: 'login', login, password: 'any' } });
    const done = await b.go(new URL(formAction(consentPage.body), consentPage.url).href, { method: 'POST', form: { prompt: 'consent' }, ...(stopBefore ? { stopBefore } : {}) });
    return { b, done };
  }

  it('reports which providers are configured', async () => {
    expect((await t.app.inject('/auth/providers')).json()).toEqual({ google: true, facebook: true });
  });

  it('signs in with Google (OIDC, PKCE), creating an account without a password', async () => {
    const { b, done } = await signIn('google', 'olivia@example.com');
    expect(done.url.pathname).toBe('/auth/google/callback');
    expect(done.res.status).toBe(200);
    expect(done.body).toContain('&#34;ok&#34;:true');
    // The popup keeps window.opener on its way back from the provider.
    expect(done.res.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    const sid = b.cookie(new URL(base).host, 'avatara_sid');
    expect(sid).toBeDefined();
    const me = await t.app.inject({ url: '/get-user?email=olivia@example.com', cookies: { avatara_sid: sid! } });
    expect(me.json()).toMatchObject({ email: 'olivia@example.com', name: 'Olivia Oidc', hasPassword: false });
    const pw = await t.app.inject({ method: 'POST', url: '/login', payload: { email: 'olivia@example.com', password: 'guess' } });
    expect(pw.statusCode).toBe(401);
    expect(pw.body).toMatch(/no password.*Google/);
  });

  it('signs in with the OAuth 2.0 + user-info flow used for Facebook', async () => {
    const { b, done } = await signIn('facebook', 'fiona@example.com');
    expect(done.res.status).toBe(200);
    const sid = b.cookie(new URL(base).host, 'avatara_sid');
    const me = await t.app.inject({ url: '/get-user?email=fiona@example.com', cookies: { avatara_sid: sid! } });
    expect(me.json()).toMatchObject({ email: 'fiona@example.com', hasPassword: false });
  });

  it('refuses a callback carried to another browser (login CSRF)', async () => {
    const attacker = await signIn('google', 'mallory@example.com', `${base}/auth/google/callback`);
    const victim = new Browser();
    const landed = await victim.go(attacker.done.url.href);
    expect(landed.res.status).toBe(403);
    expect(landed.body).toContain('another browser');
    expect(victim.cookie(new URL(base).host, 'avatara_sid')).toBeUndefined();
  });

  it('takes over a pre-registered account cleanly on the first verified sign-in', async () => {
    const reg = await t.app.inject({ method: 'POST', url: '/register', payload: { name: 'Squatter', email: 'victim@example.com', password: 'squatter-knows' } });
    const squatter = { avatara_sid: reg.cookies.find((c) => c.name === 'avatara_sid')!.value };
    const { b } = await signIn('google', 'victim@example.com');
    const sid = b.cookie(new URL(base).host, 'avatara_sid')!;
    expect((await t.app.inject({ url: '/get-user?email=victim@example.com', cookies: { avatara_sid: sid } })).json()).toMatchObject({ hasPassword: false });
    expect((await t.app.inject({ url: '/get-user?email=victim@example.com', cookies: squatter })).statusCode).toBe(401);
    const pw = await t.app.inject({ method: 'POST', url: '/login', payload: { email: 'victim@example.com', password: 'squatter-knows' } });
    expect(pw.headers['x-error-code']).toBe('NO_PASSWORD');
  });

  it('refuses a callback whose state it did not issue', async () => {
    const res = await fetch(`${base}/auth/google/callback?code=forged&state=forged`, { headers: { cookie: 'avatara_oauth_state=forged' } });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('expired or is unknown');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('avatara_sid='))).toBe(false);
  });
});

describe('social sign-in without configuration', () => {
  it('explains that the provider is not configured', async () => {
    const t = await testApp();
    try {
      expect((await t.app.inject('/auth/providers')).json()).toEqual({ google: false, facebook: false });
      const res = await t.app.inject('/auth/google/start');
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('not configured');
    } finally {
      await t.close();
    }
  });
});
