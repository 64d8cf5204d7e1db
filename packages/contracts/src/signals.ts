import { z } from 'zod';
import { ZBacktestInterval } from './backtest';
import { BACKTEST_STATUSES } from './trading';

/*
 * Market signals (trading-dashboard.md §2 signal chart and comparison view, §3, §7 "Admin
 * signals" and "Signals comparison"). Catalog, defaults and decisions: docs/market-data.md.
 */

/** The 13 signals of the catalog (§9 "fallback catalog of 13 signals"), in display order. */
export const SIGNAL_NAMES = [
  'BTCUSDC',
  'BTC_RSI',
  'GOLD',
  'ETH',
  'BTCUSDT',
  'BTC_VOLUME',
  'BTC_ATR',
  'BTC_VOLATILITY',
  'BTC_EMA_SPREAD',
  'BTC_TREND_UP',
  'BTC_DRAWDOWN',
  'BTC_MACD_HIST',
  'GOLD_BTC',
] as const;
export type TSignalName = (typeof SIGNAL_NAMES)[number];

/** The comparison view's signals (§2): BTC (BTCUSDC), RSI (BTC_RSI), GOLD. */
export const DEFAULT_SIGNALS: readonly TSignalName[] = ['BTCUSDC', 'BTC_RSI', 'GOLD'];
/** Labels the client may send instead of a name. */
export const SIGNAL_ALIASES: Readonly<Record<string, TSignalName>> = {
  BTC: 'BTCUSDC',
  RSI: 'BTC_RSI',
  ETHUSDT: 'ETH',
  PAXGUSDT: 'GOLD',
};
/** Charts show at most 500 points (§9). */
export const SIGNAL_MAX_POINTS = 500;

export const ZSignalInterval = ZBacktestInterval;
/** A market symbol such as BTCUSDC (default, §2). */
export const ZMarketSymbol = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{5,15}$/, 'a symbol such as BTCUSDC')
  .default('BTCUSDC');
export const ZSignalName = z
  .string()
  .trim()
  .toUpperCase()
  .transform((s) => SIGNAL_ALIASES[s] ?? s)
  .pipe(z.enum(SIGNAL_NAMES));

const DAY_MS = 86_400_000;

/**
 * A time parameter as ms since epoch (UTC): epoch ms (or seconds) digits, an ISO date, or an ISO
 * datetime (UTC when no zone is given). A date alone means the day's start, or its last
 * millisecond when `endOfDay`. NaN when unreadable.
 */
export function parseTimeParam(value: string | number, endOfDay = false): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  const v = value.trim();
  if (/^\d{1,16}$/.test(v)) {
    const n = Number(v);
    return n < 1e11 ? n * 1000 : n;
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) {
    const t = Date.parse(`${v}T00:00:00Z`);
    return endOfDay ? t + DAY_MS - 1 : t;
  }
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(v)) return NaN;
  const iso = v.replace(' ', 'T');
  return Date.parse(/[zZ]$|[+-]\d{2}:?\d{2}$/.test(iso) ? iso : `${iso}Z`);
}

const MIN_TIME_MS = Date.UTC(2000, 0, 1);
const MAX_TIME_MS = Date.UTC(2100, 0, 1);
const TIME_HINT = 'a date (YYYY-MM-DD), an ISO datetime or epoch ms between 2000 and 2100';
const timeValue = (endOfDay: boolean) =>
  z.union([z.string().max(40), z.number()], { error: `required: ${TIME_HINT}` }).transform((v, ctx) => {
    const t = parseTimeParam(v, endOfDay);
    if (!(t >= MIN_TIME_MS && t < MAX_TIME_MS)) {
      ctx.addIssue({ code: 'custom', message: TIME_HINT });
      return z.NEVER;
    }
    return t;
  });
const emptyIsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);
const timeParam = (endOfDay: boolean) => z.preprocess(emptyIsAbsent, timeValue(endOfDay).optional());
/** A required start of a range (a date alone: its first ms). */
export const ZTimeFromRequired = z.preprocess(emptyIsAbsent, timeValue(false));
/** Start of a range (a date alone: its first ms); empty means "not given". */
export const ZTimeFrom = timeParam(false);
/** End of a range (a date alone: its last ms); empty means "not given" (usually now, §5). */
export const ZTimeTo = timeParam(true);

const boolParam = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean(),
);

/**
 * A list of signals: an array, or comma-separated text (§5: trimmed, empty entries dropped);
 * none given (null, empty) means every signal of the catalog.
 */
export const ZSignalList = z.preprocess((v) => {
  const list = typeof v === 'string' ? v.split(',') : v;
  if (list === null || list === undefined) return undefined;
  if (!Array.isArray(list)) return list;
  const names = list.map((s) => (typeof s === 'string' ? s.trim() : s)).filter((s) => s !== '');
  return names.length === 0 ? undefined : names;
}, z.array(ZSignalName).max(SIGNAL_NAMES.length).optional());

/** GET /signals/meta?symbol&interval&withAvailable=true. */
export const ZSignalsMetaQuery = z.object({
  symbol: ZMarketSymbol,
  interval: ZSignalInterval.default('1m'),
  withAvailable: boolParam.default(true),
});
export type TSignalsMetaQuery = z.infer<typeof ZSignalsMetaQuery>;

/** GET /signals/series?signal&from&to&symbol&interval[&maxPoints]. */
export const ZSignalSeriesQuery = z.object({
  signal: ZSignalName,
  from: ZTimeFrom,
  to: ZTimeTo,
  symbol: ZMarketSymbol,
  interval: ZSignalInterval.default('1m'),
  maxPoints: z.coerce.number().int().min(2).max(100_000).default(SIGNAL_MAX_POINTS),
});
export type TSignalSeriesQuery = z.infer<typeof ZSignalSeriesQuery>;

/** POST /admin/signals/bootstrap (§7): persist signals of [from, to] (empty to: now). */
export const ZSignalsBootstrapRequest = z.object({
  symbol: ZMarketSymbol,
  interval: ZSignalInterval.default('1m'),
  from: ZTimeFromRequired,
  to: ZTimeTo,
  signals: ZSignalList,
});
export type TSignalsBootstrapRequest = z.infer<typeof ZSignalsBootstrapRequest>;

/** POST /admin/signals/ingest (§7): extend the persisted signals up to `to` (empty: now). */
export const ZSignalsIngestRequest = z.object({
  symbol: ZMarketSymbol,
  interval: ZSignalInterval.default('1m'),
  to: ZTimeTo,
  signals: ZSignalList,
});
export type TSignalsIngestRequest = z.infer<typeof ZSignalsIngestRequest>;

/** GET /admin/signals/meta?symbol&epoch — `epoch` is the interval of the stored series. */
export const ZAdminSignalsMetaQuery = z.object({
  symbol: ZMarketSymbol,
  epoch: ZSignalInterval.default('1m'),
});
export type TAdminSignalsMetaQuery = z.infer<typeof ZAdminSignalsMetaQuery>;

/** GET /admin/signals/read?symbol&epoch&fromIso&toIso&signalsCsv. */
export const ZAdminSignalsReadQuery = z.object({
  symbol: ZMarketSymbol,
  epoch: ZSignalInterval.default('1m'),
  fromIso: ZTimeFromRequired,
  toIso: ZTimeTo,
  signalsCsv: ZSignalList,
});
export type TAdminSignalsReadQuery = z.infer<typeof ZAdminSignalsReadQuery>;

export const ZSignalJobParams = z.object({
  jobId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{6,64}$/, 'a job id'),
});

// ---- answers

export const ZSignalCatalogEntry = z.object({
  name: z.enum(SIGNAL_NAMES),
  label: z.string(),
  unit: z.string(),
  description: z.string(),
  /** The market the signal is read from; null: the request's symbol. */
  symbol: z.string().nullable(),
});
export type TSignalCatalogEntry = z.infer<typeof ZSignalCatalogEntry>;
export const ZSignalCatalog = z.object({ signals: z.array(ZSignalCatalogEntry) });
export type TSignalCatalog = z.infer<typeof ZSignalCatalog>;

export const ZSignalsMeta = z.object({
  symbol: z.string(),
  interval: ZSignalInterval,
  availableSignals: z.array(z.enum(SIGNAL_NAMES)).optional(),
  defaultSignals: z.array(z.enum(SIGNAL_NAMES)),
  intervals: z.array(ZSignalInterval),
  maxPoints: z.number(),
  source: z.string(),
});
export type TSignalsMeta = z.infer<typeof ZSignalsMeta>;

export const ZSignalSeries = z.object({
  signal: z.enum(SIGNAL_NAMES),
  label: z.string(),
  unit: z.string(),
  symbol: z.string(),
  /** The interval the values are on (coarser than asked when the range holds too many bars). */
  interval: ZSignalInterval,
  epochMs: z.array(z.number()),
  values: z.array(z.number()),
  from: z.number(),
  fromIso: z.string(),
  to: z.number(),
  toIso: z.string(),
  /** Whether the series was reduced to `maxPoints`. */
  reduced: z.boolean(),
  /** Read from the persisted store (else computed from candles). */
  persisted: z.boolean(),
});
export type TSignalSeries = z.infer<typeof ZSignalSeries>;

export const ZTimeRange = z.object({
  from: z.number(),
  fromIso: z.string(),
  to: z.number(),
  toIso: z.string(),
});
export const ZSignalGap = ZTimeRange.extend({ bars: z.number(), symbol: z.string().optional() });
export type TSignalGap = z.infer<typeof ZSignalGap>;

export const SIGNAL_JOB_STATUSES = BACKTEST_STATUSES;
export const ZSignalJob = z.object({
  jobId: z.string(),
  kind: z.enum(['bootstrap', 'ingest']),
  status: z.enum(SIGNAL_JOB_STATUSES),
  percent: z.number(),
  message: z.string(),
  symbol: z.string(),
  interval: ZSignalInterval,
  signals: z.array(z.enum(SIGNAL_NAMES)),
  from: z.number(),
  fromIso: z.string(),
  to: z.number(),
  toIso: z.string(),
  /** Time up to which the job has persisted the signals. */
  doneIso: z.string(),
  candles: z.number(),
  pointsWritten: z.number(),
  /** Stretches without candles in the source (reported, never filled); at most 100 listed. */
  gaps: z.array(ZSignalGap),
  gapCount: z.number(),
  createdAt: z.string(),
  elapsedText: z.string(),
  error: z.string().optional(),
});
export type TSignalJob = z.infer<typeof ZSignalJob>;
export const ZSignalJobAccepted = z.object({ jobId: z.string(), status: z.enum(SIGNAL_JOB_STATUSES) });
export type TSignalJobAccepted = z.infer<typeof ZSignalJobAccepted>;

export const ZAdminSignalMeta = z.object({
  signal: z.enum(SIGNAL_NAMES),
  points: z.number(),
  first: z.string().nullable(),
  last: z.string().nullable(),
  /** Persisted ranges (bootstrapped or ingested), oldest first. */
  ranges: z.array(ZTimeRange),
  /** Stretches inside the persisted ranges without values (source gaps), at most 100. */
  gaps: z.array(ZSignalGap),
});
export const ZAdminSignalsMeta = z.object({
  symbol: z.string(),
  epoch: ZSignalInterval,
  signals: z.array(ZAdminSignalMeta),
  candles: z.array(
    z.object({ symbol: z.string(), source: z.string(), bars: z.number(), ranges: z.array(ZTimeRange) }),
  ),
});
export type TAdminSignalsMeta = z.infer<typeof ZAdminSignalsMeta>;

export const ZAdminSignalsRead = z.object({
  symbol: z.string(),
  epoch: ZSignalInterval,
  from: z.number(),
  fromIso: z.string(),
  to: z.number(),
  toIso: z.string(),
  series: z.array(
    z.object({ signal: z.enum(SIGNAL_NAMES), epochMs: z.array(z.number()), values: z.array(z.number()) }),
  ),
});
export type TAdminSignalsRead = z.infer<typeof ZAdminSignalsRead>;
