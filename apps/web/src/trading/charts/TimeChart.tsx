import {
  AreaSeries,
  ColorType,
  createChart,
  createSeriesMarkers,
  HistogramSeries,
  LineSeries,
  LineStyle,
  type DeepPartial,
  type IChartApi,
  type ISeriesApi,
  type PriceFormat,
  type SeriesMarker,
  type SeriesType,
  type Time,
  type TimeChartOptions,
} from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '../numbers';
import type { TLinePoint } from './series';
import { readChartTheme, withAlpha, type TChartTheme } from './theme';
import { formatUtcDateTime } from './time';
import './charts.css';

/** How a series' values are written on its scale and in the crosshair label (German, 2 decimals). */
export type TValueFormat = 'number' | 'percent';

/** One series of a chart: data, look and where it sits (scale, pane). */
export interface TChartSeriesSpec {
  id: string;
  kind: 'line' | 'area' | 'histogram';
  data: TLinePoint[];
  color: string;
  /** Shown in the legend and beside the last value. */
  title?: string;
  /** 'right' (default), 'left', or an overlay scale of its own (bands). */
  priceScaleId?: string;
  /** 0 (default) is the top pane. */
  pane?: number;
  format?: TValueFormat;
  dashed?: boolean;
  markers?: SeriesMarker<Time>[];
  /** Space kept free above and below on its scale, fractions. */
  scaleMargins?: { top: number; bottom: number };
  /** Hide the last-value label and the price line (bands). */
  quiet?: boolean;
  /** A fixed scale instead of one fitted to the data (a bounded signal: 0–100). */
  range?: { min: number; max: number };
}

export interface TimeChartProps {
  series: TChartSeriesSpec[];
  /** CSS height of the chart, px. */
  height: number;
  /** Space between two points, px (the spec's tick spacing, 1–200). */
  barSpacing: number;
  testId: string;
  /** Accessible name of the chart figure. */
  label: string;
  /** Relative heights of the panes (e.g. [3, 1]); one pane when omitted. */
  paneWeights?: number[];
}

const priceFormat = (format: TValueFormat | undefined): PriceFormat => ({
  type: 'custom',
  minMove: 0.01,
  formatter:
    format === 'percent' ? (v: number) => `${formatNumber(v, 2)} %` : (v: number) => formatNumber(v, 2),
});

function chartOptions(
  theme: TChartTheme,
  barSpacing: number,
  scales: { left: boolean; right: boolean },
): DeepPartial<TimeChartOptions> {
  return {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: theme.background },
      textColor: theme.muted,
      fontFamily: theme.font,
      fontSize: 12,
      panes: { separatorColor: theme.grid },
    },
    grid: { vertLines: { color: theme.grid }, horzLines: { color: theme.grid } },
    rightPriceScale: { visible: scales.right, borderColor: theme.grid },
    leftPriceScale: { visible: scales.left, borderColor: theme.grid },
    timeScale: {
      borderColor: theme.grid,
      timeVisible: true,
      secondsVisible: false,
      barSpacing,
      minBarSpacing: 0.5,
      fixLeftEdge: true,
      fixRightEdge: true,
    },
    localization: {
      locale: 'de-DE',
      timeFormatter: (time: Time) =>
        typeof time === 'number' ? formatUtcDateTime(time * 1000) : String(time),
    },
    // The wheel scrolls the page (the modal), a horizontal wheel or a drag scrolls the chart.
    handleScroll: { mouseWheel: true, pressedMouseMove: true, horzTouchDrag: true, vertTouchDrag: false },
    handleScale: { mouseWheel: false, pinch: true, axisPressedMouseMove: true, axisDoubleClickReset: true },
  };
}

function addSeries(chart: IChartApi, spec: TChartSeriesSpec): ISeriesApi<SeriesType> {
  const range = spec.range;
  const common = {
    priceScaleId: spec.priceScaleId ?? 'right',
    priceFormat: priceFormat(spec.format),
    lastValueVisible: !spec.quiet,
    priceLineVisible: !spec.quiet,
    ...(range
      ? { autoscaleInfoProvider: () => ({ priceRange: { minValue: range.min, maxValue: range.max } }) }
      : {}),
  };
  const pane = spec.pane ?? 0;
  const lineStyle = spec.dashed ? LineStyle.Dashed : LineStyle.Solid;
  if (spec.kind === 'histogram')
    return chart.addSeries(HistogramSeries, { ...common, color: spec.color }, pane);
  if (spec.kind === 'area') {
    return chart.addSeries(
      AreaSeries,
      {
        ...common,
        lineColor: spec.color,
        topColor: withAlpha(spec.color, 0.3),
        bottomColor: withAlpha(spec.color, 0.03),
        lineWidth: 2,
        lineStyle,
      },
      pane,
    );
  }
  return chart.addSeries(LineSeries, { ...common, color: spec.color, lineWidth: 2, lineStyle }, pane);
}

/** The app theme's chart colours, read once per component. */
export function useChartTheme(): TChartTheme {
  const [theme] = useState(readChartTheme);
  return theme;
}

/**
 * A thin React wrapper over a lightweight-charts time chart: created on mount (and whenever the
 * series change), sized by its container (autoSize, so it follows the window), removed on
 * unmount. `barSpacing` changes without a rebuild.
 */
export function TimeChart({ series, height, barSpacing, testId, label, paneWeights }: TimeChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const spacingRef = useRef(barSpacing);

  useEffect(() => {
    spacingRef.current = barSpacing;
    chartRef.current?.timeScale().applyOptions({ barSpacing });
  }, [barSpacing]);

  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    const scales = {
      left: series.some((s) => s.priceScaleId === 'left'),
      right:
        !series.some((s) => s.priceScaleId === 'left') ||
        series.some((s) => (s.priceScaleId ?? 'right') === 'right'),
    };
    const chart = createChart(el, chartOptions(readChartTheme(), spacingRef.current, scales));
    chartRef.current = chart;
    for (const spec of series) {
      const s = addSeries(chart, spec);
      if (spec.scaleMargins) s.priceScale().applyOptions({ scaleMargins: spec.scaleMargins });
      s.setData(spec.data);
      if (spec.markers && spec.markers.length > 0) createSeriesMarkers(s, spec.markers, { autoScale: true });
    }
    if (paneWeights) chart.panes().forEach((pane, i) => pane.setStretchFactor(paneWeights[i] ?? 1));
    chart.timeScale().scrollToRealTime();
    return () => {
      chartRef.current = null;
      chart.remove();
    };
  }, [series, paneWeights]);

  const points = series[0]?.data.length ?? 0;
  const markers = series.reduce((n, s) => n + (s.markers?.length ?? 0), 0);
  return (
    <figure
      className="time-chart"
      aria-label={label}
      data-testid={testId}
      data-points={points}
      data-markers={markers}
    >
      <div ref={containerRef} className="time-chart__canvas" style={{ blockSize: height }} />
      <figcaption className="time-chart__legend">
        {series
          .filter((s) => s.title)
          .map((s) => (
            <span key={s.id} className="time-chart__key">
              <span
                className={s.dashed ? 'time-chart__swatch time-chart__swatch--dashed' : 'time-chart__swatch'}
                style={{ color: s.color }}
                aria-hidden="true"
              />
              {s.title}
            </span>
          ))}
      </figcaption>
    </figure>
  );
}
