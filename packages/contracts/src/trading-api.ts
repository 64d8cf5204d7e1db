import { z } from 'zod';
import {
  lenientList,
  lenientObject,
  lenientObjectOrNull,
  oneOf,
  ZServerBoolean,
  ZServerFlag01,
  ZServerNumber,
  ZServerNumberOrAbsent,
  ZServerText,
  ZServerTextOrAbsent,
} from './lenient';
import { TRADE_SIGNALS, ZStrategyName } from './trading';

const ZNumberOrNull = z.number().finite().nullable().catch(null);

/*
 * Request and answer schemas of the trading dashboard's calls (trading-dashboard.md §3, §7). The
 * answers are the engine's reports (`@avatara/trading` walletSummary, marketDecision;
 * docs/trading-service.md), read tolerantly (§5, `./lenient.ts`): the panel shows zeros for a damaged
 * field instead of failing. Endpoints: `http/trading.ts`.
 */

/**
 * A trading account id: 'defaultUser', 'system', a Pro holder's own `user-<user id>`
 * (docs/trading-service.md "Own accounts"), or an id operators chose.
 */
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

// ---- answers (§3), read tolerantly

/** One strategy row of the summary (§3 decisionStrategy): `strategyName` or `strategy`. */
export const ZDecisionStrategy = lenientObject({
  strategyName: ZServerTextOrAbsent,
  strategy: ZServerTextOrAbsent,
  enabled: ZServerBoolean,
  /** Confidence 0–100. */
  prob: ZServerNumber,
  signal: oneOf(TRADE_SIGNALS, 'HOLD'),
  reason: ZServerText,
  realizedPnl: ZServerNumber,
  unrealizedPnl: ZServerNumber,
  /** Allocation quota of the strategy, fraction 0–1. */
  quota: ZServerNumber,
});

/**
 * One open deal (§3 openDeal). The transaction count comes from whichever of snaps, trades,
 * txCount, transactionsCount, transactions, numTrades or count is present: those fields are kept as
 * they came (the panel reads them in that order).
 */
export const ZOpenDeal = lenientObject({
  strategy: ZServerText,
  side: oneOf(['LONG', 'SHORT'], 'LONG'),
  /** BTC. */
  qty: ZServerNumber,
  market: z.union([z.string(), z.number()]).transform(String).catch('BTCUSDC'),
  /** USD per BTC. */
  avgEntry: ZServerNumber,
  unrealizedPnl: ZServerNumber,
  /** Percent of the deal's cost (1.5 = 1.5 %). */
  pnlPct: ZServerNumber,
});

/** One recent trade (§3 recentTrade): `action`, or `side` where a server sends that instead. */
export const ZRecentTrade = lenientObject({
  ts: ZServerNumber,
  strategy: ZServerText,
  action: ZServerTextOrAbsent,
  side: ZServerTextOrAbsent,
  qty: ZServerNumber,
  price: ZServerNumber,
  /** USD; 0 or missing: qty × price. */
  value: ZServerNumber,
});

/**
 * Why a strategy makes no trade now (issue 28 §5, `whyNoTrade` of `@avatara/trading`): `code` one of
 * WHY_NO_TRADE_CODES (kept as text: a newer server's code shows as it came), `untilMs` when it ends,
 * `value` now and `threshold` where the strategy acts, both measured as `metric` says.
 */
export const ZWhyNoTrade = lenientObject({
  strategy: ZServerText,
  code: ZServerText,
  untilMs: ZNumberOrNull,
  metric: z.string().nullable().catch(null),
  value: ZNumberOrNull,
  threshold: ZNumberOrNull,
});
export type TWhyNoTradeAnswer = z.output<typeof ZWhyNoTrade>;

/**
 * The live loop's bars (issue 28 §5): their length, the close time of the next one (ms), the length
 * the defaults were validated on (VALIDATED_BAR_MS) and whether the bars are shorter (demo bars).
 */
export const ZLiveBar = lenientObjectOrNull({
  barMs: ZServerNumber,
  nextCloseMs: ZServerNumber,
  validatedBarMs: ZServerNumber,
  fast: ZServerBoolean,
});

/** `GET /wallet/summary` (§3 "Wallet summary"); also the answer of a deposit and of the toggles. */
export const ZWalletSummary = lenientObject({
  mid: ZServerNumber,
  px: ZServerNumber,
  lastActualPrice: ZServerNumber,
  /** Account value, USD (`nav` its other name). */
  total: ZServerNumber,
  nav: ZServerNumber,
  usdc: ZServerNumber,
  btc: ZServerNumber,
  realizedPnl: ZServerNumber,
  unrealizedPnl: ZServerNumber,
  /** Absent: realized + unrealized. */
  totalPnl: ZServerNumberOrAbsent,
  tradingOn: ZServerFlag01,
  situation: ZServerText,
  userId: ZServerText,
  decisionStrategies: lenientList(ZDecisionStrategy),
  openDeals: lenientList(ZOpenDeal),
  recentTrades: lenientList(ZRecentTrade),
  /** Issue 28 §5 (absent from an older server: none). */
  liveBar: ZLiveBar,
  whyNoTrade: lenientList(ZWhyNoTrade).optional(),
});
export type TWalletSummaryAnswer = z.output<typeof ZWalletSummary>;

/** `GET /market/decision` (§3 "Market decision snapshot"); fractions where noted. 204: none yet. */
export const ZMarketDecision = lenientObject({
  situation: ZServerText,
  rsiNonAi: ZServerNumber,
  /** Fraction. */
  volPctNonAi: ZServerNumber,
  atr14NonAi: ZServerNumber,
  /** Fraction. */
  trendUp: ZServerNumber,
  priceNonAi: ZServerNumber,
  emaShort: ZServerNumber,
  emaLong: ZServerNumber,
  /** Fraction. */
  emaSpreadPct: ZServerNumber,
});
export type TMarketDecisionAnswer = z.output<typeof ZMarketDecision>;

/**
 * `GET /allocations` and the answer of `POST /allocations/write` (§3 "Allocations response"): each
 * strategy's quota, and the overall quota in whichever variant is present.
 */
export const ZAllocationsAnswer = lenientObject({
  strategies: lenientList(
    lenientObject({ strategy: ZServerTextOrAbsent, strategyName: ZServerTextOrAbsent, quota: ZServerNumber }),
  ),
  /** 0–1. */
  quota: ZServerNumberOrAbsent,
  /** 0–1. */
  portfolioQuotaPct: ZServerNumberOrAbsent,
  /** 0–100. */
  portfolioQuotaPct100: ZServerNumberOrAbsent,
});
export type TAllocationsAnswer = z.output<typeof ZAllocationsAnswer>;

/** `GET /trading/{userId}/trades`: every trade, newest first; `next` pages on (`?before=`). */
export const ZTradesPage = z.object({
  trades: z.array(
    z.object({
      seq: z.number(),
      tsMs: z.number(),
      strategy: z.string(),
      action: z.string(),
      side: z.string(),
      kind: z.string(),
      qtyBtc: z.number(),
      priceUsd: z.number(),
      valueUsd: z.number(),
      feeUsd: z.number(),
      pnlUsd: z.number(),
    }),
  ),
  next: z.number().nullable(),
});

/** `POST /deals/{userId}/{strategy}/liquidate`: the orders the liquidation executed. */
export const ZLiquidated = z.object({ orders: z.number() });

/** `DELETE /portfolio/{userId}` (and its GET fallback). */
export const ZPortfolioCleared = z.object({ ok: z.literal(true), userId: z.string() });

/**
 * A trading config layer as stored (`GET`/`PUT /config/trading/{userId}`; docs/dashboard-settings.md):
 * any fields; anything but an object reads as `{}`.
 */
export const ZTradingConfigLayer = z.record(z.string(), z.unknown()).catch({});
