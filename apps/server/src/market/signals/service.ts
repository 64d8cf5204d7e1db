/**
 * Signals for the comparison view and the signal chart (trading-dashboard.md §2, §3, §7):
 * catalog, meta and series. A series is read from the persisted signals when its whole range is
 * persisted (admin bootstrap/ingest), else computed from candles (with warm-up bars before the
 * range). Long ranges move to a coarser interval so a series never needs more than `maxBars`.
 */
import {
  DEFAULT_SIGNALS,
  SIGNAL_MAX_POINTS,
  SIGNAL_NAMES,
  type TSignalCatalog,
  type TSignalName,
  type TSignalSeries,
  type TSignalSeriesQuery,
  type TSignalsMeta,
  type TSignalsMetaQuery,
} from '@avatara/contracts';
import { iso, type TCandleSeries } from '@avatara/trading';
import { AppError } from '../../errors';
import type { MarketData } from '../market-data';
import { coversRange, type TRange } from '../ranges';
import type { SignalStore, TValues } from '../signal-store';
import { INTERVAL_MS, INTERVALS, type TInterval } from '../types';
import { catalogEntries, lazyIndicators, SIGNALS, WARMUP_BARS, type SignalInputs } from './catalog';
import { reducePoints } from './reduce';

const DAY_MS = 86_400_000;
/** The comparison view's default range (3 months, §2). */
export const DEFAULT_RANGE_MS = 90 * DAY_MS;

export interface SignalsOptions {
  now?: () => number;
  /** Most bars one series may be computed from (default 600,000: a year of 1m). */
  maxBars?: number;
}

export class SignalsService {
  readonly now: () => number;
  readonly maxBars: number;

  constructor(
    readonly market: MarketData,
    readonly store: SignalStore,
    opts: SignalsOptions = {},
  ) {
    this.now = opts.now ?? Date.now;
    this.maxBars = opts.maxBars ?? 600_000;
  }

  catalog(): TSignalCatalog {
    return { signals: catalogEntries() };
  }

  async meta(q: TSignalsMetaQuery): Promise<TSignalsMeta> {
    let availableSignals: TSignalName[] | undefined;
    if (q.withAvailable) {
      const known = new Map<string, boolean>();
      const knows = async (m: string) => {
        if (!known.has(m)) known.set(m, await this.market.knows(m, q.interval));
        return known.get(m)!;
      };
      availableSignals = [];
      for (const name of SIGNAL_NAMES) {
        let ok = true;
        for (const m of SIGNALS.get(name)!.markets(q.symbol)) ok = ok && (await knows(m));
        if (ok) availableSignals.push(name);
      }
    }
    return {
      symbol: q.symbol,
      interval: q.interval,
      ...(availableSignals ? { availableSignals } : {}),
      defaultSignals: [...DEFAULT_SIGNALS],
      intervals: [...INTERVALS],
      maxPoints: SIGNAL_MAX_POINTS,
      source: this.market.source.kind,
    };
  }

  /** [from, to] of a request: `to` defaults to now (and is capped there), `from` to 3 months before. */
  requestRange(
    from: number | undefined,
    to: number | undefined,
    field: string,
  ): { from: number; to: number } {
    const now = this.now();
    const t = Math.min(to ?? now, now);
    const f = from ?? t - DEFAULT_RANGE_MS;
    if (!(f < t))
      throw new AppError(
        'VALIDATION',
        `${field}: must be before the end of the range and not in the future`,
        { field },
      );
    return { from: f, to: t };
  }

  /** The requested interval, or the finest coarser one with at most `maxBars` bars in the range. */
  fitInterval(interval: TInterval, from: number, to: number): TInterval {
    const fits = (i: TInterval) => (to - from) / INTERVAL_MS[i] <= this.maxBars;
    if (fits(interval)) return interval;
    return INTERVALS.find((i) => INTERVAL_MS[i] > INTERVAL_MS[interval] && fits(i)) ?? '1d';
  }

  /** The half-open, interval-aligned range of closed bars of [from, to]. */
  barRange(interval: TInterval, from: number, to: number): TRange {
    const iv = INTERVAL_MS[interval];
    return {
      from: Math.ceil(from / iv) * iv,
      to: Math.min(Math.floor(to) + 1, Math.floor(this.now() / iv) * iv),
    };
  }

  async series(q: TSignalSeriesQuery): Promise<TSignalSeries | null> {
    const { from, to } = this.requestRange(q.from, q.to, 'from');
    const interval = this.fitInterval(q.interval, from, to);
    const range = this.barRange(interval, from, to);
    if (range.to <= range.from) return null;
    const persisted = coversRange(range, await this.store.coverage(q.symbol, interval, q.signal));
    const v = persisted
      ? await this.store.read(q.symbol, interval, q.signal, range.from, range.to)
      : (await this.compute(q.symbol, interval, [q.signal], range)).values.get(q.signal)!;
    if (v.tsMs.length === 0) return null;
    const r = reducePoints(v.tsMs, v.values, q.maxPoints);
    const def = SIGNALS.get(q.signal)!;
    return {
      signal: q.signal,
      label: def.label,
      unit: def.unit,
      symbol: q.symbol,
      interval,
      epochMs: r.tsMs,
      values: r.values,
      from,
      fromIso: iso(from),
      to,
      toIso: iso(to),
      reduced: v.tsMs.length > q.maxPoints,
      persisted,
    };
  }

  /**
   * Values of the signals over a half-open aligned range, from candles loaded with warm-up
   * bars before it; also the candles read, per market (for gap reports).
   */
  async compute(
    symbol: string,
    interval: TInterval,
    names: readonly TSignalName[],
    range: TRange,
  ): Promise<{ values: Map<TSignalName, TValues>; candles: Map<string, TCandleSeries> }> {
    const iv = INTERVAL_MS[interval];
    const candles = new Map<string, TCandleSeries>();
    for (const name of names) {
      for (const m of SIGNALS.get(name)!.markets(symbol)) {
        if (candles.has(m)) continue;
        if (!(await this.market.knows(m, interval))) {
          throw new AppError('VALIDATION', `No market data for ${m} (needed by ${name}).`, {
            field: m === symbol ? 'symbol' : 'signal',
          });
        }
        candles.set(m, await this.market.candles(m, interval, range.from - WARMUP_BARS * iv, range.to - 1));
      }
    }
    const inputs: SignalInputs = {
      base: symbol,
      intervalMs: iv,
      candles: (m) => candles.get(m)!,
      indicators: lazyIndicators(() => candles.get(symbol)!),
    };
    const values = new Map<TSignalName, TValues>();
    for (const name of names) values.set(name, cutFinite(SIGNALS.get(name)!.compute(inputs), range));
    return { values, candles };
  }
}

/** The finite values with time in [from, to). */
export function cutFinite(v: { tsMs: ArrayLike<number>; values: ArrayLike<number> }, range: TRange): TValues {
  const ts = new Float64Array(v.tsMs.length);
  const vs = new Float64Array(v.tsMs.length);
  let n = 0;
  for (let i = 0; i < v.tsMs.length; i++) {
    const t = v.tsMs[i] as number;
    const x = v.values[i] as number;
    if (t >= range.from && t < range.to && Number.isFinite(x)) {
      ts[n] = t;
      vs[n++] = x;
    }
  }
  return { tsMs: ts.subarray(0, n), values: vs.subarray(0, n) };
}
