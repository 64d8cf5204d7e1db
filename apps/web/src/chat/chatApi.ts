import { CHAT_EVENTS, ZChatDelta, ZChatHistoryResponse, ZChatMeta, ZChatStreamError, ZMemoriesResponse, type TChatHistoryResponse, type TChatMeta, type TChatRequest, type TChatStreamError, type TMemory } from '@avatara/contracts/chat';
import { parseChatReply } from '@avatara/contracts/chat-reply';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { ServerError } from '../i18n/errorMessage';
import { apiUrl, getJson, HttpError } from '../lib/api';
import { parseServerError } from '../lib/serverError';

/** What a streamed reply reports while it comes in. */
export interface ChatStreamHandlers {
  onDelta(text: string): void;
  onMeta(meta: TChatMeta): void;
  onError(error: TChatStreamError): void;
}

/** A failed call before the reply began: status, body, and what it says (reason, parameters, field; docs/errors.md). */
export class ChatCallError extends HttpError {
  constructor(
    status: number,
    body: string,
    readonly failure: ServerError,
  ) {
    super(status, body);
    this.name = 'ChatCallError';
  }
}

async function failure(response: Response): Promise<ChatCallError> {
  const body = await response.text().catch(() => '');
  return new ChatCallError(response.status, body, parseServerError(response.status, body, response.headers));
}

/**
 * `POST /kichat` as server-sent events (docs/chat-protocol.md): calls the handlers as `delta`,
 * `meta` and `error` events arrive and resolves at `done` or the end of the stream. A server
 * (or proxy) that answers plain text instead is read with the shared marker parser. Throws
 * ChatCallError when the call is refused before the reply began.
 */
export async function streamChat(request: TChatRequest, handlers: ChatStreamHandlers, signal: AbortSignal): Promise<void> {
  const response = await fetch(apiUrl('/kichat'), {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok) throw await failure(response);
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream') || !response.body) {
    const parsed = parseChatReply(await response.text());
    if (parsed.visible) handlers.onDelta(parsed.visible);
    if (parsed.meta) handlers.onMeta(parsed.meta);
    return;
  }
  const parser = createParser({
    onEvent(event: EventSourceMessage) {
      const data: unknown = JSON.parse(event.data);
      if (event.event === CHAT_EVENTS.DELTA) handlers.onDelta(ZChatDelta.parse(data).text);
      else if (event.event === CHAT_EVENTS.META) handlers.onMeta(ZChatMeta.parse(data));
      else if (event.event === CHAT_EVENTS.ERROR) handlers.onError(ZChatStreamError.parse(data));
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(value);
  }
}

/** `GET /kichat/history?avatar=`: the last messages and the readout's numbers. */
export async function fetchHistory(avatarId: string, signal?: AbortSignal): Promise<TChatHistoryResponse> {
  return ZChatHistoryResponse.parse(await getJson(apiUrl(`/kichat/history?avatar=${encodeURIComponent(avatarId)}&limit=50`), signal));
}

/** `GET /memories?avatar=&lang=`: what the avatar remembers, in the UI language. */
export async function fetchMemories(avatarId: string, language: string, signal?: AbortSignal): Promise<TMemory[]> {
  return ZMemoriesResponse.parse(await getJson(apiUrl(`/memories?avatar=${encodeURIComponent(avatarId)}&lang=${encodeURIComponent(language)}`), signal));
}

/** `DELETE /memories/{id}`. */
export async function deleteMemory(id: string): Promise<void> {
  const response = await fetch(apiUrl(`/memories/${encodeURIComponent(id)}`), { method: 'DELETE', credentials: 'include' });
  if (!response.ok && response.status !== 404) throw await failure(response);
}

/** One line of `/ai_models_list.txt` (spec §3: name, model, description, displayName). */
export interface ModelOption {
  name: string;
  model: string;
  description: string;
  displayName: string;
}

/** Parses `/ai_models_list.txt`: one comma-separated line per model; malformed lines are skipped. */
export function parseModelList(text: string): ModelOption[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .flatMap((line) => {
      const [name, model, description, displayName] = line.split(',').map((f) => f.trim());
      return name && model ? [{ name, model, description: description ?? '', displayName: displayName || name }] : [];
    });
}

export async function fetchModels(signal?: AbortSignal): Promise<ModelOption[]> {
  const response = await fetch(apiUrl('/ai_models_list.txt'), { signal });
  if (!response.ok) throw new HttpError(response.status, '');
  return parseModelList(await response.text());
}

export async function fetchVersion(signal?: AbortSignal): Promise<string> {
  const response = await fetch(apiUrl('/version.txt'), { signal });
  if (!response.ok) throw new HttpError(response.status, '');
  return (await response.text()).trim();
}
