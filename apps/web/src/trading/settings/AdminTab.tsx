import type { TAdminSignalsMeta, TAdminSignalsRead } from '@avatara/contracts/signals';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { tradingKeys } from '../queryKeys';
import {
  ADMIN_INTERVALS,
  bootstrapBody,
  defaultAdminForm,
  ingestBody,
  jobEnded,
  metaQuery,
  readQuery,
  type TAdminForm,
} from './admin';
import { JobProgress, MetaResult, ReadResult } from './AdminResults';
import {
  failureText,
  fetchSignalJob,
  fetchSignalsMeta,
  readSignals,
  startBootstrap,
  startIngest,
} from './settingsApi';
import { T } from './texts';

type TAction = 'bootstrap' | 'ingest' | 'meta' | 'read';
const ERROR_TITLE: Record<TAction, string> = {
  bootstrap: T.bootstrapError,
  ingest: T.ingestError,
  meta: T.metaError,
  read: T.readError,
};

type TResult = { kind: 'meta'; data: TAdminSignalsMeta } | { kind: 'read'; data: TAdminSignalsRead | null };

/** Job progress is polled this often until the job ends. */
const JOB_POLL_MS = 1000;

/** Runs one admin tool: a started job's id, or the meta / read answer. Throws on failure. */
async function perform(action: TAction, form: TAdminForm): Promise<{ jobId: string } | TResult> {
  const now = Date.now();
  if ((action === 'bootstrap' || action === 'read') && !form.from.trim()) throw new Error(T.fromMissing);
  if (action === 'bootstrap') return startBootstrap(bootstrapBody(form, now));
  if (action === 'ingest') return startIngest(ingestBody(form, now));
  if (action === 'meta') return { kind: 'meta', data: await fetchSignalsMeta(metaQuery(form)) };
  return { kind: 'read', data: await readSignals(readQuery(form, now)) };
}

/**
 * The Admin tab (trading-dashboard.md §2, §5, §7, §8): bootstrap and ingest signals as jobs with
 * progress, the persisted meta and a read test. Errors read 'Bootstrap FEHLER: …' and so on.
 */
export function AdminTab() {
  const [form, setForm] = useState<TAdminForm>(() => defaultAdminForm(Date.now()));
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<TResult | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);

  const job = useQuery({
    queryKey: tradingKeys.adminSignalJob(jobId),
    queryFn: ({ signal }) => fetchSignalJob(jobId!, signal),
    enabled: jobId !== null,
    gcTime: 0,
    retry: false,
    refetchInterval: (q) => (q.state.data && jobEnded(q.state.data) ? false : JOB_POLL_MS),
  });
  const jobData = job.data?.jobId === jobId ? job.data : undefined;
  const jobRunning = jobData ? !jobEnded(jobData) : jobId !== null && !job.isError;

  const set = (key: keyof TAdminForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  // One tool at a time: a job started (bootstrap, ingest) or an answer shown (meta, read test).
  const tool = useMutation({
    mutationFn: (action: TAction) => perform(action, form),
    onMutate: () => setError(null),
    onSuccess: (outcome) => {
      if ('jobId' in outcome) setJobId(outcome.jobId);
      else setResult(outcome);
    },
    onError: (e, action) => {
      const { title, detail } = failureText(e, '');
      setError(`${ERROR_TITLE[action]}: ${[title, detail].filter(Boolean).join(': ')}`);
    },
  });
  const busy = tool.isPending ? tool.variables : null;

  const jobError =
    jobData?.status === 'ERROR'
      ? `${jobData.kind === 'bootstrap' ? T.bootstrapError : T.ingestError}: ${jobData.error ?? jobData.message}`
      : null;
  const pollError = job.isError ? `${T.job} ${jobId}: ${failureText(job.error, T.loadFailed).title}` : null;
  const shownError = error ?? jobError ?? pollError;

  return (
    <div className="ts-admin" data-testid="ts-admin">
      <p className="ts-intro">{T.adminIntro}</p>
      <div className="ts-admin__inputs">
        <label className="ts-field">
          <span className="ts-field__label">{T.symbol}</span>
          <input
            className="ts-input"
            data-testid="ts-admin-symbol"
            value={form.symbol}
            onChange={set('symbol')}
            placeholder="BTCUSDC"
            spellCheck={false}
          />
        </label>
        <label className="ts-field">
          <span className="ts-field__label">{T.interval}</span>
          <select
            className="ts-input"
            data-testid="ts-admin-interval"
            value={form.interval}
            onChange={set('interval')}
          >
            {ADMIN_INTERVALS.map((i) => (
              <option key={i} value={i}>
                {i}
              </option>
            ))}
          </select>
        </label>
        <label className="ts-field">
          <span className="ts-field__label">{T.from}</span>
          <input
            className="ts-input"
            data-testid="ts-admin-from"
            type="date"
            value={form.from}
            onChange={set('from')}
          />
        </label>
        <label className="ts-field">
          <span className="ts-field__label">{T.to}</span>
          <input
            className="ts-input"
            data-testid="ts-admin-to"
            type="date"
            value={form.to}
            onChange={set('to')}
          />
        </label>
        <label className="ts-field ts-field--wide">
          <span className="ts-field__label">{T.signals}</span>
          <input
            className="ts-input"
            data-testid="ts-admin-signals"
            value={form.signals}
            onChange={set('signals')}
            placeholder="BTCUSDC, BTC_RSI, GOLD"
            spellCheck={false}
          />
          <span className="ts-field__hint">{T.signalsHint}</span>
        </label>
      </div>
      <div className="button-row ts-admin__actions">
        {(
          [
            ['bootstrap', T.bootstrap],
            ['ingest', T.ingest],
            ['meta', T.meta],
            ['read', T.readTest],
          ] as const
        ).map(([action, label]) => (
          <button
            key={action}
            type="button"
            className="button button--quiet button--small"
            data-testid={`ts-admin-${action}`}
            disabled={busy !== null || ((action === 'bootstrap' || action === 'ingest') && jobRunning)}
            onClick={() => tool.mutate(action)}
          >
            {busy === action ? `${label}…` : label}
          </button>
        ))}
      </div>
      {shownError && (
        <div className="ts-alert" role="alert" data-testid="ts-admin-error">
          {shownError}
        </div>
      )}
      {jobData && <JobProgress job={jobData} />}
      <div data-testid="ts-admin-result" aria-live="polite">
        {result?.kind === 'meta' && <MetaResult meta={result.data} />}
        {result?.kind === 'read' &&
          (result.data ? <ReadResult read={result.data} /> : <p className="ts-note">{T.notPersisted}</p>)}
      </div>
    </div>
  );
}
