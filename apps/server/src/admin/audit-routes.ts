import { auditEndpoints as endpoints } from '@avatara/contracts/http/audit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditLog } from '../audit/log';
import { route } from '../http/route';
import type { SessionService } from '../sessions/service';
import type { Operators } from '../trading/operators';

/** The services this route uses (given by the composition root, compose.ts). */
export interface AuditRouteServices {
  sessions: SessionService;
  operators: Operators;
  audit: AuditLog;
}

/**
 * The audit log (docs/operator.md "Audit log"), read only: there is no route that changes or
 * deletes an entry. Operators only (401 signed out, 403 for everyone else).
 */
export async function auditRoutes(app: FastifyInstance, { services }: { services: AuditRouteServices }) {
  const { sessions, operators, audit } = services;
  route(app, endpoints.list, {
    tags: ['admin'],
    onRequest: async (req: FastifyRequest) => {
      await operators.require(req, sessions);
    },
    handler: async (req) => audit.list(req.query),
  });
}
