import type { TUsageDay } from '@avatara/contracts/usage';
import { ColorType, createChart, HistogramSeries, LineSeries, type Time } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { readChartTheme } from '../../trading/charts/theme';

interface UsageChartProps {
  days: TUsageDay[];
  label: string;
  /** Legend names of the two series. */
  chargedLabel: string;
  costLabel: string;
  locale: string;
}

/**
 * The report's days as a chart (lightweight-charts, as the trading dashboard's): what users were
 * charged per day as bars, the estimated provider cost as a line. One business day per point.
 */
export function UsageChart({ days, label, chargedLabel, costLabel, locale }: UsageChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const theme = readChartTheme();
    // Sub-cent charges are common (a reply costs a fraction of a cent): up to 6 decimals.
    const money = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 6,
    });
    const chart = createChart(el, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: theme.background },
        textColor: theme.muted,
        fontFamily: theme.font,
        fontSize: 12,
      },
      grid: { vertLines: { visible: false }, horzLines: { color: theme.grid } },
      rightPriceScale: { borderColor: theme.grid },
      timeScale: { borderColor: theme.grid, fixLeftEdge: true, fixRightEdge: true },
      localization: { locale, priceFormatter: (v: number) => money.format(v) },
      handleScroll: false,
      handleScale: false,
    });
    const priceFormat = {
      type: 'custom' as const,
      minMove: 0.000001,
      formatter: (v: number) => money.format(v),
    };
    const charged = chart.addSeries(HistogramSeries, {
      color: theme.accent,
      title: chargedLabel,
      priceFormat,
    });
    const cost = chart.addSeries(LineSeries, {
      color: theme.warm,
      lineWidth: 2,
      title: costLabel,
      priceFormat,
    });
    charged.setData(days.map((d) => ({ time: d.date as Time, value: d.chargedUsd })));
    cost.setData(days.map((d) => ({ time: d.date as Time, value: d.providerCostUsd })));
    // All the days, whatever the width: fitted again whenever the box changes size (a phone, a rotation).
    chart.timeScale().fitContent();
    const resized = new ResizeObserver(() => chart.timeScale().fitContent());
    resized.observe(el);
    return () => {
      resized.disconnect();
      chart.remove();
    };
  }, [days, chargedLabel, costLabel, locale]);
  return (
    <figure className="console-chart" aria-label={label} data-testid="usage-chart">
      <div ref={box} className="console-chart__canvas" />
      <figcaption className="console-legend">
        <span className="console-legend__charged">{chargedLabel}</span>
        <span className="console-legend__cost">{costLabel}</span>
      </figcaption>
    </figure>
  );
}
