import { modelEndpoints as endpoints } from '@avatara/contracts/http/models';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import type { ModelConnections } from '../chat/models/connections';
import type { ModelRegistry } from '../chat/models/registry';
import type { SessionService } from '../sessions/service';
import type { AuditLog } from '../audit/log';
import type { ConnectionChange } from '../chat/models/connections';
import type { UserRow } from '../sessions/service';
import type { Operators } from '../trading/operators';

/** The services these routes use (given by the composition root, compose.ts). */
export interface ModelRouteServices {
  sessions: SessionService;
  operators: Operators;
  models: ModelRegistry;
  modelConnections: ModelConnections;
  audit: AuditLog;
}

const tags = ['admin'];

/**
 * The operators' Models page (docs/chat.md, "Connect a model"): model connections added, changed,
 * tested and deleted at run time (401 signed out, 403 for everyone but operators); and the chat
 * picker's list with each model's availability (`GET /models`, for anyone, like `/ai_models_list.txt`).
 * No answer carries an API key.
 */
export async function modelRoutes(app: FastifyInstance, { services }: { services: ModelRouteServices }) {
  const { sessions, operators, models, modelConnections, audit } = services;
  /** A connection change's audit entry (docs/operator.md "Audit log"); `id` once known. */
  const connectionAudit = (
    operator: UserRow,
    action: 'model_connection.create' | 'model_connection.update' | 'model_connection.delete',
  ) =>
    audit.pending<ConnectionChange>((c) => ({
      actor: { id: operator.id, email: operator.email },
      action,
      target: { type: 'model_connection', id: c.id },
      before: c.before,
      after: c.after,
    })).hook;

  route(app, endpoints.options, {
    tags: ['chat'],
    handler: async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return { models: models.options() };
    },
  });

  route(app, endpoints.list, {
    tags,
    handler: async (req) => {
      await operators.require(req, sessions);
      return modelConnections.view();
    },
  });

  route(app, endpoints.create, {
    tags,
    handler: async (req, reply) => {
      const operator = await operators.require(req, sessions);
      const made = await modelConnections.create(
        req.body,
        connectionAudit(operator, 'model_connection.create'),
      );
      req.log.info(
        { operator: operator.id, connection: made.id, baseUrl: made.baseUrl },
        'model connection added',
      );
      return reply.code(201).send(made);
    },
  });

  route(app, endpoints.update, {
    tags,
    handler: async (req) => {
      const operator = await operators.require(req, sessions);
      const changed = await modelConnections.update(
        req.params.id,
        req.body,
        connectionAudit(operator, 'model_connection.update'),
      );
      req.log.info(
        { operator: operator.id, connection: changed.id, fields: Object.keys(req.body) },
        'model connection changed',
      );
      return changed;
    },
  });

  route(app, endpoints.remove, {
    tags,
    handler: async (req, reply) => {
      const operator = await operators.require(req, sessions);
      await modelConnections.remove(req.params.id, connectionAudit(operator, 'model_connection.delete'));
      req.log.info({ operator: operator.id, connection: req.params.id }, 'model connection deleted');
      return reply.code(204).send();
    },
  });

  route(app, endpoints.test, {
    tags,
    handler: async (req) => {
      await operators.require(req, sessions);
      return modelConnections.test(req.params.id);
    },
  });
}
