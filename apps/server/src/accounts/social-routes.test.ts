import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startLocalOidcProvider, type LocalOidcProvider } from '../testing/oidc-provider';
import { databaseCases } from '../db/testing';
import { outboxOf, testApp } from '../testing/app';
import { problemOf } from '../testing/problem';
import { lastMailTo, tokenOf } from '../testing/outbox';

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
  async go(
    url: string,
    init: { method?: string; form?: Record<string, string>; stopBefore?: string } = {},
  ): Promise<{ res: Response; url: URL; body: string }> {
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
        if (init.stopBefore && new URL(location, current).href.startsWith(init.stopBefore))
          return { res, url: new URL(location, current), body: '' };
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

for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`social sign-in against a local OpenID Connect provider [${c.name}]`, () => {
    let op: LocalOidcProvider;
    let t: Awaited<ReturnType<typeof testApp>>;
    let base: string;

    beforeAll(async () => {
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      op = await startLocalOidcProvider({
        redirectUris: [`${base}/auth/google/callback`, `${base}/auth/facebook/callback`],
        unverifiedEmails: ['owned@example.com', 'pending@example.com', 'nobody@example.com'],
      });
      const client = { clientId: op.clientId, clientSecret: op.clientSecret };
      t = await testApp({
        database: await c.open(),
        env: {
          PUBLIC_URL: base,
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
      const consentPage = await b.go(new URL(formAction(loginPage.body), loginPage.url).href, {
        method: 'POST',
        form: { prompt: 'login', login, password: 'any' },
      });
      const done = await b.go(new URL(formAction(consentPage.body), consentPage.url).href, {
        method: 'POST',
        form: { prompt: 'consent' },
        ...(stopBefore ? { stopBefore } : {}),
      });
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
      const me = await t.app.inject({
        url: '/get-user?email=olivia@example.com',
        cookies: { avatara_sid: sid! },
      });
      expect(me.json()).toMatchObject({
        email: 'olivia@example.com',
        name: 'Olivia Oidc',
        hasPassword: false,
      });
      const pw = await t.app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: 'olivia@example.com', password: 'guess' },
      });
      expect(problemOf(pw)).toEqual({
        status: 401,
        reason: 'SIGN_IN_WITH_PROVIDER',
        params: { provider: 'Google' },
      });
      expect(pw.body).toMatch(/no password.*Google/);
    });

    it('signs in with the OAuth 2.0 + user-info flow used for Facebook', async () => {
      const { b, done } = await signIn('facebook', 'fiona@example.com');
      expect(done.res.status).toBe(200);
      const sid = b.cookie(new URL(base).host, 'avatara_sid');
      const me = await t.app.inject({
        url: '/get-user?email=fiona@example.com',
        cookies: { avatara_sid: sid! },
      });
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

    const sidOf = (b: Browser) => b.cookie(new URL(base).host, 'avatara_sid');
    const accountOf = async (sid: string | undefined) =>
      sid ? (await t.app.inject({ url: '/account', cookies: { avatara_sid: sid } })).json() : undefined;
    const register = async (email: string, password: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/register',
        payload: { name: 'Reg Istered', email, password },
      });
      return { avatara_sid: res.cookies.find((c) => c.name === 'avatara_sid')!.value };
    };
    const confirm = async (email: string) => {
      await t.app.services.mail.idle();
      const res = await t.app.inject({
        method: 'POST',
        url: '/account/verify-email',
        payload: { token: tokenOf((await lastMailTo(outboxOf(t.config), email, 'verify'))?.link) },
      });
      expect(res.statusCode).toBe(200);
    };

    it('gives a verified Google email its own account and releases an unconfirmed one that named it', async () => {
      const squatter = await register('victim@example.com', 'squatter-knows');
      const { b } = await signIn('google', 'victim@example.com');
      const account = await accountOf(sidOf(b));
      expect(account).toMatchObject({
        email: 'victim@example.com',
        emailVerified: true,
        hasPassword: false,
        providers: ['google'],
      });
      // The squatter's sessions ended and the password it set opens nothing.
      expect(
        (await t.app.inject({ url: '/get-user?email=victim@example.com', cookies: squatter })).statusCode,
      ).toBe(401);
      const pw = await t.app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: 'victim@example.com', password: 'squatter-knows' },
      });
      expect(problemOf(pw)).toEqual({
        status: 401,
        reason: 'SIGN_IN_WITH_PROVIDER',
        params: { provider: 'Google' },
      });
    });

    it('links a verified provider email to the verified account that owns it, and finds it again by the provider id', async () => {
      const own = await register('linked@example.com', 'my-own-password');
      await confirm('linked@example.com');
      const first = await signIn('facebook', 'linked@example.com');
      const account = await accountOf(sidOf(first.b));
      expect(account).toMatchObject({
        email: 'linked@example.com',
        hasPassword: true,
        providers: ['facebook'],
      });
      expect(await accountOf(own.avatara_sid)).toMatchObject({ email: 'linked@example.com' });
      const again = await signIn('facebook', 'linked@example.com');
      expect((await accountOf(sidOf(again.b))).createdAt).toBe(account.createdAt);
    });

    it('never lets an unverified Facebook email take over an account', async () => {
      // The owner confirmed the address: the unverified Facebook email is refused, nobody is signed in.
      const owner = await register('owned@example.com', 'owners-password');
      await confirm('owned@example.com');
      const refused = await signIn('facebook', 'owned@example.com');
      expect(refused.done.res.status).toBe(409);
      expect(refused.done.body).toContain('&#34;ok&#34;:false');
      expect(sidOf(refused.b)).toBeUndefined();
      expect(await accountOf(owner.avatara_sid)).toMatchObject({ providers: [], hasPassword: true });

      // An account still waiting for its confirmation is not joined either: the Facebook user gets
      // an account of its own, also unconfirmed, and the first one keeps its sessions.
      const pending = await register('pending@example.com', 'pending-password');
      const fb = await signIn('facebook', 'pending@example.com');
      const fbAccount = await accountOf(sidOf(fb.b));
      expect(fbAccount).toMatchObject({
        email: 'pending@example.com',
        emailVerified: false,
        hasPassword: false,
        providers: ['facebook'],
      });
      expect(await accountOf(pending.avatara_sid)).toMatchObject({
        email: 'pending@example.com',
        hasPassword: true,
        providers: [],
      });
      const pw = await t.app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: 'pending@example.com', password: 'pending-password' },
      });
      expect(pw.statusCode).toBe(200);
    });

    it('refuses a callback whose state it did not issue', async () => {
      const res = await fetch(`${base}/auth/google/callback?code=forged&state=forged`, {
        headers: { cookie: 'avatara_oauth_state=forged' },
      });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('expired or is unknown');
      expect(res.headers.getSetCookie().some((c) => c.startsWith('avatara_sid='))).toBe(false);
    });
  });
}

describe('social sign-in without configuration', () => {
  it('explains that the provider is not configured', async () => {
    const t = await testApp();
    try {
      expect((await t.app.inject('/auth/providers')).json()).toEqual({ google: false, facebook: false });
      const res = await t.app.inject('/auth/google/start');
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('not configured');
      // The popup tells its opener why, for the text in the UI language.
      const result = /data-result="([^"]*)"/.exec(res.body)?.[1]?.replaceAll('&#34;', '"');
      expect(JSON.parse(result ?? '{}')).toMatchObject({
        ok: false,
        reason: 'PROVIDER_NOT_CONFIGURED',
        params: { provider: 'Google' },
      });
    } finally {
      await t.close();
    }
  });
});
