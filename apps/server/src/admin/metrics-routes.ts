import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { metaEndpoints } from '@avatara/contracts/http/meta';
import type { TConfig } from '../config';
import { route } from '../http/route';
import type { Telemetry } from '../observability/telemetry';
import type { SessionService } from '../sessions/service';
import type { Operators } from '../trading/operators';
import { isLocalCaller } from './routes';

/** The services this route uses (given by the composition root, compose.ts). */
export interface MetricsRouteServices {
  telemetry: Telemetry;
  operators: Operators;
  sessions: SessionService;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
export function hasBearer(req: FastifyRequest, token: string | undefined): boolean {
  const header = req.headers.authorization;
  if (!token || !header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length).trim()), digest(token));
}

/**
 * `GET /metrics` (Prometheus text format, docs/operations.md "Metrics"): for a `METRICS_TOKEN`
 * bearer (a scraper elsewhere), a caller on this machine, or a signed-in operator; others get 401/403.
 */
export async function metricsRoutes(
  app: FastifyInstance,
  { services, config }: { services: MetricsRouteServices; config: Pick<TConfig, 'METRICS_TOKEN'> },
) {
  route(app, metaEndpoints.metrics, {
    tags: ['meta'],
    handler: async (req, reply) => {
      if (!hasBearer(req, config.METRICS_TOKEN) && !isLocalCaller(req))
        await services.operators.require(req, services.sessions);
      const { metrics } = services.telemetry;
      return reply.type(metrics.contentType).send(await metrics.text());
    },
  });
}
