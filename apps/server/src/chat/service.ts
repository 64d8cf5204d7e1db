import { randomInt, randomUUID } from 'node:crypto';
import {
  ABUSE_LIMIT,
  ABUSE_PAUSE_MS,
  ABUSE_WINDOW_MS,
  advance,
  aiDisclosureDue,
  applyChatMessage,
  appraiseMessage,
  buildChatPrompt,
  composeOfflineReply,
  estimatePromptTokens,
  estimateTokens,
  hostility,
  isExhausted,
  newsForAvatar,
  nextWakeMs,
  pictureCue,
  pictureRequest,
  portraitExpression,
  recallMemories,
  shouldSpeakUp,
  toLanguageCode,
  type Appraisal,
  type Avatar,
  type LanguageCode,
  type MemoryCandidate,
  type MemoryFact,
  type NewsItem,
  type PersonaInput,
  type ReplyKind,
  type ShutdownReason,
} from '@avatara/companion';
import { CHAT_CONTROL, IMAGE_COMMAND, type TChatRequest } from '@avatara/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../config';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { microToUsd, microUsd, tokenCost, type MicroUsd } from '../money';
import type { AccountService } from '../accounts/service';
import type { AvatarService } from '../avatars/service';
import type { NhsPair, NhsService } from '../avatars/nhs';
import type { UserRow } from '../sessions/service';
import type { ChatBilling } from './billing';
import { MAX_MEMORIES, type MemoryService } from './memory';
import type { ModelRegistry } from './models/registry';
import { ModelError, type ChatModel, type ModelEntry } from './models/types';
import type { PauseClock } from './pause';
import type { ImageGenerator } from '../media/images/types';
import type { ImageStore } from '../media/image-store';
import { markAiGenerated } from '../media/ai-mark';
import { CrisisTurns } from './crisis-turns';
import type { ReplySink, TurnContext } from './sink';
import type { CrisisGuard } from './safety';
import { ChatStore } from './store';
import { beginTurn, readTurn, settleTurn } from './turn-sql';
import type { Understanding } from './understanding';

export type { ReplySink, TurnContext } from './sink';

/** The fewest reply tokens worth starting a model call for. */
export const MIN_REPLY_TOKENS = 24;
/** How long a balance shutdown stays in force without a top-up (then the hold check alone decides). */
const BALANCE_CLOSURE_MS = 30 * 86_400_000;
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
  /** The chosen model's reading of a message (appraisal, picture request, second opinions), else the offline rules. */
  understanding: Understanding;
  models: ModelRegistry;
  adapters: Record<ModelEntry['provider'], ChatModel>;
  billing: ChatBilling;
  store: ChatStore;
  memory: MemoryService;
  pause: PauseClock;
  /** Draws pictures for `#gi:` messages, and stores them per (user, avatar). */
  images: { generator: ImageGenerator; store: ImageStore; price: MicroUsd };
  /** Recent headlines from the configured feeds. */
  news: { recent(): readonly NewsItem[]; maxAgeMs: number };
  /** The crisis check, the referral and the screen of model replies (docs/safety.md). */
  safety: CrisisGuard;
  /** Learns facts with the turn's model in the background (a connected model's turns only). */
  learnInBackground?: (job: {
    userId: string;
    avatarId: string;
    messageId: string;
    text: string;
    language: LanguageCode;
    model: ModelEntry;
  }) => void;
}

type Kind = 'message' | 'image' | 'sessionStart' | 'pause';

function kindOf(text: string): Kind {
  if (text === CHAT_CONTROL.SESSION_START) return 'sessionStart';
  if (text === CHAT_CONTROL.PAUSE) return 'pause';
  if (/^AI:[A-Z_]+$/.test(text))
    throw new AppError('VALIDATION', `Unknown control message ${text}`, {
      reason: 'INVALID_INPUT',
      field: 'message',
    });
  if (text.toLowerCase().startsWith(IMAGE_COMMAND)) {
    if (text.slice(IMAGE_COMMAND.length).trim() === '')
      throw new AppError('VALIDATION', 'Describe the picture after #gi:', {
        reason: 'IMAGE_PROMPT_EMPTY',
        field: 'message',
      });
    return 'image';
  }
  return 'message';
}

/** A user's message: a chat message or an image request (both are stored and appraised). */
const isUserText = (k: Kind): k is 'message' | 'image' => k === 'message' || k === 'image';

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

  private readonly crisis: CrisisTurns;

  constructor(private readonly d: ChatDeps) {
    this.crisis = new CrisisTurns(d, (model) => this.lowBalanceFor(model));
  }

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

  /** Sign-in is the route's; plan and balance come from the session's user row, consent from the turn's context. */
  private gate(user: UserRow, consent: boolean | null | undefined): void {
    if (this.d.accounts.plansOf(user).length === 0)
      throw new AppError('PAYMENT_REQUIRED', 'Choose a plan to chat.', { reason: 'NO_PLAN' });
    if (consent !== true)
      throw new AppError('FORBIDDEN', 'Please give your consent first.', { reason: 'CONSENT_REQUIRED' });
    if (user.balanceMicroUsd - user.reservedMicroUsd <= 0) {
      throw new AppError('PAYMENT_REQUIRED', 'Your balance is used up. Please top up.', {
        reason: 'BALANCE_EXHAUSTED',
      });
    }
  }

  private async avatarOf(user: UserRow, req: TChatRequest): Promise<Avatar> {
    if (req.avatarName) return this.d.avatars.find(req.avatarName);
    const id = await this.d.store.lastAvatarId(user.id);
    if (!id)
      throw new AppError('VALIDATION', 'avatarName is required', { reason: 'REQUIRED', field: 'avatarName' });
    return this.d.avatars.find(id);
  }

  /** Runs one turn; throws AppError before anything was sent, reports model failures to the sink. */
  async respond(
    user: UserRow,
    req: TChatRequest,
    sink: ReplySink,
    signal: AbortSignal,
    context: TurnContext = { country: null },
  ): Promise<void> {
    if (this.closing)
      throw new AppError('SHUTTING_DOWN', 'The server is restarting. Please try again in a moment.', {
        reason: 'SHUTTING_DOWN',
      });
    const abort = new AbortController();
    const onAbort = () => abort.abort(signal.reason);
    if (signal.aborted) abort.abort(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    let finish!: () => void;
    const entry = { abort, done: new Promise<void>((r) => (finish = r)) };
    this.active.add(entry);
    try {
      await this.turn(user, req, sink, abort.signal, context);
    } finally {
      signal.removeEventListener('abort', onAbort);
      this.active.delete(entry);
      finish();
    }
  }

  /**
   * One turn, with as few round trips to the database as it takes (they dominate the server's own
   * time, docs/benchmarks.md): one read (`readTurn`), one write before the model (`beginTurn`: the
   * user message, the new states, the hold), the model, one write after it (`settleTurn`: charge,
   * release, ledger, reply). Facts learnt, a closure or a later appraisal add a statement each.
   */
  private async turn(
    user: UserRow,
    req: TChatRequest,
    sink: ReplySink,
    signal: AbortSignal,
    context: TurnContext,
  ): Promise<void> {
    const { config, store, nhs, memory, pause, db } = this.d;
    const text = req.message.trim();
    const language = toLanguageCode(req.userLanguage ?? user.language);
    const asked = kindOf(text);
    const avatar = await this.avatarOf(user, req);
    const model = this.d.models.resolve(req.currentModel);
    // Most pauses end after a light read: the in-memory clock says the silence is too short.
    const pauseFacts = asked === 'pause' ? await pause.candidate(user.id, avatar.id) : null;
    const ctx = await readTurn(db, user.id, avatar.id, {
      full: asked !== 'pause' || pauseFacts !== null,
      historyLimit: config.CHAT_HISTORY_MESSAGES + 4,
      memoryLimit: MAX_MEMORIES,
    });
    // A person in crisis gets the referral, whatever their plan, balance or the avatar's mood (docs/safety.md).
    if (ctx?.consent === true && isUserText(asked)) {
      const finding = await this.d.safety.detect(
        text,
        language,
        this.d.understanding.moderation(model),
        signal,
      );
      if (finding)
        return this.crisis.refer(
          { user, avatar, model, language, sink, country: context.country, pairRow: ctx.pair },
          { finding, text, retryOf: req.retryOf ? ctx.history.find((m) => m.id === req.retryOf) : undefined },
        );
    }
    this.gate(user, ctx?.consent);
    if (!ctx || (asked === 'pause' && !pauseFacts)) return sink.ok();

    let pair = nhs.fromRow(user.id, avatar, ctx.pair);
    const nowMs = this.d.now().getTime();
    if (ctx.closedReason === 'balance' && ctx.closedUntil && ctx.closedUntil.getTime() > nowMs) {
      // Ended for the balance: closed until the user tops up (the next turn's prompt may be shorter
      // than the one that ended it, so the hold check alone would let the last cents buy another reply).
      if (user.balanceMicroUsd - user.reservedMicroUsd <= (ctx.closedBalance ?? Number.POSITIVE_INFINITY)) {
        if (asked === 'pause') return sink.ok();
        return this.refuse(user, avatar, model, language, 'balance', sink, null, pair);
      }
    } else if (ctx.closedUntil && ctx.closedUntil.getTime() > nowMs) {
      if (asked === 'pause') return sink.ok();
      return this.refuse(
        user,
        avatar,
        model,
        language,
        ctx.closedReason === 'abuse' ? 'abuse' : 'tired',
        sink,
        null,
        pair,
      );
    }
    // "Can you draw me a …?" asks for a picture as the image button's `#gi:` does.
    const drawRequest = asked === 'message' ? await this.pictureAsked(text, language, model, signal) : null;
    const kind: Kind = drawRequest !== null ? 'image' : asked;
    if (kind === 'image')
      await this.d.safety.checkPicture(
        drawRequest ?? text.slice(IMAGE_COMMAND.length).trim(),
        language,
        this.d.understanding.moderation(model),
        signal,
      );
    const known: MemoryFact[] = ctx.memories.map((m) => ({
      ...m,
      text: '',
      language: toLanguageCode(m.language),
      updatedAtMs: m.updatedAt.getTime(),
    }));
    if (pauseFacts) {
      const hasOpenTopic = known.some((m) => m.kind === 'plan' || m.kind === 'event');
      if (!shouldSpeakUp(advance(pair.avatarState, nowMs), { ...pauseFacts, hasOpenTopic })) return sink.ok();
    }
    const retry = req.retryOf
      ? (ctx.history.find((m) => m.id === req.retryOf && m.sender === 'user' && m.status === 'unanswered') ??
        (await store.unanswered(user.id, avatar.id, req.retryOf)))
      : undefined;
    if (req.retryOf && !retry)
      throw new AppError('VALIDATION', 'There is no unanswered message with this id', {
        reason: 'NOTHING_TO_RETRY',
        field: 'retryOf',
      });

    // How the message is received. A configured model with structured output appraises it as part
    // of its answer (applied after the reply); otherwise the appraisal comes first.
    const offline = isUserText(kind) ? appraiseMessage(text, language) : null;
    const structured = model.provider === 'openai' && config.CHAT_STRUCTURED_OUTPUT;
    let before: Appraisal | null = null;
    if (isUserText(kind) && !structured)
      before =
        model.provider === 'offline'
          ? offline
          : (await this.d.understanding.appraiser(model).appraise(text, language)).appraisal;

    // Abuse: this message's hostility and that of the user's recent messages (from the history read).
    let shutdown: ShutdownReason | null = null;
    const strike = hostility(before ?? offline);
    if (strike > 0) {
      const since = nowMs - ABUSE_WINDOW_MS;
      const earlier = ctx.history
        .filter((m) => m.sender === 'user' && m.createdAt.getTime() >= since)
        .reduce((n, m) => n + hostility(m.appraisal), 0);
      if (strike + earlier >= ABUSE_LIMIT) shutdown = 'abuse';
    }

    // The states now: the message applied, or only time passed (control messages, and a model that appraises later).
    const next = before
      ? applyChatMessage({ ...pair, text, language, nowMs, appraisal: before })
      : { avatarState: advance(pair.avatarState, nowMs), userState: advance(pair.userState, nowMs) };
    const saveStates = before !== null || ctx.pair === null;
    if (!shutdown && isExhausted(next.avatarState, nowMs) && !isUserText(kind)) {
      // Woken at night by a session start or a pause: it mumbles good night, free of charge, and sleeps on.
      await nhs.saveIfUnchanged(user.id, avatar.id, next, ctx.pair?.version ?? null);
      await nhs.close(db, user.id, avatar.id, {
        until: new Date(nextWakeMs(next.avatarState, nowMs)),
        reason: 'tired',
      });
      return this.refuse(user, avatar, model, language, 'tired', sink, null, next);
    }
    if (!shutdown && isExhausted(next.avatarState, nowMs)) shutdown = 'tired';

    const userMessageId = retry?.id ?? (isUserText(kind) ? randomUUID() : null);
    const learnt: MemoryCandidate[] = kind === 'message' ? memory.extract(text, language) : [];
    const imagePrompt = kind === 'image' ? (drawRequest ?? text.slice(IMAGE_COMMAND.length).trim()) : null;
    const persona: PersonaInput = {
      avatar,
      state: next.avatarState,
      appraisal: before ?? offline,
      language,
      userName: user.firstName || user.name,
      memories: recallMemories(known, text, language),
      history: ChatStore.turnsOf(ctx.history, config.CHAT_HISTORY_MESSAGES, userMessageId ?? undefined),
      message: kind === 'message' ? text : (imagePrompt ?? ''),
      kind: (shutdown ? 'shutdown' : kind) as ReplyKind,
      ...(imagePrompt !== null
        ? { image: { prompt: imagePrompt, offline: this.d.images.generator.kind === 'offline' } }
        : {}),
      news: newsForAvatar(avatar, this.d.news.recent(), nowMs, {
        limit: 3,
        maxAgeMs: this.d.news.maxAgeMs,
        // The user's remembered likes and hobbies pick headlines too (issue 23): a fan hears of their team.
        userInterests: known.filter((m) => m.kind === 'like').map((m) => m.value),
        // Headlines in the reply's language first (the default feeds come in all 8).
        language,
      }),
      isFirstSession: ctx.history.length === 0,
      ...(shutdown ? { shutdownReason: shutdown } : {}),
      nowMs,
      seed: randomInt(2 ** 31),
    };
    const messages = buildChatPrompt(persona, { structured });

    // Hold the worst case; with too little left, the last cents buy a shorter reply.
    const promptWorst = Math.ceil(estimatePromptTokens(messages) * PROMPT_MARGIN) + 32;
    // A picture costs its own price on top of the words that present it.
    const imagePrice = imagePrompt !== null ? this.d.images.price : 0;
    const wanted = microUsd(imagePrice + tokenCost(model.prices, promptWorst, config.CHAT_MAX_TOKENS));
    const minimum = microUsd(imagePrice + tokenCost(model.prices, promptWorst, MIN_REPLY_TOKENS));
    const began = await beginTurn(db, {
      userId: user.id,
      avatarId: avatar.id,
      now: this.d.now(),
      wanted,
      minimum,
      ...(isUserText(kind) && !retry
        ? { message: { id: userMessageId!, text, language, appraisal: before ?? offline } }
        : {}),
      ...(saveStates ? { states: { ...next, version: ctx.pair?.version ?? null } } : {}),
    });
    // Someone else moved the states since they were read: apply this message again under the row lock.
    if (saveStates && !began.statesSaved) {
      pair = before
        ? await nhs.applyMessage(user.id, avatar, text, language, before)
        : await nhs.get(user.id, avatar).then((p) => ({
            avatarState: advance(p.avatarState, nowMs),
            userState: advance(p.userState, nowMs),
          }));
    } else pair = next;
    const version =
      saveStates && began.statesSaved ? (ctx.pair?.version ?? 0) + 1 : (ctx.pair?.version ?? null);
    if (isUserText(kind)) await pause.noteUser(user.id, avatar.id);
    const hold = began.hold ? { ...began.hold, userId: user.id } : null;
    if (!hold) {
      if (retry) await store.setStatus(retry.id, 'unanswered');
      await this.closeForBalance(user.id, avatar.id, nowMs, user.balanceMicroUsd - user.reservedMicroUsd);
      return this.refuse(user, avatar, model, language, 'balance', sink, userMessageId, pair);
    }
    const affordable =
      model.prices.output > 0
        ? Math.floor((hold.amount - imagePrice - model.prices.input * promptWorst) / model.prices.output)
        : config.CHAT_MAX_TOKENS;

    // The AI disclosure: at a session's start and after every 3 hours of chat (docs/safety.md).
    if (kind === 'sessionStart' || aiDisclosureDue(ctx.lastDisclosureAt?.getTime() ?? null, nowMs))
      await this.crisis.disclose(user.id, avatar.id, language, sink);

    // The picture first: the words that follow present it.
    let image: string | null = null;
    if (imagePrompt !== null) {
      try {
        const drawn = await this.d.images.generator.generate(imagePrompt, { signal });
        const marked = markAiGenerated(drawn.data, { model: drawn.model, createdAt: this.d.now() });
        image = await this.d.images.store.save(user.id, avatar.id, marked);
      } catch (err) {
        await this.d.billing.release(hold);
        if (userMessageId) await store.setStatus(userMessageId, 'unanswered');
        if (signal.aborted) return;
        this.d.log.warn({ err, generator: this.d.images.generator.kind }, 'image generation failed');
        return sink.error({ code: 'IMAGE_FAILED', message: 'The picture could not be made.', userMessageId });
      }
    }
    const maxTokens = Math.max(MIN_REPLY_TOKENS, Math.min(config.CHAT_MAX_TOKENS, affordable));

    let generated = '';
    // What the model writes is shown sentence by sentence once checked (docs/safety.md).
    const screen = this.d.safety.screen(language);
    let usage: { promptTokens: number; completionTokens: number } | null = null;
    let modelAppraisal: Appraisal | null = null;
    try {
      for await (const ev of this.d.adapters[model.provider].stream({
        entry: model,
        messages,
        maxTokens,
        persona,
        signal,
      })) {
        if (ev.type === 'delta') {
          generated += ev.text;
          const shown = screen.push(ev.text);
          if (shown) sink.delta(shown);
        } else if (ev.type === 'appraisal') modelAppraisal = ev.appraisal;
        else usage = { promptTokens: ev.promptTokens, completionTokens: ev.completionTokens };
      }
    } catch (err) {
      // The client left (or the server is stopping) mid-reply: charge what was generated, below.
      const cutOff = signal.aborted && generated.trim() !== '';
      if (!cutOff) {
        await this.d.billing.release(hold);
        if (userMessageId) await store.setStatus(userMessageId, 'unanswered');
        if (signal.aborted) return;
        // Our own failure (not the model's) is the route's to report as INTERNAL.
        if (!(err instanceof ModelError)) throw err;
        this.d.log.warn({ err: err.cause ?? err, model: model.name }, 'chat model failed');
        return sink.error({ code: err.code, message: err.message, userMessageId });
      }
    }

    const rest = screen.finish();
    if (rest === null) {
      // A reply that encourages self-harm is never shown: the referral replaces it, and nothing is charged.
      await this.d.billing.release(hold);
      this.d.log.warn(
        { model: model.name },
        'a model reply that encouraged self-harm was replaced by the referral',
      );
      if (signal.aborted) return;
      return this.crisis.refer(
        { user, avatar, model, language, sink, country: context.country, pairRow: ctx.pair },
        { finding: { kind: 'harmful_reply', source: 'reply' }, answered: userMessageId },
      );
    }
    if (rest && !signal.aborted) sink.delta(rest);
    const partial = usage === null;
    const promptTokens = usage?.promptTokens ?? estimatePromptTokens(messages);
    const completionTokens = usage?.completionTokens ?? estimateTokens(generated);
    const messageId = randomUUID();
    // A model's own appraisal moves the states now, saved with the charge when nobody wrote them meanwhile.
    const after = structured && isUserText(kind) ? (modelAppraisal ?? offline) : null;
    const moved = after
      ? applyChatMessage({ ...pair, text, language, nowMs: this.d.now().getTime(), appraisal: after })
      : null;
    const settled = await settleTurn(db, {
      userId: user.id,
      avatarId: avatar.id,
      holdId: hold.id,
      cost: microUsd(imagePrice + tokenCost(model.prices, promptTokens, completionTokens)),
      now: this.d.now(),
      reply: {
        id: messageId,
        kind: shutdown ? 'shutdown' : kind,
        text: generated.trim(),
        language,
        status: partial ? 'partial' : 'ok',
        model: model.name,
        promptTokens,
        completionTokens,
        replyTo: userMessageId,
        image,
      },
      ...(moved && version !== null ? { states: { ...moved, version } } : {}),
    });
    // What else this exchange changed, each a statement of its own when it happens.
    if (retry) await store.setStatus(retry.id, 'ok');
    if (moved)
      pair = settled.statesSaved ? moved : await nhs.applyMessage(user.id, avatar, text, language, after!);
    if (learnt.length > 0)
      await db.transaction((tx) => memory.remember(tx, user.id, avatar.id, learnt, language, userMessageId));
    if (shutdown === 'tired')
      await nhs.close(db, user.id, avatar.id, {
        until: new Date(nextWakeMs(pair.avatarState, nowMs)),
        reason: 'tired',
      });
    if (shutdown === 'abuse')
      await nhs.close(db, user.id, avatar.id, { until: new Date(nowMs + ABUSE_PAUSE_MS), reason: 'abuse' });
    await pause.noteAvatar(user.id, avatar.id, pauseFacts !== null);
    if (!shutdown && settled.spendable < minimum) {
      shutdown = 'balance';
      await this.closeForBalance(user.id, avatar.id, nowMs, settled.spendable);
    }
    if (kind === 'message' && userMessageId && !partial && model.provider === 'openai')
      this.d.learnInBackground?.({
        userId: user.id,
        avatarId: avatar.id,
        messageId: userMessageId,
        text,
        language,
        model,
      });
    if (signal.aborted) return;
    sink.meta({
      messageId,
      userMessageId,
      image,
      language,
      model: model.name,
      tokens: {
        used: promptTokens + completionTokens,
        total: settled.tokensTotal,
        balance: microToUsd(settled.balance),
      },
      costUsd: microToUsd(settled.charged),
      lowBalanceUsd: microToUsd(this.lowBalance(model, wanted)),
      nhs: nhs.text(pair, avatar),
      shutdown,
      expression: portraitExpression(advance(pair.avatarState, this.d.now().getTime())),
    });
  }

  /**
   * The picture a chat message asks for, or null. A connected model reads a message that mentions
   * pictures or drawing at all (its reading decides both ways); the offline rules decide without
   * one, or when the model gives no reading.
   */
  private async pictureAsked(
    text: string,
    language: LanguageCode,
    model: ModelEntry,
    signal: AbortSignal,
  ): Promise<string | null> {
    if (model.provider === 'openai' && pictureCue(text)) {
      const reading = await this.d.understanding.readPicture(text, model, signal);
      if (reading) return reading.picture ? reading.prompt : null;
    }
    return pictureRequest(text, language);
  }

  /** The balance below which the client warns: about ten worst-case messages, at least 0.50 USD. */
  private lowBalance(_model: ModelEntry, worstCase: MicroUsd): MicroUsd {
    return microUsd(Math.max(LOW_BALANCE_FLOOR, worstCase * LOW_BALANCE_MESSAGES));
  }

  /**
   * Every balance shutdown — after a reply, or a message the hold check refused — closes the
   * session until the spendable balance grows past `spendable` (a top-up): the next message's
   * prompt may be shorter than the one that ended it and would otherwise buy another reply.
   */
  private closeForBalance(userId: string, avatarId: string, nowMs: number, spendable: number): Promise<void> {
    return this.d.nhs.close(this.d.db, userId, avatarId, {
      until: new Date(nowMs + BALANCE_CLOSURE_MS),
      reason: 'balance',
      balanceMicroUsd: spendable,
    });
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
  private async refuse(
    user: UserRow,
    avatar: Avatar,
    model: ModelEntry,
    language: LanguageCode,
    reason: ShutdownReason,
    sink: ReplySink,
    userMessageId: string | null,
    pair: NhsPair,
  ): Promise<void> {
    const nowMs = this.d.now().getTime();
    const state = advance(pair.avatarState, nowMs);
    const text = composeOfflineReply({
      avatar,
      state,
      appraisal: null,
      language,
      userName: user.firstName || user.name,
      memories: [],
      history: [],
      message: '',
      kind: 'shutdown',
      shutdownReason: reason,
      isFirstSession: false,
      nowMs,
      seed: nowMs % 2 ** 31,
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
      expression: portraitExpression(state),
    });
  }

  /** Holds that outlived their expiry (a crash mid-reply) are given back. */
  sweep(): Promise<number> {
    return this.d.billing.sweepExpired();
  }
}
