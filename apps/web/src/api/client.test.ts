import { ZEmailQuery, ZLoginRequest, ZUser } from '@avatara/contracts/auth';
import { ZMemoriesQuery } from '@avatara/contracts/chat';
import { chatEndpoints } from '@avatara/contracts/http/chat';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { createApiClient, fillPath, queryString } from './client';
import {
  binaryBody,
  blob,
  DELETE,
  file,
  GET,
  json,
  jsonBody,
  none,
  orNullOn204,
  POST,
  PUT,
  rawResponse,
  text,
} from './endpoint';

/** A client over a fake fetch that records each request and answers `answer()`. */
function fakeClient(answer: () => Response | Promise<Response>, checkRequests = false) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} });
    return answer();
  });
  const client = createApiClient({
    baseUrls: { api: 'https://api.example.com', payment: '' },
    fetch,
    checkRequests,
  });
  return { client, requests };
}

const user = {
  firstName: 'A',
  name: 'A B',
  email: 'a@b.co',
  language: 'en-US',
  plans: [],
  balance: 0,
  trialExpires: null,
  consent: false,
  hasPassword: true,
  emailVerified: false,
  gender: null,
};
const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });

const getUser = GET({ path: '/get-user', query: ZEmailQuery, response: json(ZUser) });
const login = POST({ path: '/login', body: jsonBody(ZLoginRequest), response: text() });
const forget = DELETE({ path: '/memories/:id', response: none });
const liquidate = POST({ path: '/deals/:userId/:strategy/liquidate', response: none });

describe('fillPath', () => {
  it('fills every parameter, URI-encoded', () => {
    expect(fillPath('/deals/:userId/:strategy/liquidate', { userId: 'a/b', strategy: 'GRID VOL' })).toBe(
      '/deals/a%2Fb/GRID%20VOL/liquidate',
    );
  });
  it('refuses a template whose parameter is missing', () => {
    expect(() => fillPath('/memories/:id', {})).toThrow('path parameter id is missing');
  });
});

describe('queryString', () => {
  it('leaves out undefined and null values and encodes the rest', () => {
    expect(queryString({ email: 'a+b@c.co', lang: undefined, limit: 50, none: null })).toBe(
      '?email=a%2Bb%40c.co&limit=50',
    );
    expect(queryString({})).toBe('');
    expect(queryString(undefined)).toBe('');
  });
});

describe('createApiClient: requests', () => {
  it('joins the configured base URL, path and query, and sends the cookies', async () => {
    const { client, requests } = fakeClient(() => jsonResponse(user));
    await expect(client.call(getUser, { query: { email: 'a@b.co' } })).resolves.toEqual(user);
    expect(requests[0]!.url).toBe('https://api.example.com/get-user?email=a%40b.co');
    expect(requests[0]!.init).toMatchObject({
      method: 'GET',
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
  });

  it('uses the payment base URL for payment endpoints (same origin when empty)', () => {
    const { client } = fakeClient(() => jsonResponse({}));
    const plans = GET({ path: '/plans', base: 'payment', response: json(ZUser) });
    expect(client.url(plans)).toBe('/plans');
    expect(client.url(forget, { params: { id: 'x y' } })).toBe('https://api.example.com/memories/x%20y');
  });

  it('sends a JSON body with its content type', async () => {
    const { client, requests } = fakeClient(() => new Response('Login successful'));
    await expect(client.call(login, { body: { email: 'a@b.co', password: 'pw' } })).resolves.toBe(
      'Login successful',
    );
    expect(requests[0]!.init.body).toBe('{"email":"a@b.co","password":"pw"}');
    expect(requests[0]!.init.headers).toEqual({ 'content-type': 'application/json' });
  });

  it('sends a binary body as it is, in its own content type', async () => {
    const transcribe = POST({
      path: '/transcribe',
      query: ZMemoriesQuery,
      body: binaryBody,
      response: json(ZUser),
    });
    const { client, requests } = fakeClient(() => jsonResponse(user));
    const audio = new Blob(['x'], { type: 'audio/webm' });
    await client.call(transcribe, { query: { avatar: 'emma' }, body: audio });
    expect(requests[0]!.init.body).toBe(audio);
    expect(requests[0]!.init.headers).toMatchObject({ 'content-type': 'audio/webm' });
  });

  it('types what a call passes: path parameters, query and body as the endpoint declares them', () => {
    const { client } = fakeClient(() => new Response(null, { status: 204 }));
    // @ts-expect-error: the path has a parameter
    expect(() => client.url(forget)).toThrow('path parameter id is missing');
    // @ts-expect-error: the body's password is missing
    void client.call(login, { body: { email: 'a@b.co' } }).catch(() => undefined);
  });

  it('fills path parameters', async () => {
    const { client, requests } = fakeClient(() => new Response(null, { status: 204 }));
    await expect(
      client.call(liquidate, { params: { userId: 'defaultUser', strategy: 'GRID_VOL_ADAPTIVE' } }),
    ).resolves.toBeUndefined();
    expect(requests[0]!.url).toBe('https://api.example.com/deals/defaultUser/GRID_VOL_ADAPTIVE/liquidate');
    expect(requests[0]!.init.body).toBeUndefined();
  });

  it('warns in development about a request its schema refuses, and sends it anyway (the server answers)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, requests } = fakeClient(() => new Response('nope', { status: 400 }), true);
    await expect(
      client.call(login, { body: { email: 'not-an-email', password: 'pw' } }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(
      'POST /login: the request does not match its schema (the server will refuse it)',
      ['email: Invalid email address'],
    );
    warn.mockRestore();
  });
});

describe('createApiClient: answers', () => {
  it('resolves null on 204 where the endpoint says so', async () => {
    const { client } = fakeClient(() => new Response(null, { status: 204 }));
    await expect(
      client.call(orNullOn204(GET({ path: '/market/decision', response: json(ZUser) }))),
    ).resolves.toBeNull();
  });

  it('reads text, blob, download and raw answers', async () => {
    const { client } = fakeClient(
      () => new Response('a', { headers: { 'content-disposition': 'attachment; filename="export.json"' } }),
    );
    await expect(
      client.call(GET({ path: '/version.txt', response: text((t) => t.toUpperCase()) })),
    ).resolves.toBe('A');
    await expect(client.call(POST({ path: '/azureSpeech', response: blob }))).resolves.toBeInstanceOf(Blob);
    await expect(client.call(GET({ path: '/account/export', response: file }))).resolves.toMatchObject({
      fileName: 'export.json',
    });
    await expect(client.call(POST({ path: '/kichat', response: rawResponse }))).resolves.toBeInstanceOf(
      Response,
    );
  });

  it('asks for the event stream a declaration names and hands the Response to the caller', async () => {
    const { client, requests } = fakeClient(
      () => new Response('event: done\ndata: {}\n\n', { headers: { 'content-type': 'text/event-stream' } }),
    );
    await expect(
      client.call(chatEndpoints.send, { body: { email: 'a@b.co', avatarName: 'emma', message: 'Hi' } }),
    ).resolves.toBeInstanceOf(Response);
    expect(requests[0]!.url).toBe('https://api.example.com/kichat');
    expect(requests[0]!.init.headers).toMatchObject({ accept: 'text/event-stream' });
  });

  it('turns an answer its schema refuses into an INVALID_RESPONSE ApiError', async () => {
    const { client } = fakeClient(() => jsonResponse({ email: 1 }));
    const error = await client.call(getUser, { query: { email: 'a@b.co' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'invalid-response',
      status: 200,
      code: 'INVALID_RESPONSE',
      call: 'GET /get-user',
    });
    expect((error as ApiError).cause).toBeDefined();
  });

  it('turns a failed fetch into a NETWORK ApiError with status 0', async () => {
    const { client } = fakeClient(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.call(forget, { params: { id: '1' } })).rejects.toMatchObject({
      kind: 'network',
      status: 0,
      code: 'NETWORK',
      message: 'Failed to fetch',
    });
  });

  it('lets an abort and a time-out through as they are', async () => {
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    const { client } = fakeClient(() => Promise.reject(aborted));
    await expect(client.call(forget, { params: { id: '1' } })).rejects.toBe(aborted);
  });

  it('aborts after the endpoint time limit, the call overriding it', async () => {
    const slow = PUT({ path: '/slow', response: none, timeoutMs: 20 });
    const hanging = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)),
      );
    const client = createApiClient({ baseUrls: { api: '', payment: '' }, fetch: hanging });
    await expect(client.call(slow)).rejects.toMatchObject({ name: 'TimeoutError' });
    const controller = new AbortController();
    const call = client.call(slow, {}, { signal: controller.signal, timeoutMs: 0 });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('createApiClient: failures', () => {
  it('throws an ApiError read from a non-2xx answer, naming the call', async () => {
    const { client } = fakeClient(
      () => new Response('Wrong password.', { status: 401, headers: { 'x-error-code': 'WRONG_PASSWORD' } }),
    );
    await expect(client.call(login, { body: { email: 'a@b.co', password: 'x' } })).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      code: 'WRONG_PASSWORD',
      text: 'Wrong password.',
      call: 'POST /login',
    });
  });
});
