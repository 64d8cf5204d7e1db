import { z } from 'zod';
import { ZStrategyName } from './trading';

/*
 * Request schemas of the trading dashboard's calls (trading-dashboard.md §7). Answers are the
 * engine's reports (`@avatara/trading` walletSummary, marketDecision); docs/trading-service.md.
 */

/** A trading account id in a path: 'defaultUser', 'system' or an operator's own id. */
export const ZTradingUserId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.@-]+$/, 'letters, digits, _ . @ -');

export const ZTradingUserParams = z.object({ userId: ZTradingUserId });
export type TTradingUserParams = z.infer<typeof ZTradingUserParams>;

/** An unknown strategy name is a 404 (no such deal), not a 400. */
export const ZDealParams = z.object({ userId: ZTradingUserId, strategy: z.string().trim().min(1).max(64) });

/** `?ts=` cache busters and the optional `userId` the panel may pass. */
export const ZWalletQuery = z.object({ ts: z.string().optional(), userId: ZTradingUserId.optional() });
export const ZAllocationsQuery = z.object({
  mid: z.coerce.number().optional(),
  ts: z.string().optional(),
  userId: ZTradingUserId.optional(),
});

/** POST /allocations/deposit (§7): the amount is fixed at 10,000 USD by the panel. */
export const ZDepositRequest = z.object({
  userId: ZTradingUserId.default('defaultUser'),
  amountUsd: z.number().finite().positive().max(1e9),
  /** The panel's mid price; the server books at its own current price (docs/trading-service.md). */
  mid: z.number().finite().optional(),
});
export type TDepositRequest = z.infer<typeof ZDepositRequest>;

/** POST /allocations/write (§7): quotas are fractions 0–1. */
export const ZAllocationsWrite = z.object({
  userId: ZTradingUserId.default('defaultUser'),
  quota: z.number().finite().min(0).max(1),
  strategies: z.array(z.object({ strategy: ZStrategyName, quota: z.number().finite().min(0).max(1) })).max(7),
});
export type TAllocationsWrite = z.infer<typeof ZAllocationsWrite>;

/** PUT /trading/{userId}/toggles (§7). */
export const ZTogglesRequest = z.object({
  tradingOn: z.union([z.literal(0), z.literal(1)]),
  enabled: z.partialRecord(ZStrategyName, z.boolean()).default({}),
});
export type TTogglesRequest = z.infer<typeof ZTogglesRequest>;

/** POST /deals/{userId}/{strategy}/liquidate (§7). */
export const ZLiquidateRequest = z.object({ percent: z.number().finite().gt(0).max(100).default(100) });

/** GET /trading/{userId}/trades: every trade, paged back from `before` (the engine's full history). */
export const ZTradesQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

/** The allocations answer of §3, with the overall quota in its three variants. */
export interface TAllocations {
  userId: string;
  strategies: { strategy: z.infer<typeof ZStrategyName>; quota: number }[];
  quota: number;
  portfolioQuotaPct: number;
  portfolioQuotaPct100: number;
  mid: number;
}
