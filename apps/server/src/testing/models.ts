/** Test helpers for model connections: the operators' API and a chat turn with a chosen model. */
import type { TModelConnection, TModelConnectionsResponse, TModelOption } from '@avatara/contracts';
import type { FastifyInstance } from 'fastify';
import { parseSse, type ChatUser, type SseEvent } from './chat';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls `/admin/models/connections…` as `u` (or signed out). */
export function modelsApi(app: FastifyInstance, u: ChatUser | null) {
  const call = (method: Method, url: string, payload?: object) =>
    app.inject({
      method,
      url: `/admin/models/connections${url}`,
      ...(u ? { cookies: u.cookies } : {}),
      ...(payload ? { payload } : {}),
    });
  return {
    call,
    list: async () => (await call('GET', '')).json<TModelConnectionsResponse>(),
    create: (body: object) => call('POST', '', body),
    update: (id: string, body: object) => call('PUT', `/${id}`, body),
    remove: (id: string) => call('DELETE', `/${id}`),
    test: (id: string) => call('POST', `/${id}/test`),
  };
}

/** Adds a connection as operator `u`; throws unless it was made. */
export async function connect(
  app: FastifyInstance,
  u: ChatUser,
  body: { name: string; baseUrl: string; apiKey?: string },
): Promise<TModelConnection> {
  const res = await modelsApi(app, u).create(body);
  if (res.statusCode !== 201) throw new Error(`connect failed: ${res.statusCode} ${res.body}`);
  return res.json<TModelConnection>();
}

/** The names of `/ai_models_list.txt`, in order. */
export async function listedNames(app: FastifyInstance): Promise<string[]> {
  const text = (await app.inject('/ai_models_list.txt')).body;
  return text
    .trim()
    .split('\n')
    .map((l) => l.split(',')[0]!);
}

/** `GET /models`: the picker's entries. */
export async function pickerModels(app: FastifyInstance): Promise<TModelOption[]> {
  return (await app.inject('/models')).json<{ models: TModelOption[] }>().models;
}

/** One chat message with `currentModel`, read as server-sent events. */
export async function chatWith(
  app: FastifyInstance,
  u: ChatUser,
  currentModel: string,
  message = 'Hello, how are you today?',
  language = 'en-US',
): Promise<SseEvent[]> {
  const res = await app.inject({
    method: 'POST',
    url: '/kichat',
    cookies: u.cookies,
    headers: { accept: 'text/event-stream' },
    payload: { avatarName: 'Emma Walker', email: u.email, message, userLanguage: language, currentModel },
  });
  if (res.statusCode !== 200) throw new Error(`kichat failed: ${res.statusCode} ${res.body}`);
  return parseSse(res.body);
}
