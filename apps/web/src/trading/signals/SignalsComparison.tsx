import { DEFAULT_SIGNALS, SIGNAL_NAMES, type TSignalName } from '@avatara/contracts/signals';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { toLineData } from '../charts/series';
import { TickSpacingField } from '../charts/TickSpacingField';
import { parseTickSpacing } from '../charts/tickSpacing';
import { TimeChart, useChartTheme, type TChartSeriesSpec } from '../charts/TimeChart';
import { utcDay, wallClock } from '../charts/time';
import { tradingKeys } from '../queryKeys';
import { fetchSignalChoices, fetchSignalSeries, queryErrorText } from './api';
import { customRange, DEFAULT_PERIOD, PERIODS, presetRange, type TMsRange, type TPeriodKey } from './periods';
import {
  paneWeights,
  signalColor,
  signalLabel,
  signalPlacement,
  type TSignalScale,
  type TSignalSeriesView,
} from './series';
import { SIGNAL_LABELS as L } from './texts';

/** Tick spacing of the signal chart: 500 points × 2 px fill about the spec's base width of 952 px. */
export const SIGNAL_TICK_SPACING = 2;
/** Chart height in the dialog (§2, §9). */
export const SIGNAL_CHART_HEIGHT = 600;

type TSeriesQuery = UseQueryResult<TSignalSeriesView | null>;
const combine = (results: TSeriesQuery[]) => ({
  data: results.map((r) => r.data),
  error: results.find((r) => r.error)?.error ?? null,
  fetching: results.some((r) => r.isFetching),
});

/**
 * The signals comparison view (§2): signal checkboxes, period radios (presets 1d … 5y, 3 Monate
 * by default, or Benutzerdefiniert with Von/Bis), tick spacing and one line chart: BTC in USD on
 * the left scale, the other prices as percent change on the right, RSI and trend up on a 0–100
 * scale and the oscillators as values in panes below, each at most 500 points.
 */
export function SignalsComparison() {
  const id = useId();
  const theme = useChartTheme();
  const [selected, setSelected] = useState<TSignalName[] | null>(null);
  const [period, setPeriod] = useState<TPeriodKey>(DEFAULT_PERIOD);
  const [range, setRange] = useState<TMsRange | null>(() => presetRange(DEFAULT_PERIOD, wallClock()));
  const [custom, setCustom] = useState({ from: '', to: '' });
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [tickText, setTickText] = useState(String(SIGNAL_TICK_SPACING));

  const choices = useQuery({
    queryKey: tradingKeys.signalChoices(),
    queryFn: ({ signal }) => fetchSignalChoices(signal),
    staleTime: 5 * 60_000,
  });
  const available = choices.data?.available ?? [...DEFAULT_SIGNALS];
  const chosen = selected ?? choices.data?.defaults ?? [...DEFAULT_SIGNALS];
  const shown = SIGNAL_NAMES.filter((s) => chosen.includes(s));

  const series = useQueries({
    queries: shown.map((name) => ({
      queryKey: tradingKeys.signalSeries(name, range?.fromMs, range?.toMs),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchSignalSeries(name, range!.fromMs, range!.toMs, signal),
      enabled: range !== null,
      retry: false,
      staleTime: 60_000,
    })),
    combine,
  });

  // Prices on top (BTC in USD left, the others' % change right); bounded signals and oscillators
  // as their values on scales of their own in the panes below (issue 28 §6).
  const { specs, weights, ownScales } = useMemo(() => {
    const present = series.data.flatMap((s) => (s && s.points.length > 0 ? [s] : []));
    const scales: TSignalScale[] = present.map((s) => s.scale);
    const specs = present.map((s): TChartSeriesSpec => {
      const at = signalPlacement(s.scale, scales);
      return {
        id: s.signal,
        kind: 'line',
        data: toLineData(s.points),
        color: signalColor(s.signal, theme.accent, SIGNAL_NAMES),
        title: `${s.label} (${at.unit})`,
        priceScaleId: at.priceScaleId,
        pane: at.pane,
        format: at.format,
        ...(at.range ? { range: at.range, scaleMargins: { top: 0.05, bottom: 0.05 } } : {}),
      };
    });
    const weights = paneWeights(scales);
    return {
      specs,
      weights: weights.length > 1 ? weights : undefined,
      ownScales: scales.some((x) => x !== 'usd' && x !== 'change'),
    };
  }, [series.data, theme]);

  const toggle = (name: TSignalName, on: boolean) =>
    setSelected(on ? [...chosen, name] : chosen.filter((s) => s !== name));

  const choosePeriod = (key: TPeriodKey) => {
    setPeriod(key);
    setRangeError(null);
    if (key === 'custom') {
      if (range) setCustom({ from: utcDay(range.fromMs), to: utcDay(range.toMs) });
      return;
    }
    setRange(presetRange(key, wallClock()));
  };

  const loadCustom = () => {
    const r = customRange(custom.from, custom.to, wallClock());
    setRangeError(r ? null : L.invalidRange);
    if (r) setRange(r);
  };

  const isCustom = period === 'custom';
  const errorText = rangeError ?? (series.error ? queryErrorText(series.error) : null);
  const empty = series.data.flatMap((s, i) => (s === null ? [signalLabel(shown[i]!)] : []));
  const intervals = [...new Set(series.data.flatMap((s) => (s?.interval ? [s.interval] : [])))];

  return (
    <div className="sig-view" data-testid="signals-comparison">
      <fieldset className="sig-group" data-testid="signal-checkboxes">
        <legend className="tc-field__label">{L.signals}</legend>
        {available.map((name) => (
          <label key={name} className="sig-check">
            <input
              type="checkbox"
              checked={chosen.includes(name)}
              onChange={(e) => toggle(name, e.target.checked)}
              data-testid={`signal-check-${name}`}
            />
            {signalLabel(name)}
          </label>
        ))}
      </fieldset>

      <div className="sig-controls">
        <fieldset className="sig-group" data-testid="signal-periods">
          <legend className="tc-field__label">{L.period}</legend>
          {PERIODS.map((p) => (
            <label key={p.key} className="sig-radio">
              <input
                type="radio"
                name={`${id}-period`}
                value={p.key}
                checked={period === p.key}
                onChange={() => choosePeriod(p.key)}
                data-testid={`signal-period-${p.key}`}
              />
              {p.label}
            </label>
          ))}
        </fieldset>
        <div className="tc-row">
          <label className="tc-field" htmlFor={`${id}-from`}>
            <span className="tc-field__label">{L.from}</span>
            <input
              id={`${id}-from`}
              type="date"
              value={custom.from}
              disabled={!isCustom}
              onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))}
              data-testid="signal-from"
            />
          </label>
          <label className="tc-field" htmlFor={`${id}-to`}>
            <span className="tc-field__label">{L.to}</span>
            <input
              id={`${id}-to`}
              type="date"
              value={custom.to}
              disabled={!isCustom}
              onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))}
              data-testid="signal-to"
            />
          </label>
          <button
            type="button"
            className="tc-button"
            onClick={loadCustom}
            disabled={!isCustom}
            data-testid="signal-load"
          >
            {L.load}
          </button>
          <TickSpacingField value={tickText} onChange={setTickText} testId="signal-tick-spacing" />
        </div>
      </div>

      {errorText ? (
        <p className="tc-error" role="alert" data-testid="signal-error">
          {L.errorPrefix}
          {errorText}
        </p>
      ) : null}

      <div className="sig-chart" aria-busy={series.fetching}>
        {shown.length === 0 ? <p className="tc-hint">{L.noSignal}</p> : null}
        <TimeChart
          series={specs}
          height={SIGNAL_CHART_HEIGHT}
          barSpacing={parseTickSpacing(tickText)}
          testId="signal-chart"
          label={L.chartLabel}
          {...(weights ? { paneWeights: weights } : {})}
        />
        {series.fetching ? (
          <p className="sig-chart__loading" role="status" data-testid="signal-loading">
            {L.loading}
          </p>
        ) : null}
      </div>
      <p className="tc-hint">
        {[
          ...empty.map(L.noData),
          ownScales ? L.ownScales : '',
          intervals.length > 0 ? L.servedInterval(intervals.join(', ')) : '',
          L.scrollHint,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </div>
  );
}
