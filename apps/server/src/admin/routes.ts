import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { metaEndpoints } from '@avatara/contracts/http/meta';
import { isLoopbackHost, type TConfig } from '../config';
import { route } from '../http/route';
import type { DatabaseHandle } from '../db/client';
import { APP_VERSION } from '../version';
import type { MailService } from '../mail/service';
import type { ModelRegistry } from '../chat/models/registry';
import type { Operators } from '../trading/operators';
import type { SessionService } from '../sessions/service';

/** The services these routes use (given by the composition root, compose.ts). */
export interface AdminRouteServices {
  mail: MailService;
  models: ModelRegistry;
  operators: Operators;
  sessions: SessionService;
}

/**
 * A caller on this machine: the socket's peer is loopback and no proxy forwarded the request (a
 * reverse proxy on the same host adds X-Forwarded-For, X-Real-IP or Forwarded, so its clients do
 * not count as local).
 */
export function isLocalCaller(req: FastifyRequest): boolean {
  const peer = req.socket?.remoteAddress ?? '';
  return (
    isLoopbackHost(peer) &&
    req.headers['x-forwarded-for'] === undefined &&
    req.headers['x-real-ip'] === undefined &&
    req.headers.forwarded === undefined
  );
}

/**
 * `GET /health` (liveness: "ok" for anyone), `GET /health/ready` (readiness with details, for
 * operators and local callers), and the spec's static files `GET /version.txt` and `GET /ai_models_list.txt`.
 */
export async function metaRoutes(
  app: FastifyInstance,
  deps: { database: DatabaseHandle; config: TConfig; services: AdminRouteServices },
) {
  const { database, config, services } = deps;
  const tags = ['meta'];
  route(app, metaEndpoints.health, { tags, handler: async () => ({ status: 'ok' as const }) });

  route(app, metaEndpoints.ready, {
    tags,
    handler: async (req, reply) => {
      if (!isLocalCaller(req)) await services.operators.require(req, services.sessions);
      let databaseOk = true;
      try {
        await database.db.execute(sql`select 1`);
      } catch {
        databaseOk = false;
      }
      const body = {
        status: databaseOk ? ('ok' as const) : ('unavailable' as const),
        version: APP_VERSION,
        database: database.kind,
        databaseOk,
        payments: config.payments,
        mail: services.mail.mailer.kind,
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.status(databaseOk ? 200 : 503).send(body);
    },
  });

  route(app, metaEndpoints.version, {
    tags,
    handler: async (_req, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(`${APP_VERSION}\n`),
  });
  route(app, metaEndpoints.modelList, {
    tags,
    handler: async (_req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(services.models.listText()),
  });
}
