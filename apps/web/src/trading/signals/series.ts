/*
 * Signal series for the chart (trading-dashboard.md §2, §5): the answer of GET /signals/series,
 * at most 500 points, BTC in USD on its own scale and every other signal as percent change
 * from its first non-zero value.
 */
import type { TSignalName } from '@avatara/contracts/signals';
import { downsamplePoints, MAX_CHART_POINTS, type TChartPoint } from '../charts/series';

/** Short labels of the comparison view's signals (§2: BTC, RSI, GOLD); others show their name. */
const SHORT_LABELS: Partial<Record<string, string>> = { BTCUSDC: 'BTC', BTC_RSI: 'RSI', GOLD: 'GOLD' };
export const signalLabel = (name: string): string => SHORT_LABELS[name] ?? name;

/** BTC prices (BTCUSDC, BTCUSDT) keep their USD values on the absolute scale (`useAbsScale`). */
export const usesAbsScale = (name: string): boolean => name === 'BTCUSDC' || name === 'BTCUSDT';

/**
 * Values as percent change from the first non-zero value: (v / first − 1) × 100. Values before
 * it come out as −100 %; a series without any non-zero value is all 0.
 *
 * @example percentChange([{t:1,c:0},{t:2,c:50},{t:3,c:75}]) // c: −100, 0, 50
 */
export function percentChange(points: readonly TChartPoint[]): TChartPoint[] {
  const base = points.find((p) => p.c !== 0)?.c;
  if (base === undefined) return points.map((p) => ({ t: p.t, c: 0 }));
  return points.map((p) => ({ t: p.t, c: (p.c / base - 1) * 100 }));
}

export interface TSignalSeriesView {
  signal: string;
  label: string;
  /** The interval the server answered with (coarser than asked for long ranges). */
  interval: string;
  /** At most 500 points, as shown (percent change unless absolute). */
  points: TChartPoint[];
  useAbsScale: boolean;
}

/** The series answer (epochMs[] and values[] side by side) as chart points, ≤ 500, transformed. */
export function seriesView(signal: TSignalName | string, answer: unknown): TSignalSeriesView {
  const o = (typeof answer === 'object' && answer !== null ? answer : {}) as {
    epochMs?: unknown;
    values?: unknown;
    interval?: unknown;
  };
  const ts = Array.isArray(o.epochMs) ? o.epochMs : [];
  const vs = Array.isArray(o.values) ? o.values : [];
  const raw: TChartPoint[] = [];
  for (let i = 0; i < Math.min(ts.length, vs.length); i++) {
    const t = ts[i];
    const c = vs[i];
    if (typeof t === 'number' && typeof c === 'number' && Number.isFinite(t) && Number.isFinite(c))
      raw.push({ t, c });
  }
  const points = downsamplePoints(raw, MAX_CHART_POINTS);
  const abs = usesAbsScale(signal);
  return {
    signal,
    label: signalLabel(signal),
    interval: typeof o.interval === 'string' ? o.interval : '',
    points: abs ? points : percentChange(points),
    useAbsScale: abs,
  };
}

/** Line colours of the 13 signals beside BTC (which takes the theme's accent). */
const SIGNAL_COLORS = [
  '#d9822b',
  '#7b4fc9',
  '#c2185b',
  '#1e88e5',
  '#2e9d5b',
  '#8d6e63',
  '#e53935',
  '#00897b',
  '#5c6bc0',
  '#f4b400',
  '#6d4c41',
  '#039be5',
];

/** A colour per signal: BTC prices in `accent`, the others by their place in the catalogue. */
export function signalColor(name: string, accent: string, order: readonly string[]): string {
  if (usesAbsScale(name)) return accent;
  const others = order.filter((n) => !usesAbsScale(n));
  const i = Math.max(0, others.indexOf(name));
  return SIGNAL_COLORS[i % SIGNAL_COLORS.length]!;
}
