import {
  SOCIAL_PROVIDER_NAMES,
  SOCIAL_PROVIDERS,
  type TAuthPopupMessage,
  type TSocialProvider,
} from '@avatara/contracts';
import { authEndpoints } from '@avatara/contracts/http/auth';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config';
import { AppError } from '../errors';
import { escapeHtml } from '../http/html';
import { route } from '../http/route';
import { isSecure, SESSION_COOKIE, setSessionCookie } from '../sessions/http';
import type { SocialAuth } from './social';
import type { SocialAccounts } from './social-accounts';
import type { SessionService } from '../sessions/service';
import type { Links } from '../http/links';

/** The services these routes use (given by the composition root, compose.ts). */
export interface SocialRouteServices {
  social: SocialAuth;
  socialAccounts: SocialAccounts;
  sessions: SessionService;
  links: Links;
}

/** Short-lived cookie with the state of the sign-in this browser started. */
const OAUTH_STATE_COOKIE = 'avatara_oauth_state';

/** The failure the popup reports: the AppError's reason, or SIGN_IN_FAILED for anything else. */
function popupFailure(provider: TSocialProvider, err: unknown): TAuthPopupMessage {
  const base = { type: 'avatara-auth' as const, provider, ok: false };
  if (err instanceof AppError && err.reason)
    return { ...base, error: err.message, reason: err.reason, params: { ...err.params } };
  return {
    ...base,
    error: 'Sign-in failed. Please try again.',
    reason: 'SIGN_IN_FAILED',
    params: { provider: SOCIAL_PROVIDER_NAMES[provider] },
  };
}

/**
 * The page the popup ends on: a static script posts the result to the opener and closes it.
 * Without an opener it goes to the app: signed in, or to the sign-in screen with the failure's
 * reason in the query (web: auth/socialFailure.ts), which says it in the UI language.
 */
function popupResultPage(result: TAuthPopupMessage): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Avatara</title></head>
<body data-result="${escapeHtml(JSON.stringify(result))}"><p>${result.ok ? 'Signed in. You can close this window.' : escapeHtml(result.error ?? 'Sign-in failed.')}</p>
<script src="/auth/popup.js"></script></body></html>`;
}

const POPUP_SCRIPT = `(function(){var r=JSON.parse(document.body.getAttribute('data-result'));
if(window.opener){window.opener.postMessage(r,window.location.origin);window.close();}
else if(r.ok){window.location.replace('/');}
else{window.location.replace('/?'+new URLSearchParams({'auth-failed':r.provider,reason:r.reason||'',params:JSON.stringify(r.params||{})}));}})();`;

/** Google and Facebook sign-in in a popup: /auth/:provider/start → provider → /auth/:provider/callback. */
export async function socialRoutes(
  app: FastifyInstance,
  { services, config }: { services: SocialRouteServices; config: TConfig },
) {
  const { social, socialAccounts, sessions } = services;
  const tags = ['auth'];
  // The callback the provider returns to: built from PUBLIC_URL, never from the request's Host.
  const redirectUri = (provider: string) => services.links.to(`/auth/${provider}/callback`);

  // The sign-in screen shows only configured providers; the operator learns here why one is missing.
  for (const provider of SOCIAL_PROVIDERS) {
    if (!social.configured(provider)) {
      const env = provider.toUpperCase();
      app.log.info(
        `${provider} sign-in is off (its button is hidden): set ${env}_CLIENT_ID and ${env}_CLIENT_SECRET to offer it`,
      );
    }
  }

  route(app, authEndpoints.providers, {
    tags,
    handler: async () => ({
      google: social.configured('google'),
      facebook: social.configured('facebook'),
    }),
  });

  // The popup travels to the provider's origin and back: its pages must not sever window.opener,
  // which a COOP other than unsafe-none would do on the way back (the app page keeps its own COOP).
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith('/auth/')) reply.header('cross-origin-opener-policy', 'unsafe-none');
    return payload;
  });

  route(app, authEndpoints.popupScript, {
    handler: async (_req, reply) => reply.type('text/javascript; charset=utf-8').send(POPUP_SCRIPT),
  });

  const limited = { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };
  route(app, authEndpoints.socialStart, {
    tags,
    config: limited,
    handler: async (req, reply) => {
      const { provider } = req.params;
      if (!social.configured(provider)) {
        const name = SOCIAL_PROVIDER_NAMES[provider];
        const failure = new AppError(
          'UNAVAILABLE',
          'This sign-in provider is not configured on this server.',
          { reason: 'PROVIDER_NOT_CONFIGURED', params: { provider: name } },
        );
        return reply
          .status(failure.status)
          .type('text/html; charset=utf-8')
          .send(popupResultPage(popupFailure(provider, failure)));
      }
      const started = await social.start(provider, redirectUri(provider));
      // Binds the attempt to this browser: the callback must come back with the same state.
      reply.setCookie(OAUTH_STATE_COOKIE, started.state, {
        path: '/auth',
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecure(req, config),
        maxAge: 600,
      });
      return reply.redirect(started.url, 302);
    },
  });

  route(app, authEndpoints.socialCallback, {
    tags,
    handler: async (req, reply) => {
      const { provider } = req.params;
      try {
        const identity = await social.finish(
          provider,
          new URL(req.url, 'http://callback.invalid'),
          req.cookies[OAUTH_STATE_COOKIE],
        );
        reply.clearCookie(OAUTH_STATE_COOKIE, { path: '/auth' });
        const user = await socialAccounts.signIn(provider, identity);
        await sessions.destroy(req.cookies[SESSION_COOKIE]);
        const s = await sessions.create(user.id);
        setSessionCookie(req, reply, s.token, s.expiresAt, config);
        return reply
          .type('text/html; charset=utf-8')
          .send(popupResultPage({ type: 'avatara-auth', provider, ok: true, email: user.email }));
      } catch (err) {
        req.log.warn({ err, provider }, 'social sign-in failed');
        return reply
          .status(err instanceof AppError ? err.status : 502)
          .type('text/html; charset=utf-8')
          .send(popupResultPage(popupFailure(provider, err)));
      }
    },
  });
}
