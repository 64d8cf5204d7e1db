import type { TAdminSignalsMeta, TAdminSignalsRead, TSignalJob } from '@avatara/contracts/signals';

/*
 * The Admin tab's inputs → the admin signal calls (trading-dashboard.md §5 "Admin tab", §7
 * "Admin signals"): the signal list is comma-separated, trimmed, empty entries dropped, null when
 * none; an empty 'to' means now. Answers: packages/contracts/src/signals.ts.
 */

export const ADMIN_INTERVALS = ['1m', '3m', '5m', '15m', '1h', '1d'] as const;

/** What the Admin tab's inputs hold (dates as the date inputs give them, YYYY-MM-DD). */
export interface TAdminForm {
  symbol: string;
  interval: string;
  from: string;
  to: string;
  signals: string;
}

/** The Admin tab's start values: BTCUSDC, 1m, the last 7 days up to now (empty 'to'). */
export function defaultAdminForm(nowMs: number): TAdminForm {
  return {
    symbol: 'BTCUSDC',
    interval: '1m',
    from: new Date(nowMs - 7 * 86_400_000).toISOString().slice(0, 10),
    to: '',
    signals: '',
  };
}

/**
 * The signal list of §5: split at commas, trimmed, empty entries dropped; null when none is left.
 * @example parseSignalList(' BTC_RSI, ,GOLD ') // ['BTC_RSI', 'GOLD']
 */
export function parseSignalList(text: string): string[] | null {
  const list = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return list.length === 0 ? null : list;
}

const symbolOf = (form: TAdminForm) => form.symbol.trim().toUpperCase() || 'BTCUSDC';
/** 'to' of §5: the typed date, or now (ISO) when empty. */
const toOf = (form: TAdminForm, nowMs: number) => form.to.trim() || new Date(nowMs).toISOString();

/** Body of POST /admin/signals/bootstrap: {symbol, interval, from, to, signals}. */
export function bootstrapBody(form: TAdminForm, nowMs: number) {
  return {
    symbol: symbolOf(form),
    interval: form.interval,
    from: form.from.trim(),
    to: toOf(form, nowMs),
    signals: parseSignalList(form.signals),
  };
}

/** Body of POST /admin/signals/ingest: {symbol, interval, to, signals}. */
export function ingestBody(form: TAdminForm, nowMs: number) {
  return {
    symbol: symbolOf(form),
    interval: form.interval,
    to: toOf(form, nowMs),
    signals: parseSignalList(form.signals),
  };
}

/** Query of GET /admin/signals/meta: symbol and epoch (the interval of the stored series). */
export function metaQuery(form: TAdminForm): { symbol: string; epoch: string } {
  return { symbol: symbolOf(form), epoch: form.interval };
}

/** Query of GET /admin/signals/read: symbol, epoch, fromIso, toIso and signalsCsv (left out when no signal is named). */
export function readQuery(
  form: TAdminForm,
  nowMs: number,
): { symbol: string; epoch: string; fromIso: string; toIso: string; signalsCsv?: string } {
  const signals = parseSignalList(form.signals);
  return {
    symbol: symbolOf(form),
    epoch: form.interval,
    fromIso: form.from.trim(),
    toIso: toOf(form, nowMs),
    ...(signals ? { signalsCsv: signals.join(',') } : {}),
  };
}

/** Whether a job has ended (no more polling). */
export const jobEnded = (job: Pick<TSignalJob, 'status'>): boolean =>
  job.status === 'DONE' || job.status === 'ERROR' || job.status === 'CANCELLED';

/** One line of a job's progress: "RUNNING 42,5 % · 12.3 s · 55.000 Kerzen · 165.000 Punkte · 1 Lücke". */
export function jobLine(job: TSignalJob): string {
  const n = (v: number) => v.toLocaleString('de-DE');
  const parts = [
    `${job.status} ${n(Math.round(job.percent * 10) / 10)} %`,
    job.elapsedText,
    `${n(job.candles)} Kerzen`,
    `${n(job.pointsWritten)} Punkte`,
  ];
  if (job.gapCount > 0) parts.push(`${n(job.gapCount)} ${job.gapCount === 1 ? 'Lücke' : 'Lücken'}`);
  return parts.filter(Boolean).join(' · ');
}

/** "2025-03-09T12:00:00.000Z" → "2025-03-09 12:00" (UTC, as the server stores it). */
export const shortIso = (iso: string | null | undefined): string =>
  iso ? iso.replace('T', ' ').slice(0, 16) : '–';

/** The rows of the meta result table: one per persisted signal. */
export function metaRows(
  meta: TAdminSignalsMeta,
): Array<{ signal: string; points: string; first: string; last: string; ranges: number; gaps: number }> {
  return meta.signals.map((s) => ({
    signal: s.signal,
    points: s.points.toLocaleString('de-DE'),
    first: shortIso(s.first),
    last: shortIso(s.last),
    ranges: s.ranges.length,
    gaps: s.gaps.length,
  }));
}

/** The rows of the read-test table: per series its point count and its first and last value. */
export function readRows(
  read: TAdminSignalsRead,
): Array<{ signal: string; points: string; first: string; last: string }> {
  const value = (v: number | undefined) =>
    v === undefined ? '–' : v.toLocaleString('de-DE', { maximumFractionDigits: 6 });
  return read.series.map((s) => ({
    signal: s.signal,
    points: s.values.length.toLocaleString('de-DE'),
    first: value(s.values[0]),
    last: value(s.values.at(-1)),
  }));
}
