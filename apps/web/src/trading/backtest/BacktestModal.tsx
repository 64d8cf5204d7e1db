import type { TBacktestChartRequest } from '@avatara/contracts/backtest';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Modal } from '../../components/Modal';
import { parseTickSpacing, DEFAULT_TICK_SPACING } from '../charts/tickSpacing';
import { formatUtcDate } from '../charts/time';
import { tradingKeys } from '../queryKeys';
import { BacktestError, loadChart } from './api';
import { AllocationPanel } from './AllocationPanel';
import { BacktestForm, type TBacktestFormValues } from './BacktestForm';
import { PriceChart } from './PriceChart';
import { formatCountdown } from './progress';
import { checkRange, latestEndDay, quickRange, type TQuickRangeKey } from './range';
import { buildStartRequest, normalizeSymbol } from './request';
import { ResultView } from './ResultView';
import { RunProgress } from './RunProgress';
import { browserStore, loadPrefs, savePrefs } from './storage';
import { BACKTEST_LABELS as L } from './texts';
import { useBacktestRun } from './useBacktestRun';
import '../charts/dialog.css';
import './backtest.css';

/** Default symbol of the backtester (§9). */
export const DEFAULT_BACKTEST_SYMBOL = 'BTCUSDT';

function initialForm(nowMs: number): TBacktestFormValues {
  const q = quickRange('1d', nowMs);
  return {
    symbol: DEFAULT_BACKTEST_SYMBOL,
    interval: q.interval,
    from: q.from,
    to: q.to,
    tickSpacing: String(DEFAULT_TICK_SPACING),
  };
}

const chartRequestOf = (
  f: TBacktestFormValues,
  symbol: string,
  from: string,
  to: string,
): TBacktestChartRequest => ({ symbol, interval: f.interval, from, to, useCombinedCsvIfPresent: true });

/**
 * The backtest modal (trading-dashboard.md §2, §4, §5): range and allocation settings, start and
 * cancel, progress every 500 ms, the price chart with trades and situations, and the result.
 * Opened lazily by the trading panel.
 */
export function BacktestModal({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const [openedAt] = useState(() => Date.now());
  const [form, setForm] = useState(() => initialForm(openedAt));
  const [prefs, setPrefs] = useState(() => loadPrefs(browserStore()));
  const [formError, setFormError] = useState<BacktestError | null>(null);
  const [note, setNote] = useState('');
  const [chartRequest, setChartRequest] = useState<TBacktestChartRequest | null>(() =>
    chartRequestOf(form, form.symbol, form.from, form.to),
  );
  const run = useBacktestRun();
  const barSpacing = parseTickSpacing(form.tickSpacing);
  const maxDay = latestEndDay(openedAt);

  useEffect(() => savePrefs(browserStore(), prefs), [prefs]);

  const chart = useQuery({
    queryKey: tradingKeys.backtestChart(chartRequest),
    queryFn: ({ signal }) => loadChart(chartRequest!, signal),
    enabled: chartRequest !== null,
    retry: false,
    staleTime: 60_000,
  });

  /** The §5 checks; on success the (capped) dates and the symbol, else the error is shown. */
  const validate = () => {
    const symbol = normalizeSymbol(form.symbol);
    if (!symbol) {
      setFormError(new BacktestError(L.symbolInvalid));
      return null;
    }
    const range = checkRange(form.from, form.to, form.interval, Date.now());
    if (!range.ok) {
      setFormError(new BacktestError(range.error));
      return null;
    }
    setFormError(null);
    setNote(range.to !== form.to ? L.endCapped(formatUtcDate(Date.parse(range.to))) : '');
    if (range.to !== form.to || symbol !== form.symbol) setForm((f) => ({ ...f, to: range.to, symbol }));
    return { symbol, from: range.from, to: range.to };
  };

  const onStart = () => {
    const v = validate();
    if (!v) return;
    setChartRequest(chartRequestOf(form, v.symbol, v.from, v.to));
    run.start(buildStartRequest({ ...prefs, interval: form.interval, ...v }));
  };

  const onLoadChart = () => {
    const v = validate();
    if (v) setChartRequest(chartRequestOf(form, v.symbol, v.from, v.to));
  };

  const onQuickRange = (key: TQuickRangeKey) => {
    const q = quickRange(key, Date.now());
    const next = { ...form, ...q };
    setForm(next);
    setFormError(null);
    setNote('');
    const symbol = normalizeSymbol(next.symbol);
    if (symbol) setChartRequest(chartRequestOf(next, symbol, q.from, q.to));
  };

  const close = () => {
    if (run.running) run.cancel();
    onClose();
  };

  const chartError = chart.error
    ? chart.error instanceof BacktestError
      ? chart.error
      : new BacktestError(L.chartFailed, chart.error.message)
    : null;
  const error = formError ?? run.error ?? chartError;
  const result = run.result;

  return (
    <Modal labelledBy={titleId} testId="backtest-modal" onClose={close} className="tc-dialog bt-modal">
      <header className="tc-dialog__header">
        <div>
          <h2 id={titleId} className="tc-dialog__title">
            {L.title}
          </h2>
          <p className="tc-dialog__subtitle">{L.utcNote}</p>
        </div>
        <button type="button" className="tc-button" onClick={close} data-testid="backtest-close">
          {L.close}
        </button>
      </header>

      <div className="bt-setup">
        <div className="bt-setup__main">
          <BacktestForm
            values={form}
            maxDay={maxDay}
            onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
            onQuickRange={onQuickRange}
          />
          <div className="bt-actions">
            <button
              type="button"
              className="tc-button tc-button--primary"
              onClick={onStart}
              disabled={run.running || run.cooldownMs > 0}
              data-testid="backtest-start"
            >
              {run.running ? L.running : L.start}
            </button>
            <button
              type="button"
              className="tc-button"
              onClick={run.cancel}
              disabled={!run.running || run.runId === null}
              data-testid="backtest-cancel"
            >
              {L.cancel}
            </button>
            <button
              type="button"
              className="tc-button"
              onClick={onLoadChart}
              disabled={chart.isFetching}
              data-testid="backtest-load-chart"
            >
              {L.loadChart}
            </button>
            {note ? <span className="tc-hint bt-actions__note">{note}</span> : null}
          </div>
          {error ? (
            <p className="tc-error" role="alert" data-testid="backtest-error">
              {error.message}
              {error.detail ? <span className="tc-error__detail">{error.detail}</span> : null}
            </p>
          ) : null}
          {run.status !== 'IDLE' ? <RunProgress status={run.status} progress={run.progress} /> : null}
        </div>
        <AllocationPanel prefs={prefs} onChange={setPrefs} />
        {run.cooldownMs > 0 ? (
          <div className="bt-cooldown" role="status" data-testid="backtest-cooldown">
            <span className="bt-cooldown__text">{L.cooldown(formatCountdown(run.cooldownMs))}</span>
          </div>
        ) : null}
      </div>

      <section className="tc-dialog__section" aria-label={L.priceChartLabel}>
        <h3 className="tc-dialog__section-title">{L.priceChartLabel}</h3>
        {result ? (
          <PriceChart
            points={result.points}
            tradeEvents={result.tradeEvents}
            situationsPerTick={result.situationsPerTick}
            situationCounts={result.situationCounts}
            barSpacing={barSpacing}
            testId="backtest-price-chart"
          />
        ) : chart.data ? (
          <PriceChart points={chart.data.points} barSpacing={barSpacing} testId="backtest-price-chart" />
        ) : (
          <p className="tc-hint">{chart.isFetching ? L.chartLoading : L.noPoints}</p>
        )}
        <p className="tc-hint">{L.chartHint}</p>
      </section>

      {result ? <ResultView result={result} barSpacing={barSpacing} /> : null}
    </Modal>
  );
}

export default BacktestModal;
