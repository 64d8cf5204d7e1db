import { safetyEndpoints as endpoints } from '@avatara/contracts/http/safety';
import type { FastifyInstance } from 'fastify';
import type { ReportService } from '../chat/reports';
import { AppError } from '../errors';
import { route } from '../http/route';
import type { SessionService } from '../sessions/service';
import type { AuditLog } from '../audit/log';
import type { Operators } from '../trading/operators';

/** The services these routes use (given by the composition root, compose.ts). */
export interface SafetyRouteServices {
  sessions: SessionService;
  operators: Operators;
  reports: ReportService;
  audit: AuditLog;
}

/**
 * The operators' safety page (docs/safety.md): the report queue with each reply's context, marking
 * reports resolved, and the crisis referral counts for the yearly figures. Others get 401/403.
 */
export async function safetyRoutes(app: FastifyInstance, { services }: { services: SafetyRouteServices }) {
  const { sessions, operators, reports, audit } = services;
  const tags = ['admin'];

  route(app, endpoints.reports, {
    tags,
    handler: async (req) => {
      await operators.require(req, sessions);
      return { reports: await reports.list(req.query.status, req.query.limit) };
    },
  });

  route(app, endpoints.resolve, {
    tags,
    handler: async (req, reply) => {
      const operator = await operators.require(req, sessions);
      const entry = audit.pending<{ userId: string; before: object; after: object }>((c) => ({
        actor: { id: operator.id, email: operator.email },
        action: 'safety.report_resolve',
        target: { type: 'report', id: req.params.id, userId: c.userId },
        before: c.before,
        after: c.after,
      }));
      if (!(await reports.resolve(req.params.id, operator.email, entry.hook)))
        throw new AppError('NOT_FOUND', 'No such report', { reason: 'NOT_FOUND', field: 'id' });
      return reply.code(204).send();
    },
  });

  route(app, endpoints.referrals, {
    tags,
    handler: async (req) => {
      await operators.require(req, sessions);
      return { years: await reports.referralCounts() };
    },
  });
}
