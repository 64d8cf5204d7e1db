import {
  CHAT_EVENTS,
  ZChatDelta,
  ZChatMeta,
  ZChatStreamError,
  type TChatMeta,
  type TChatStreamError,
} from '@avatara/contracts/chat';
import type { ParsedChatReply } from '@avatara/contracts/chat-reply';
import { ZChatNotice, type TChatNotice } from '@avatara/contracts/safety';

/** What a streamed reply reports while it comes in. */
export interface ChatStreamHandlers {
  onDelta(text: string): void;
  onMeta(meta: TChatMeta): void;
  onError(error: TChatStreamError): void;
  /** A notice outside the avatar's role: shown in its own style, never spoken. */
  onNotice(notice: TChatNotice): void;
}

/** One server-sent event as `eventsource-parser` gives it. */
export interface ChatStreamEvent {
  event?: string | undefined;
  data: string;
}

/**
 * Hands one event of `POST /kichat`'s stream to its handler (pure but for the handlers): `notice`
 * is the crisis referral (instead of a reply) or the AI disclosure (before one), docs/safety.md.
 * Unknown events are ignored. A notice the schema refuses (a kind this version does not know) is still
 * shown, as a neutral line, when it has a text: a crisis referral must never be dropped.
 */
export function handleChatEvent(event: ChatStreamEvent, handlers: ChatStreamHandlers): void {
  const name = event.event;
  if (
    name !== CHAT_EVENTS.DELTA &&
    name !== CHAT_EVENTS.META &&
    name !== CHAT_EVENTS.ERROR &&
    name !== CHAT_EVENTS.NOTICE
  )
    return;
  const data: unknown = JSON.parse(event.data);
  if (name === CHAT_EVENTS.DELTA) handlers.onDelta(ZChatDelta.parse(data).text);
  else if (name === CHAT_EVENTS.META) handlers.onMeta(ZChatMeta.parse(data));
  else if (name === CHAT_EVENTS.ERROR) handlers.onError(ZChatStreamError.parse(data));
  else {
    const notice = noticeOf(data);
    if (notice) handlers.onNotice(notice);
  }
}

function noticeOf(data: unknown): TChatNotice | null {
  const parsed = ZChatNotice.safeParse(data);
  if (parsed.success) return parsed.data;
  const text = typeof data === 'object' && data !== null ? (data as { text?: unknown }).text : undefined;
  if (typeof text !== 'string' || text.trim() === '') return null;
  console.warn('unknown chat notice', data);
  return { kind: 'disclosure', id: null, text };
}

/**
 * The same for a plain-text answer (a server or proxy that does not stream): its notices first,
 * then its text — as the crisis referral when the internals say `[[SAFETY]]crisis`, else as the
 * avatar's words — then its internals.
 */
export function handlePlainReply(parsed: ParsedChatReply, handlers: ChatStreamHandlers): void {
  for (const n of parsed.notices) handlers.onNotice({ kind: n.kind, id: null, text: n.text });
  if (parsed.meta?.safety === 'crisis') {
    if (parsed.visible) handlers.onNotice({ kind: 'crisis', id: null, text: parsed.visible });
  } else if (parsed.visible) handlers.onDelta(parsed.visible);
  if (parsed.meta) handlers.onMeta(parsed.meta);
}
