import type {
  AnswerInput,
  BodyOutput,
  Endpoint,
  ParamsOutput,
  QueryOutput,
} from '@avatara/contracts/http/endpoint';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { AppError } from '../errors';
import { controlCharacterField } from './text-hygiene';

/** The request of a route declared by `E`: path parameters, query and body as its schemas output them. */
export type RequestOf<E extends Endpoint> = FastifyRequest<{
  Params: ParamsOutput<E>;
  Querystring: QueryOutput<E>;
  Body: BodyOutput<E>;
}>;

/**
 * What a route's handler resolves with: the answer (typed by the declaration's JSON schema, as the
 * server writes it), or the reply it sent itself (a status, a text, bytes, a stream).
 */
export type RouteHandler<E extends Endpoint> = (
  request: RequestOf<E>,
  reply: FastifyReply,
) => Promise<AnswerInput<E> | FastifyReply>;

export interface RouteOptions<E extends Endpoint> {
  /** OpenAPI (`/api-docs`): the group, an explanation, or hidden. */
  tags?: string[];
  description?: string;
  hide?: boolean;
  /** Per-route settings: rate limit, error format, `changesUsers`. */
  config?: FastifyContextConfig;
  onRequest?: RouteShorthandOptions['onRequest'];
  preHandler?: RouteShorthandOptions['preHandler'];
  handler: RouteHandler<E>;
}

/**
 * Registers the route an endpoint of `@avatara/contracts/http` declares (docs/web-api-client.md, "One
 * contract"): its method and path, its path-parameter, query and JSON body schemas (validated: a
 * 400 naming the field), and its JSON answer schema where the server writes the answer through it.
 *
 * @example route(app, chatEndpoints.history, { tags: ['chat'], handler: async (req) => history(req.query) })
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, options: RouteOptions<E>): void {
  const { response } = endpoint;
  const schema: FastifySchema & { tags?: string[]; description?: string; hide?: boolean } = {
    ...(options.tags ? { tags: options.tags } : {}),
    ...(options.description ? { description: options.description } : {}),
    ...(options.hide ? { hide: true } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query && 'parse' in endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body?.kind === 'json' && endpoint.body.schema ? { body: endpoint.body.schema } : {}),
    ...(response.kind === 'json' && response.serialize
      ? { response: Object.fromEntries(response.status.map((status) => [status, response.schema])) }
      : {}),
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    ...(options.config ? { config: options.config } : {}),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    // No NUL or other control character in any text of the request: a 400 naming the field.
    preValidation: async (request: FastifyRequest) => {
      for (const part of [request.params, request.query, request.body]) {
        const field = controlCharacterField(part);
        if (field !== undefined)
          throw new AppError('VALIDATION', `${field || 'request'}: control characters are not allowed`, {
            reason: 'INVALID_INPUT',
            field: field || 'request',
          });
      }
    },
    handler: options.handler as unknown as RouteHandlerMethod,
  });
}
