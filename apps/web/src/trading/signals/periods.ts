/*
 * Periods of the signal chart (trading-dashboard.md §2 radios; §9 presets of the comparison
 * view: 1d, 1m, 3m default, 6m, 1y, 3y, 5y) and the custom range (§5).
 */

export const PERIODS = [
  { key: '1d', label: '1 Tag', days: 1, months: 0 },
  { key: '1m', label: '1 Monat', days: 0, months: 1 },
  { key: '3m', label: '3 Monate', days: 0, months: 3 },
  { key: '6m', label: '6 Monate', days: 0, months: 6 },
  { key: '1y', label: '1 Jahr', days: 0, months: 12 },
  { key: '3y', label: '3 Jahre', days: 0, months: 36 },
  { key: '5y', label: '5 Jahre', days: 0, months: 60 },
  { key: 'custom', label: 'Benutzerdefiniert', days: 0, months: 0 },
] as const;
export type TPeriodKey = (typeof PERIODS)[number]['key'];
export type TPresetKey = Exclude<TPeriodKey, 'custom'>;

/** The comparison view's default preset (§9). */
export const DEFAULT_PERIOD: TPresetKey = '3m';

export interface TMsRange {
  fromMs: number;
  toMs: number;
}

const DAY_MS = 86_400_000;

/**
 * The range of a preset ending now: "1 Tag" the last 24 hours, months and years by the calendar
 * (UTC), e.g. 3m at 2026-03-10T12:00Z starts 2025-12-10T12:00Z.
 */
export function presetRange(key: TPresetKey, nowMs: number): TMsRange {
  const p = PERIODS.find((x) => x.key === key)!;
  if (p.days > 0) return { fromMs: nowMs - p.days * DAY_MS, toMs: nowMs };
  const d = new Date(nowMs);
  d.setUTCMonth(d.getUTCMonth() - p.months);
  return { fromMs: d.getTime(), toMs: nowMs };
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A custom range from two date inputs (UTC days: from the first ms of `from` to the last of `to`,
 * capped at now); null when a date is missing or unreadable, the range is empty, or it lies in
 * the future ('Bitte gültigen Zeitraum wählen.').
 */
export function customRange(from: string, to: string, nowMs: number): TMsRange | null {
  if (!DATE_RE.test(from) || !DATE_RE.test(to)) return null;
  const fromMs = Date.parse(`${from}T00:00:00Z`);
  const toMs = Math.min(Date.parse(`${to}T00:00:00Z`) + DAY_MS - 1, nowMs);
  if (!Number.isFinite(fromMs) || !Number.isFinite(toMs) || fromMs >= toMs) return null;
  return { fromMs, toMs };
}
