/**
 * The research workbench (issue 28 §4; docs/research.md): walk-forward optimisation of one
 * strategy's parameters as an operator's job, and "apply" of the chosen parameters.
 */
import { z } from 'zod';
import { ZBacktestInterval, ZBacktestSymbol } from './backtest';
import { ZStrategyName } from './trading';

const isoDate = z.string().trim().min(1).max(40);

export const ZWalkForwardStartRequest = z.object({
  strategy: ZStrategyName,
  symbol: ZBacktestSymbol,
  interval: ZBacktestInterval.default('1h'),
  from: isoDate,
  to: isoDate,
  /** Out-of-sample windows. */
  windows: z.number().int().min(1).max(24).default(4),
  /** In-sample length as a multiple of the out-of-sample one. */
  inSampleRatio: z.number().finite().min(1).max(10).default(3),
  /** Parameter sets tried per window. */
  trials: z.number().int().min(1).max(200).default(20),
  search: z.enum(['random', 'grid']).default('random'),
  /** Seed of the search's RNG (default: from the clock, reported in the result). */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
});
export type TWalkForwardStartRequest = z.infer<typeof ZWalkForwardStartRequest>;

export const ZResearchJobParams = z.object({
  jobId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{6,64}$/, 'a job id'),
});

export const ZResearchStatus = z.enum(['QUEUED', 'RUNNING', 'DONE', 'CANCELLED', 'ERROR']);

export const ZWalkForwardStarted = z.object({
  jobId: z.string(),
  status: z.literal('QUEUED'),
  seed: z.number(),
});
export type TWalkForwardStarted = z.infer<typeof ZWalkForwardStarted>;

export const ZWalkForwardProgress = z.object({
  jobId: z.string(),
  status: ZResearchStatus,
  /** 0–100. */
  percent: z.number(),
  done: z.number(),
  total: z.number(),
  window: z.number(),
  windows: z.number(),
  message: z.string(),
});
export type TWalkForwardJobProgress = z.infer<typeof ZWalkForwardProgress>;

const ZWindowScore = z.object({
  netPnlUsd: z.number(),
  /** Peak-to-trough fall of the strategy's P/L, USD. */
  maxDrawdownUsd: z.number(),
  /** Largest fall of the whole account value, fraction. */
  accountMaxDrawdown: z.number(),
  trades: z.number(),
  sharpe: z.number(),
});

export const ZWalkForwardWindow = z.object({
  index: z.number(),
  inSampleFrom: z.string(),
  inSampleTo: z.string(),
  outOfSampleFrom: z.string(),
  outOfSampleTo: z.string(),
  params: z.record(z.string(), z.number()),
  trials: z.number(),
  inSample: ZWindowScore,
  outOfSample: ZWindowScore,
  deflated: z.object({
    sharpe: z.number(),
    expectedMaxSharpe: z.number(),
    dsr: z.number().nullable(),
    trials: z.number(),
    observations: z.number(),
    skewness: z.number(),
    kurtosis: z.number(),
  }),
});
export type TWalkForwardJobWindow = z.infer<typeof ZWalkForwardWindow>;

export const ZWalkForwardResult = z.object({
  jobId: z.string(),
  seed: z.number(),
  status: z.enum(['DONE', 'CANCELLED']),
  strategy: ZStrategyName,
  search: z.enum(['random', 'grid']),
  interval: ZBacktestInterval,
  inSampleBars: z.number(),
  outOfSampleBars: z.number(),
  windows: z.array(ZWalkForwardWindow),
  totals: z.object({
    inSampleNetPnlUsd: z.number(),
    outOfSampleNetPnlUsd: z.number(),
    outOfSampleTrades: z.number(),
    outOfSampleMaxDrawdownUsd: z.number(),
    efficiency: z.number().nullable(),
    meanDeflatedSharpe: z.number(),
  }),
  warning: z.object({ overfit: z.boolean(), reasons: z.array(z.string()) }),
  lastParams: z.record(z.string(), z.number()).nullable(),
});
export type TWalkForwardJobResult = z.infer<typeof ZWalkForwardResult>;

/** "Apply": the finished job whose last window's parameters become the user's config layer. */
export const ZWalkForwardApplyRequest = z.object({
  /** The trading account whose own config layer is written (default: the panel's 'defaultUser'). */
  userId: z.string().trim().min(1).max(100).default('defaultUser'),
});
export type TWalkForwardApplyRequest = z.infer<typeof ZWalkForwardApplyRequest>;

export const ZWalkForwardApplied = z.object({
  userId: z.string(),
  params: z.record(z.string(), z.number()),
});
export type TWalkForwardApplied = z.infer<typeof ZWalkForwardApplied>;

export const ZResearchCancelled = z.object({ jobId: z.string(), status: z.literal('CANCELLED') });
