import {
  ZCreateModelConnectionRequest,
  ZModelConnection,
  ZModelConnectionParams,
  ZModelConnectionsResponse,
  ZModelListResponse,
  ZUpdateModelConnectionRequest,
} from '@avatara/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModelConnections } from '../chat/models/connections';
import type { ModelRegistry } from '../chat/models/registry';
import type { SessionService } from '../sessions/service';
import type { Operators } from '../trading/operators';

/** The services these routes use (given by the composition root, compose.ts). */
export interface ModelRouteServices {
  sessions: SessionService;
  operators: Operators;
  models: ModelRegistry;
  modelConnections: ModelConnections;
}

const tags = ['admin'];

/**
 * The operators' Models page (docs/chat.md, "Connect a model"): model connections added, changed,
 * tested and deleted at run time (401 signed out, 403 for everyone but operators); and the chat
 * picker's list with each model's availability (`GET /models`, for anyone, like `/ai_models_list.txt`).
 * No answer carries an API key.
 */
export async function modelRoutes(app: FastifyInstance, { services }: { services: ModelRouteServices }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { sessions, operators, models, modelConnections } = services;

  r.get(
    '/models',
    { schema: { tags: ['chat'], response: { 200: ZModelListResponse } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return { models: models.options() };
    },
  );

  r.get(
    '/admin/models/connections',
    { schema: { tags, response: { 200: ZModelConnectionsResponse } } },
    async (req) => {
      await operators.require(req, sessions);
      return modelConnections.view();
    },
  );

  r.post(
    '/admin/models/connections',
    { schema: { tags, body: ZCreateModelConnectionRequest, response: { 201: ZModelConnection } } },
    async (req, reply) => {
      const operator = await operators.require(req, sessions);
      const made = await modelConnections.create(req.body);
      req.log.info(
        { operator: operator.id, connection: made.id, baseUrl: made.baseUrl },
        'model connection added',
      );
      return reply.code(201).send(made);
    },
  );

  r.put(
    '/admin/models/connections/:id',
    {
      schema: {
        tags,
        params: ZModelConnectionParams,
        body: ZUpdateModelConnectionRequest,
        response: { 200: ZModelConnection },
      },
    },
    async (req) => {
      const operator = await operators.require(req, sessions);
      const changed = await modelConnections.update(req.params.id, req.body);
      req.log.info(
        { operator: operator.id, connection: changed.id, fields: Object.keys(req.body) },
        'model connection changed',
      );
      return changed;
    },
  );

  r.delete(
    '/admin/models/connections/:id',
    { schema: { tags, params: ZModelConnectionParams } },
    async (req, reply) => {
      const operator = await operators.require(req, sessions);
      await modelConnections.remove(req.params.id);
      req.log.info({ operator: operator.id, connection: req.params.id }, 'model connection deleted');
      return reply.code(204).send();
    },
  );

  r.post(
    '/admin/models/connections/:id/test',
    { schema: { tags, params: ZModelConnectionParams, response: { 200: ZModelConnection } } },
    async (req) => {
      await operators.require(req, sessions);
      return modelConnections.test(req.params.id);
    },
  );
}
