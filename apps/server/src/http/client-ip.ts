import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The address failed sign-ins are counted for: the client IP (as TRUST_PROXY resolves it), IPv4
 * as is, IPv6 reduced to its /64 network — what one subscriber usually holds, the same rule as
 * the per-IP rate limits.
 */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip, 64);
}
