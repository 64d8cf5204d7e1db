/*
 * Times in the dashboard's charts and progress texts. Candles, ranges and chart axes are UTC
 * (the server's days are UTC days), so every time shown here says so.
 */

const pad = (n: number): string => String(n).padStart(2, '0');

/** Epoch ms as "23.11.2026 14:05 UTC"; '' when not a time. */
export function formatUtcDateTime(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '';
  const d = new Date(ms);
  return `${formatUtcDate(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}

/** Epoch ms as "23.11.2026" (UTC day); '' when not a time. */
export function formatUtcDate(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '';
  const d = new Date(ms);
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
}

/** An ISO time text as "23.11.2026 14:05 UTC"; the text itself when unreadable. */
export function formatIsoUtc(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? formatUtcDateTime(ms) : iso;
}

/** The wall clock (epoch ms), handed to the pure range functions by event handlers. */
export const wallClock = (): number => Date.now();

/** Epoch ms as its UTC day, "2026-03-09" (the value of a date input). */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
