import {
  ZChatHistoryQuery,
  ZChatHistoryResponse,
  ZChatRequest,
  ZMemoriesQuery,
  ZMemoriesResponse,
} from '@avatara/contracts/chat';
import { ZModelListResponse } from '@avatara/contracts/models';
import { ZReportRequest, ZReportResponse } from '@avatara/contracts/safety';
import { DELETE, GET, jsonBody, json, none, jsonWith, POST, rawResponse, text } from '../endpoint';

/** `GET /trading/access` → `{operator}`, read without the trading schemas (the chat page ships none). */
const isOperator = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && (body as { operator?: unknown }).operator === true;

/** The chat (avatar-chat.md §7, docs/chat-protocol.md). */
export const chatEndpoints = {
  /** One turn, answered as server-sent events (or plain text with markers): the caller reads the stream. */
  send: POST({
    path: '/kichat',
    body: jsonBody(ZChatRequest),
    response: rawResponse,
    accept: 'text/event-stream',
  }),
  history: GET({ path: '/kichat/history', query: ZChatHistoryQuery, response: json(ZChatHistoryResponse) }),
  /** Reports one avatar reply (docs/safety.md) → 201 `{id}`. */
  report: POST({ path: '/kichat/report', body: jsonBody(ZReportRequest), response: json(ZReportResponse) }),
  memories: GET({ path: '/memories', query: ZMemoriesQuery, response: json(ZMemoriesResponse) }),
  forgetMemory: DELETE({ path: '/memories/:id', response: none }),
  /** The picker's models: the spec's list (`/ai_models_list.txt`) with whether each answers now. */
  models: GET({ path: '/models', response: json(ZModelListResponse) }),
  version: GET({ path: '/version.txt', response: text() }),
  /** Whether the chat bar shows the '$' button that opens the (lazily loaded) trading panel. */
  tradingAccess: GET({ path: '/trading/access', response: jsonWith(isOperator) }),
};
