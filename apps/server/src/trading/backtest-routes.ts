import { ZBacktestChartRequest, ZBacktestStartRequest, ZRunIdParams } from '@avatara/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../sessions/http';
import type { SessionService } from '../sessions/service';
import type { Operators } from './operators';
import type { BacktestService } from './backtest/service';

/** The services these routes use (given by the composition root, compose.ts). */
export interface BacktestRouteServices {
  sessions: SessionService;
  operators: Operators;
  backtests: BacktestService;
}

/** The backtester (trading-dashboard.md §7): signed-in users read; operators start and cancel runs. */
export async function backtestRoutes(
  app: FastifyInstance,
  { services }: { services: BacktestRouteServices },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { sessions, operators, backtests } = services;

  r.post('/backtest/chart', { schema: { tags: ['backtest'], body: ZBacktestChartRequest } }, async (req) => {
    await requireUser(req, sessions);
    return backtests.chart(req.body);
  });
  r.post('/backtest/start', { schema: { tags: ['backtest'], body: ZBacktestStartRequest } }, async (req) => {
    await operators.require(req, sessions);
    return backtests.start(req.body);
  });
  r.get(
    '/backtest/progress/:runId',
    { schema: { tags: ['backtest'], params: ZRunIdParams } },
    async (req, reply) => {
      await requireUser(req, sessions);
      return reply.header('cache-control', 'no-store').send(await backtests.progress(req.params.runId));
    },
  );
  r.get('/backtest/result/:runId', { schema: { tags: ['backtest'], params: ZRunIdParams } }, async (req) => {
    await requireUser(req, sessions);
    return backtests.result(req.params.runId);
  });
  r.post('/backtest/cancel/:runId', { schema: { tags: ['backtest'], params: ZRunIdParams } }, async (req) => {
    await operators.require(req, sessions);
    return backtests.cancel(req.params.runId);
  });
}
