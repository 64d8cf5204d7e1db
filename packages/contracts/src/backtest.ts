import { z } from 'zod';
import {
  filteredList,
  lenientList,
  lenientObject,
  lenientObjectOrNull,
  oneOf,
  serverNumber,
  ZServerNumber,
  ZServerNumberOrAbsent,
  ZServerText,
  ZServerTextOrAbsent,
} from './lenient';
import {
  BACKTEST_INTERVAL_MS,
  BACKTEST_STATUSES,
  MARKET_SITUATIONS,
  ENGINE_STRATEGY_NAMES,
  ZEngineStrategyName,
  ZMarketSituation,
} from './trading';

/*
 * Backtest calls (trading-dashboard.md §7 "Backtest", §5 validation). The texts of §5 are the
 * 400 messages; dates are ISO dates or datetimes (UTC); quotas as fractions or percent.
 */

/** §5 texts, verbatim. */
export const BACKTEST_TEXTS = {
  bothDates: 'Bitte beide Datumsfelder ausfüllen.',
  fromAfterTo: 'Von-Datum darf nicht nach dem Bis-Datum liegen.',
  runIdMissing: 'runId fehlt in der Antwort.',
} as const;

export const ZBacktestInterval = z.enum(
  Object.keys(BACKTEST_INTERVAL_MS) as [
    keyof typeof BACKTEST_INTERVAL_MS,
    ...(keyof typeof BACKTEST_INTERVAL_MS)[],
  ],
);
/** Symbols the backtester knows (default BTCUSDT, §9). */
export const ZBacktestSymbol = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{5,15}$/, 'a symbol such as BTCUSDT')
  .default('BTCUSDT');

const date = z.string().trim().max(40).optional();
// The spec's 7 strategies and the engine's benchmark (MA_CROSSOVER: off unless named; its quota is
// the share of the account it goes all-in with).
const pctMap = z.partialRecord(ZEngineStrategyName, z.number().finite().min(0).max(100));
const fracMap = z.partialRecord(ZEngineStrategyName, z.number().finite().min(0).max(1));

/** POST /backtest/chart. */
export const ZBacktestChartRequest = z.object({
  symbol: ZBacktestSymbol,
  interval: ZBacktestInterval.default('1m'),
  from: date,
  to: date,
  monthsBack: z.number().int().min(1).max(120).optional(),
  useCombinedCsvIfPresent: z.boolean().optional(),
});
export type TBacktestChartRequest = z.infer<typeof ZBacktestChartRequest>;

/**
 * The benchmark MA_CROSSOVER's averages (docs/strategies.md; default SMA 50/200). Its share is its
 * quota (`strategyQuota.MA_CROSSOVER`), as for every strategy.
 */
export const ZBacktestCrossover = z
  .object({
    kind: z.enum(['SMA', 'EMA']).default('SMA'),
    fastPeriod: z.number().int().min(1).max(5_000).default(50),
    slowPeriod: z.number().int().min(2).max(10_000).default(200),
  })
  .refine((c) => c.fastPeriod < c.slowPeriod, {
    message: 'the fast period must be below the slow one',
    path: ['fastPeriod'],
  });
export type TBacktestCrossover = z.infer<typeof ZBacktestCrossover>;

/**
 * POST /backtest/start (§7), every variant of the allocations the client may send, and (beyond
 * the spec) the crossover benchmark's averages.
 */
export const ZBacktestStartRequest = z.object({
  symbol: ZBacktestSymbol,
  interval: ZBacktestInterval.default('1m'),
  from: date,
  to: date,
  useCombinedCsvIfPresent: z.boolean().optional(),
  strategyEnabled: z.partialRecord(ZEngineStrategyName, z.boolean()).optional(),
  enabledStrategies: z.array(ZEngineStrategyName).max(ENGINE_STRATEGY_NAMES.length).optional(),
  totalQuotaPct: z.number().finite().min(0).max(100).optional(),
  totalQuota: z.number().finite().min(0).max(1).optional(),
  strategyQuotaPct: pctMap.optional(),
  strategyQuota: fracMap.optional(),
  crossover: ZBacktestCrossover.optional(),
});
export type TBacktestStartRequest = z.infer<typeof ZBacktestStartRequest>;

export const ZRunIdParams = z.object({
  runId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{6,64}$/, 'a run id'),
});

// ---- answers (§3 "Backtest result", "Backtest progress"), read tolerantly (§5, ./lenient.ts)

/** A chart point: time (epoch ms) and value (§3 "Chart series"). */
export const ZChartPoint = z.object({ t: z.number(), c: z.number() });
export type TChartPoint = z.output<typeof ZChartPoint>;
/** Chart points; entries that are not `{t, c}` with finite numbers are dropped. */
export const ZChartPoints = filteredList(ZChartPoint);

/** `POST /backtest/chart`: the close prices of the range (≤ 500 points) and the range. */
export const ZBacktestChart = lenientObject({
  points: ZChartPoints,
  /** ISO times of the first and last bar. */
  from: ZServerText,
  to: ZServerText,
});

/** `POST /backtest/start`: the run's id ('' when the answer names none: 'runId fehlt in der Antwort.'). */
export const ZBacktestStarted = lenientObject({
  runId: z
    .string()
    .transform((s) => s.trim())
    .catch(''),
  status: ZServerTextOrAbsent,
});

/** `POST /backtest/cancel/{runId}`. */
export const ZBacktestCancelled = z.object({ runId: z.string(), status: z.literal('CANCELLED') });

/** `GET /backtest/progress/{runId}` (§3 "Backtest progress"); an unknown status reads as RUNNING. */
export const ZBacktestProgress = lenientObject({
  status: oneOf(BACKTEST_STATUSES, 'RUNNING'),
  /** 0–100. */
  percent: ZServerNumber,
  elapsedText: ZServerText,
  /** ISO time of the simulated bar ('' before the first). */
  currentSimTime: ZServerText,
  etaText: ZServerText,
  /** Account value, USD. */
  usd: ZServerNumber,
  /** Value of the BTC held, USD. */
  btcValue: ZServerNumber,
  etaMsRemaining: ZServerNumber,
  etaFinishAt: ZServerText,
  message: ZServerText,
});
export type TBacktestProgressAnswer = z.output<typeof ZBacktestProgress>;

const numbers = <const K extends readonly string[]>(keys: K) =>
  Object.fromEntries(keys.map((k) => [k, ZServerNumber])) as { [P in K[number]]: typeof ZServerNumber };

/** Risk figures of an equity curve; fractions where the name ends in Pct (docs/backtest.md). */
export const BACKTEST_RISK_KEYS = [
  'returnPct',
  'maxDrawdownPct',
  'sharpe',
  'sortino',
  'calmar',
  'cagrPct',
  'returnOverDrawdown',
] as const;
/**
 * Trade statistics and costs (profitFactor and fillProfitFactor apart: they may be null). winRate,
 * profitFactor and expectancyUsd are per closed deal; the fill* figures per closing fill
 * (closedTrades is closingFills' older name); exposurePct is the time-weighted BTC share of the
 * account, timeInMarketPct the share of bars with a deal open (docs/backtest.md).
 */
export const BACKTEST_METRIC_KEYS = [
  'winRate',
  'expectancyUsd',
  'closedTrades',
  'closedDeals',
  'exposurePct',
  'feesPaidUsd',
  'slippagePaidUsd',
  'feesPctPerYear',
  'barsPerYear',
  'closingFills',
  'fillWinRate',
  'fillExpectancyUsd',
  'timeInMarketPct',
] as const;
/** A strategy's totals (§3 perStrategy). */
export const BACKTEST_STRATEGY_KEYS = [
  'signals',
  'entries',
  'exits',
  'realizedPnl',
  'unrealizedPnl',
  'feesPaid',
  'slippagePaid',
  'wins',
  'losses',
  'stopLosses',
  'maxHoldExits',
  'fillWins',
  'fillLosses',
] as const;
/**
 * A benchmark's end figures besides its risk figures (USD; exposurePct a fraction,
 * relativeOutperfPct trading against it in percent).
 */
export const BACKTEST_BENCHMARK_KEYS = [
  'endUsd',
  'usdc',
  'btc',
  'feesUsd',
  'exposurePct',
  'relativeOutperfPct',
] as const;
/**
 * The three benchmarks (docs/backtest.md): the deposit held as split (spec §3's endNoTrade), BTC
 * bought with the whole deposit at the first close (one fee), cash.
 */
export const BACKTEST_BENCHMARK_KINDS = ['holdSplit', 'holdBtc', 'cash'] as const;
/** The run's totals, USD unless noted; relativeOutperfPct is percent. */
export const BACKTEST_TOTAL_KEYS = [
  'netPnl',
  'totalPnl',
  'grossPnl',
  'uPnl',
  'btInitUsdc',
  'btInitBtc',
  'btStartPx',
  'btEndPx',
  'startCapital',
  'endNoTrade',
  'endWithTrade',
  'relativeOutperfPct',
] as const;

const riskShape = numbers(BACKTEST_RISK_KEYS);
export const ZBacktestRisk = lenientObject(riskShape);
/** One benchmark; null when the server sent none. */
export const ZBacktestBenchmark = lenientObjectOrNull({ ...riskShape, ...numbers(BACKTEST_BENCHMARK_KEYS) });
/** A ratio that may be null (no loss): numbers as §5 reads them. */
const nullableRatio = z
  .union([z.number(), z.string(), z.boolean()])
  .transform(serverNumber)
  .nullish()
  .catch(null);

/** One order (§3 tradeEvents): `action` BUY/SELL, or only `side` where a server sends that. */
export const ZBacktestTradeEvent = lenientObject({
  /** Epoch ms the price belongs to: the close time of the bar whose close it filled at. */
  ts: ZServerNumber,
  action: ZServerTextOrAbsent,
  side: ZServerTextOrAbsent,
  strategy: ZServerText,
  price: ZServerNumber,
  qty: ZServerNumber,
  value: ZServerNumber,
  kind: ZServerText,
  pnl: ZServerNumber,
});

/** What trades made over a period before and after their costs, USD (docs/backtest.md "P/L per strategy after costs"). */
export const BACKTEST_PNL_KEYS = ['grossUsd', 'feesUsd', 'slippageUsd', 'costsUsd', 'netUsd'] as const;
const pnlShape = numbers(BACKTEST_PNL_KEYS);
/** One period of `strategyPnl`: the whole run (`all`) or one calendar year. */
export const ZBacktestPnlPeriod = lenientObject({
  period: ZServerText,
  from: ZServerText,
  to: ZServerText,
  bars: ZServerNumber,
  strategies: lenientList(lenientObject({ strategy: ZServerText, ...pnlShape })),
  total: lenientObject(pnlShape),
});

/** `GET /backtest/result/{runId}` (§3 "Backtest result"; the engine's fields in docs/backtest.md). */
export const ZBacktestResult = lenientObject({
  status: ZServerTextOrAbsent,
  perStrategy: lenientList(
    lenientObject({
      strategy: ZServerTextOrAbsent,
      strategyName: ZServerTextOrAbsent,
      /** Only `false` turns a strategy off. */
      enabled: z.boolean().optional().catch(undefined),
      ...numbers(BACKTEST_STRATEGY_KEYS),
    }),
  ),
  ...numbers(BACKTEST_TOTAL_KEYS),
  /** Close prices, ≤ 500. */
  points: ZChartPoints,
  /** Account value, ≤ 500. */
  equityPoints: ZChartPoints,
  from: ZServerText,
  to: ZServerText,
  tradeEvents: lenientList(ZBacktestTradeEvent),
  /** All orders of the run (tradeEvents may hold only the first ones); absent: tradeEvents' length. */
  tradeCount: ZServerNumberOrAbsent,
  situationsPerTick: lenientList(
    lenientObject({ tsMillis: ZServerNumber, situations: filteredList(ZMarketSituation) }),
  ),
  /** Bars per primary situation; names that are no situation are dropped. */
  situationCounts: z
    .record(z.string(), z.unknown())
    .catch({})
    .transform((counts) => {
      const out: Partial<Record<(typeof MARKET_SITUATIONS)[number], number>> = {};
      for (const [name, n] of Object.entries(counts))
        if ((MARKET_SITUATIONS as readonly string[]).includes(name))
          out[name as (typeof MARKET_SITUATIONS)[number]] = ZServerNumber.parse(n);
      return out;
    }),
  elapsedText: ZServerText,
  bars: ZServerNumber,
  metrics: lenientObject({
    ...riskShape,
    ...numbers(BACKTEST_METRIC_KEYS),
    /** null: no losing deal. */
    profitFactor: nullableRatio,
    /** null: no losing closing fill. */
    fillProfitFactor: nullableRatio,
  }),
  /** The same risk figures for holding the starting coins; null when the server sent none. */
  benchmark: lenientObjectOrNull(riskShape),
  /** The three benchmarks; null (or a benchmark null) when the server sent none. */
  benchmarks: lenientObjectOrNull({
    holdSplit: ZBacktestBenchmark,
    holdBtc: ZBacktestBenchmark,
    cash: ZBacktestBenchmark,
  }),
  /** Bar length, ms: trades and chart points carry the bars' close times (open + barMs − 1). */
  barMs: ZServerNumberOrAbsent,
  /** Gross P/L, costs and net P/L per strategy: the whole run, then each calendar year; [] when absent. */
  strategyPnl: lenientList(ZBacktestPnlPeriod),
});
export type TBacktestResultAnswer = z.output<typeof ZBacktestResult>;
