import type { TAdminSignalsMeta, TAdminSignalsRead, TSignalJob } from '@avatara/contracts/signals';
import { jobLine, metaRows, readRows, shortIso } from './admin';
import { T } from './texts';
import '../trading.css';

/** A bootstrap or ingest job: kind, status line, progress bar, the server's message. */
export function JobProgress({ job }: { job: TSignalJob }) {
  const percent = Math.max(0, Math.min(100, job.percent));
  return (
    <div className="ts-job" data-testid="ts-admin-job" data-status={job.status}>
      <div className="ts-job__head">
        <strong>{job.kind === 'bootstrap' ? T.bootstrap : T.ingest}</strong>
        <span>
          {job.symbol} · {job.interval} · {shortIso(job.fromIso)} – {shortIso(job.toIso)}
        </span>
      </div>
      <div
        className="ts-progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-label={T.job}
      >
        <div className="ts-progress__bar" style={{ inlineSize: `${percent}%` }} />
      </div>
      <div className="ts-job__line">{jobLine(job)}</div>
      {job.message && <div className="ts-note">{job.message}</div>}
    </div>
  );
}

/** GET /admin/signals/meta as tables: the persisted signals and the stored candles. */
export function MetaResult({ meta }: { meta: TAdminSignalsMeta }) {
  const rows = metaRows(meta);
  return (
    <div className="ts-result" data-testid="ts-admin-meta-result">
      <h4 className="ts-result__title">
        {T.meta}: {meta.symbol} · {meta.epoch}
      </h4>
      {rows.length === 0 ? (
        <p className="ts-note">{T.noSignals}</p>
      ) : (
        <table className="tp-table ts-table">
          <thead>
            <tr>
              <th>Signal</th>
              <th className="tp-num">Punkte</th>
              <th>Erster</th>
              <th>Letzter</th>
              <th className="tp-num">Bereiche</th>
              <th className="tp-num">Lücken</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.signal}>
                <td>{r.signal}</td>
                <td className="tp-num">{r.points}</td>
                <td>{r.first}</td>
                <td>{r.last}</td>
                <td className="tp-num">{r.ranges}</td>
                <td className="tp-num">{r.gaps}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {meta.candles.length > 0 && (
        <table className="tp-table ts-table">
          <thead>
            <tr>
              <th>Kerzen</th>
              <th>Quelle</th>
              <th className="tp-num">Bars</th>
              <th>Bereiche</th>
            </tr>
          </thead>
          <tbody>
            {meta.candles.map((c) => (
              <tr key={`${c.symbol}:${c.source}`}>
                <td>{c.symbol}</td>
                <td>{c.source}</td>
                <td className="tp-num">{c.bars.toLocaleString('de-DE')}</td>
                <td>
                  {c.ranges.map((r) => `${shortIso(r.fromIso)} – ${shortIso(r.toIso)}`).join(', ') || '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** GET /admin/signals/read as a table: per signal its point count, first and last value. */
export function ReadResult({ read }: { read: TAdminSignalsRead }) {
  return (
    <div className="ts-result" data-testid="ts-admin-read-result">
      <h4 className="ts-result__title">
        {T.readTest}: {read.symbol} · {read.epoch} · {shortIso(read.fromIso)} – {shortIso(read.toIso)}
      </h4>
      <table className="tp-table ts-table">
        <thead>
          <tr>
            <th>Signal</th>
            <th className="tp-num">Punkte</th>
            <th className="tp-num">Erster Wert</th>
            <th className="tp-num">Letzter Wert</th>
          </tr>
        </thead>
        <tbody>
          {readRows(read).map((r) => (
            <tr key={r.signal}>
              <td>{r.signal}</td>
              <td className="tp-num">{r.points}</td>
              <td className="tp-num">{r.first}</td>
              <td className="tp-num">{r.last}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
