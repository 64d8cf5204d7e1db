import type { TChatHistoryResponse, TChatRequest, TMemory } from '@avatara/contracts/chat';
import type { TModelOption } from '@avatara/contracts/models';
import { parseChatReply } from '@avatara/contracts/chat-reply';
import type { TReportRequest } from '@avatara/contracts/safety';
import { createParser } from 'eventsource-parser';
import { isHttpError } from '../api/ApiError';
import { api } from '../api/client';
import { chatEndpoints } from '../api/endpoints/chat';
import { handleChatEvent, handlePlainReply, type ChatStreamHandlers } from './chatEvents';

export type { ChatStreamHandlers } from './chatEvents';

/**
 * `POST /kichat` as server-sent events (docs/chat-protocol.md): calls the handlers as `delta`,
 * `meta`, `error` and `notice` (docs/safety.md) events arrive and resolves at `done` or the end of the stream. A server
 * (or proxy) that answers plain text instead is read with the shared marker parser. Throws
 * ApiError when the call is refused before the reply began (code from `x-error-code` or the body).
 */
export async function streamChat(
  request: TChatRequest,
  handlers: ChatStreamHandlers,
  signal: AbortSignal,
): Promise<void> {
  const response = await api.call(chatEndpoints.send, { body: request }, { signal });
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream') || !response.body) {
    handlePlainReply(parseChatReply(await response.text()), handlers);
    return;
  }
  const parser = createParser({ onEvent: (event) => handleChatEvent(event, handlers) });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(value);
  }
}

/** `GET /kichat/history?avatar=`: the last 50 messages and the readout's numbers. */
export function fetchHistory(avatarId: string, signal?: AbortSignal): Promise<TChatHistoryResponse> {
  return api.call(chatEndpoints.history, { query: { avatar: avatarId, limit: 50 } }, { signal });
}

/** `GET /memories?avatar=&lang=`: what the avatar remembers, in the UI language. */
export function fetchMemories(avatarId: string, language: string, signal?: AbortSignal): Promise<TMemory[]> {
  return api.call(chatEndpoints.memories, { query: { avatar: avatarId, lang: language } }, { signal });
}

/** `DELETE /memories/{id}`; a memory already gone (404) counts as forgotten. */
export async function deleteMemory(id: string): Promise<void> {
  try {
    await api.call(chatEndpoints.forgetMemory, { params: { id } });
  } catch (error) {
    if (!isHttpError(error, 404)) throw error;
  }
}

/** `POST /kichat/report`: reports one avatar reply for an operator to review; the report's id. */
export async function reportReply(request: TReportRequest): Promise<string> {
  return (await api.call(chatEndpoints.report, { body: request })).id;
}

/**
 * One model of the picker (`GET /models`): a line of `/ai_models_list.txt` (spec §3: name, model,
 * description, displayName), whether it is the offline engine, and whether it answers now.
 */
export type ModelOption = TModelOption;

/** One line of `/ai_models_list.txt` (spec §3). */
export type ModelListLine = Pick<ModelOption, 'name' | 'model' | 'description' | 'displayName'>;

/** Parses `/ai_models_list.txt` (the spec's list, for API clients): one comma-separated line per model; malformed lines are skipped. */
export function parseModelList(text: string): ModelListLine[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .flatMap((line) => {
      const [name, model, description, displayName] = line.split(',').map((f) => f.trim());
      return name && model
        ? [{ name, model, description: description ?? '', displayName: displayName || name }]
        : [];
    });
}

/** `GET /models`: the list of `/ai_models_list.txt` with each model's availability, default first. */
export async function fetchModels(signal?: AbortSignal): Promise<ModelOption[]> {
  return (await api.call(chatEndpoints.models, {}, { signal })).models;
}

export async function fetchVersion(signal?: AbortSignal): Promise<string> {
  return (await api.call(chatEndpoints.version, {}, { signal })).trim();
}
