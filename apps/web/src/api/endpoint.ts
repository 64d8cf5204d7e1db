/*
 * How an endpoint is declared (docs/web-api-client.md): method, path template, which base URL,
 * the request's query and body types (from the contracts' zod schemas), and how its answer is read.
 * Tables of endpoints live in `api/endpoints/*.ts` (one per contracts module) and in
 * `trading/endpoints.ts` (only the lazily loaded trading chunk imports the trading schemas).
 */

/**
 * What the client needs of a zod schema: parsing, and its input and output types (`_zod.input`
 * and `_zod.output` are where zod's own `z.input` / `z.output` read them).
 */
export interface Schema<Out = unknown, In = unknown> {
  parse(value: unknown): Out;
  safeParse(
    value: unknown,
  ):
    | { success: true; data: Out }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
  readonly _zod: { readonly input: In; readonly output: Out };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Which configured base URL a path hangs off (spec §7: a main API and a payment API). */
export type Base = 'api' | 'payment';

/** How a request body travels. */
export type BodySpec<B> =
  | { readonly kind: 'json'; readonly schema?: Schema<unknown, B>; readonly _type?: B }
  | { readonly kind: 'binary'; readonly _type?: B };

/** How a 2xx answer is read into the result. */
export type ResponseSpec<R> =
  | { readonly kind: 'json'; readonly parse: (value: unknown) => R; readonly schema?: Schema }
  | { readonly kind: 'text'; readonly parse: (text: string) => R }
  | { readonly kind: 'blob' | 'file' | 'response' | 'none'; readonly _type?: R };

/** One declared endpoint. `Query`, `Body` and `Result` are types only (undefined: none). */
export interface Endpoint<Path extends string = string, Query = unknown, Body = unknown, Result = unknown> {
  readonly method: Method;
  /** Path template: `/memories/:id` takes `params: { id }`, each value URI-encoded. */
  readonly path: Path;
  readonly base: Base;
  readonly query?: Schema<unknown, Query> | { readonly _type?: Query };
  readonly body?: BodySpec<Body>;
  readonly response: ResponseSpec<Result>;
  /** A 204 answer resolves to null instead of being read. */
  readonly nullOn204: boolean;
  /** The `accept` header; default `application/json` for JSON answers. */
  readonly accept?: string;
  readonly cache?: RequestCache;
  /** Abort the call after this long (ms), unless the call says otherwise. */
  readonly timeoutMs?: number;
}

/** The names of a path template's parameters: `'/deals/:userId/:strategy/liquidate'` → `'userId' | 'strategy'`. */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type QueryOf<E> = E extends Endpoint<string, infer Q, unknown, unknown> ? Q : never;
type BodyOf<E> = E extends Endpoint<string, unknown, infer B, unknown> ? B : never;
type PathOf<E> = E extends Endpoint<infer P, unknown, unknown, unknown> ? P : never;
export type ResultOf<E> = E extends Endpoint<string, unknown, unknown, infer R> ? R : never;

/** What a call passes: `params` for a path with parameters, `query` and `body` where the endpoint has them. */
export type CallInput<E> = ([ParamNames<PathOf<E>>] extends [never]
  ? unknown
  : { params: Record<ParamNames<PathOf<E>>, string | number> }) &
  ([QueryOf<E>] extends [undefined] ? unknown : { query: QueryOf<E> }) &
  ([BodyOf<E>] extends [undefined] ? unknown : { body: BodyOf<E> });

/** Per call: cancellation, a time limit, extra headers (a binary body's own content type is set by the client). */
export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the endpoint's time limit; 0 = none. */
  timeoutMs?: number;
}

// ---- declaring -------------------------------------------------------------------------------

/** A JSON body typed (and, in development builds, checked) by a contracts schema. */
export const jsonBody = <B>(schema: Schema<unknown, B>): BodySpec<B> => ({ kind: 'json', schema });
/** A JSON body with a type but no schema (the contracts have none for it). */
export const jsonBodyOf = <B>(): BodySpec<B> => ({ kind: 'json' });
/** A Blob sent as it is, with its own content type (recorded audio). */
export const binaryBody: BodySpec<Blob> = { kind: 'binary' };

/** A query typed by hand, where the contracts have no schema for it. */
export const queryOf = <Q>(): { readonly _type?: Q } => ({});

/** A JSON answer parsed with a contracts schema: a mismatch is an ApiError (`invalid-response`). */
export const json = <Out>(schema: Schema<Out>): ResponseSpec<Out> => ({
  kind: 'json',
  parse: (value) => schema.parse(value),
  schema,
});
/** A JSON answer read by a function of the web app (answers the contracts have no schema for). */
export const jsonWith = <R>(parse: (value: unknown) => R): ResponseSpec<R> => ({ kind: 'json', parse });
/** A text answer, as it is or read by `parse`. */
export function text(): ResponseSpec<string>;
export function text<R>(parse: (text: string) => R): ResponseSpec<R>;
export function text(parse: (text: string) => unknown = (t) => t): ResponseSpec<unknown> {
  return { kind: 'text', parse };
}
/** A binary answer (speech audio). */
export const blob: ResponseSpec<Blob> = { kind: 'blob' };
/** A download: the blob and the file name of `content-disposition`. */
export const file: ResponseSpec<{ blob: Blob; fileName: string | null }> = { kind: 'file' };
/** The Response itself, for a caller that reads a stream (the chat's server-sent events). */
export const rawResponse: ResponseSpec<Response> = { kind: 'response' };
/** The answer's body is not read (204, or nothing the web app uses). */
export const none: ResponseSpec<void> = { kind: 'none' };

interface EndpointDeclaration<Path extends string, Query, Body, Result> {
  path: Path;
  base?: Base;
  query?: Schema<unknown, Query> | { readonly _type?: Query };
  body?: BodySpec<Body>;
  response: ResponseSpec<Result>;
  accept?: string;
  cache?: RequestCache;
  timeoutMs?: number;
}

function declare(method: Method) {
  return <const Path extends string, Query = undefined, Body = undefined, Result = void>(
    declaration: EndpointDeclaration<Path, Query, Body, Result>,
  ): Endpoint<Path, Query, Body, Result> => ({ base: 'api', nullOn204: false, ...declaration, method });
}

export const GET = declare('GET');
export const POST = declare('POST');
export const PUT = declare('PUT');
export const PATCH = declare('PATCH');
export const DELETE = declare('DELETE');

/** The same endpoint, answering null on 204 (no content: no snapshot, a range not stored yet). */
export const orNullOn204 = <P extends string, Q, B, R>(
  endpoint: Endpoint<P, Q, B, R>,
): Endpoint<P, Q, B, R | null> => ({ ...endpoint, nullOn204: true }) as Endpoint<P, Q, B, R | null>;
