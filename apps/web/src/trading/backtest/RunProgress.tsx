import type { TBacktestStatus } from '@avatara/contracts/trading';
import { formatIsoUtc } from '../charts/time';
import { formatMoney, formatNumber } from '../numbers';
import { STATUS_LABELS, type TProgress } from './progress';
import { BACKTEST_LABELS as L } from './texts';

interface RunProgressProps {
  status: TBacktestStatus;
  progress: TProgress | null;
}

/** Progress of the run (§3): bar and percent, elapsed, ETA, simulated time, USD and BTC value. */
export function RunProgress({ status, progress }: RunProgressProps) {
  const percent = status === 'DONE' ? 100 : (progress?.percent ?? 0);
  const rows: [string, string, string][] = [
    [L.status, STATUS_LABELS[status], 'status'],
    [L.elapsed, progress?.elapsedText || '–', 'elapsed'],
    [L.eta, progress?.etaText || '–', 'eta'],
    [L.simTime, progress?.currentSimTime ? formatIsoUtc(progress.currentSimTime) : '–', 'sim-time'],
    [L.accountUsd, progress ? formatMoney(progress.usd) : '–', 'usd'],
    [L.btcValue, progress ? formatMoney(progress.btcValue) : '–', 'btc-value'],
  ];
  return (
    <section
      className="bt-progress"
      aria-label={L.progress}
      data-testid="backtest-progress"
      data-status={status}
    >
      <div className="bt-progress__bar-row">
        <progress className="bt-progress__bar" max={100} value={percent} aria-label={L.progress} />
        <span className="bt-progress__percent" data-testid="backtest-percent">
          {formatNumber(percent, 1)} %
        </span>
      </div>
      <dl className="bt-progress__facts">
        {rows.map(([label, value, key]) => (
          <div key={key} className="bt-progress__fact">
            <dt>{label}</dt>
            <dd data-testid={`backtest-progress-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {progress?.message && status !== 'DONE' ? <p className="tc-hint">{progress.message}</p> : null}
    </section>
  );
}
