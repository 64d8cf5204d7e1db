import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The address failed sign-ins are counted for: the client IP (as TRUST_PROXY resolves it), IPv4
 * as is, IPv6 reduced to its /64 network — what one subscriber usually holds, the same rule as
 * the per-IP rate limits.
 */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip, 64);
}

/** What the server logs (once) when a proxy's header arrives while TRUST_PROXY is off. */
export const UNTRUSTED_PROXY_WARNING =
  "requests carry X-Forwarded-For but TRUST_PROXY is off: behind a reverse proxy every client then counts as the proxy's address for the per-address limits (sign-in, sign-up, chat). Set TRUST_PROXY to the number of proxies in front, 1 for one (docs/accounts.md)";

/**
 * Logs UNTRUSTED_PROXY_WARNING once, at the first request with an X-Forwarded-For header (a
 * reverse proxy the configuration does not name). Registered only while TRUST_PROXY is off.
 */
export function warnOfUntrustedProxy(app: FastifyInstance): void {
  let warned = false;
  app.addHook('onRequest', async (req) => {
    if (warned || req.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    req.log.warn(UNTRUSTED_PROXY_WARNING);
  });
}
