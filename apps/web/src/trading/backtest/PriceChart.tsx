import type { TMarketSituation } from '@avatara/contracts/trading';
import { useMemo } from 'react';
import { toLineData, type TChartPoint } from '../charts/series';
import { TimeChart, useChartTheme, type TChartSeriesSpec } from '../charts/TimeChart';
import { formatNumber } from '../numbers';
import { groupTrades, situationBands, situationLegend, tradeMarkers } from './markers';
import type { TSituationTick, TTradeEvent } from './result';
import { BACKTEST_LABELS as L } from './texts';

interface PriceChartProps {
  points: TChartPoint[];
  tradeEvents?: TTradeEvent[];
  situationsPerTick?: TSituationTick[];
  situationCounts?: Partial<Record<TMarketSituation, number>>;
  barSpacing: number;
  testId: string;
}

const NONE: never[] = [];

/**
 * Close prices with the run's trades as markers (grouped per point) and the market situation of
 * each point as a coloured band along the bottom; a legend names markers and situations.
 */
export function PriceChart({
  points,
  tradeEvents = NONE,
  situationsPerTick = NONE,
  situationCounts = {},
  barSpacing,
  testId,
}: PriceChartProps) {
  const theme = useChartTheme();
  const series = useMemo<TChartSeriesSpec[]>(() => {
    const price: TChartSeriesSpec = {
      id: 'price',
      kind: 'line',
      data: toLineData(points),
      color: theme.accent,
      title: L.priceChart,
      markers: tradeMarkers(groupTrades(points, tradeEvents), theme),
      scaleMargins: { top: 0.12, bottom: 0.14 },
    };
    const bands = situationBands(situationsPerTick);
    if (bands.length === 0) return [price];
    return [
      price,
      {
        id: 'situations',
        kind: 'histogram',
        data: bands,
        color: theme.grid,
        priceScaleId: 'situations',
        scaleMargins: { top: 0.93, bottom: 0 },
        quiet: true,
      },
    ];
  }, [points, tradeEvents, situationsPerTick, theme]);
  const legend = useMemo(
    () => situationLegend(situationCounts, situationsPerTick),
    [situationCounts, situationsPerTick],
  );

  if (points.length === 0)
    return (
      <p className="tc-hint" data-testid={`${testId}-empty`}>
        {L.noPoints}
      </p>
    );
  return (
    <div className="bt-price">
      <TimeChart
        series={series}
        height={300}
        barSpacing={barSpacing}
        testId={testId}
        label={L.priceChartLabel}
      />
      {tradeEvents.length > 0 || legend.length > 0 ? (
        <ul className="bt-legend" aria-label={L.situations}>
          {tradeEvents.length > 0 ? (
            <>
              <li className="bt-legend__item">
                <span className="bt-legend__arrow" style={{ color: theme.up }} aria-hidden="true">
                  ▲
                </span>{' '}
                K = {L.buy}
              </li>
              <li className="bt-legend__item">
                <span className="bt-legend__arrow" style={{ color: theme.down }} aria-hidden="true">
                  ▼
                </span>{' '}
                V = {L.sell}
              </li>
            </>
          ) : null}
          {legend.map((l) => (
            <li
              key={l.situation}
              className="bt-legend__item"
              data-testid={`backtest-situation-${l.situation}`}
            >
              <span className="bt-legend__chip" style={{ background: l.color }} aria-hidden="true" />
              {l.situation} <span className="bt-legend__count">{formatNumber(l.count, 0)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
