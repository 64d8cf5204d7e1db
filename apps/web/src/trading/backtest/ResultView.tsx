import { useId, useState, type ReactNode } from 'react';
import { formatMoney, formatNumber, formatSigned } from '../numbers';
import { EquityChart } from './EquityChart';
import { benchmarkFacts, metricFacts, riskRows, totalFacts, type TFact } from './facts';
import type { TBacktestResultView, TPnl, TPnlPeriod } from './result';
import { BACKTEST_LABELS as L } from './texts';

function Facts({ facts, testId }: { facts: TFact[]; testId: string }) {
  return (
    <dl className="bt-facts" data-testid={testId}>
      {facts.map((f) => (
        <div key={f.key} className="bt-facts__item">
          <dt>{f.label}</dt>
          <dd className={f.tone ? `bt-tone--${f.tone}` : undefined} data-testid={`backtest-fact-${f.key}`}>
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Section({
  title,
  className,
  testId,
  children,
}: {
  title: string;
  className: string;
  testId?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={id} data-testid={testId}>
      <h3 id={id} className="tc-dialog__section-title">
        {title}
      </h3>
      {children}
    </section>
  );
}

const pnlClass = (v: number) => (v > 0 ? 'bt-num bt-tone--up' : v < 0 ? 'bt-num bt-tone--down' : 'bt-num');
const STRATEGY_COLUMNS = [
  'Signale',
  'Einstiege',
  'Ausstiege',
  'Realisiert $',
  'Unrealisiert $',
  'Gebühren $',
  'Slippage $',
  'Gewinn-Deals',
  'Verlust-Deals',
  'Stop-Loss',
  'Max. Haltedauer',
];

const PNL_COLUMNS: [keyof TPnl, string][] = [
  ['grossUsd', L.pnlGross],
  ['feesUsd', L.pnlFees],
  ['slippageUsd', L.pnlSlippage],
  ['costsUsd', L.pnlCosts],
  ['netUsd', L.pnlNet],
];

function PnlCells({ pnl }: { pnl: TPnl }) {
  return PNL_COLUMNS.map(([key]) =>
    key === 'grossUsd' || key === 'netUsd' ? (
      <td key={key} className={pnlClass(pnl[key])} data-testid={`backtest-pnl-${key}`}>
        {formatSigned(pnl[key])}
      </td>
    ) : (
      <td key={key} className="bt-num" data-testid={`backtest-pnl-${key}`}>
        {formatMoney(pnl[key])}
      </td>
    ),
  );
}

/** Gross P/L, costs and net P/L per strategy, for the whole run or one calendar year of it. */
function PnlByPeriod({ periods }: { periods: TPnlPeriod[] }) {
  const [period, setPeriod] = useState(periods[0]!.period);
  const selectId = useId();
  const shown = periods.find((p) => p.period === period) ?? periods[0]!;
  return (
    <>
      <div className="bt-pnl__period">
        <label htmlFor={selectId}>{L.pnlPeriod}</label>
        <select
          id={selectId}
          value={shown.period}
          onChange={(e) => setPeriod(e.target.value)}
          data-testid="backtest-pnl-period"
        >
          {periods.map((p) => (
            <option key={p.period} value={p.period}>
              {p.period === 'all' ? L.pnlAll : p.period}
            </option>
          ))}
        </select>
      </div>
      <div className="bt-scroll-x">
        <table className="bt-table bt-pnl" data-testid="backtest-pnl">
          <thead>
            <tr>
              <th scope="col">{L.colStrategy}</th>
              {PNL_COLUMNS.map(([key, label]) => (
                <th key={key} scope="col" className="bt-num">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.strategies.map((s) => (
              <tr key={s.strategy} data-testid={`backtest-pnl-${s.strategy}`}>
                <th scope="row">{s.strategy}</th>
                <PnlCells pnl={s} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-testid="backtest-pnl-total">
              <th scope="row">{L.pnlTotal}</th>
              <PnlCells pnl={shown.total} />
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="tc-hint bt-note">{L.pnlNote}</p>
    </>
  );
}

/**
 * Totals, trading against the three benchmarks (holding the split deposit, holding BTC, cash),
 * every engine metric, the per-strategy table, the equity chart and the P/L after costs per
 * strategy and year.
 */
export function ResultView({ result, barSpacing }: { result: TBacktestResultView; barSpacing: number }) {
  return (
    <div className="bt-result" data-testid="backtest-result">
      <Section title={L.benchmark} className="bt-card bt-card--benchmark" testId="backtest-benchmark">
        <Facts facts={benchmarkFacts(result)} testId="backtest-benchmark-facts" />
        <div className="bt-scroll-x">
          <table className="bt-table bt-risk" data-testid="backtest-risk">
            <thead>
              <tr>
                <th scope="col">{L.metrics}</th>
                {[L.withTrading, L.holdSplit, L.holdBtc, L.cash].map((c) => (
                  <th key={c} scope="col" className="bt-num">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {riskRows(result).map((r) => (
                <tr key={r.key} data-testid={`backtest-risk-${r.key}`}>
                  <th scope="row">{r.label}</th>
                  <td className="bt-num">{r.trading}</td>
                  <td className="bt-num">{r.holding}</td>
                  <td className="bt-num">{r.holdingBtc}</td>
                  <td className="bt-num">{r.cash}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="tc-hint bt-note">{L.benchmarkNote}</p>
      </Section>
      <div className="bt-result__top">
        <Section title={L.totals} className="bt-card">
          <Facts facts={totalFacts(result)} testId="backtest-totals" />
        </Section>
        <Section title={L.metrics} className="bt-card">
          <Facts facts={metricFacts(result)} testId="backtest-metrics" />
        </Section>
      </div>

      <Section title={`${L.equityChart} · ${L.drawdownChart}`} className="tc-dialog__section">
        <EquityChart result={result} barSpacing={barSpacing} />
      </Section>

      <Section title={L.perStrategy} className="tc-dialog__section">
        <div className="bt-scroll-x">
          <table className="bt-table bt-per-strategy" data-testid="backtest-per-strategy">
            <thead>
              <tr>
                <th scope="col">{L.colStrategy}</th>
                <th scope="col">{L.colOn}</th>
                {STRATEGY_COLUMNS.map((c) => (
                  <th key={c} scope="col" className="bt-num">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.perStrategy.map((s) => (
                <tr key={s.strategy} data-testid={`backtest-result-${s.strategy}`}>
                  <th scope="row">{s.strategy}</th>
                  <td>{s.enabled ? 'ja' : 'nein'}</td>
                  <td className="bt-num">{formatNumber(s.signals, 0)}</td>
                  <td className="bt-num">{formatNumber(s.entries, 0)}</td>
                  <td className="bt-num">{formatNumber(s.exits, 0)}</td>
                  <td className={pnlClass(s.realizedPnl)}>{formatSigned(s.realizedPnl)}</td>
                  <td className={pnlClass(s.unrealizedPnl)}>{formatSigned(s.unrealizedPnl)}</td>
                  <td className="bt-num">{formatMoney(s.feesPaid)}</td>
                  <td className="bt-num">{formatMoney(s.slippagePaid)}</td>
                  <td className="bt-num">{formatNumber(s.wins, 0)}</td>
                  <td className="bt-num">{formatNumber(s.losses, 0)}</td>
                  <td className="bt-num">{formatNumber(s.stopLosses, 0)}</td>
                  <td className="bt-num">{formatNumber(s.maxHoldExits, 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      {result.strategyPnl.length > 0 && (
        <Section title={L.pnlTitle} className="tc-dialog__section" testId="backtest-pnl-section">
          <PnlByPeriod periods={result.strategyPnl} />
        </Section>
      )}
    </div>
  );
}
