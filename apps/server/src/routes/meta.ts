import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZHealthResponse } from '@avatara/contracts';
import { APP_VERSION } from '../version';

/** `GET /health`, and the spec's static files `GET /version.txt` and `GET /ai_models_list.txt`. */
export async function metaRoutes(app: FastifyInstance, deps: { databaseKind: 'pglite' | 'postgres'; modelList: () => string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/health', { schema: { tags: ['meta'], response: { 200: ZHealthResponse } } }, async () => ({
    status: 'ok' as const,
    version: APP_VERSION,
    database: deps.databaseKind,
    uptimeSeconds: Math.round(process.uptime()),
  }));
  r.get('/version.txt', { schema: { tags: ['meta'] } }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(`${APP_VERSION}\n`),
  );
  r.get('/ai_models_list.txt', { schema: { tags: ['meta'] } }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(deps.modelList()),
  );
}
