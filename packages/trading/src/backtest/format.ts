/** Formats a duration in ms as text: "850 ms", "12.3 s", "4 min 05 s", "1 h 02 min". */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '–';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${String(Math.floor(s % 60)).padStart(2, '0')} s`;
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`;
}

/** ISO-8601 text of a ms timestamp (UTC). */
export function iso(tsMs: number): string {
  return Number.isFinite(tsMs) ? new Date(tsMs).toISOString() : '';
}

/** A chart point: time (ms) and value. */
export interface TPoint {
  t: number;
  c: number;
}

/**
 * Reduces a series to at most `max` points (spec: charts show at most 500): the series is cut
 * into `max` equal buckets and the last value of each is kept, so the first bucket's end and the
 * final value are always present.
 */
export function downsample(t: ArrayLike<number>, c: ArrayLike<number>, max = 500): TPoint[] {
  const n = Math.min(t.length, c.length);
  if (n <= max) return Array.from({ length: n }, (_, i) => ({ t: t[i] as number, c: c[i] as number }));
  const out: TPoint[] = [];
  for (let b = 0; b < max; b++) {
    const i = Math.floor(((b + 1) * n) / max) - 1;
    out.push({ t: t[i] as number, c: c[i] as number });
  }
  return out;
}
