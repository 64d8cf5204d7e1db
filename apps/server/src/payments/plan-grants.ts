import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { PlanTexts } from './plan-texts';

/** Adds a plan to the account (idempotent). Call inside the payment transaction. */
export async function addPlan(tx: Database, userId: string, plan: string): Promise<void> {
  await tx
    .update(users)
    .set({
      plans: sql`case when ${users.plans} @> ${JSON.stringify([plan])}::jsonb then ${users.plans} else ${users.plans} || ${JSON.stringify([plan])}::jsonb end`,
    })
    .where(eq(users.id, userId));
}

/** A feature a plan card lists (its words in every language: plan-texts.ts). */
export type PlanFeature = keyof PlanTexts['feature'];

/**
 * What holding a plan gives, beyond the words on its card (docs/plans.md "What a plan grants").
 * Every feature maps to one grant (`FEATURE_GRANTS`), and `plan-grants.service.test.ts` exercises
 * every grant for every plan that lists it: a new feature without a grant does not compile, a new
 * grant without an exercise fails that test.
 */
export const PlanGrant = {
  /** The balance receives the plan's credit (a top-up, or the once-per-account welcome credit). */
  CREDIT: 'credit',
  /** All 12 avatars are listed and answer. */
  AVATARS: 'avatars',
  /** Chat turns are answered, and replies can be spoken. */
  CHAT: 'chat',
  /** An avatar asked for news tells the latest headlines that fit it. */
  NEWS: 'news',
  /** Speech output (`POST /azureSpeech`); recognition runs in the browser or on `/transcribe`. */
  SPEECH: 'speech',
  /** What the user tells an avatar is remembered (`GET /memories`). */
  LEARNING: 'learning',
  /** Pictures on request in the chat. */
  IMAGES: 'images',
  /** An own paper-trading account and the dashboard over it (docs/trading-service.md "Own accounts"). */
  TRADING: 'trading',
  /** Stripe mails a receipt for the top-up (the checkout's `receipt_email`). */
  RECEIPT: 'receipt',
} as const;
export type TPlanGrant = (typeof PlanGrant)[keyof typeof PlanGrant];

/** The grant behind each feature a card lists. */
export const FEATURE_GRANTS: Readonly<Record<PlanFeature, TPlanGrant>> = {
  starterCredit: PlanGrant.CREDIT,
  balance: PlanGrant.CREDIT,
  balanceFor: PlanGrant.CREDIT,
  allAvatars: PlanGrant.AVATARS,
  textVoice: PlanGrant.CHAT,
  news: PlanGrant.NEWS,
  speech: PlanGrant.SPEECH,
  learning: PlanGrant.LEARNING,
  images: PlanGrant.IMAGES,
  trading: PlanGrant.TRADING,
  receipt: PlanGrant.RECEIPT,
};
