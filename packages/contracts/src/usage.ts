import { z } from 'zod';
import { AUDIENCES } from './plans';

/**
 * Usage and revenue (docs/operator.md "Usage and revenue"): per day (UTC) and per model what was
 * used, charged, what it cost the providers (estimated from the cost prices) and the margin; per
 * plan the top-ups. Numbers come from the stored replies and the ledger. Amounts are USD numbers.
 */

/** Longest range of one report, days. */
export const USAGE_MAX_DAYS = 366;

const ZDay = z.iso.date('a date, YYYY-MM-DD');

/**
 * `GET /admin/usage?from=&to=&format=`: days from `from` to `to`, both included (UTC); default the
 * last 30 days up to today. `format=csv` answers the per-day-per-model rows as `text/csv` (a file
 * to download: link to it, e.g. `api.url(usageEndpoints.report, { query })`).
 */
export const ZUsageQuery = z
  .object({
    from: ZDay.optional(),
    to: ZDay.optional(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from is after to', path: ['to'] })
  .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < USAGE_MAX_DAYS, {
    message: `at most ${USAGE_MAX_DAYS} days`,
    path: ['to'],
  });
export type TUsageQuery = z.input<typeof ZUsageQuery>;

/** The measures of a row, a day or the whole range. */
export const ZUsageFigures = z.object({
  /** Avatar replies written by a model (chat rows; 0 for speech). */
  messages: z.number().int().min(0),
  tokensIn: z.number().int().min(0),
  tokensOut: z.number().int().min(0),
  /** Pictures drawn with those replies. */
  images: z.number().int().min(0),
  /** Characters read aloud and billed (speech rows). */
  speechCharacters: z.number().int().min(0),
  /** What users were charged, from their balances. */
  chargedUsd: z.number(),
  /** What the providers are estimated to have billed (cost prices × use). */
  providerCostUsd: z.number(),
  /** `chargedUsd − providerCostUsd`. */
  marginUsd: z.number(),
});
export type TUsageFigures = z.infer<typeof ZUsageFigures>;

/**
 * One day and one model. `source`: `chat` (replies of the list name `model`; pictures too),
 * `speech` (`model` is the voice: `azure` or `espeak`), `deleted` (charges of accounts deleted
 * since: only the ledger keeps them, without model or tokens; `model` is empty).
 */
export const ZUsageRow = ZUsageFigures.extend({
  date: z.string(),
  source: z.enum(['chat', 'speech', 'deleted']),
  model: z.string(),
  /** False when the model has no cost prices (not set, or its connection is gone): its cost counts 0. */
  costKnown: z.boolean(),
});
export type TUsageRow = z.infer<typeof ZUsageRow>;

export const ZUsageDay = ZUsageFigures.extend({ date: z.string() });
export type TUsageDay = z.infer<typeof ZUsageDay>;

/** Top-ups of one plan and audience in the range (paid checkouts), and their refunds. */
export const ZPlanTopUps = z.object({
  plan: z.string(),
  audience: z.enum(AUDIENCES),
  count: z.number().int().min(0),
  /** What buyers paid. */
  paidUsd: z.number(),
  /** What their balances received. */
  creditedUsd: z.number(),
  /** Refunds made in the range, and what they gave back (the price). */
  refunds: z.number().int().min(0),
  refundedUsd: z.number(),
});
export type TPlanTopUps = z.infer<typeof ZPlanTopUps>;

/** What a picture and 1,000 spoken characters cost this server at its providers, USD (operator-set). */
export const ZCostPrices = z.object({
  imageUsd: z.number().min(0),
  speechPer1000Usd: z.object({ azure: z.number().min(0), espeak: z.number().min(0) }),
});
export type TCostPrices = z.infer<typeof ZCostPrices>;

const ZCostUsd = z.number().finite().min(0).max(100);

/** `PUT /admin/usage/costs {reason, …}`: fields left out stay. */
export const ZCostPricesUpdate = z.object({
  imageUsd: ZCostUsd.optional(),
  speechPer1000Usd: z.object({ azure: ZCostUsd.optional(), espeak: ZCostUsd.optional() }).optional(),
  reason: z.string().trim().min(1, 'reason is required').max(500),
});
export type TCostPricesUpdate = z.infer<typeof ZCostPricesUpdate>;

/** `GET /admin/usage` (format json). */
export const ZUsageReport = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the range, oldest first (zeros where nothing happened: a chart's x axis). */
  days: z.array(ZUsageDay),
  /** Per day and model, oldest day first, then by charge. */
  rows: z.array(ZUsageRow),
  totals: ZUsageFigures,
  plans: z.array(ZPlanTopUps),
  topUps: z.object({ count: z.number().int().min(0), paidUsd: z.number(), creditedUsd: z.number() }),
  /** Balance movements that are neither use nor top-ups, in the range (ledger sums, USD). */
  adjustments: z.object({
    operatorCreditsUsd: z.number(),
    operatorDebitsUsd: z.number(),
    /** Credit taken back from balances by refunds. */
    refundsTakenBackUsd: z.number(),
    /** Starting credits of trials and the free plan. */
    startingCreditsUsd: z.number(),
  }),
  /** The cost prices the estimate used. */
  costPrices: ZCostPrices,
});
export type TUsageReport = z.infer<typeof ZUsageReport>;

/** The columns of the CSV export, in order. */
export const USAGE_CSV_COLUMNS = [
  'date',
  'source',
  'model',
  'messages',
  'tokens_in',
  'tokens_out',
  'images',
  'speech_characters',
  'charged_usd',
  'provider_cost_usd',
  'margin_usd',
  'cost_known',
] as const;
