import { operatorEndpoints } from '@avatara/contracts/http/operators';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import type { SessionService } from '../sessions/service';
import type { Operators } from '../trading/operators';

/** The services these routes use (given by the composition root, compose.ts). */
export interface OperatorRouteServices {
  sessions: SessionService;
  operators: Operators;
}

/**
 * Who runs this server (docs/accounts.md "Operators"): operators list, grant and revoke the role.
 * 401 signed out, 403 for everyone but operators; the last operator keeps the role (409).
 */
export async function operatorRoutes(
  app: FastifyInstance,
  { services }: { services: OperatorRouteServices },
) {
  const { sessions, operators } = services;

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
      await operators.require(req, sessions);
      return reply.status(201).send(await operators.grant(req.body.email));
    },
  });

  route(app, operatorEndpoints.revoke, {
    tags: ['admin'],
    handler: async (req, reply) => {
      await operators.require(req, sessions);
      await operators.revoke(req.params.id);
      return reply.status(204).send();
    },
  });
}
