import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes state (the spec's `/portfolio/delete/:userId`): the CSRF rule applies to it too. */
    changesState?: true;
  }
}

/** Origin (scheme://host[:port]) of a header value, or undefined when it is absent or malformed. */
function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/** Names a browser on this machine reaches a loopback server by. */
const LOOPBACK_NAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The host name (no port, lower case) of a URL, or undefined when it is malformed. */
function hostnameOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Security headers on every answer, and the CSRF rule: a state-changing request (or a GET marked
 * `changesState`) whose Origin
 * (or, without one, Referer) names another site is refused with 403. API clients that send
 * neither header still work. The request's own host and `allowedOrigins` count as same site.
 */
export async function registerSecurity(
  app: FastifyInstance,
  opts: { allowedOrigins: string[]; publicUrl: string },
) {
  const https = opts.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    // The social sign-in popup reports back to its opener with postMessage.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: https,
    // The browser default: same-origin form posts keep their Origin (no-referrer would send `Origin: null`).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  const allowed = new Set([...opts.allowedOrigins, new URL(opts.publicUrl).origin]);
  // DNS rebinding (issue 27 §9): a page of another site whose name now points at this server sends
  // its own name as Host. Only this server's names are answered: PUBLIC_URL's, ALLOWED_ORIGINS',
  // and the loopback names a browser on this machine uses.
  const hosts = new Set([...allowed].map((o) => hostnameOf(o)).filter((h): h is string => h !== undefined));
  app.addHook('onRequest', async (request) => {
    const host = hostnameOf(`http://${request.host}`);
    if (host === undefined || hosts.has(host) || LOOPBACK_NAMES.has(host)) return;
    throw new AppError('FORBIDDEN', 'Unknown host', { reason: 'CROSS_SITE_REFUSED' });
  });
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) && request.routeOptions.config?.changesState !== true) return;
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (origin === undefined) return;
    const own = originOf(`${request.protocol}://${request.host}`);
    if (origin === own || allowed.has(origin)) return;
    throw new AppError('FORBIDDEN', 'Cross-site request refused', { reason: 'CROSS_SITE_REFUSED' });
  });
}
