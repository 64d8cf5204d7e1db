/**
 * The admin tools' reads (trading-dashboard.md §7 "Admin signals"): what is persisted per signal
 * (ranges, points, gaps) with the candles behind it, and a read of persisted values that answers
 * nothing (HTTP 204) unless the whole range is persisted for every signal asked for.
 */
import {
  SIGNAL_NAMES,
  type TAdminSignalsMeta,
  type TAdminSignalsMetaQuery,
  type TAdminSignalsRead,
  type TAdminSignalsReadQuery,
  type TSignalName,
} from '@avatara/contracts';
import { iso } from '@avatara/trading';
import { AppError } from '../../errors';
import { coversRange, type TGap, type TRange } from '../ranges';
import { INTERVAL_MS } from '../types';
import { SIGNALS } from './catalog';
import type { SignalsService } from './service';

const range = (r: TRange) => ({ from: r.from, fromIso: iso(r.from), to: r.to, toIso: iso(r.to) });
export const gapOut = (g: TGap & { symbol?: string }) => ({
  ...range(g),
  bars: g.bars,
  ...(g.symbol ? { symbol: g.symbol } : {}),
});

export async function adminMeta(svc: SignalsService, q: TAdminSignalsMetaQuery): Promise<TAdminSignalsMeta> {
  const { symbol, epoch } = q;
  const summary = new Map((await svc.store.summary(symbol, epoch)).map((s) => [s.signal, s]));
  const signals = [];
  for (const signal of SIGNAL_NAMES) {
    const ranges = await svc.store.coverage(symbol, epoch, signal);
    const s = summary.get(signal);
    signals.push({
      signal,
      points: s?.points ?? 0,
      first: s ? iso(s.first) : null,
      last: s ? iso(s.last) : null,
      ranges: ranges.map(range),
      gaps: ranges.length > 0 ? (await svc.store.gaps(symbol, epoch, signal, ranges)).map(gapOut) : [],
    });
  }
  const markets = [...new Set([symbol, ...SIGNAL_NAMES.flatMap((n) => SIGNALS.get(n)!.markets(symbol))])];
  const candles = [];
  for (const m of markets) {
    for (const c of await svc.market.store.candleSummary(m, epoch))
      candles.push({ symbol: m, source: c.source, bars: c.bars, ranges: c.ranges.map(range) });
  }
  return { symbol, epoch, signals, candles };
}

/** Persisted values of [fromIso, toIso] (empty toIso: now); null when any signal is not persisted over all of it. */
export async function adminRead(
  svc: SignalsService,
  q: TAdminSignalsReadQuery,
): Promise<TAdminSignalsRead | null> {
  const { from, to } = svc.requestRange(q.fromIso, q.toIso, 'fromIso');
  const r = svc.barRange(q.epoch, from, to);
  if ((r.to - r.from) / INTERVAL_MS[q.epoch] > svc.maxBars) {
    throw new AppError('VALIDATION', `fromIso: at most ${svc.maxBars} bars of ${q.epoch} per read`, {
      field: 'fromIso',
    });
  }
  let names: TSignalName[] | undefined = q.signalsCsv;
  if (!names) {
    names = [];
    for (const n of SIGNAL_NAMES)
      if ((await svc.store.coverage(q.symbol, q.epoch, n)).length > 0) names.push(n);
  }
  if (names.length === 0 || r.to <= r.from) return null;
  for (const n of names) if (!coversRange(r, await svc.store.coverage(q.symbol, q.epoch, n))) return null;
  const series = [];
  for (const signal of names) {
    const v = await svc.store.read(q.symbol, q.epoch, signal, r.from, r.to);
    series.push({ signal, epochMs: Array.from(v.tsMs), values: Array.from(v.values) });
  }
  return { symbol: q.symbol, epoch: q.epoch, from, fromIso: iso(from), to, toIso: iso(to), series };
}
