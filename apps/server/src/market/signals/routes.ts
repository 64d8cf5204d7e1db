import { signalEndpoints as endpoints } from '@avatara/contracts/http/signals';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../http/route';
import type { Market } from '../index';
import { adminMeta, adminRead } from './admin';

/** A preHandler that refuses the request (throws) unless the caller may go on. */
export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface SignalRoutesOptions {
  market: Pick<Market, 'signals' | 'jobs'>;
  /** Reads: a signed-in user. */
  requireUser: Guard;
  /** Writes and admin tools: an operator. */
  requireOperator: Guard;
}

/**
 * Signals (trading-dashboard.md §7 "Signals comparison", "Admin signals"; docs/market-data.md):
 * catalog, meta and series for signed-in users; bootstrap, ingest, job progress, persisted meta
 * and reads for operators. 204 answers: an empty series, a range not fully persisted.
 */
export async function signalRoutes(
  app: FastifyInstance,
  { market, requireUser, requireOperator }: SignalRoutesOptions,
) {
  const { signals, jobs } = market;
  const noStore = { 'cache-control': 'no-store' };
  const tags = ['signals'];
  const read = { tags, preHandler: requireUser };
  const admin = { tags, preHandler: requireOperator };

  route(app, endpoints.catalog, { ...read, handler: async () => signals.catalog() });

  route(app, endpoints.meta, { ...read, handler: async (req) => signals.meta(req.query) });

  route(app, endpoints.series, {
    ...read,
    handler: async (req, reply) => {
      const s = await signals.series(req.query);
      return s ? reply.send(s) : reply.code(204).send();
    },
  });

  route(app, endpoints.bootstrap, {
    ...admin,
    handler: async (req, reply) => reply.code(202).send(await jobs.bootstrap(req.body)),
  });

  route(app, endpoints.ingest, {
    ...admin,
    handler: async (req, reply) => reply.code(202).send(await jobs.ingest(req.body)),
  });

  route(app, endpoints.job, {
    ...admin,
    handler: async (req, reply) => reply.headers(noStore).send(jobs.get(req.params.jobId)),
  });

  route(app, endpoints.adminMeta, {
    ...admin,
    handler: async (req, reply) => reply.headers(noStore).send(await adminMeta(signals, req.query)),
  });

  route(app, endpoints.read, {
    ...admin,
    handler: async (req, reply) => {
      const out = await adminRead(signals, req.query);
      return out ? reply.headers(noStore).send(out) : reply.code(204).send();
    },
  });
}
