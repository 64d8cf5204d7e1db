import type { z } from 'zod';

/*
 * How an HTTP endpoint is declared, once, for the server and the web client (docs/web-api-client.md,
 * "One contract"): method, path template, the request's path parameters, query and body schemas,
 * and the answer. The server registers its routes from these declarations (apps/server/src/http/route.ts),
 * the web client calls through them (apps/web/src/api/client.ts). One table per feature in
 * `http/<feature>.ts`, each its own subpath export, so a lazily loaded page ships only its own schemas.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Which configured base URL a path hangs off (avatar-chat.md §7: a main API and a payment API). */
export type Base = 'api' | 'payment';

/** A request part typed without a schema (the caller's type; the server validates nothing for it). */
export interface TypeOnly<T> {
  readonly _type?: T;
}

/** How a request body travels. */
export type BodySpec =
  | { readonly kind: 'json'; readonly schema?: z.ZodType; readonly _type?: unknown }
  | { readonly kind: 'binary' };

/** A JSON answer: read through `schema`. */
export interface JsonResponse<S extends z.ZodType = z.ZodType> {
  readonly kind: 'json';
  readonly schema: S;
  /** The 2xx (or other) statuses answered with this schema; 200 unless said. */
  readonly status: readonly number[];
  /**
   * Whether the server writes the answer through the schema (a Fastify response schema: checked,
   * unknown fields dropped, shown at /api-docs). False for a tolerant reader (the trading dashboard's
   * answers, trading-dashboard.md §5) and where the server answers bytes it checked itself.
   */
  readonly serialize: boolean;
}

/** A text answer (`text/plain`), as it is or read by `parse`. */
export interface TextResponse<R = string> {
  readonly kind: 'text';
  readonly parse: (text: string) => R;
}

/**
 * Answers the web app does not parse: `binary` (audio, images), `event-stream` (the chat's
 * server-sent events, read by the caller), `page` (HTML, a script or a redirect a browser opens),
 * `none` (no body: 204, or nothing a caller uses).
 */
export interface OtherResponse {
  readonly kind: 'binary' | 'event-stream' | 'page' | 'none';
}

export type ResponseSpec = JsonResponse | TextResponse<unknown> | OtherResponse;

/** What a declaration says; `method`, `base` and `nullOn204` are filled in by GET/POST/…. */
export interface Declaration {
  /** Path template: `/memories/:id` takes the path parameter `id`. */
  readonly path: string;
  readonly base?: Base;
  /** Schema of the path parameters (the server's validation; 400 naming the field). */
  readonly params?: z.ZodType;
  readonly query?: z.ZodType | TypeOnly<unknown>;
  readonly body?: BodySpec;
  readonly response: ResponseSpec;
  /** A 204 answer means "nothing" (the web client resolves null). */
  readonly nullOn204?: boolean;
}

/** One declared endpoint. */
export interface Endpoint extends Declaration {
  readonly method: Method;
  readonly base: Base;
  readonly nullOn204: boolean;
}

type Declared<M extends Method, D extends Declaration> = Omit<D, 'base' | 'nullOn204'> & {
  readonly method: M;
  readonly base: Base;
  readonly nullOn204: D extends { readonly nullOn204: true } ? true : false;
};

function declare<M extends Method>(method: M) {
  return <const D extends Declaration>(declaration: D): Declared<M, D> =>
    ({ base: 'api', nullOn204: false, ...declaration, method }) as unknown as Declared<M, D>;
}

export const GET = declare('GET');
export const POST = declare('POST');
export const PUT = declare('PUT');
export const PATCH = declare('PATCH');
export const DELETE = declare('DELETE');

// ---- request parts ---------------------------------------------------------------------------

/** A JSON body validated by the server with `schema` (its input type is what a caller sends). */
export const jsonBody = <const S extends z.ZodType>(
  schema: S,
): { readonly kind: 'json'; readonly schema: S } => ({
  kind: 'json',
  schema,
});
/** A JSON body with a type but no schema. */
export const jsonBodyOf = <B>(): { readonly kind: 'json'; readonly _type?: B } => ({ kind: 'json' });
/** Bytes sent as they are, in their own content type (recorded audio). */
export const binaryBody: { readonly kind: 'binary' } = { kind: 'binary' };
/** A query typed by hand, where there is no schema for it. */
export const queryOf = <Q>(): TypeOnly<Q> => ({});

// ---- answers ---------------------------------------------------------------------------------

/**
 * A JSON answer: the server writes it through `schema` (unless `serialize: false`), the web client
 * parses it with `schema` (a mismatch is an error of kind `invalid-response`).
 */
export const json = <const S extends z.ZodType>(
  schema: S,
  options: { status?: number | readonly number[]; serialize?: boolean } = {},
): JsonResponse<S> => ({
  kind: 'json',
  schema,
  status:
    options.status === undefined
      ? [200]
      : typeof options.status === 'number'
        ? [options.status]
        : options.status,
  serialize: options.serialize ?? true,
});

/** A text answer, as it is or read by `parse`. */
export function text(): TextResponse<string>;
export function text<R>(parse: (text: string) => R): TextResponse<R>;
export function text(parse: (text: string) => unknown = (t) => t): TextResponse<unknown> {
  return { kind: 'text', parse };
}

export const binary = { kind: 'binary' } as const satisfies OtherResponse;
export const eventStream = { kind: 'event-stream' } as const satisfies OtherResponse;
export const page = { kind: 'page' } as const satisfies OtherResponse;
export const none = { kind: 'none' } as const satisfies OtherResponse;

// ---- types of the parts ----------------------------------------------------------------------

/** The names of a path template's parameters: `'/deals/:userId/:strategy/liquidate'` → `'userId' | 'strategy'`. */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a request part is sent as (a schema's input type), or `undefined` where there is none. */
type InputOf<P> = P extends z.ZodType ? z.input<P> : P extends TypeOnly<infer T> ? T : undefined;
/** What a request part is on the server after validation (a schema's output type). */
type OutputOf<P> = P extends z.ZodType ? z.output<P> : P extends TypeOnly<infer T> ? T : undefined;

export type QueryInput<E> = E extends { readonly query: infer Q } ? InputOf<Q> : undefined;
export type QueryOutput<E> = E extends { readonly query: infer Q } ? OutputOf<Q> : undefined;
export type ParamsOutput<E> = E extends { readonly params: infer P } ? OutputOf<P> : Record<string, string>;
/** The body a caller sends: a schema's input type, a hand-typed body, or `binary` for bytes. */
export type BodyInput<E> = E extends { readonly body: infer B }
  ? B extends { readonly kind: 'json'; readonly schema: infer S }
    ? InputOf<S>
    : B extends { readonly kind: 'json'; readonly _type?: infer T }
      ? T
      : 'binary'
  : undefined;
export type BodyOutput<E> = E extends { readonly body: infer B }
  ? B extends { readonly kind: 'json'; readonly schema: infer S }
    ? OutputOf<S>
    : unknown
  : unknown;
/** What a JSON answer's schema takes (the server's side of the answer); unknown for other answers. */
export type AnswerInput<E> = E extends { readonly response: JsonResponse<infer S> } ? z.input<S> : unknown;
/** What a JSON answer parses to, or a text answer reads as; undefined for other answers. */
export type AnswerOutput<R> =
  R extends JsonResponse<infer S> ? z.output<S> : R extends TextResponse<infer T> ? T : undefined;
