import { randomUUID } from 'node:crypto';
import {
  ABUSE_LIMIT,
  ABUSE_PAUSE_MS,
  ABUSE_WINDOW_MS,
  advance,
  appraiseMessage,
  buildChatPrompt,
  composeOfflineReply,
  estimatePromptTokens,
  estimateTokens,
  hostility,
  isExhausted,
  nextWakeMs,
  shouldSpeakUp,
  toLanguageCode,
  type Appraisal,
  type Avatar,
  type LanguageCode,
  type MemoryCandidate,
  type PersonaInput,
  type ReplyKind,
  type ShutdownReason,
} from '@avatara/companion';
import { CHAT_CONTROL, type TChatMeta, type TChatRequest, type TChatStreamError } from '@avatara/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Appraiser } from '../companion/appraiser';
import type { TConfig } from '../config';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { microToUsd, microUsd, tokenCost, type MicroUsd } from '../money';
import type { AccountService } from '../services/accounts';
import type { AvatarService } from '../services/avatars';
import type { NhsPair, NhsService } from '../services/nhs';
import type { UserRow } from '../services/sessions';
import type { ChatBilling } from './billing';
import type { MemoryService } from './memory';
import type { ModelRegistry } from './models/registry';
import { ModelError, type ChatModel, type ModelEntry } from './models/types';
import type { PauseClock } from './pause';
import type { ChatStore } from './store';

/** Where a reply goes: the plain-text collector or the server-sent-event stream. */
export interface ReplySink {
  delta(text: string): void;
  meta(meta: TChatMeta): void;
  /** The model failed after the answer began: nothing was charged, the message is kept. */
  error(error: TChatStreamError): void;
  /** A pause with nothing to say: `AI:OK`. */
  ok(): void;
}

/** The fewest reply tokens worth starting a model call for. */
export const MIN_REPLY_TOKENS = 24;
/** The prompt estimate is raised by this factor (and 32 tokens) for the worst case held. */
const PROMPT_MARGIN = 1.25;
/** A balance below this many worst-case messages is announced as low. */
const LOW_BALANCE_MESSAGES = 10;
const LOW_BALANCE_FLOOR = 500_000 as MicroUsd;

export interface ChatDeps {
  config: TConfig;
  db: Database;
  now: () => Date;
  log: FastifyBaseLogger;
  avatars: AvatarService;
  accounts: AccountService;
  nhs: NhsService;
  appraiser: Appraiser;
  models: ModelRegistry;
  adapters: Record<ModelEntry['provider'], ChatModel>;
  billing: ChatBilling;
  store: ChatStore;
  memory: MemoryService;
  pause: PauseClock;
  /** Learns facts with a chat model in the background (when one is configured). */
  learnInBackground?: (job: { userId: string; avatarId: string; messageId: string; text: string; language: LanguageCode }) => void;
}

type Kind = 'message' | 'sessionStart' | 'pause';

function kindOf(text: string): Kind {
  if (text === CHAT_CONTROL.SESSION_START) return 'sessionStart';
  if (text === CHAT_CONTROL.PAUSE) return 'pause';
  if (/^AI:[A-Z_]+$/.test(text)) throw new AppError('VALIDATION', `Unknown control message ${text}`, { field: 'message' });
  return 'message';
}

/**
 * `POST /kichat`: one chat turn from gate to settled reply (docs/chat.md has the sequence).
 * Checks plan, consent and balance on the server; decides pauses cheaply; moves the avatar's
 * hormones; holds the worst-case cost, streams the model, settles the real cost in the
 * transaction that stores the reply; learns facts; ends sessions when the balance is used up,
 * the avatar is exhausted late at night, or the user is abusive.
 */
export class ChatService {
  private readonly active = new Set<{ abort: AbortController; done: Promise<void> }>();
  private closing = false;

  constructor(private readonly d: ChatDeps) {}

  /** Replies in flight (tests and the shutdown log). */
  get inFlight(): number {
    return this.active.size;
  }

  /** Stops taking new turns, lets running ones finish for up to `graceMs`, then stops their models (they settle what was generated). */
  async drain(graceMs: number): Promise<void> {
    this.closing = true;
    const all = () => Promise.all([...this.active].map((a) => a.done));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), graceMs)));
    const result = await Promise.race([all(), timeout]);
    clearTimeout(timer);
    if (result === 'timeout') {
      for (const a of this.active) a.abort.abort(new Error('server shutting down'));
      await all();
    }
  }

  /** Sign-in is the route's; this checks plan, consent and balance (avatar-chat.md §6). */
  private async gate(user: UserRow): Promise<void> {
    const view = await this.d.accounts.view(user);
    if (view.plans.length === 0) throw new AppError('PAYMENT_REQUIRED', 'Choose a plan to chat.', { headers: { 'x-error-code': 'NO_PLAN' } });
    if (!view.consent) throw new AppError('FORBIDDEN', 'Please give your consent first.', { headers: { 'x-error-code': 'CONSENT_REQUIRED' } });
    if (user.balanceMicroUsd - user.reservedMicroUsd <= 0) {
      throw new AppError('PAYMENT_REQUIRED', 'Your balance is used up. Please top up.', { headers: { 'x-error-code': 'BALANCE_EXHAUSTED' } });
    }
  }

  private async avatarOf(user: UserRow, req: TChatRequest): Promise<Avatar> {
    if (req.avatarName) return this.d.avatars.find(req.avatarName);
    const id = await this.d.store.lastAvatarId(user.id);
    if (!id) throw new AppError('VALIDATION', 'avatarName is required', { field: 'avatarName' });
    return this.d.avatars.find(id);
  }

  /** Runs one turn; throws AppError before anything was sent, reports model failures to the sink. */
  async respond(user: UserRow, req: TChatRequest, sink: ReplySink, signal: AbortSignal): Promise<void> {
    if (this.closing) throw new AppError('SHUTTING_DOWN', 'The server is restarting. Please try again in a moment.');
    const abort = new AbortController();
    const onAbort = () => abort.abort(signal.reason);
    if (signal.aborted) abort.abort(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    let finish!: () => void;
    const entry = { abort, done: new Promise<void>((r) => (finish = r)) };
    this.active.add(entry);
    try {
      await this.turn(user, req, sink, abort.signal);
    } finally {
      signal.removeEventListener('abort', onAbort);
      this.active.delete(entry);
      finish();
    }
  }

  private async turn(user: UserRow, req: TChatRequest, sink: ReplySink, signal: AbortSignal): Promise<void> {
    const { config, store, nhs, billing, memory, pause } = this.d;
    const text = req.message.trim();
    const kind = kindOf(text);
    const avatar = await this.avatarOf(user, req);
    const model = this.d.models.resolve(req.currentModel);
    const language = toLanguageCode(req.userLanguage ?? user.language);
    await this.gate(user);

    let speakUp = false;
    if (kind === 'pause') {
      const facts = await pause.candidate(user.id, avatar.id);
      if (!facts) return sink.ok();
      const state = advance((await nhs.get(user.id, avatar)).avatarState, this.d.now().getTime());
      const hasOpenTopic = (await memory.all(user.id, avatar.id)).some((m) => m.kind === 'plan' || m.kind === 'event');
      if (!shouldSpeakUp(state, { ...facts, hasOpenTopic })) return sink.ok();
      speakUp = true;
    }

    const closure = await nhs.closure(user.id, avatar.id);
    if (closure) return this.refuse(user, avatar, model, language, closure.reason, sink);

    const retry = req.retryOf ? await store.unanswered(user.id, avatar.id, req.retryOf) : undefined;
    if (req.retryOf && !retry) throw new AppError('VALIDATION', 'There is no unanswered message with this id', { field: 'retryOf' });
    const firstMeeting = !(await store.hasMet(user.id, avatar.id));

    // How the message is received. A configured model with structured output appraises it as part
    // of its answer (applied after the reply); otherwise the appraisal comes first.
    const offline = kind === 'message' ? appraiseMessage(text, language) : null;
    const structured = model.provider === 'openai' && config.CHAT_STRUCTURED_OUTPUT;
    let before: Appraisal | null = null;
    if (kind === 'message' && !structured) before = model.provider === 'offline' ? offline : (await this.d.appraiser.appraise(text, language)).appraisal;

    let shutdown: ShutdownReason | null = null;
    const strike = hostility(before ?? offline);
    if (strike > 0) {
      const since = new Date(this.d.now().getTime() - ABUSE_WINDOW_MS);
      const earlier = (await store.appraisalsSince(user.id, avatar.id, since)).reduce((n, a) => n + hostility(a), 0);
      if (strike + earlier >= ABUSE_LIMIT) shutdown = 'abuse';
    }

    const pair: NhsPair =
      kind !== 'message' || before
        ? await nhs.applyMessage(user.id, avatar, text, language, before ?? undefined)
        : await nhs.get(user.id, avatar).then((p) => ({ avatarState: advance(p.avatarState, this.d.now().getTime()), userState: advance(p.userState, this.d.now().getTime()) }));
    const nowMs = this.d.now().getTime();
    if (!shutdown && isExhausted(pair.avatarState, nowMs)) {
      // Woken at night by a session start or a pause: it mumbles good night, free of charge, and sleeps on.
      if (kind !== 'message') {
        await nhs.close(this.d.db, user.id, avatar.id, { until: new Date(nextWakeMs(pair.avatarState, nowMs)), reason: 'tired' });
        return this.refuse(user, avatar, model, language, 'tired', sink);
      }
      shutdown = 'tired';
    }

    const userMessageId = retry?.id ?? (kind === 'message' ? await store.insertUserMessage({ userId: user.id, avatarId: avatar.id, text, language, appraisal: before ?? offline }) : null);
    if (kind === 'message') await pause.noteUser(user.id, avatar.id);
    const learnt: MemoryCandidate[] = kind === 'message' ? memory.extract(text, language) : [];

    const persona: PersonaInput = {
      avatar,
      state: pair.avatarState,
      appraisal: before ?? offline,
      language,
      userName: user.firstName || user.name,
      memories: await memory.recall(user.id, avatar.id, text, language),
      history: await store.recentTurns(user.id, avatar.id, config.CHAT_HISTORY_MESSAGES, userMessageId ?? undefined),
      message: kind === 'message' ? text : '',
      kind: (shutdown ? 'shutdown' : kind === 'pause' ? 'pause' : kind) as ReplyKind,
      isFirstSession: firstMeeting,
      ...(shutdown ? { shutdownReason: shutdown } : {}),
      nowMs,
      seed: Math.floor(Math.random() * 2 ** 31),
    };
    const messages = buildChatPrompt(persona, { structured });

    // Hold the worst case; with too little left, the last cents buy a shorter reply.
    const promptWorst = Math.ceil(estimatePromptTokens(messages) * PROMPT_MARGIN) + 32;
    const wanted = tokenCost(model.prices, promptWorst, config.CHAT_MAX_TOKENS);
    const minimum = tokenCost(model.prices, promptWorst, MIN_REPLY_TOKENS);
    const hold = await billing.hold(user.id, wanted, minimum);
    if (!hold) {
      if (userMessageId) await store.setStatus(userMessageId, 'unanswered');
      return this.refuse(user, avatar, model, language, 'balance', sink, userMessageId);
    }
    const affordable = Math.floor((hold.amount - model.prices.input * promptWorst) / model.prices.output);
    const maxTokens = Math.max(MIN_REPLY_TOKENS, Math.min(config.CHAT_MAX_TOKENS, affordable));

    let generated = '';
    let usage: { promptTokens: number; completionTokens: number } | null = null;
    let modelAppraisal: Appraisal | null = null;
    try {
      for await (const ev of this.d.adapters[model.provider].stream({ entry: model, messages, maxTokens, persona, signal })) {
        if (ev.type === 'delta') {
          generated += ev.text;
          sink.delta(ev.text);
        } else if (ev.type === 'appraisal') modelAppraisal = ev.appraisal;
        else usage = { promptTokens: ev.promptTokens, completionTokens: ev.completionTokens };
      }
    } catch (err) {
      // The client left (or the server is stopping) mid-reply: charge what was generated, below.
      const cutOff = signal.aborted && generated.trim() !== '';
      if (!cutOff) {
        await billing.release(hold);
        if (userMessageId) await store.setStatus(userMessageId, 'unanswered');
        if (signal.aborted) return;
        // Our own failure (not the model's) is the route's to report as INTERNAL.
        if (!(err instanceof ModelError)) throw err;
        this.d.log.warn({ err: err.cause ?? err, model: model.name }, 'chat model failed');
        return sink.error({ code: err.code, message: err.message, userMessageId });
      }
    }

    const partial = usage === null;
    const promptTokens = usage?.promptTokens ?? estimatePromptTokens(messages);
    const completionTokens = usage?.completionTokens ?? estimateTokens(generated);
    const cost = tokenCost(model.prices, promptTokens, completionTokens);
    const messageId = randomUUID();
    const after = structured && kind === 'message' ? (modelAppraisal ?? offline) : null;
    const result = await this.d.db.transaction(async (tx) => {
      const settled = await billing.settle(tx, hold, cost, promptTokens + completionTokens, `chat:${messageId}`);
      await store.insertAvatarMessage(
        {
          userId: user.id, avatarId: avatar.id, kind: shutdown ? 'shutdown' : kind, text: generated.trim(), language,
          status: partial ? 'partial' : 'ok', model: model.name, promptTokens, completionTokens, costMicroUsd: settled.charged,
          replyTo: userMessageId, image: null,
        },
        tx,
        messageId,
      );
      if (retry) await store.setStatus(retry.id, 'ok', tx);
      const state = after ? await nhs.applyMessage(user.id, avatar, text, language, after, tx) : pair;
      if (learnt.length > 0) await memory.remember(tx, user.id, avatar.id, learnt, language, userMessageId);
      if (shutdown === 'tired') await nhs.close(tx, user.id, avatar.id, { until: new Date(nextWakeMs(state.avatarState, nowMs)), reason: 'tired' });
      if (shutdown === 'abuse') await nhs.close(tx, user.id, avatar.id, { until: new Date(nowMs + ABUSE_PAUSE_MS), reason: 'abuse' });
      return { settled, state };
    });
    await pause.noteAvatar(user.id, avatar.id, speakUp);
    if (!shutdown && result.settled.spendable < minimum) shutdown = 'balance';
    if (kind === 'message' && userMessageId && !partial) this.d.learnInBackground?.({ userId: user.id, avatarId: avatar.id, messageId: userMessageId, text, language });
    if (signal.aborted) return;
    sink.meta({
      messageId,
      userMessageId,
      image: null,
      language,
      model: model.name,
      tokens: { used: promptTokens + completionTokens, total: result.settled.tokensTotal, balance: microToUsd(result.settled.balance) },
      costUsd: microToUsd(result.settled.charged),
      lowBalanceUsd: microToUsd(this.lowBalance(model, wanted)),
      nhs: nhs.text(result.state, avatar),
      shutdown,
    });
  }

  /** The balance below which the client warns: about ten worst-case messages, at least 0.50 USD. */
  private lowBalance(_model: ModelEntry, worstCase: MicroUsd): MicroUsd {
    return microUsd(Math.max(LOW_BALANCE_FLOOR, worstCase * LOW_BALANCE_MESSAGES));
  }

  /** The worst case of a typical message with this model (for the readout's low-balance mark). */
  lowBalanceFor(model: ModelEntry): MicroUsd {
    return this.lowBalance(model, tokenCost(model.prices, 1500, this.d.config.CHAT_MAX_TOKENS));
  }

  /**
   * Ends the session without a model call and without a charge: the avatar is closed for this user
   * (asleep, or after abuse), or the balance cannot pay for a reply. The text is the offline
   * engine's, in the user's language.
   */
  private async refuse(user: UserRow, avatar: Avatar, model: ModelEntry, language: LanguageCode, reason: ShutdownReason, sink: ReplySink, userMessageId: string | null = null): Promise<void> {
    const pair = await this.d.nhs.get(user.id, avatar);
    const nowMs = this.d.now().getTime();
    const state = advance(pair.avatarState, nowMs);
    const text = composeOfflineReply({
      avatar, state, appraisal: null, language, userName: user.firstName || user.name, memories: [], history: [], message: '',
      kind: 'shutdown', shutdownReason: reason, isFirstSession: false, nowMs, seed: nowMs % 2 ** 31,
    });
    sink.delta(text);
    const account = await this.d.billing.account(user.id);
    sink.meta({
      messageId: null,
      userMessageId,
      image: null,
      language,
      model: model.name,
      tokens: { used: 0, total: account.tokensTotal, balance: microToUsd(account.balance) },
      costUsd: 0,
      lowBalanceUsd: microToUsd(this.lowBalanceFor(model)),
      nhs: this.d.nhs.text({ avatarState: state, userState: advance(pair.userState, nowMs) }, avatar),
      shutdown: reason,
    });
  }

  /** Holds that outlived their expiry (a crash mid-reply) are given back. */
  sweep(): Promise<number> {
    return this.d.billing.sweepExpired();
  }
}

