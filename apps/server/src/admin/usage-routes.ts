import { usageEndpoints as endpoints } from '@avatara/contracts/http/usage';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditLog } from '../audit/log';
import { route } from '../http/route';
import type { SessionService } from '../sessions/service';
import type { Operators } from '../trading/operators';
import { costView, type CostPrices } from './cost-prices';
import { usageView, type UsageReports } from './usage';
import { usageCsv } from './usage-csv';

/** The services these routes use (given by the composition root, compose.ts). */
export interface UsageRouteServices {
  sessions: SessionService;
  operators: Operators;
  usage: UsageReports;
  costPrices: CostPrices;
  audit: AuditLog;
}

/**
 * Usage and revenue (docs/operator.md "Usage and revenue"): the report as JSON or CSV, and the
 * cost prices of pictures and speech. Operators only (401 signed out, 403 for everyone else).
 */
export async function usageRoutes(app: FastifyInstance, { services }: { services: UsageRouteServices }) {
  const { sessions, operators, usage, costPrices, audit } = services;
  const tags = ['admin'];
  const onRequest = async (req: FastifyRequest) => {
    await operators.require(req, sessions);
  };

  route(app, endpoints.report, {
    tags,
    onRequest,
    handler: async (req, reply) => {
      const report = await usage.report(req.query.from, req.query.to);
      if (req.query.format === 'csv')
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="avatara-usage-${report.from}-${report.to}.csv"`,
          )
          .send(usageCsv(report));
      return reply.type('application/json; charset=utf-8').send(usageView(report));
    },
  });

  route(app, endpoints.costs, { tags, onRequest, handler: async () => costView(await costPrices.get()) });

  route(app, endpoints.setCosts, {
    tags,
    onRequest,
    handler: async (req) => {
      const operator = await operators.require(req, sessions);
      return costPrices.update({ id: operator.id, email: operator.email }, req.body, audit);
    },
  });
}
