import { SOCIAL_PROVIDER_NAMES, type TSocialProvider } from '@avatara/contracts';
import { and, eq, gt, lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { TConfig } from '../config';
import type { Database } from '../db/client';
import { oauthStates } from '../db/schema';
import { AppError } from '../errors';

/** An identity taken from the provider's ID token or user-info answer, never from the browser. */
export interface SocialIdentity {
  /** The provider's stable id of the person (OIDC `sub`, Facebook user id). */
  subject: string;
  email: string;
  /** Whether the provider says it confirmed the email (Google must; Facebook's counts only when it says so). */
  emailVerified: boolean;
  name: string;
}

interface ProviderSettings {
  kind: 'oidc' | 'oauth2';
  clientId: string;
  clientSecret: string;
  /** oidc: the issuer to discover. */
  issuer?: string;
  /** oauth2: explicit endpoints (Facebook is OAuth 2.0 plus the Graph API, not OIDC). */
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  userinfoUrl?: string;
  scope: string;
}

const isLoopback = (url: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

/**
 * Social sign-in with the authorization-code flow and PKCE (openid-client). The state, nonce
 * and PKCE verifier of each attempt wait in `oauth_states` for 10 minutes.
 */
export class SocialAuth {
  private readonly settings: Partial<Record<TSocialProvider, ProviderSettings>> = {};
  private readonly configs = new Map<TSocialProvider, Promise<oidc.Configuration>>();

  constructor(
    config: TConfig,
    private readonly db: Database,
    private readonly now: () => Date,
  ) {
    if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
      this.settings.google = {
        kind: 'oidc',
        clientId: config.GOOGLE_CLIENT_ID,
        clientSecret: config.GOOGLE_CLIENT_SECRET,
        issuer: config.GOOGLE_ISSUER,
        scope: 'openid email profile',
      };
    }
    if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET) {
      this.settings.facebook = {
        kind: 'oauth2',
        clientId: config.FACEBOOK_CLIENT_ID,
        clientSecret: config.FACEBOOK_CLIENT_SECRET,
        authorizationEndpoint: config.FACEBOOK_AUTH_URL,
        tokenEndpoint: config.FACEBOOK_TOKEN_URL,
        userinfoUrl: config.FACEBOOK_USERINFO_URL,
        scope: config.FACEBOOK_SCOPE,
      };
    }
  }

  configured(provider: TSocialProvider): boolean {
    return this.settings[provider] !== undefined;
  }

  private settingsOf(provider: TSocialProvider): ProviderSettings {
    const s = this.settings[provider];
    if (!s) {
      const name = SOCIAL_PROVIDER_NAMES[provider];
      throw new AppError('UNAVAILABLE', `${name} sign-in is not configured on this server.`, {
        reason: 'PROVIDER_NOT_CONFIGURED',
        params: { provider: name },
      });
    }
    return s;
  }

  private configuration(provider: TSocialProvider): Promise<oidc.Configuration> {
    let p = this.configs.get(provider);
    if (!p) {
      const s = this.settingsOf(provider);
      p = (async () => {
        const insecure = s.kind === 'oidc' ? isLoopback(s.issuer!) : isLoopback(s.tokenEndpoint!);
        const auth = oidc.ClientSecretPost(s.clientSecret);
        let c: oidc.Configuration;
        if (s.kind === 'oidc') {
          c = await oidc.discovery(
            new URL(s.issuer!),
            s.clientId,
            undefined,
            auth,
            insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
          );
        } else {
          c = new oidc.Configuration(
            {
              issuer: new URL(s.authorizationEndpoint!).origin,
              authorization_endpoint: s.authorizationEndpoint!,
              token_endpoint: s.tokenEndpoint!,
            },
            s.clientId,
            undefined,
            auth,
          );
          if (insecure) oidc.allowInsecureRequests(c);
        }
        return c;
      })();
      p.catch(() => this.configs.delete(provider));
      this.configs.set(provider, p);
    }
    return p;
  }

  /** The provider URL to open in the popup and its state; remembers state, nonce and PKCE verifier. */
  async start(provider: TSocialProvider, redirectUri: string): Promise<{ url: string; state: string }> {
    const s = this.settingsOf(provider);
    const config = await this.configuration(provider);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const now = this.now();
    await this.db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
    await this.db.insert(oauthStates).values({
      state,
      provider,
      codeVerifier,
      nonce,
      redirectUri,
      expiresAt: new Date(now.getTime() + 10 * 60_000),
    });
    const params: Record<string, string> = {
      redirect_uri: redirectUri,
      scope: s.scope,
      state,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    };
    if (s.kind === 'oidc') {
      params.nonce = nonce;
      // Google shows its account chooser; other issuers may not support the prompt value.
      if (new URL(s.issuer!).hostname === 'accounts.google.com') params.prompt = 'select_account';
    }
    return { url: oidc.buildAuthorizationUrl(config, params).href, state };
  }

  /**
   * Exchanges the code (server to provider) and returns the verified email and name.
   * `browserState` is the state the starting browser holds in its cookie: a callback URL carried
   * to another browser (login CSRF) does not match it and is refused.
   */
  async finish(
    provider: TSocialProvider,
    callbackUrl: URL,
    browserState: string | undefined,
  ): Promise<SocialIdentity> {
    const s = this.settingsOf(provider);
    const named = { provider: SOCIAL_PROVIDER_NAMES[provider] };
    const state = callbackUrl.searchParams.get('state') ?? '';
    if (!browserState || browserState !== state) {
      throw new AppError(
        'FORBIDDEN',
        'This sign-in was started in another browser or has expired. Please try again.',
        { reason: 'SIGN_IN_EXPIRED', field: 'state' },
      );
    }
    const [pending] = await this.db
      .delete(oauthStates)
      .where(
        and(
          eq(oauthStates.state, state),
          eq(oauthStates.provider, provider),
          gt(oauthStates.expiresAt, this.now()),
        ),
      )
      .returning();
    if (!pending)
      throw new AppError('VALIDATION', 'The sign-in attempt expired or is unknown. Please try again.', {
        reason: 'SIGN_IN_EXPIRED',
        field: 'state',
      });
    // The provider's error text is not shown: the query is attacker-controllable.
    if (callbackUrl.searchParams.get('error'))
      throw new AppError('FORBIDDEN', 'Sign-in was cancelled or refused by the provider.', {
        reason: 'SIGN_IN_CANCELLED',
        params: named,
      });

    const config = await this.configuration(provider);
    // The callback URL as the provider saw it (redirect_uri), plus the query it sent back.
    const current = new URL(pending.redirectUri);
    current.search = callbackUrl.search;
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      ...(s.kind === 'oidc' ? { expectedNonce: pending.nonce, idTokenExpected: true } : {}),
    });
    if (s.kind === 'oidc') {
      const idClaims = tokens.claims();
      if (!idClaims)
        throw new AppError('FORBIDDEN', 'The provider sent no ID token.', {
          reason: 'PROVIDER_RESPONSE_INVALID',
          params: named,
        });
      // Some issuers put email/name only into the user-info answer (fetched with our access token,
      // and checked against the ID token's subject).
      const claims: Record<string, unknown> =
        typeof idClaims.email === 'string'
          ? idClaims
          : { ...(await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)), ...idClaims };
      const email = typeof claims.email === 'string' ? claims.email : undefined;
      if (!email || claims.email_verified !== true)
        throw new AppError('FORBIDDEN', 'The provider did not confirm a verified email address.', {
          reason: 'PROVIDER_EMAIL_UNVERIFIED',
          params: named,
        });
      return {
        subject: String(idClaims.sub),
        email,
        emailVerified: true,
        name: typeof claims.name === 'string' ? claims.name : '',
      };
    }
    const res = await oidc.fetchProtectedResource(
      config,
      tokens.access_token,
      new URL(s.userinfoUrl!),
      'GET',
    );
    const info = (await res.json()) as {
      id?: unknown;
      sub?: unknown;
      email?: unknown;
      email_verified?: unknown;
      name?: unknown;
    };
    if (typeof info.email !== 'string' || info.email === '')
      throw new AppError('FORBIDDEN', 'The provider did not share an email address.', {
        reason: 'PROVIDER_NO_EMAIL',
        params: named,
      });
    const subject =
      typeof info.id === 'string' ? info.id : typeof info.sub === 'string' ? info.sub : undefined;
    if (!subject)
      throw new AppError('FORBIDDEN', 'The provider did not say who signed in.', {
        reason: 'PROVIDER_RESPONSE_INVALID',
        params: named,
      });
    // Facebook does not promise that the email it shares was confirmed: unverified unless it says so.
    return {
      subject,
      email: info.email,
      emailVerified: info.email_verified === true,
      name: typeof info.name === 'string' ? info.name : '',
    };
  }
}
