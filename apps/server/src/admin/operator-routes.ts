import { operatorEndpoints } from '@avatara/contracts/http/operators';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import type { SessionService } from '../sessions/service';
import type { AuditLog } from '../audit/log';
import type { Operators, RoleChange } from '../trading/operators';

/** The services these routes use (given by the composition root, compose.ts). */
export interface OperatorRouteServices {
  sessions: SessionService;
  operators: Operators;
  audit: AuditLog;
}

/**
 * Who runs this server (docs/accounts.md "Operators"): operators list, grant and revoke the role.
 * 401 signed out, 403 for everyone but operators; the last operator keeps the role (409).
 */
export async function operatorRoutes(
  app: FastifyInstance,
  { services }: { services: OperatorRouteServices },
) {
  const { sessions, operators, audit } = services;
  /** A role change's audit entry (docs/operator.md "Audit log"). */
  const roleAudit = (actor: { id: string; email: string }, action: 'operator.grant' | 'operator.revoke') =>
    audit.pending<RoleChange>((c) => ({
      actor,
      action,
      target: { type: 'user', userId: c.userId },
      before: c.before,
      after: c.after,
    })).hook;

  route(app, operatorEndpoints.list, {
    tags: ['admin'],
    handler: async (req) => {
      await operators.require(req, sessions);
      return { operators: await operators.list() };
    },
  });

  route(app, operatorEndpoints.grant, {
    tags: ['admin'],
    handler: async (req, reply) => {
      const operator = await operators.require(req, sessions);
      return reply
        .status(201)
        .send(await operators.grant(req.body.email, roleAudit(operator, 'operator.grant')));
    },
  });

  route(app, operatorEndpoints.revoke, {
    tags: ['admin'],
    handler: async (req, reply) => {
      const operator = await operators.require(req, sessions);
      await operators.revoke(req.params.id, roleAudit(operator, 'operator.revoke'));
      return reply.status(204).send();
    },
  });
}
