import { useMemo } from 'react';
import { toLineData } from '../charts/series';
import { TimeChart, useChartTheme, type TChartSeriesSpec } from '../charts/TimeChart';
import { drawdownCurve, holdingCurve, type TBacktestResultView } from './result';
import { BACKTEST_LABELS as L } from './texts';

const PANES = [3, 2];

/**
 * Account value against holding the split deposit and holding BTC (top pane), and their
 * drawdowns in % (bottom pane).
 */
export function EquityChart({ result, barSpacing }: { result: TBacktestResultView; barSpacing: number }) {
  const theme = useChartTheme();
  const series = useMemo<TChartSeriesSpec[]>(() => {
    const holding = holdingCurve(result.points, result.btInitUsdc, result.btInitBtc);
    const btc = result.benchmarks.holdBtc;
    const holdingBtc = btc ? holdingCurve(result.points, btc.usdc, btc.btc) : [];
    const btcSeries: TChartSeriesSpec[] = btc
      ? [
          {
            id: 'holding-btc',
            kind: 'line',
            data: toLineData(holdingBtc),
            color: theme.muted,
            title: L.holdBtc,
            dashed: true,
          },
          {
            id: 'dd-holding-btc',
            kind: 'line',
            data: toLineData(drawdownCurve(holdingBtc)),
            color: theme.muted,
            title: `${L.drawdownChart} ${L.holdBtc}`,
            pane: 1,
            format: 'percent',
            dashed: true,
          },
        ]
      : [];
    return [
      {
        id: 'equity',
        kind: 'line',
        data: toLineData(result.equityPoints),
        color: theme.accent,
        title: L.withTrading,
      },
      {
        id: 'holding',
        kind: 'line',
        data: toLineData(holding),
        color: theme.warm,
        title: L.holdSplit,
        dashed: true,
      },
      ...btcSeries.slice(0, 1),
      {
        id: 'dd-equity',
        kind: 'area',
        data: toLineData(drawdownCurve(result.equityPoints)),
        color: theme.down,
        title: `${L.drawdownChart} ${L.withTrading}`,
        pane: 1,
        format: 'percent',
      },
      {
        id: 'dd-holding',
        kind: 'line',
        data: toLineData(drawdownCurve(holding)),
        color: theme.warm,
        title: `${L.drawdownChart} ${L.holdSplit}`,
        pane: 1,
        format: 'percent',
        dashed: true,
      },
      ...btcSeries.slice(1),
    ];
  }, [result, theme]);
  return (
    <TimeChart
      series={series}
      height={380}
      barSpacing={barSpacing}
      testId="backtest-equity-chart"
      label={`${L.equityChart}, ${L.drawdownChart}`}
      paneWeights={PANES}
    />
  );
}
