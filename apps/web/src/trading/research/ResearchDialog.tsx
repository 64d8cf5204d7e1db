import { STRATEGY_NAMES, type TStrategyName } from '@avatara/contracts/trading';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Modal } from '../../components/Modal';
import { formatNumber } from '../numbers';
import { tradingKeys } from '../queryKeys';
import { researchApi, researchError } from './api';
import { initialForm, requestOf, type Form } from './form';
import { DateField, IntervalField } from '../backtest/RangeFields';
import { ResearchResultTable } from './ResearchResultTable';
import { RESEARCH_LABELS as L, STATUS_TEXT } from './texts';
import '../charts/dialog.css';
import '../backtest/backtest.css';
import './research.css';

const finished = (status: string | undefined) =>
  status === 'DONE' || status === 'CANCELLED' || status === 'ERROR';

/**
 * The research workbench (issue 28 §4, docs/research.md): walk-forward optimisation of one
 * strategy as a server job with progress and cancel, the report per window with the overfitting
 * warning, and "Übernehmen" (the last window's parameters into the account's config). Operators only.
 */
export default function ResearchDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const titleId = useId();
  const id = useId();
  const [form, setForm] = useState<Form>(() => initialForm(Date.now()));
  const [jobId, setJobId] = useState<string | null>(null);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  const start = useMutation({ mutationFn: researchApi.start, onSuccess: (j) => setJobId(j) });
  const cancel = useMutation({ mutationFn: researchApi.cancel });
  const apply = useMutation({ mutationFn: (j: string) => researchApi.apply(j, userId) });
  const progress = useQuery({
    queryKey: [...tradingKeys.all, 'research', 'progress', jobId],
    queryFn: ({ signal }) => researchApi.progress(jobId!, signal),
    enabled: jobId !== null,
    refetchInterval: (q) => (finished(q.state.data?.status) ? false : 500),
    retry: false,
    gcTime: 0,
  });
  const status = progress.data?.status;
  const result = useQuery({
    queryKey: [...tradingKeys.all, 'research', 'result', jobId],
    queryFn: ({ signal }) => researchApi.result(jobId!, signal),
    enabled: jobId !== null && (status === 'DONE' || status === 'CANCELLED'),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const running = start.isPending || (jobId !== null && !finished(status) && !progress.error);
  const percent = status === 'DONE' ? 100 : (progress.data?.percent ?? 0);
  const error =
    (start.error && researchError(L.startFailed, start.error)) ||
    (progress.error && researchError(L.progress, progress.error)) ||
    (result.error && researchError(L.resultFailed, result.error)) ||
    (apply.error && researchError(L.applyFailed, apply.error)) ||
    (status === 'ERROR' ? `${STATUS_TEXT.ERROR}: ${progress.data?.message ?? ''}` : null);

  const onStart = () => {
    apply.reset();
    setJobId(null);
    start.mutate(requestOf(form));
  };
  const num = (
    key: 'windows' | 'inSampleRatio' | 'trials' | 'seed',
    label: string,
    min: number,
    max: number,
  ) => (
    <label className="tc-field" htmlFor={`${id}-${key}`}>
      <span className="tc-field__label">{label}</span>
      <input
        id={`${id}-${key}`}
        type="number"
        min={min}
        max={max}
        value={form[key]}
        onChange={(e) => set({ [key]: e.target.value })}
        data-testid={`research-${key}`}
      />
    </label>
  );

  return (
    <Modal labelledBy={titleId} testId="research-modal" onClose={onClose} className="tc-dialog rs-modal">
      <header className="tc-dialog__header">
        <div>
          <h2 id={titleId} className="tc-dialog__title">
            {L.title}
          </h2>
          <p className="tc-dialog__subtitle">{L.subtitle}</p>
        </div>
        <button type="button" className="tc-button" onClick={onClose} data-testid="research-close">
          {L.close}
        </button>
      </header>
      <fieldset className="rs-form" disabled={running}>
        <legend className="visually-hidden">{L.title}</legend>
        <div className="tc-row">
          <label className="tc-field" htmlFor={`${id}-strategy`}>
            <span className="tc-field__label">{L.strategy}</span>
            <select
              id={`${id}-strategy`}
              value={form.strategy}
              onChange={(e) => set({ strategy: e.target.value as TStrategyName })}
              data-testid="research-strategy"
            >
              {STRATEGY_NAMES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
          <IntervalField
            id={`${id}-interval`}
            label={L.interval}
            value={form.interval}
            onChange={(interval) => set({ interval })}
            testId="research-interval"
          />
          <DateField
            id={`${id}-from`}
            label={L.from}
            value={form.from}
            onChange={(from) => set({ from })}
            testId="research-from"
          />
          <DateField
            id={`${id}-to`}
            label={L.to}
            value={form.to}
            onChange={(to) => set({ to })}
            testId="research-to"
          />
        </div>
        <div className="tc-row">
          {num('windows', L.windows, 1, 24)}
          {num('inSampleRatio', L.ratio, 1, 10)}
          {num('trials', L.trials, 1, 200)}
          <label className="tc-field" htmlFor={`${id}-search`}>
            <span className="tc-field__label">{L.search}</span>
            <select
              id={`${id}-search`}
              value={form.search}
              onChange={(e) => set({ search: e.target.value as Form['search'] })}
              data-testid="research-search"
            >
              <option value="random">{L.random}</option>
              <option value="grid">{L.grid}</option>
            </select>
          </label>
          {num('seed', L.seed, 0, 2_147_483_647)}
        </div>
      </fieldset>
      <div className="bt-actions">
        <button
          type="button"
          className="tc-button tc-button--primary"
          onClick={onStart}
          disabled={running}
          data-testid="research-start"
        >
          {running ? L.running : L.start}
        </button>
        <button
          type="button"
          className="tc-button"
          onClick={() => jobId && cancel.mutate(jobId)}
          disabled={!running || jobId === null}
          data-testid="research-cancel"
        >
          {L.cancel}
        </button>
        <button
          type="button"
          className="tc-button"
          onClick={() => jobId && apply.mutate(jobId)}
          disabled={!result.data?.lastParams || apply.isPending}
          data-testid="research-apply"
        >
          {apply.isPending ? L.applying : L.apply}
        </button>
      </div>
      {jobId !== null && (
        <section
          className="bt-progress"
          aria-label={L.progress}
          data-testid="research-progress"
          data-status={status ?? 'QUEUED'}
        >
          <div className="bt-progress__bar-row">
            <progress className="bt-progress__bar" max={100} value={percent} aria-label={L.progress} />
            <span className="bt-progress__percent" data-testid="research-percent">
              {formatNumber(percent, 1)} %
            </span>
          </div>
          <p className="tc-hint">
            {STATUS_TEXT[status ?? 'QUEUED']}
            {progress.data && progress.data.total > 0
              ? ` · ${progress.data.done} / ${progress.data.total} Backtests · ${progress.data.message}`
              : progress.data?.message
                ? ` · ${progress.data.message}`
                : ''}
          </p>
        </section>
      )}
      {error && (
        <p className="tc-error" role="alert" data-testid="research-error">
          {error}
        </p>
      )}
      {apply.isSuccess && (
        <p className="tc-hint" role="status" data-testid="research-applied">
          {L.applied}
        </p>
      )}
      {result.data && <ResearchResultTable result={result.data} />}
    </Modal>
  );
}
