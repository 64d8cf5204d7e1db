import type { FastifyInstance } from 'fastify';

/**
 * `Cache-Control: no-store` on every answer that does not set its own caching: API answers are
 * personal (a user, a balance, a chat) unless a route says otherwise, so no browser or proxy may
 * keep them. Static files and public data (the web build, avatar portraits) set their own.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
