import { z } from 'zod';
import { ZPortraitExpression } from './avatars';
import { ZEmail } from './common';
import { ZNoticeKind } from './safety';
import type { TErrorReason } from './errors';

/**
 * The chat call `POST /kichat` (avatar-chat.md §3, §7) and what it answers.
 * The reply protocol (markers, internals, server-sent events) is in docs/chat-protocol.md;
 * `chat-reply.ts` writes and reads the plain-text form.
 */

/** Hidden control messages of the chat client (avatar-chat.md §4). */
export const CHAT_CONTROL = {
  /** Sent once when a chat session starts. */
  SESSION_START: 'AI:SESSION_START',
  /** Sent after every 5 s of inactivity. */
  PAUSE: 'AI:PAUSE',
  /** The answer to a pause when the avatar has nothing to say: the client shows nothing. */
  OK: 'AI:OK',
} as const;

/** Longest message a user may send, in characters. */
export const CHAT_MESSAGE_MAX_CHARS = 4000;

/** A language tag as a browser sends it (`de-DE`, `de`, `zh-Hans-CN`); mapped to the nearest UI language. */
const ZLanguageTag = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/, 'Invalid language tag');

/**
 * `POST /kichat`. The pause variant sends only the names, email, language and model, so the
 * other fields are optional; a missing `avatarName` means the avatar of the user's last chat.
 */
export const ZChatRequest = z.object({
  avatarName: z.string().trim().min(1).max(80).optional(),
  userName: z.string().trim().max(120).optional(),
  email: ZEmail,
  message: z
    .string()
    .max(CHAT_MESSAGE_MAX_CHARS, `A message has at most ${CHAT_MESSAGE_MAX_CHARS} characters`)
    .refine((s) => s.trim().length > 0, 'Message is empty'),
  isFirstSession: z.boolean().optional(),
  userLanguage: ZLanguageTag.optional(),
  gender: z.string().trim().max(20).optional(),
  currentModel: z.string().trim().min(1).max(80).optional(),
  /** Extension: re-send an earlier user message that got no answer (a provider error), without storing it twice. */
  retryOf: z.uuid().optional(),
});
export type TChatRequest = z.infer<typeof ZChatRequest>;

/** Why an avatar ends a session: the balance is used up, it is too tired (late at night where it lives), or the user was abusive. */
export const ZShutdownReason = z.enum(['balance', 'tired', 'abuse']);
export type TShutdownReason = z.infer<typeof ZShutdownReason>;

/** Tokens of one reply: this exchange, all of the user's chats so far, and the balance after it (USD). */
export const ZChatTokens = z.object({
  used: z.number().int().min(0),
  total: z.number().int().min(0),
  balance: z.number(),
});
export type TChatTokens = z.infer<typeof ZChatTokens>;

/** The internals of one reply (the part after the start marker; the `meta` event of the stream). */
export const ZChatMeta = z.object({
  /** Id of the stored avatar message; null when nothing was stored. */
  messageId: z.string().nullable(),
  /** Id of the stored user message this answers; null for control messages. */
  userMessageId: z.string().nullable(),
  /** File name of an image generated for this reply (GET /loadGeneratedImage), or null. */
  image: z.string().nullable(),
  /** The UI language the reply is written in. */
  language: z.string(),
  /** The model list name that answered (`/ai_models_list.txt`). */
  model: z.string(),
  tokens: ZChatTokens,
  /** What this reply cost, USD. */
  costUsd: z.number().min(0),
  /** Balance at which the client should warn that it runs low (about 10 messages' worth), USD. */
  lowBalanceUsd: z.number().min(0),
  /** States and hormones of the user and the avatar after this exchange, in the text format of GET /getNHSMetaData. */
  nhs: z.string(),
  /** Set when the session must end (the plain text then carries the shutdown marker). */
  shutdown: ZShutdownReason.nullable(),
  /** The face of the avatar's dominant feeling after this exchange (docs/portraits.md); absent from older servers. */
  expression: ZPortraitExpression.optional(),
  /**
   * `crisis`: this turn was answered by the crisis referral (the `notice` event) instead of the
   * avatar: nothing was charged, and nothing is spoken (docs/safety.md). Absent otherwise.
   */
  safety: z.enum(['crisis']).nullable().optional(),
});
export type TChatMeta = z.infer<typeof ZChatMeta>;

/** Reasons (errors.ts) a streamed reply fails with; the web shows each in the user's language. */
export const CHAT_ERROR_CODES = [
  'MODEL_UNAVAILABLE',
  'MODEL_TIMEOUT',
  'MODEL_DOWN',
  'IMAGE_FAILED',
  'STILL_ANSWERING',
  'INTERNAL',
  'SHUTTING_DOWN',
] as const satisfies readonly TErrorReason[];
export const ZChatErrorCode = z.enum(CHAT_ERROR_CODES);
export type TChatErrorCode = z.infer<typeof ZChatErrorCode>;

/** The `error` event of the stream: nothing was charged and the user's message is kept. */
export const ZChatStreamError = z.object({
  code: ZChatErrorCode,
  message: z.string(),
  /** The stored user message that got no answer; send it again with `retryOf`. */
  userMessageId: z.string().nullable(),
});
export type TChatStreamError = z.infer<typeof ZChatStreamError>;

/** The `delta` event of the stream: text as it is generated. */
export const ZChatDelta = z.object({ text: z.string() });

/** Names of the server-sent events of a streamed reply, in the order they can come. */
export const CHAT_EVENTS = {
  DELTA: 'delta',
  META: 'meta',
  ERROR: 'error',
  DONE: 'done',
  /** A notice outside the avatar's role (`ZChatNotice`, safety.ts). */
  NOTICE: 'notice',
} as const;

/** One message of the history (`GET /kichat/history`). */
export const ZChatHistoryMessage = z.object({
  id: z.string(),
  /** `system`: a notice outside the avatar's role (its `kind` says which). */
  sender: z.enum(['user', 'avatar', 'system']),
  text: z.string(),
  /** The kind of a system notice (docs/safety.md). */
  kind: ZNoticeKind.optional(),
  /** ISO time. */
  createdAt: z.string(),
  /** `unanswered`: a user message whose reply failed; `partial`: a reply cut off when the user left. */
  status: z.enum(['ok', 'unanswered', 'partial']),
  image: z.string().nullable(),
  /** The model list name that wrote an avatar reply (`OFFLINE_PERSONA`: no AI model); absent from older servers. */
  model: z.string().optional(),
});
export type TChatHistoryMessage = z.infer<typeof ZChatHistoryMessage>;

export const ZChatHistoryQuery = z.object({
  avatar: z.string().trim().min(1).max(80),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** `GET /kichat/history?avatar=`: the last messages (oldest first) and the readout's numbers. */
export const ZChatHistoryResponse = z.object({
  messages: z.array(ZChatHistoryMessage),
  /** True when this user has never talked with this avatar. */
  firstMeeting: z.boolean(),
  tokensTotal: z.number().int().min(0),
  balance: z.number(),
  lowBalanceUsd: z.number().min(0),
  /** What the user has spent on speech so far, USD (the readout, docs/plans.md "Speech"); absent from older servers. */
  speechUsd: z.number().min(0).optional(),
  /** The face of the avatar's dominant feeling now, for the portrait of a reloaded chat (docs/portraits.md). */
  expression: ZPortraitExpression.optional(),
});
export type TChatHistoryResponse = z.infer<typeof ZChatHistoryResponse>;

/** One fact an avatar remembers about the user (`GET /memories?avatar=`). */
export const ZMemory = z.object({
  id: z.string(),
  kind: z.string(),
  /** The fact as a sentence in the requested language ("You love jazz."). */
  text: z.string(),
  value: z.string(),
  /** ISO time it was learnt or last confirmed. */
  updatedAt: z.string(),
});
export type TMemory = z.infer<typeof ZMemory>;
export const ZMemoriesQuery = z.object({
  avatar: z.string().trim().min(1).max(80),
  lang: z.string().trim().max(20).optional(),
});
export const ZMemoriesResponse = z.array(ZMemory);
export const ZMemoryParams = z.object({ id: z.uuid() });
