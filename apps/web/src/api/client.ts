import { config } from '../config';
import { joinUrl } from '../lib/url';
import { ApiError, isAbort } from './ApiError';
import type { Base, CallInput, CallOptions, Endpoint, ResultOf, Schema, WebResponse } from './endpoint';

/*
 * The one API client of the web app (docs/web-api-client.md): every call to the main or the payment
 * API goes through `call`, every URL the app hands to the browser (a popup, an image) through `url`.
 * Cookies always travel; a non-2xx answer, a failed fetch or an answer that does not match its
 * schema is an ApiError; an abort or time-out is the fetch's own DOMException.
 */

type AnyEndpoint = Endpoint;
type Args<E> =
  unknown extends CallInput<E>
    ? [input?: object, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions];
type UrlArgs<E> = unknown extends CallInput<E> ? [input?: object] : [input: Omit<CallInput<E>, 'body'>];

interface LooseInput {
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
}

export interface ApiClient {
  /** Calls an endpoint: resolves with its result as the endpoint declares it, or throws ApiError. */
  call<E extends AnyEndpoint>(endpoint: E, ...args: Args<E>): Promise<ResultOf<E>>;
  /** The endpoint's URL with its path parameters and query filled in. */
  url<E extends AnyEndpoint>(endpoint: E, ...args: UrlArgs<E>): string;
}

export interface ApiClientOptions {
  /** Base URLs without trailing slash ('' = the page's origin). */
  baseUrls: Record<Base, string>;
  /** The fetch to use (tests pass a fake); default the browser's, looked up at call time. */
  fetch?: typeof fetch;
  /** Whether to warn about a request that does not match its schema (development builds). */
  checkRequests?: boolean;
}

/** `/memories/:id` + `{ id: 'a/b' }` → `/memories/a%2Fb`; a missing parameter is a programming error. */
export function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template}: path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** `{ a: 'x y', b: undefined, c: 2 }` → `?a=x+y&c=2`; undefined and null values are left out. */
export function queryString(query: object | undefined): string {
  if (query === undefined) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  const s = params.toString();
  return s === '' ? '' : `?${s}`;
}

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && 'safeParse' in value;

/** Where a request does not match its schema, as `field: message` lines (for the development warning). */
function mismatches(schema: Schema | undefined, value: unknown): string[] {
  if (schema === undefined) return [];
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`);
}

/** The `accept` header by answer kind (an endpoint may say otherwise). */
const ACCEPT: Partial<Record<WebResponse['kind'], string>> = {
  json: 'application/json',
  'event-stream': 'text/event-stream',
};

const fileNameOf = (response: Response): string | null =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;

async function readResult(spec: WebResponse, response: Response, call: string): Promise<unknown> {
  switch (spec.kind) {
    case 'none':
    case 'page':
      return undefined;
    case 'response':
    case 'event-stream':
      return response;
    case 'binary':
      return response.blob();
    case 'file':
      return { blob: await response.blob(), fileName: fileNameOf(response) };
    case 'text':
      return spec.parse(await response.text());
    case 'json': {
      const text = await response.text();
      try {
        return spec.schema.parse(text === '' ? null : JSON.parse(text));
      } catch (error) {
        throw ApiError.invalidResponse(call, response, error);
      }
    }
  }
}

/** The signal of a call: the caller's, a time limit, both, or none. */
function signalOf(options: CallOptions, endpointTimeoutMs: number | undefined): AbortSignal | undefined {
  const timeoutMs = options.timeoutMs ?? endpointTimeoutMs ?? 0;
  const signals = [options.signal, timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined].filter(
    (s): s is AbortSignal => s !== undefined,
  );
  return signals.length <= 1 ? signals[0] : AbortSignal.any(signals);
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  const urlOf = (endpoint: AnyEndpoint, input: LooseInput): string =>
    joinUrl(options.baseUrls[endpoint.base], fillPath(endpoint.path, input.params)) +
    queryString(input.query);

  async function call(
    endpoint: AnyEndpoint,
    rawInput: object = {},
    callOptions: CallOptions = {},
  ): Promise<unknown> {
    const input = rawInput as LooseInput;
    const path = fillPath(endpoint.path, input.params);
    const name = `${endpoint.method} ${path}`;
    const headers: Record<string, string> = {};
    let body: BodyInit | undefined;
    if (endpoint.body?.kind === 'json') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.body);
    } else if (endpoint.body?.kind === 'binary') {
      const blob = input.body as Blob;
      if (blob.type !== '') headers['content-type'] = blob.type;
      body = blob;
    }
    const accept = endpoint.accept ?? ACCEPT[endpoint.response.kind];
    if (accept !== undefined) headers.accept = accept;
    if (options.checkRequests) {
      const querySchema = isSchema(endpoint.query) ? endpoint.query : undefined;
      const bodySchema =
        endpoint.body?.kind === 'json' && isSchema(endpoint.body.schema) ? endpoint.body.schema : undefined;
      const problems = [...mismatches(querySchema, input.query ?? {}), ...mismatches(bodySchema, input.body)];
      if (problems.length > 0)
        console.warn(`${name}: the request does not match its schema (the server will refuse it)`, problems);
    }

    const signal = signalOf(callOptions, endpoint.timeoutMs);
    let response: Response;
    try {
      response = await doFetch(urlOf(endpoint, input), {
        method: endpoint.method,
        credentials: 'include',
        headers,
        ...(body === undefined ? {} : { body }),
        ...(signal ? { signal } : {}),
        ...(endpoint.cache ? { cache: endpoint.cache } : {}),
      });
    } catch (error) {
      if (isAbort(error) || signal?.aborted) throw error;
      throw ApiError.network(name, error);
    }
    if (!response.ok) throw await ApiError.fromResponse(response, name);
    if (response.status === 204 && endpoint.nullOn204) return null;
    return readResult(endpoint.response, response, name);
  }

  return {
    call: call as ApiClient['call'],
    url: ((endpoint: AnyEndpoint, input: object = {}) =>
      urlOf(endpoint, input as LooseInput)) as ApiClient['url'],
  };
}

/** The app's client: base URLs from the build's configuration (src/config.ts). */
export const api: ApiClient = createApiClient({
  baseUrls: { api: config.apiBaseUrl, payment: config.paymentApiBaseUrl },
  checkRequests: import.meta.env.DEV,
});
