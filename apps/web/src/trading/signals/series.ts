/*
 * Signal series for the chart (trading-dashboard.md §2, §5): the answer of GET /signals/series,
 * at most 500 points, BTC in USD on its own scale and the other prices and quantities as percent
 * change from their first non-zero value. Bounded signals (RSI, trend up: 0–100) and oscillators
 * around zero (EMA spread, drawdown, MACD histogram) are plotted as their values on scales of their
 * own below the prices (issue 28 §6): their percent change from a first value says nothing (an RSI
 * from 40 to 70 is not "+75 %", a spread from 0.01 % to 1 % not "+9,900 %").
 */
import type { TSignalName } from '@avatara/contracts/signals';
import { downsamplePoints, MAX_CHART_POINTS, type TChartPoint } from '../charts/series';

/** Short labels of the comparison view's signals (§2: BTC, RSI, GOLD); others show their name. */
const SHORT_LABELS: Partial<Record<string, string>> = { BTCUSDC: 'BTC', BTC_RSI: 'RSI', GOLD: 'GOLD' };
export const signalLabel = (name: string): string => SHORT_LABELS[name] ?? name;

/** BTC prices (BTCUSDC, BTCUSDT) keep their USD values on the absolute scale (`useAbsScale`). */
export const usesAbsScale = (name: string): boolean => name === 'BTCUSDC' || name === 'BTCUSDT';

/**
 * How a signal is plotted: `usd` BTC prices as they are (left scale); `change` percent change from
 * the first value (right scale); `bounded` values 0–100 on a fixed 0–100 scale (RSI, trend up in
 * %); `level` oscillators in % as they are; `levelUsd` the MACD histogram in USD as it is.
 */
export type TSignalScale = 'usd' | 'change' | 'bounded' | 'level' | 'levelUsd';

const SCALES: Partial<Record<string, TSignalScale>> = {
  BTCUSDC: 'usd',
  BTCUSDT: 'usd',
  BTC_RSI: 'bounded',
  BTC_TREND_UP: 'bounded',
  BTC_EMA_SPREAD: 'level',
  BTC_DRAWDOWN: 'level',
  BTC_MACD_HIST: 'levelUsd',
};
export const signalScale = (name: string): TSignalScale => SCALES[name] ?? 'change';

/** Where a scale sits in the chart: its pane group (0 prices, 1 bounded and % levels, 2 USD levels), side, format, unit. */
const PLACES: Readonly<
  Record<
    TSignalScale,
    {
      group: number;
      side: 'left' | 'right';
      format: 'number' | 'percent';
      unit: string;
      range?: [number, number];
    }
  >
> = {
  usd: { group: 0, side: 'left', format: 'number', unit: 'USD' },
  change: { group: 0, side: 'right', format: 'percent', unit: '%' },
  bounded: { group: 1, side: 'right', format: 'number', unit: '0–100', range: [0, 100] },
  level: { group: 1, side: 'left', format: 'percent', unit: 'Wert in %' },
  levelUsd: { group: 2, side: 'right', format: 'number', unit: 'Wert in USD' },
};

export interface TSignalPlacement {
  /** Pane index (only the panes in use, prices on top). */
  pane: number;
  priceScaleId: 'left' | 'right';
  format: 'number' | 'percent';
  /** Shown in the legend after the label: "RSI (0–100)", "GOLD (%)". */
  unit: string;
  /** A fixed scale (bounded signals), min and max. */
  range?: { min: number; max: number };
}

/** Where each of `scales` goes when these scales are shown together (panes numbered without gaps). */
export function signalPlacement(scale: TSignalScale, shown: readonly TSignalScale[]): TSignalPlacement {
  const groups = [...new Set(shown.map((x) => PLACES[x].group))].sort();
  const p = PLACES[scale];
  return {
    pane: Math.max(0, groups.indexOf(p.group)),
    priceScaleId: p.side,
    format: p.format,
    unit: p.unit,
    ...(p.range ? { range: { min: p.range[0], max: p.range[1] } } : {}),
  };
}

/** Relative pane heights for these scales: the prices' pane three times the others. */
export function paneWeights(shown: readonly TSignalScale[]): number[] {
  const groups = [...new Set(shown.map((x) => PLACES[x].group))].sort();
  return groups.map((g) => (g === 0 ? 3 : 1));
}

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
  /** At most 500 points, as shown (percent change for the `change` scale, else the values). */
  points: TChartPoint[];
  /** §3: the values as they are (BTC in USD), not as percent change. */
  useAbsScale: boolean;
  scale: TSignalScale;
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
  const scale = signalScale(signal);
  return {
    signal,
    label: signalLabel(signal),
    interval: typeof o.interval === 'string' ? o.interval : '',
    points: scale === 'change' ? percentChange(points) : points,
    useAbsScale: scale !== 'change',
    scale,
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
