/*
 * Pure series helpers shared by the backtest and signal charts: chart points, the 500-point
 * limit of trading-dashboard.md §9, and the conversion to lightweight-charts data.
 */
import type { UTCTimestamp } from 'lightweight-charts';

/** A chart point: time (epoch ms) and value (spec §3 "Chart series"). */
export interface TChartPoint {
  t: number;
  c: number;
}

/** Charts show at most 500 points (§5, §9). */
export const MAX_CHART_POINTS = 500;

/** A point as lightweight-charts takes it: UTC seconds and a value, optionally its own colour. */
export interface TLinePoint {
  time: UTCTimestamp;
  value: number;
  color?: string;
}

/**
 * Reduces a series to at most `max` points: the first and the last point stay, the points between
 * are cut into `max − 2` equal buckets and each is represented by its last point (the server's
 * rule, docs/market-data.md), so a series already short enough comes back unchanged.
 *
 * @example downsamplePoints(tenThousandPoints).length // 500
 */
export function downsamplePoints(points: readonly TChartPoint[], max = MAX_CHART_POINTS): TChartPoint[] {
  const n = points.length;
  if (n <= max) return points.slice();
  if (max < 2) return points.slice(-Math.max(0, max));
  const inner = n - 2;
  const buckets = max - 2;
  const out: TChartPoint[] = [points[0]!];
  for (let b = 1; b <= buckets; b++) {
    const end = Math.floor((b * inner) / buckets); // last inner index of bucket b (1-based into points)
    out.push(points[end]!);
  }
  out.push(points[n - 1]!);
  return out;
}

/** Epoch ms as the chart's time (whole UTC seconds). */
export const chartTime = (ms: number): UTCTimestamp => Math.floor(ms / 1000) as UTCTimestamp;

/**
 * Points as line data: sorted by time, one point per second (the later wins: the chart needs
 * strictly increasing times), non-finite values dropped.
 */
export function toLineData(points: readonly TChartPoint[]): TLinePoint[] {
  const sorted = points.filter((p) => Number.isFinite(p.t) && Number.isFinite(p.c)).sort((a, b) => a.t - b.t);
  const out: TLinePoint[] = [];
  for (const p of sorted) {
    const time = chartTime(p.t);
    const last = out[out.length - 1];
    if (last && last.time === time) last.value = p.c;
    else out.push({ time, value: p.c });
  }
  return out;
}
