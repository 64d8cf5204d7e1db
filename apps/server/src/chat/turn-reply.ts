/**
 * The writing half of a chat turn (docs/chat.md "A turn"), after `decideTurn` said to reply:
 * one write before the model (`beginTurn`: the user message, the new states, the hold of the
 * worst-case cost), the picture, the model's reply streamed through the safety screen, and one
 * write after it (`settleTurn`: charge, release, ledger, reply). Facts learnt, a closure or a
 * later appraisal add a statement each.
 */
import { randomInt, randomUUID } from 'node:crypto';
import {
  advance,
  aiDisclosureDue,
  applyChatMessage,
  buildChatPrompt,
  closureAfter,
  estimatePromptTokens,
  estimateTokens,
  newsForAvatar,
  portraitExpression,
  recallMemories,
  type Appraisal,
  type PersonaInput,
  type PromptMessage,
  type ReplyKind,
  type TurnDecision,
} from '@avatara/companion';
import { markAiGenerated } from '../media/ai-mark';
import { microToUsd, microUsd, tokenCost } from '../money';
import type { NhsPair } from '../avatars/nhs';
import type { CrisisTurns } from './crisis-turns';
import { ModelError } from './models/types';
import { lowBalance, type Refusals } from './refusal';
import type { ChatDeps } from './deps';
import type { ReplySink, TurnContext } from './sink';
import { ChatStore } from './store';
import { isUserText, type OpenTurn, type Understood } from './turn-read';
import { beginTurn, settleTurn } from './turn-sql';

/** The fewest reply tokens worth starting a model call for. */
export const MIN_REPLY_TOKENS = 24;
/** The prompt estimate is raised by this factor (and 32 tokens) for the worst case held. */
const PROMPT_MARGIN = 1.25;

type Reply = Extract<TurnDecision, { act: 'reply' }>;

/** What the model wrote, and what it cost in tokens. */
interface Generated {
  text: string;
  usage: { promptTokens: number; completionTokens: number } | null;
  appraisal: Appraisal | null;
}

export class TurnReplies {
  constructor(
    private readonly d: ChatDeps,
    private readonly crisis: CrisisTurns,
    private readonly refusals: Refusals,
  ) {}

  /** What the model (or the offline engine) is given: the persona, its states, memories, history, news. */
  private persona(t: OpenTurn, u: Understood, r: Reply, userMessageId: string | null): PersonaInput {
    const { user, avatar, language, text, nowMs, known } = t;
    const { config } = this.d;
    return {
      avatar,
      state: r.states.avatarState,
      appraisal: u.message.appraisal ?? u.message.provisional ?? null,
      language,
      userName: user.firstName || user.name,
      ...(user.gender ? { userGender: user.gender } : {}),
      memories: recallMemories(known, text, language),
      history: ChatStore.turnsOf(t.read.history, config.CHAT_HISTORY_MESSAGES, userMessageId ?? undefined),
      message: r.kind === 'message' ? text : (u.imagePrompt ?? ''),
      ...(u.reading ? { reading: u.reading } : {}),
      kind: (r.shutdown ? 'shutdown' : r.kind) as ReplyKind,
      ...(u.imagePrompt !== null
        ? { image: { prompt: u.imagePrompt, offline: this.d.images.generator.kind === 'offline' } }
        : {}),
      news: newsForAvatar(avatar, this.d.news.recent(), nowMs, {
        limit: 3,
        maxAgeMs: this.d.news.maxAgeMs,
        // The user's remembered likes and hobbies pick headlines too (issue 23): a fan hears of their team.
        userInterests: known.filter((m) => m.kind === 'like').map((m) => m.value),
        // Headlines in the reply's language first (the default feeds come in all 8).
        language,
      }),
      isFirstSession: t.read.history.length === 0,
      ...(r.shutdown ? { shutdownReason: r.shutdown } : {}),
      nowMs,
      seed: randomInt(2 ** 31),
    };
  }

  /** Replies as decided; a refused hold ends the session for the balance. */
  async reply(
    t: OpenTurn,
    u: Understood,
    r: Reply,
    sink: ReplySink,
    signal: AbortSignal,
    context: TurnContext,
  ): Promise<void> {
    const { config, db, nhs, pause, store } = this.d;
    const { user, avatar, model, language, text, nowMs } = t;
    const userMessageId = u.retry?.id ?? (isUserText(r.kind) ? randomUUID() : null);
    const persona = this.persona(t, u, r, userMessageId);
    const messages = buildChatPrompt(persona, { structured: u.structured });

    // Hold the worst case; with too little left, the last cents buy a shorter reply.
    const promptWorst = Math.ceil(estimatePromptTokens(messages) * PROMPT_MARGIN) + 32;
    // A picture costs its own price on top of the words that present it.
    const imagePrice = u.imagePrompt !== null ? this.d.images.price : 0;
    const wanted = microUsd(imagePrice + tokenCost(model.prices, promptWorst, config.CHAT_MAX_TOKENS));
    const minimum = microUsd(imagePrice + tokenCost(model.prices, promptWorst, MIN_REPLY_TOKENS));
    const version0 = t.read.pair?.version ?? null;
    const began = await this.d.telemetry.traced('chat.db.begin', beginTurn)(db, {
      userId: user.id,
      avatarId: avatar.id,
      now: this.d.now(),
      wanted,
      minimum,
      ...(isUserText(r.kind) && !u.retry
        ? { message: { id: userMessageId!, text, language, appraisal: persona.appraisal } }
        : {}),
      ...(r.save ? { states: { ...r.states, version: version0 } } : {}),
    });
    // Someone else moved the states since they were read: apply this message again under the row lock.
    let pair: NhsPair = r.states;
    if (r.save && !began.statesSaved)
      pair = u.message.appraisal
        ? await nhs.applyMessage(user.id, avatar, text, language, u.message.appraisal)
        : await nhs.get(user.id, avatar).then((p) => ({
            avatarState: advance(p.avatarState, nowMs),
            userState: advance(p.userState, nowMs),
          }));
    const version = r.save && began.statesSaved ? (version0 ?? 0) + 1 : version0;
    if (isUserText(r.kind)) await pause.noteUser(user.id, avatar.id);
    const hold = began.hold ? { ...began.hold, userId: user.id } : null;
    if (!hold) {
      if (u.retry) await store.setStatus(u.retry.id, 'unanswered');
      // The balance could pay, but replies still being written hold it: one moment, not goodbye.
      const account = await this.d.billing.account(user.id);
      if (account.balance >= minimum)
        return sink.error({
          code: 'STILL_ANSWERING',
          message: 'One moment, your last message is still being answered.',
          userMessageId,
        });
      await this.refusals.closeForBalance(
        user.id,
        avatar.id,
        nowMs,
        user.balanceMicroUsd - user.reservedMicroUsd,
      );
      return this.refusals.refuse(t, 'balance', sink, userMessageId, pair);
    }
    const affordable =
      model.prices.output > 0
        ? Math.floor((hold.amount - imagePrice - model.prices.input * promptWorst) / model.prices.output)
        : config.CHAT_MAX_TOKENS;
    const release = async () => {
      await this.d.billing.release(hold);
      if (userMessageId) await store.setStatus(userMessageId, 'unanswered');
    };

    // The AI disclosure: at a session's start and after every 3 hours of chat (docs/safety.md).
    if (r.kind === 'sessionStart' || aiDisclosureDue(t.read.lastDisclosureAt?.getTime() ?? null, nowMs))
      await this.crisis.disclose(user.id, avatar.id, language, sink);

    // The picture first: the words that follow present it.
    let image: string | null = null;
    if (u.imagePrompt !== null) {
      try {
        const drawn = await this.d.images.generator.generate(u.imagePrompt, { signal, language });
        const marked = markAiGenerated(drawn.data, { model: drawn.model, createdAt: this.d.now() });
        image = await this.d.images.store.save(user.id, avatar.id, marked);
      } catch (err) {
        await release();
        if (signal.aborted) return;
        this.d.log.warn({ err, generator: this.d.images.generator.kind }, 'image generation failed');
        return sink.error({ code: 'IMAGE_FAILED', message: 'The picture could not be made.', userMessageId });
      }
    }
    const maxTokens = Math.max(MIN_REPLY_TOKENS, Math.min(config.CHAT_MAX_TOKENS, affordable));
    const gen = await this.generate(t, persona, messages, maxTokens, sink, signal, release, userMessageId);
    if (gen === 'done') return;
    if (gen === 'harmful') {
      // A reply that encourages self-harm is never shown: the referral replaces it, and nothing is charged.
      await this.d.billing.release(hold);
      this.d.log.warn(
        { model: model.name },
        'a model reply that encouraged self-harm was replaced by the referral',
      );
      if (signal.aborted) return;
      return this.crisis.refer(
        { user, avatar, model, language, sink, country: context.country, pairRow: t.read.pair },
        { finding: { kind: 'harmful_reply', source: 'reply' }, answered: userMessageId },
      );
    }

    const partial = gen.usage === null;
    const promptTokens = gen.usage?.promptTokens ?? estimatePromptTokens(messages);
    const completionTokens = gen.usage?.completionTokens ?? estimateTokens(gen.text);
    const messageId = randomUUID();
    // A model's own appraisal moves the states now, saved with the charge when nobody wrote them meanwhile.
    const after =
      u.structured && isUserText(r.kind) ? (gen.appraisal ?? u.message.provisional ?? null) : null;
    const moved = after
      ? applyChatMessage({ ...pair, text, language, nowMs: this.d.now().getTime(), appraisal: after })
      : null;
    const settled = await this.d.telemetry.traced('chat.db.settle', settleTurn)(db, {
      userId: user.id,
      avatarId: avatar.id,
      holdId: hold.id,
      cost: microUsd(imagePrice + tokenCost(model.prices, promptTokens, completionTokens)),
      now: this.d.now(),
      reply: {
        id: messageId,
        kind: r.shutdown ? 'shutdown' : r.kind,
        text: gen.text.trim(),
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
    if (u.retry) await store.setStatus(u.retry.id, 'ok');
    if (moved)
      pair = settled.statesSaved ? moved : await nhs.applyMessage(user.id, avatar, text, language, after!);
    if (u.facts.length > 0)
      await this.d.telemetry.step('chat.db.memory', () =>
        db.transaction((tx) =>
          this.d.memory.remember(tx, user.id, avatar.id, u.facts, language, userMessageId),
        ),
      );
    let shutdown = r.shutdown;
    if (shutdown === 'tired' || shutdown === 'abuse') {
      const closure = closureAfter(shutdown, pair.avatarState, nowMs);
      await nhs.close(db, user.id, avatar.id, { until: new Date(closure.untilMs), reason: closure.reason });
    }
    await pause.noteAvatar(user.id, avatar.id, t.state.pause !== null);
    if (!shutdown && settled.spendable < minimum) {
      shutdown = 'balance';
      await this.refusals.closeForBalance(user.id, avatar.id, nowMs, settled.spendable);
    }
    if (r.kind === 'message' && userMessageId && !partial && model.provider === 'openai')
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
      lowBalanceUsd: microToUsd(lowBalance(wanted)),
      nhs: nhs.text(pair, avatar),
      shutdown,
      expression: portraitExpression(advance(pair.avatarState, this.d.now().getTime())),
    });
  }

  /**
   * Streams the model's reply, shown sentence by sentence once checked (docs/safety.md).
   * `done`: the turn is over (a model failure was reported, or the client left before a word);
   * `harmful`: the screen stopped a reply that encourages self-harm.
   */
  private async generate(
    t: OpenTurn,
    persona: PersonaInput,
    messages: PromptMessage[],
    maxTokens: number,
    sink: ReplySink,
    signal: AbortSignal,
    release: () => Promise<void>,
    userMessageId: string | null,
  ): Promise<Generated | 'done' | 'harmful'> {
    const { model, language } = t;
    const screen = this.d.safety.screen(language);
    const out: Generated = { text: '', usage: null, appraisal: null };
    try {
      for await (const ev of this.d.adapters[model.provider].stream({
        entry: model,
        messages,
        maxTokens,
        persona,
        signal,
      })) {
        if (ev.type === 'delta') {
          out.text += ev.text;
          const shown = screen.push(ev.text);
          if (shown) sink.delta(shown);
        } else if (ev.type === 'appraisal') out.appraisal = ev.appraisal;
        else out.usage = { promptTokens: ev.promptTokens, completionTokens: ev.completionTokens };
      }
    } catch (err) {
      // The client left (or the server is stopping) mid-reply: charge what was generated.
      if (!(signal.aborted && out.text.trim() !== '')) {
        await release();
        if (signal.aborted) return 'done';
        // Our own failure (not the model's) is the route's to report as INTERNAL.
        if (!(err instanceof ModelError)) throw err;
        this.d.log.warn({ err: err.cause ?? err, model: model.name }, 'chat model failed');
        sink.error({ code: err.code, message: err.message, userMessageId });
        return 'done';
      }
    }
    const rest = screen.finish();
    if (rest === null) return 'harmful';
    if (rest && !signal.aborted) sink.delta(rest);
    return out;
  }
}
