/*
 * Backtest ranges (trading-dashboard.md §4 "Quick ranges", §5): dates are UTC days
 * ("YYYY-MM-DD", as the date inputs give them), the end is capped at yesterday 23:59.
 */
import { BACKTEST_TEXTS } from '@avatara/contracts/backtest';
import { BACKTEST_INTERVAL_MS, type TBacktestInterval } from '@avatara/contracts/trading';
import { utcDay } from '../charts/time';
import { BACKTEST_LABELS } from './texts';

const DAY_MS = 86_400_000;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The latest day a backtest may end on: yesterday (UTC), whose 23:59 is the cap of §5. */
export const latestEndDay = (nowMs: number): string => utcDay(Math.floor(nowMs / DAY_MS) * DAY_MS - DAY_MS);

/**
 * Quick ranges of §4 with the interval each picks: a day → 1m (1,440 candles), a week and the
 * months → 1h, the bars the default strategies were validated on (docs/backtests.md): 168 to
 * 8,760 candles. The spec's "months give 1d" made 1 Monat a run of 31 candles that the hourly
 * defaults never trade on (issue 28 §6).
 */
export const QUICK_RANGES = [
  { key: '1d', label: '1 Tag', days: 1, months: 0, interval: '1m' },
  { key: '1w', label: '1 Woche', days: 7, months: 0, interval: '1h' },
  { key: '1M', label: '1 Monat', days: 0, months: 1, interval: '1h' },
  { key: '3M', label: '3 Monate', days: 0, months: 3, interval: '1h' },
  { key: '6M', label: '6 Monate', days: 0, months: 6, interval: '1h' },
  { key: '12M', label: '12 Monate', days: 0, months: 12, interval: '1h' },
] as const satisfies readonly {
  key: string;
  label: string;
  days: number;
  months: number;
  interval: TBacktestInterval;
}[];
export type TQuickRangeKey = (typeof QUICK_RANGES)[number]['key'];

export interface TDayRange {
  from: string;
  to: string;
}

/**
 * The dates and interval of a quick range, ending yesterday: "1 Tag" is yesterday alone, "1 Woche"
 * the 7 days up to yesterday, "n Monate" the days from the same date n months ago up to yesterday.
 *
 * @example quickRange('1w', Date.parse('2026-03-10T12:00Z')) // {from:'2026-03-03', to:'2026-03-09', interval:'1h'}
 */
export function quickRange(key: TQuickRangeKey, nowMs: number): TDayRange & { interval: TBacktestInterval } {
  const q = QUICK_RANGES.find((r) => r.key === key) ?? QUICK_RANGES[0];
  const endStart = Math.floor(nowMs / DAY_MS) * DAY_MS - DAY_MS; // yesterday 00:00 UTC
  let fromMs = endStart - (q.days - 1) * DAY_MS;
  if (q.months > 0) {
    const d = new Date(endStart + DAY_MS);
    d.setUTCMonth(d.getUTCMonth() - q.months);
    fromMs = d.getTime();
  }
  return { from: utcDay(fromMs), to: utcDay(endStart), interval: q.interval };
}

/** `to` capped at yesterday (§5: the end is at most yesterday 23:59); other text unchanged. */
export function capEndDay(to: string, nowMs: number): string {
  const latest = latestEndDay(nowMs);
  return DATE_RE.test(to) && to > latest ? latest : to;
}

export type TRangeCheck = ({ ok: true } & TDayRange) | { ok: false; error: string };

/**
 * The §5 checks of a start: both dates given, the end capped at yesterday, from not after to,
 * and at least one candle of the interval in the range (else the server refuses it).
 */
export function checkRange(
  from: string,
  to: string,
  interval: TBacktestInterval,
  nowMs: number,
): TRangeCheck {
  if (!DATE_RE.test(from.trim()) || !DATE_RE.test(to.trim()))
    return { ok: false, error: BACKTEST_TEXTS.bothDates };
  const capped = capEndDay(to.trim(), nowMs);
  const f = from.trim();
  if (f > capped) return { ok: false, error: BACKTEST_TEXTS.fromAfterTo };
  const spanMs = Date.parse(`${capped}T00:00:00Z`) + DAY_MS - 1 - Date.parse(`${f}T00:00:00Z`);
  if (spanMs < BACKTEST_INTERVAL_MS[interval]) return { ok: false, error: BACKTEST_LABELS.rangeTooShort };
  return { ok: true, from: f, to: capped };
}
