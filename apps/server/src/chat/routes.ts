import { advance, portraitExpression, toLanguageCode } from '@avatara/companion';
import {
  CHAT_CONTROL,
  CHAT_EVENTS,
  formatChatReply,
  type TChatMeta,
  type TChatStreamError,
  NOTICE_KINDS,
  type TChatNotice,
  type TNoticeKind,
} from '@avatara/contracts';
import { chatEndpoints as endpoints } from '@avatara/contracts/http/chat';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TConfig } from '../config';
import { AppError } from '../errors';
import { route } from '../http/route';
import { requireSelf, requireUser } from '../sessions/http';
import { countryOf } from './safety';
import { microToUsd } from '../money';
import { LedgerKind } from '../payments/ledger';
import type { ReplySink } from './service';
import type { ChatService } from './service';
import type { SessionService } from '../sessions/service';
import type { AvatarService } from '../avatars/service';
import type { ChatStore } from './store';
import type { MemoryService } from './memory';
import type { ChatBilling } from './billing';
import type { ModelRegistry } from './models/registry';
import type { NhsService } from '../avatars/nhs';

/** The services these routes use (given by the composition root, compose.ts). */
export interface ChatRouteServices {
  chat: ChatService;
  sessions: SessionService;
  avatars: AvatarService;
  chatStore: ChatStore;
  memory: MemoryService;
  billing: ChatBilling;
  models: ModelRegistry;
  nhs: NhsService;
  now: () => Date;
}

/** An AbortSignal that fires when the client goes away before the answer ended. */
function clientGone(reply: FastifyReply): AbortSignal {
  const ac = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) ac.abort(new Error('client closed the connection'));
  });
  return ac.signal;
}

/**
 * A reply as server-sent events (`delta`, `meta`, `error`, `done`; docs/chat-protocol.md). The
 * stream opens on the first event, so a failure before it (validation, gate) is an ordinary HTTP
 * error with its status.
 */
class EventStreamSink implements ReplySink {
  private open = false;

  constructor(private readonly reply: FastifyReply) {}

  get started(): boolean {
    return this.open;
  }

  private write(event: string, data: unknown): void {
    const raw = this.reply.raw;
    if (!this.open) {
      this.open = true;
      this.reply.hijack();
      // Each event leaves at once (no Nagle delay); an injected test request has no real socket.
      raw.socket?.setNoDelay?.(true);
      raw.writeHead(200, {
        ...(this.reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
    }
    if (raw.writableEnded || raw.destroyed) return;
    raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  delta(text: string): void {
    this.write(CHAT_EVENTS.DELTA, { text });
  }
  meta(meta: TChatMeta): void {
    this.write(CHAT_EVENTS.META, meta);
  }
  error(error: TChatStreamError): void {
    this.write(CHAT_EVENTS.ERROR, error);
  }
  notice(notice: TChatNotice): void {
    this.write(CHAT_EVENTS.NOTICE, notice);
  }
  ok(): void {
    this.write(CHAT_EVENTS.DELTA, { text: CHAT_CONTROL.OK });
  }
  end(): void {
    this.write(CHAT_EVENTS.DONE, {});
    this.reply.raw.end();
  }
}

/** The plain-text answer: collected, then written with its markers (chat-reply.ts). */
class TextSink implements ReplySink {
  parts: string[] = [];
  metaValue: TChatMeta | null = null;
  errorValue: TChatStreamError | null = null;
  okValue = false;
  notices: TChatNotice[] = [];
  delta(text: string): void {
    this.parts.push(text);
  }
  /** The crisis referral is the visible text; other notices go with the internals. */
  notice(notice: TChatNotice): void {
    if (notice.kind === 'crisis') this.parts = [notice.text];
    else this.notices.push(notice);
  }
  meta(meta: TChatMeta): void {
    this.metaValue = meta;
  }
  error(error: TChatStreamError): void {
    this.errorValue = error;
  }
  ok(): void {
    this.okValue = true;
  }
}

const senderOf = (s: string): 'user' | 'avatar' | 'system' => (s === 'user' || s === 'system' ? s : 'avatar');
const isNoticeKind = (k: string): k is TNoticeKind => (NOTICE_KINDS as readonly string[]).includes(k);

/** `POST /kichat`, `GET /kichat/history`, `GET /memories`, `DELETE /memories/:id` (avatar-chat.md §7; docs/chat.md). */
export async function chatRoutes(
  app: FastifyInstance,
  { services, config }: { services: ChatRouteServices; config: TConfig },
) {
  const { chat, sessions, avatars, chatStore, memory, billing, models, nhs, now } = services;
  const tags = ['chat'];

  route(app, endpoints.send, {
    tags,
    description:
      'One chat turn. Plain text with markers, or server-sent events when Accept is text/event-stream (docs/chat-protocol.md).',
    config: {
      rateLimit: { max: config.CHAT_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
      changesUsers: 'self',
    },
    handler: async (req, reply) => {
      const user = await requireSelf(req, sessions, req.body.email);
      const signal = clientGone(reply);
      const turnContext = { country: countryOf(req.headers['accept-language']) };
      reply.header('cache-control', 'no-store');
      if ((req.headers.accept ?? '').includes('text/event-stream')) {
        const sink = new EventStreamSink(reply);
        try {
          await chat.respond(user, req.body, sink, signal, turnContext);
        } catch (err) {
          if (!sink.started) throw err;
          req.log.error({ err }, 'chat stream failed');
          sink.error({ code: 'INTERNAL', message: 'Something went wrong.', userMessageId: null });
        }
        sink.end();
        return reply;
      }
      const sink = new TextSink();
      await chat.respond(user, req.body, sink, signal, turnContext);
      if (sink.okValue) return reply.type('text/plain; charset=utf-8').send(CHAT_CONTROL.OK);
      if (sink.errorValue) {
        const e = sink.errorValue;
        const code =
          e.code === 'MODEL_TIMEOUT'
            ? 'MODEL_TIMEOUT'
            : e.code === 'STILL_ANSWERING'
              ? 'CONFLICT'
              : 'MODEL_UNAVAILABLE';
        throw new AppError(code, e.message, {
          reason: e.code,
          headers: e.userMessageId ? { 'x-user-message-id': e.userMessageId } : {},
        });
      }
      return reply
        .type('text/plain; charset=utf-8')
        .send(formatChatReply(sink.parts.join(''), sink.metaValue!, sink.notices));
    },
  });

  route(app, endpoints.history, {
    tags,
    handler: async (req, reply) => {
      const user = await requireUser(req, sessions);
      const avatar = avatars.find(req.query.avatar, 'avatar');
      const [rows, account, pair, speech] = await Promise.all([
        chatStore.history(user.id, avatar.id, req.query.limit),
        billing.account(user.id),
        nhs.get(user.id, avatar),
        billing.spent(user.id, LedgerKind.SPEECH_CHARGE),
      ]);
      reply.header('cache-control', 'no-store');
      return {
        messages: rows
          .filter((m) => m.text !== '')
          .map((m) => ({
            id: m.id,
            sender: senderOf(m.sender),
            ...(m.sender === 'system' && isNoticeKind(m.kind) ? { kind: m.kind } : {}),
            text: m.text,
            createdAt: m.createdAt.toISOString(),
            status:
              m.status === 'unanswered'
                ? ('unanswered' as const)
                : m.status === 'partial'
                  ? ('partial' as const)
                  : ('ok' as const),
            image: m.image,
            ...(m.sender === 'avatar' && m.model ? { model: m.model } : {}),
          })),
        firstMeeting: !rows.some((m) => m.sender !== 'system'),
        tokensTotal: account.tokensTotal,
        balance: microToUsd(account.balance),
        lowBalanceUsd: microToUsd(chat.lowBalanceFor(models.default)),
        speechUsd: microToUsd(speech),
        expression: portraitExpression(advance(pair.avatarState, now().getTime())),
      };
    },
  });

  route(app, endpoints.memories, {
    tags,
    handler: async (req, reply) => {
      const user = await requireUser(req, sessions);
      const avatar = avatars.find(req.query.avatar, 'avatar');
      reply.header('cache-control', 'no-store');
      return memory.list(user.id, avatar.id, toLanguageCode(req.query.lang ?? user.language), user.gender);
    },
  });

  route(app, endpoints.forgetMemory, {
    tags,
    handler: async (req, reply) => {
      const user = await requireUser(req, sessions);
      if (!(await memory.remove(user.id, req.params.id)))
        throw new AppError('NOT_FOUND', 'No such memory', { reason: 'MEMORY_NOT_FOUND', field: 'id' });
      return reply.status(204).send();
    },
  });
}
