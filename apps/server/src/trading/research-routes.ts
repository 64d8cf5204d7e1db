import { researchEndpoints as endpoints } from '@avatara/contracts/http/research';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import type { SessionService } from '../sessions/service';
import type { TradingAudit } from './audit';
import type { Operators } from './operators';
import type { ResearchService } from './research/service';

/** The services these routes use (given by the composition root, compose.ts). */
export interface ResearchRouteServices {
  sessions: SessionService;
  operators: Operators;
  research: ResearchService;
  tradingAudit: TradingAudit;
}

/** The research workbench (docs/research.md): walk-forward jobs and "apply", operators only. */
export async function researchRoutes(
  app: FastifyInstance,
  { services }: { services: ResearchRouteServices },
) {
  const { sessions, operators, research, tradingAudit } = services;
  const tags = ['research'];

  route(app, endpoints.start, {
    tags,
    handler: async (req) => {
      await operators.require(req, sessions);
      return research.start(req.body);
    },
  });
  route(app, endpoints.progress, {
    tags,
    handler: async (req, reply) => {
      await operators.require(req, sessions);
      return reply.header('cache-control', 'no-store').send(await research.progress(req.params.jobId));
    },
  });
  route(app, endpoints.result, {
    tags,
    handler: async (req) => {
      await operators.require(req, sessions);
      return research.result(req.params.jobId);
    },
  });
  route(app, endpoints.cancel, {
    tags,
    handler: async (req) => {
      await operators.require(req, sessions);
      return research.cancel(req.params.jobId);
    },
  });
  route(app, endpoints.apply, {
    tags,
    handler: async (req) => {
      const writer = await operators.require(req, sessions);
      return research.apply(req.params.jobId, req.body.userId, (userId) =>
        tradingAudit.config(writer, userId, 'trading.research_apply', `walk-forward ${req.params.jobId}`),
      );
    },
  });
}
