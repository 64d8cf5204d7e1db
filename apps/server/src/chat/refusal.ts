/**
 * Goodbyes without a model call and without a charge (docs/chat.md): the avatar is closed for
 * this user (asleep, or after abuse), or the balance cannot pay for a reply. Also the balance
 * closure and the low-balance mark of the readout.
 */
import {
  advance,
  composeOfflineReply,
  portraitExpression,
  type ShutdownReason,
  type TurnDecision,
} from '@avatara/companion';
import { microToUsd, microUsd, tokenCost, type MicroUsd } from '../money';
import type { NhsPair } from '../avatars/nhs';
import type { ChatDeps } from './deps';
import type { ReplySink } from './sink';
import type { OpenTurn } from './turn-read';
import type { ModelEntry } from './models/types';

/** How long a balance shutdown stays in force without a top-up (then the hold check alone decides). */
const BALANCE_CLOSURE_MS = 30 * 86_400_000;
/** A balance below this many worst-case messages is announced as low. */
const LOW_BALANCE_MESSAGES = 10;
const LOW_BALANCE_FLOOR = 500_000 as MicroUsd;

/** The balance below which the client warns: about ten worst-case messages, at least 0.50 USD. */
export function lowBalance(worstCase: MicroUsd): MicroUsd {
  return microUsd(Math.max(LOW_BALANCE_FLOOR, worstCase * LOW_BALANCE_MESSAGES));
}

export class Refusals {
  constructor(private readonly d: ChatDeps) {}

  /** The worst case of a typical message with this model (for the readout's low-balance mark). */
  lowBalanceFor(model: ModelEntry): MicroUsd {
    return lowBalance(tokenCost(model.prices, 1500, this.d.config.CHAT_MAX_TOKENS));
  }

  /**
   * Every balance shutdown — after a reply, or a message the hold check refused — closes the
   * session until the spendable balance grows past `spendable` (a top-up): the next message's
   * prompt may be shorter than the one that ended it and would otherwise buy another reply.
   */
  closeForBalance(userId: string, avatarId: string, nowMs: number, spendable: number): Promise<void> {
    return this.d.nhs.close(this.d.db, userId, avatarId, {
      until: new Date(nowMs + BALANCE_CLOSURE_MS),
      reason: 'balance',
      balanceMicroUsd: spendable,
    });
  }

  /** A turn without a reply: silence, or a goodbye without a charge (woken at night: saved and closed until it wakes). */
  async withoutReply(
    t: OpenTurn,
    decision: Exclude<TurnDecision, { act: 'reply' }>,
    sink: ReplySink,
  ): Promise<void> {
    if (decision.act === 'silent') return sink.ok();
    if (decision.sleep) {
      const { nhs, db } = this.d;
      await nhs.saveIfUnchanged(t.user.id, t.avatar.id, decision.sleep.states, t.read.pair?.version ?? null);
      await nhs.close(db, t.user.id, t.avatar.id, {
        until: new Date(decision.sleep.untilMs),
        reason: 'tired',
      });
    }
    return this.refuse(t, decision.reason, sink, null, decision.states);
  }

  /** The goodbye of `reason`, in the user's language, from the offline engine; nothing is charged. */
  async refuse(
    t: Pick<OpenTurn, 'user' | 'avatar' | 'model' | 'language'>,
    reason: ShutdownReason,
    sink: ReplySink,
    userMessageId: string | null,
    pair: NhsPair,
  ): Promise<void> {
    const { user, avatar, model, language } = t;
    const nowMs = this.d.now().getTime();
    const state = advance(pair.avatarState, nowMs);
    const text = composeOfflineReply({
      avatar,
      state,
      appraisal: null,
      language,
      userName: user.firstName || user.name,
      ...(user.gender ? { userGender: user.gender } : {}),
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
}
