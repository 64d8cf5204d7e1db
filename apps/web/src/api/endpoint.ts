import type {
  AnswerOutput,
  Base,
  BodyInput,
  Declaration,
  Endpoint as ContractEndpoint,
  Method,
  ParamNames,
  QueryInput,
  ResponseSpec,
} from '@avatara/contracts/http/endpoint';

/*
 * Endpoints as the web client calls them (docs/web-api-client.md). Each is declared once in
 * `@avatara/contracts/http/<feature>` (method, path, request schemas, answer), the same declaration
 * the server registers its route from; the web's tables (`api/endpoints/*.ts`, `trading/endpoints/`,
 * `operator/`) re-export them, adding where needed what only a browser cares about: a cache mode, a
 * time limit, reading an answer as a download.
 */

export {
  binary,
  binaryBody,
  eventStream,
  json,
  jsonBody,
  jsonBodyOf,
  none,
  page,
  queryOf,
  text,
} from '@avatara/contracts/http/endpoint';
export type { Base, Method, ParamNames };

/** What the client needs of a zod schema: parsing (a request's development check uses `safeParse`). */
export interface Schema<Out = unknown> {
  parse(value: unknown): Out;
  safeParse(
    value: unknown,
  ):
    | { success: true; data: Out }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** An answer read as a download: the blob and the file name of `content-disposition`. */
export const file = { kind: 'file' } as const;
/** The Response itself, for a caller that reads a stream (as `eventStream`). */
export const rawResponse = { kind: 'response' } as const;
/** A binary answer (speech audio), read as a Blob. */
export { binary as blob } from '@avatara/contracts/http/endpoint';

/** How the web client reads a 2xx answer: as the contract declares it, or as a download or a raw Response. */
export type WebResponse = ResponseSpec | typeof file | typeof rawResponse;

/** What only the browser's call needs. */
export interface ClientOptions {
  /** The `accept` header; default `application/json` for JSON answers, `text/event-stream` for streams. */
  readonly accept?: string;
  readonly cache?: RequestCache;
  /** Abort the call after this long (ms), unless the call says otherwise. */
  readonly timeoutMs?: number;
}

/** One endpoint as the client calls it. */
export interface Endpoint extends Omit<ContractEndpoint, 'response'>, ClientOptions {
  readonly response: WebResponse;
}

type PathOf<E> = E extends { readonly path: infer P extends string } ? P : string;
type BodyOf<E> = BodyInput<E> extends 'binary' ? Blob : BodyInput<E>;

/** What a 2xx answer resolves to. */
type ReadAs<R> = R extends { readonly kind: 'json' | 'text' }
  ? AnswerOutput<R>
  : R extends { readonly kind: 'binary' }
    ? Blob
    : R extends typeof file
      ? { blob: Blob; fileName: string | null }
      : R extends { readonly kind: 'event-stream' | 'response' }
        ? Response
        : void;

export type ResultOf<E> =
  | (E extends { readonly response: infer R } ? ReadAs<R> : never)
  | (E extends { readonly nullOn204: true } ? null : never);

/** What a call passes: `params` for a path with parameters, `query` and `body` where the endpoint has them. */
export type CallInput<E> = ([ParamNames<PathOf<E>>] extends [never]
  ? unknown
  : { params: Record<ParamNames<PathOf<E>>, string | number> }) &
  ([QueryInput<E>] extends [undefined] ? unknown : { query: QueryInput<E> }) &
  ([BodyOf<E>] extends [undefined] ? unknown : { body: BodyOf<E> });

/** Per call: cancellation and a time limit. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the endpoint's time limit; 0 = none. */
  timeoutMs?: number;
}

// ---- declaring an endpoint the contracts do not have (tests) ------------------------------------

type WebDeclaration = Omit<Declaration, 'response'> & ClientOptions & { readonly response: WebResponse };
type WebDeclared<M extends Method, D extends WebDeclaration> = Omit<D, 'base' | 'nullOn204'> & {
  readonly method: M;
  readonly base: Base;
  readonly nullOn204: D extends { readonly nullOn204: true } ? true : false;
};

function declare<M extends Method>(method: M) {
  return <const D extends WebDeclaration>(declaration: D): WebDeclared<M, D> =>
    ({ base: 'api', nullOn204: false, ...declaration, method }) as unknown as WebDeclared<M, D>;
}

export const GET = declare('GET');
export const POST = declare('POST');
export const PUT = declare('PUT');
export const PATCH = declare('PATCH');
export const DELETE = declare('DELETE');

/** The same endpoint, answering null on 204. */
export const orNullOn204 = <E extends Endpoint>(
  endpoint: E,
): Omit<E, 'nullOn204'> & { readonly nullOn204: true } => ({
  ...endpoint,
  nullOn204: true,
});
