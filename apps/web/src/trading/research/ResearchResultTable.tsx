import type { TWalkForwardJobResult } from '@avatara/contracts/research';
import { formatIsoUtc } from '../charts/time';
import { formatMoney, formatNumber } from '../numbers';
import { RESEARCH_LABELS as L } from './texts';

const day = (iso: string) => formatIsoUtc(iso).slice(0, 10);
const params = (p: Record<string, number>) =>
  Object.entries(p)
    .map(
      ([k, v]) =>
        `${k.replace(/^(dca|MeanReversion|TrendFollow|Grid)_/, '')} ${formatNumber(v, Number.isInteger(v) ? 0 : 4)}`,
    )
    .join(', ');

/** The walk-forward report: the warning, one row per window and the totals. */
export function ResearchResultTable({ result }: { result: TWalkForwardJobResult }) {
  const { totals, warning } = result;
  return (
    <section className="rs-result" data-testid="research-result">
      {result.status === 'CANCELLED' && <p className="tc-hint">{L.cancelled}</p>}
      {warning.overfit ? (
        <div className="rs-warning" role="alert" data-testid="research-warning">
          <strong>{L.warning}</strong>
          <ul>
            {warning.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="rs-ok" data-testid="research-ok">
          {L.noWarning}
        </p>
      )}
      <div className="rs-table-wrap">
        <table className="rs-table" data-testid="research-table">
          <thead>
            <tr>
              <th rowSpan={2}>{L.window}</th>
              <th rowSpan={2}>{L.params}</th>
              <th colSpan={2}>{L.inSample}</th>
              <th colSpan={4}>{L.outOfSample}</th>
            </tr>
            <tr>
              <th>{L.netPnl}</th>
              <th>{L.dsr}</th>
              <th>{L.netPnl}</th>
              <th>{L.drawdown}</th>
              <th>{L.trades}</th>
              <th>Zeitraum</th>
            </tr>
          </thead>
          <tbody>
            {result.windows.map((w) => (
              <tr key={w.index}>
                <td>{w.index}</td>
                <td className="rs-params">{params(w.params)}</td>
                <td className="num">{formatMoney(w.inSample.netPnlUsd)}</td>
                <td className="num">{w.deflated.dsr === null ? '–' : formatNumber(w.deflated.dsr, 2)}</td>
                <td className="num">{formatMoney(w.outOfSample.netPnlUsd)}</td>
                <td className="num">{formatMoney(w.outOfSample.maxDrawdownUsd)}</td>
                <td className="num">{w.outOfSample.trades}</td>
                <td>
                  {day(w.outOfSampleFrom)} – {day(w.outOfSampleTo)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th colSpan={2}>{L.total}</th>
              <td className="num">{formatMoney(totals.inSampleNetPnlUsd)}</td>
              <td className="num">{formatNumber(totals.meanDeflatedSharpe, 2)}</td>
              <td className="num" data-testid="research-oos-total">
                {formatMoney(totals.outOfSampleNetPnlUsd)}
              </td>
              <td className="num">{formatMoney(totals.outOfSampleMaxDrawdownUsd)}</td>
              <td className="num">{totals.outOfSampleTrades}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="tc-hint">
        {L.efficiency}: {totals.efficiency === null ? '–' : `${formatNumber(totals.efficiency * 100, 0)} %`} ·
        Seed {result.seed}
      </p>
    </section>
  );
}
