/** Number, money and time texts of the operator's console, in the UI language. */

/** `12.5` → "$12.50" (up to 6 decimals when the amount has them: micro-USD prices). */
export function usd(amount: number, locale: string, maxDecimals = 2): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: maxDecimals,
  }).format(amount);
}

/** An integer count with group separators. */
export function count(n: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(n);
}

/** An ISO time as date and time in the UI language; '' for null. */
export function when(iso: string | null, locale: string): string {
  if (iso === null) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** `YYYY-MM-DD` (UTC) of a time, shifted by whole days. */
export function utcDay(now: Date, shiftDays = 0): string {
  return new Date(now.getTime() + shiftDays * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The operator's amount field as USD, or null when it is no amount: a number with `.` or `,` as
 * decimal mark, at most 6 decimals, not 0 (`"-2,5"` → -2.5).
 */
export function parseAmountUsd(text: string): number | null {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^[-+]?\d+(\.\d{1,6})?$/.test(clean)) return null;
  const value = Number(clean);
  return Number.isFinite(value) && value !== 0 ? value : null;
}

/** A datetime-local field's value (local time) as ISO with offset, or undefined when empty. */
export function isoOfLocal(value: string): string | undefined {
  if (value === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
