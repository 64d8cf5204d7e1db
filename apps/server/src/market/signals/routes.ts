import {
  ZAdminSignalsMetaQuery,
  ZAdminSignalsReadQuery,
  ZSignalJobParams,
  ZSignalSeriesQuery,
  ZSignalsBootstrapRequest,
  ZSignalsIngestRequest,
  ZSignalsMetaQuery,
} from '@avatara/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { signals, jobs } = market;
  const noStore = { 'cache-control': 'no-store' };
  const read = { preHandler: requireUser };
  const admin = { preHandler: requireOperator };

  r.get('/signals/catalog', { ...read, schema: { tags: ['signals'] } }, async () => signals.catalog());

  r.get(
    '/signals/meta',
    { ...read, schema: { tags: ['signals'], querystring: ZSignalsMetaQuery } },
    async (req) => signals.meta(req.query),
  );

  r.get(
    '/signals/series',
    { ...read, schema: { tags: ['signals'], querystring: ZSignalSeriesQuery } },
    async (req, reply) => {
      const s = await signals.series(req.query);
      return s ? reply.send(s) : reply.code(204).send();
    },
  );

  r.post(
    '/admin/signals/bootstrap',
    { ...admin, schema: { tags: ['signals'], body: ZSignalsBootstrapRequest } },
    async (req, reply) => reply.code(202).send(await jobs.bootstrap(req.body)),
  );

  r.post(
    '/admin/signals/ingest',
    { ...admin, schema: { tags: ['signals'], body: ZSignalsIngestRequest } },
    async (req, reply) => reply.code(202).send(await jobs.ingest(req.body)),
  );

  r.get(
    '/admin/signals/jobs/:jobId',
    { ...admin, schema: { tags: ['signals'], params: ZSignalJobParams } },
    async (req, reply) => reply.headers(noStore).send(jobs.get(req.params.jobId)),
  );

  r.get(
    '/admin/signals/meta',
    { ...admin, schema: { tags: ['signals'], querystring: ZAdminSignalsMetaQuery } },
    async (req, reply) => reply.headers(noStore).send(await adminMeta(signals, req.query)),
  );

  r.get(
    '/admin/signals/read',
    { ...admin, schema: { tags: ['signals'], querystring: ZAdminSignalsReadQuery } },
    async (req, reply) => {
      const out = await adminRead(signals, req.query);
      return out ? reply.headers(noStore).send(out) : reply.code(204).send();
    },
  );
}
