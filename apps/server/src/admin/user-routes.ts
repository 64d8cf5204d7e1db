import { adminUserEndpoints as endpoints } from '@avatara/contracts/http/admin-users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../http/route';
import type { SessionService, UserRow } from '../sessions/service';
import type { Operators } from '../trading/operators';
import type { UserActions } from './user-actions';
import type { UserDirectory } from './user-view';

/** The services these routes use (given by the composition root, compose.ts). */
export interface UserAdminRouteServices {
  sessions: SessionService;
  operators: Operators;
  userDirectory: UserDirectory;
  userActions: UserActions;
}

const tags = ['admin'];
const actorOf = (u: UserRow) => ({ id: u.id, email: u.email });

/**
 * The operators' Users screen (docs/operator.md "Users"): search, an account's page, and the
 * actions with a reason, each audited. Operators only: 401 signed out, 403 for everyone else,
 * decided before the request is read (a stranger learns nothing from validation).
 */
export async function userAdminRoutes(
  app: FastifyInstance,
  { services }: { services: UserAdminRouteServices },
) {
  const { sessions, operators, userDirectory: directory, userActions: actions } = services;
  const onRequest = async (req: FastifyRequest) => {
    await operators.require(req, sessions);
  };
  const operator = (req: FastifyRequest) => operators.require(req, sessions);

  route(app, endpoints.search, {
    tags,
    onRequest,
    handler: async (req) => directory.search(req.query.q || undefined, req.query.limit, req.query.offset),
  });

  route(app, endpoints.detail, { tags, onRequest, handler: async (req) => directory.detail(req.params.id) });

  route(app, endpoints.ledger, {
    tags,
    onRequest,
    handler: async (req) => {
      await directory.detail(req.params.id);
      return directory.ledger(req.params.id, req.query.limit, req.query.before);
    },
  });

  route(app, endpoints.adjustBalance, {
    tags,
    onRequest,
    handler: async (req) => {
      const by = actorOf(await operator(req));
      const { amountUsd, reason } = req.body;
      const auditId = await actions.adjustBalance(by, req.params.id, amountUsd, reason);
      return { auditId, user: await directory.detail(req.params.id) };
    },
  });

  route(app, endpoints.suspend, {
    tags,
    onRequest,
    handler: async (req) => {
      const auditId = await actions.suspend(actorOf(await operator(req)), req.params.id, req.body.reason);
      return { auditId, user: await directory.detail(req.params.id) };
    },
  });

  route(app, endpoints.reinstate, {
    tags,
    onRequest,
    handler: async (req) => {
      const auditId = await actions.reinstate(actorOf(await operator(req)), req.params.id, req.body.reason);
      return { auditId, user: await directory.detail(req.params.id) };
    },
  });

  route(app, endpoints.endSessions, {
    tags,
    onRequest,
    handler: async (req) => {
      const done = await actions.endSessions(actorOf(await operator(req)), req.params.id, req.body.reason);
      return { ...done, user: await directory.detail(req.params.id) };
    },
  });

  route(app, endpoints.refund, {
    tags,
    onRequest,
    handler: async (req) => {
      const { id, checkoutId } = req.params;
      const done = await actions.refund(actorOf(await operator(req)), id, checkoutId, req.body.reason);
      return { ...done, user: await directory.detail(id) };
    },
  });

  route(app, endpoints.remove, {
    tags,
    onRequest,
    handler: async (req) => ({
      auditId: await actions.remove(actorOf(await operator(req)), req.params.id, req.body.reason),
    }),
  });
}
