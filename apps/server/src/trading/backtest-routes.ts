import { backtestEndpoints as endpoints } from '@avatara/contracts/http/backtest';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
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
  const { sessions, operators, backtests } = services;
  const tags = ['backtest'];

  route(app, endpoints.chart, {
    tags,
    handler: async (req) => {
      await requireUser(req, sessions);
      return backtests.chart(req.body);
    },
  });
  route(app, endpoints.start, {
    tags,
    handler: async (req) => {
      await operators.require(req, sessions);
      return backtests.start(req.body);
    },
  });
  route(app, endpoints.progress, {
    tags,
    handler: async (req, reply) => {
      await requireUser(req, sessions);
      return reply.header('cache-control', 'no-store').send(await backtests.progress(req.params.runId));
    },
  });
  route(app, endpoints.result, {
    tags,
    handler: async (req) => {
      await requireUser(req, sessions);
      return backtests.result(req.params.runId);
    },
  });
  route(app, endpoints.cancel, {
    tags,
    handler: async (req) => {
      await operators.require(req, sessions);
      return backtests.cancel(req.params.runId);
    },
  });
}
