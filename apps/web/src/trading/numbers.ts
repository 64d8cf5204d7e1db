/*
 * Number rules of the trading dashboard (trading-dashboard.md §5, §9), shared by the panel, the
 * settings, the backtester and the signal charts. The dashboard speaks German: de-DE formats.
 */

/**
 * A number from the server (§5): a comma is a decimal separator, whitespace is removed, anything
 * non-numeric (or non-finite) becomes 0. The rule the contracts' answer schemas read with.
 */
export { serverNumber } from '@avatara/contracts/lenient';

/** `value` rounded to an integer and clamped to [min, max]; non-numeric becomes `fallback`. */
export function clampInt(value: unknown, min: number, max: number, fallback: number): number {
  const n =
    typeof value === 'number'
      ? value
      : Number(
          String(value ?? '')
            .replace(/\s+/g, '')
            .replace(',', '.'),
        );
  if (!Number.isFinite(n) || (typeof value === 'string' && value.trim() === '')) return fallback;
  return Math.min(max, Math.max(min, Math.round(n)));
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(min: number, max: number): Intl.NumberFormat {
  const key = `${min}:${max}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat('de-DE', { minimumFractionDigits: min, maximumFractionDigits: max });
    formatters.set(key, f);
  }
  return f;
}

/** A number in German notation with exactly `digits` decimals ("1.234,50"). */
export function formatNumber(value: number, digits = 2): string {
  return formatter(digits, digits).format(Number.isFinite(value) ? value : 0);
}

/** Money, 2 decimals (§9): "1.234,50". */
export const formatMoney = (value: number): string => formatNumber(value, 2);

/** BTC, 8 decimals (§9): "0,12345678". */
export const formatBtc = (value: number): string => formatNumber(value, 8);

/** A signed amount: "+12,30" / "−4,00" (a true minus sign). */
export function formatSigned(value: number, digits = 2): string {
  const v = Number.isFinite(value) ? value : 0;
  const text = formatNumber(Math.abs(v), digits);
  return v > 0 ? `+${text}` : v < 0 ? `\u2212${text}` : text;
}

/** A fraction as percent: 0.1234 → "12,34 %". */
export function formatFractionPct(fraction: number, digits = 2): string {
  return `${formatNumber(fraction * 100, digits)} %`;
}

/** Epoch milliseconds as a German date and time, "23.11.2026, 14:05:09". */
export function formatDateTime(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '';
  return new Date(ms).toLocaleString('de-DE', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}
