/*
 * Backtest progress (trading-dashboard.md §3 "Backtest progress", §4 "Backtest"): the answer of
 * GET /backtest/progress/{runId} (read tolerantly by its schema in @avatara/contracts/backtest),
 * the polling rules and the cool-down countdown.
 */
import { ZBacktestProgress, type TBacktestProgressAnswer } from '@avatara/contracts/backtest';
import type { TBacktestStatus } from '@avatara/contracts/trading';
import { formatNumber } from '../numbers';

/** Progress is polled every 500 ms (§9). */
export const PROGRESS_POLL_MS = 500;
/** After a start, a new backtest is allowed after 500 ms (§4, §9 "cool-down 500"). */
export const COOLDOWN_MS = 500;

export interface TProgress {
  status: TBacktestStatus;
  /** 0–100. */
  percent: number;
  elapsedText: string;
  etaText: string;
  /** ISO time of the simulated bar ('' before the first). */
  currentSimTime: string;
  /** Account value, USD. */
  usd: number;
  /** Value of the BTC held, USD. */
  btcValue: number;
  etaMsRemaining: number;
  etaFinishAt: string;
  message: string;
}

/** A progress answer; an unknown status counts as RUNNING (keep polling, the schema's rule), percent clamped 0–100. */
export function progressView(p: TBacktestProgressAnswer): TProgress {
  return {
    status: p.status,
    percent: Math.min(100, Math.max(0, p.percent)),
    elapsedText: p.elapsedText,
    etaText: p.etaText,
    currentSimTime: p.currentSimTime,
    usd: p.usd,
    btcValue: p.btcValue,
    etaMsRemaining: p.etaMsRemaining,
    etaFinishAt: p.etaFinishAt,
    message: p.message,
  };
}

/** Any value read as a progress answer. */
export const parseProgress = (value: unknown): TProgress => progressView(ZBacktestProgress.parse(value));

/** CANCELLED and ERROR stop the polling; DONE stops it and fetches the result (§4). */
export const isFinished = (status: TBacktestStatus): boolean =>
  status === 'DONE' || status === 'CANCELLED' || status === 'ERROR';

/** Milliseconds of the cool-down left at `nowMs` after a start at `startedAtMs` (0 when over). */
export function cooldownLeftMs(startedAtMs: number | null, nowMs: number, cooldownMs = COOLDOWN_MS): number {
  if (startedAtMs === null) return 0;
  return Math.max(0, Math.min(cooldownMs, startedAtMs + cooldownMs - nowMs));
}

/** The countdown in seconds, one decimal, rounded up: 500 ms → "0,5", 1 ms → "0,1", 0 → "0,0". */
export const formatCountdown = (ms: number): string => formatNumber(Math.ceil(Math.max(0, ms) / 100) / 10, 1);

/** German names of the run states. */
export const STATUS_LABELS: Record<TBacktestStatus, string> = {
  QUEUED: 'In Warteschlange',
  RUNNING: 'Läuft',
  DONE: 'Fertig',
  CANCELLED: 'Abgebrochen',
  ERROR: 'Fehler',
};
