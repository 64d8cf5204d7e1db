import {
  ZChatHistoryQuery,
  ZChatHistoryResponse,
  ZChatRequest,
  ZMemoriesQuery,
  ZMemoriesResponse,
  ZMemoryParams,
} from '../chat';
import { ZReportRequest, ZReportResponse } from '../safety';
import { DELETE, eventStream, GET, json, jsonBody, none, POST } from './endpoint';

/** The chat (avatar-chat.md §7, docs/chat-protocol.md, docs/chat.md). */
export const chatEndpoints = {
  /**
   * One turn: server-sent events when the request accepts `text/event-stream` (the web app), else
   * plain text with markers (the spec's client). The caller reads the stream.
   */
  send: POST({ path: '/kichat', body: jsonBody(ZChatRequest), response: eventStream }),
  history: GET({ path: '/kichat/history', query: ZChatHistoryQuery, response: json(ZChatHistoryResponse) }),
  /** Reports one avatar reply (docs/safety.md) → 201 `{id}`. */
  report: POST({
    path: '/kichat/report',
    body: jsonBody(ZReportRequest),
    response: json(ZReportResponse, { status: 201 }),
  }),
  memories: GET({ path: '/memories', query: ZMemoriesQuery, response: json(ZMemoriesResponse) }),
  /** 204; 404 for a memory that is not the user's. */
  forgetMemory: DELETE({ path: '/memories/:id', params: ZMemoryParams, response: none }),
};
