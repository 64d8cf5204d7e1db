/**
 * The turns a companion's duties answer (docs/safety.md): the crisis referral in place of the
 * avatar's reply, never billed and counted; and the AI disclosure before a reply, at a session's
 * start and every 3 hours. Both are stored with the history as `system` messages.
 */
import { randomUUID } from 'node:crypto';
import {
  advance,
  AI_DISCLOSURE,
  portraitExpression,
  type Avatar,
  type LanguageCode,
} from '@avatara/companion';
import { and, eq } from 'drizzle-orm';
import { chatMessages } from '../db/schema';
import { microToUsd, type MicroUsd } from '../money';
import type { ModelEntry } from './models/types';
import { countReferral, type CrisisFinding } from './safety';
import type { Database } from '../db/client';
import type { NhsService } from '../avatars/nhs';
import type { ChatBilling } from './billing';
import type { CrisisGuard } from './safety';
import type { ReplySink } from './sink';
import type { TurnMessage, TurnRead } from './turn-sql';
import type { UserRow } from '../sessions/service';

/** Who and where a referral answers. */
export interface ReferralTurn {
  user: UserRow;
  avatar: Avatar;
  model: ModelEntry;
  language: LanguageCode;
  sink: ReplySink;
  country: string | null;
  pairRow: TurnRead['pair'];
}

export class CrisisTurns {
  constructor(
    private readonly d: {
      db: Database;
      now: () => Date;
      safety: CrisisGuard;
      billing: ChatBilling;
      nhs: NhsService;
    },
    private readonly lowBalanceFor: (model: ModelEntry) => MicroUsd,
  ) {}

  /**
   * Answers with the referral: stores the user's message (unless the model's reply to it was the
   * danger, `answered`) and the referral, counts it, and shows it. The model is not asked.
   */
  async refer(
    t: ReferralTurn,
    what: { finding: CrisisFinding; text?: string; retryOf?: TurnMessage; answered?: string | null },
  ): Promise<void> {
    const { db, now, nhs } = this.d;
    const at = now();
    const referral = this.d.safety.referral(t.language, t.country);
    const noticeId = randomUUID();
    const retry = what.retryOf?.sender === 'user' ? what.retryOf : undefined;
    let userMessageId = what.answered ?? retry?.id ?? null;
    await db.transaction(async (tx) => {
      if (retry)
        await tx
          .update(chatMessages)
          .set({ status: 'ok' })
          .where(and(eq(chatMessages.id, retry.id), eq(chatMessages.userId, t.user.id)));
      else if (what.text !== undefined && !what.answered) {
        userMessageId = randomUUID();
        await tx.insert(chatMessages).values({
          id: userMessageId,
          userId: t.user.id,
          avatarId: t.avatar.id,
          sender: 'user',
          text: what.text,
          language: t.language,
          createdAt: at,
        });
      }
      await tx.insert(chatMessages).values({
        id: noticeId,
        userId: t.user.id,
        avatarId: t.avatar.id,
        sender: 'system',
        kind: 'crisis',
        text: referral.notice.text,
        language: t.language,
        replyTo: userMessageId,
        createdAt: at,
      });
      await countReferral(tx, { language: t.language, country: referral.country, finding: what.finding, at });
    });
    t.sink.notice({ ...referral.notice, id: noticeId });
    const nowMs = now().getTime();
    const pair = nhs.fromRow(t.user.id, t.avatar, t.pairRow);
    const states = {
      avatarState: advance(pair.avatarState, nowMs),
      userState: advance(pair.userState, nowMs),
    };
    const account = await this.d.billing.account(t.user.id);
    t.sink.meta({
      messageId: noticeId,
      userMessageId,
      image: null,
      language: t.language,
      model: t.model.name,
      tokens: { used: 0, total: account.tokensTotal, balance: microToUsd(account.balance) },
      costUsd: 0,
      lowBalanceUsd: microToUsd(this.lowBalanceFor(t.model)),
      nhs: nhs.text(states, t.avatar),
      shutdown: null,
      expression: portraitExpression(states.avatarState),
      safety: 'crisis',
    });
  }

  /** Stores and shows the AI disclosure in `language`. */
  async disclose(userId: string, avatarId: string, language: LanguageCode, sink: ReplySink): Promise<void> {
    const id = randomUUID();
    const text = AI_DISCLOSURE[language];
    await this.d.db.insert(chatMessages).values({
      id,
      userId,
      avatarId,
      sender: 'system',
      kind: 'disclosure',
      text,
      language,
      createdAt: this.d.now(),
    });
    sink.notice({ kind: 'disclosure', id, text });
  }
}
