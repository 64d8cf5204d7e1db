import type { TBacktestStartRequest } from '@avatara/contracts/backtest';
import type { TBacktestStatus } from '@avatara/contracts/trading';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { tradingKeys } from '../queryKeys';
import { BacktestError, cancelRun, fetchProgress, fetchResult, startRun } from './api';
import { cooldownLeftMs, isFinished, PROGRESS_POLL_MS, type TProgress } from './progress';
import type { TBacktestResultView } from './result';
import { BACKTEST_LABELS } from './texts';

export interface TBacktestRun {
  runId: string | null;
  /** 'IDLE' before the first start. */
  status: TBacktestStatus | 'IDLE';
  /** A start request is on its way, or the run is queued or running. */
  running: boolean;
  progress: TProgress | null;
  result: TBacktestResultView | null;
  error: BacktestError | null;
  /** Cool-down left after the last start, ms (a countdown ticks it down to 0). */
  cooldownMs: number;
  start: (body: TBacktestStartRequest) => void;
  cancel: () => void;
}

const asError = (e: unknown, fallback: string): BacktestError =>
  e instanceof BacktestError ? e : new BacktestError(fallback, e instanceof Error ? e.message : '');

/**
 * One backtest run at a time (trading-dashboard.md §4): start, progress every 500 ms until DONE
 * (then the result), CANCELLED or ERROR; a 404 on progress stops too. Cancel marks the run
 * CANCELLED at once and tells the server. A start begins a 500 ms cool-down.
 */
export function useBacktestRun(): TBacktestRun {
  const [runId, setRunId] = useState<string | null>(null);
  const [cancelledRunId, setCancelledRunId] = useState<string | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  const starting = useMutation({
    mutationFn: startRun,
    onSuccess: (id) => setRunId(id),
  });
  const cancelling = useMutation({ mutationFn: cancelRun });
  const cancelError = cancelling.error ? asError(cancelling.error, BACKTEST_LABELS.cancelFailed) : null;

  const cancelled = runId !== null && cancelledRunId === runId;
  const progressQuery = useQuery({
    queryKey: tradingKeys.backtestProgress(runId),
    queryFn: ({ signal }) => fetchProgress(runId!, signal),
    enabled: runId !== null && !cancelled,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data === 'gone' || (data && isFinished(data.status)) ? false : PROGRESS_POLL_MS;
    },
    retry: false,
    gcTime: 0,
  });
  const progressData = progressQuery.data;
  const gone = progressData === 'gone';
  const progress = progressData && progressData !== 'gone' ? progressData : null;

  const resultQuery = useQuery({
    queryKey: tradingKeys.backtestResult(runId),
    queryFn: ({ signal }) => fetchResult(runId!, signal),
    enabled: runId !== null && !cancelled && progress?.status === 'DONE',
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

  const status: TBacktestRun['status'] = cancelled
    ? 'CANCELLED'
    : gone
      ? 'ERROR'
      : (progress?.status ?? (runId ? 'QUEUED' : 'IDLE'));
  const running =
    starting.isPending || (runId !== null && !cancelled && !gone && !isFinished(status as TBacktestStatus));

  const cooldownMs = cooldownLeftMs(startedAt, now);
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (cooldownLeftMs(startedAt, t) === 0) clearInterval(timer);
    }, 50);
    return () => clearInterval(timer);
  }, [startedAt]);

  const { mutate } = starting;
  const { mutate: tellCancel, reset: forgetCancel } = cancelling;
  const start = useCallback(
    (body: TBacktestStartRequest) => {
      const t = Date.now();
      setStartedAt(t);
      setNow(t);
      forgetCancel();
      setRunId(null);
      mutate(body);
    },
    [mutate, forgetCancel],
  );

  const cancel = useCallback(() => {
    if (runId === null) return;
    setCancelledRunId(runId);
    tellCancel(runId);
  }, [runId, tellCancel]);

  let error: BacktestError | null = null;
  if (starting.error) error = asError(starting.error, BACKTEST_LABELS.startFailed);
  else if (resultQuery.error) error = asError(resultQuery.error, BACKTEST_LABELS.resultHttp(0));
  else if (gone) error = new BacktestError(BACKTEST_LABELS.progressGone);
  else if (cancelError) error = cancelError;
  else if (progress?.status === 'ERROR')
    error = new BacktestError(BACKTEST_LABELS.runFailed, progress.message);

  return {
    runId,
    status,
    running,
    progress,
    result: resultQuery.data ?? null,
    error,
    cooldownMs,
    start,
    cancel,
  };
}
