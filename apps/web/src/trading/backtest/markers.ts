/*
 * Trade markers and market-situation bands of the backtest price chart. Markers are grouped per
 * chart point and action, so thousands of orders stay readable on 500 points.
 */
import { MARKET_SITUATIONS, type TMarketSituation } from '@avatara/contracts/trading';
import type { SeriesMarker, Time } from 'lightweight-charts';
import { chartTime, type TChartPoint, type TLinePoint } from '../charts/series';
import type { TSituationTick, TTradeEvent } from './result';

/** One colour per situation: greens up, reds down, blues/violets for volatility, greys for calm. */
export const SITUATION_COLORS: Record<TMarketSituation, string> = {
  STRONG_UPTREND: '#1b7f3b',
  UPTREND: '#6fbf73',
  STRONG_DOWNTREND: '#b3261e',
  DOWNTREND: '#e57368',
  BREAKOUT_UP: '#00a39b',
  BREAKOUT_DOWN: '#d35400',
  REVERSAL_UP_CANDIDATE: '#9ccc65',
  REVERSAL_DOWN_CANDIDATE: '#f0a35e',
  VOLATILITY_HIGH: '#7b4fc9',
  VOLATILITY_LOW: '#9fb4d6',
  RANGE: '#8d8a82',
  CONSOLIDATION: '#b9b4a8',
  OVERBOUGHT: '#c2185b',
  OVERSOLD: '#1e63b8',
  NEWS_EVENT: '#f2c12e',
  UNSURE: '#d4d1c9',
};

/** Index of the first chart point at or after `ts` (the bucket that holds it); the last one for later times. */
export function pointIndexAt(times: readonly number[], ts: number): number {
  let lo = 0;
  let hi = times.length - 1;
  if (hi < 0) return -1;
  if (ts >= times[hi]!) return hi;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! >= ts) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

export interface TTradeGroup {
  /** Chart point time, ms. */
  t: number;
  action: 'BUY' | 'SELL';
  count: number;
  valueUsd: number;
}

/** Orders grouped by the chart point that holds them and by action, in time order (buys first). */
export function groupTrades(points: readonly TChartPoint[], events: readonly TTradeEvent[]): TTradeGroup[] {
  const times = points.map((p) => p.t);
  const groups = new Map<string, TTradeGroup>();
  for (const e of events) {
    const i = pointIndexAt(times, e.ts);
    if (i < 0) continue;
    const key = `${i}:${e.action}`;
    const g = groups.get(key);
    if (g) {
      g.count++;
      g.valueUsd += e.value;
    } else groups.set(key, { t: times[i]!, action: e.action, count: 1, valueUsd: e.value });
  }
  return [...groups.values()].sort((a, b) => a.t - b.t || (a.action === 'BUY' ? -1 : 1));
}

/** Chart markers of the groups: buys ▲ below the line ("K"), sells ▼ above ("V"), with the count when > 1. */
export function tradeMarkers(
  groups: readonly TTradeGroup[],
  colors: { up: string; down: string },
): SeriesMarker<Time>[] {
  return groups.map((g) => {
    const buy = g.action === 'BUY';
    return {
      time: chartTime(g.t),
      position: buy ? 'belowBar' : 'aboveBar',
      shape: buy ? 'arrowUp' : 'arrowDown',
      color: buy ? colors.up : colors.down,
      text: `${buy ? 'K' : 'V'}${g.count > 1 ? ` ${g.count}` : ''}`,
      size: 1,
    };
  });
}

/** A band bar per tick in the colour of its primary (first) situation; ticks without one are left out. */
export function situationBands(ticks: readonly TSituationTick[]): TLinePoint[] {
  const out: TLinePoint[] = [];
  for (const tick of [...ticks].sort((a, b) => a.tsMillis - b.tsMillis)) {
    const primary = tick.situations[0];
    if (!primary) continue;
    const time = chartTime(tick.tsMillis);
    const last = out[out.length - 1];
    if (last && last.time === time) last.color = SITUATION_COLORS[primary];
    else out.push({ time, value: 1, color: SITUATION_COLORS[primary] });
  }
  return out;
}

/** Situations for the legend, most frequent first: counts of the run, else of the ticks. */
export function situationLegend(
  counts: Partial<Record<TMarketSituation, number>>,
  ticks: readonly TSituationTick[],
): { situation: TMarketSituation; count: number; color: string }[] {
  const totals = new Map<TMarketSituation, number>();
  const source =
    Object.keys(counts).length > 0
      ? Object.entries(counts)
      : ticks.flatMap((t) => (t.situations[0] ? [[t.situations[0], 1] as const] : []));
  for (const [s, n] of source)
    totals.set(s as TMarketSituation, (totals.get(s as TMarketSituation) ?? 0) + (n ?? 0));
  return MARKET_SITUATIONS.filter((s) => (totals.get(s) ?? 0) > 0)
    .map((s) => ({ situation: s, count: totals.get(s)!, color: SITUATION_COLORS[s] }))
    .sort((a, b) => b.count - a.count);
}
