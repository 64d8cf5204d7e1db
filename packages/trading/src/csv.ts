import { createSeries, sliceSeries, type TCandleSeries } from './candles';

/**
 * Parses a time field to ms since epoch (UTC). Accepts epoch seconds, milliseconds and
 * microseconds (Binance spot files from 2025), and the strings `YYYY-MM-DD`,
 * `YYYY-MM-DD HH:MM:SS`, `YYYY-MM-DDTHH:MM:SS(.sss)(Z|+00:00)`. Returns NaN when unreadable.
 */
export function parseTimeMs(field: string): number {
  const f = field.trim();
  if (/^\d+(\.\d+)?$/.test(f)) {
    const n = Number(f);
    if (n >= 1e14) return Math.floor(n / 1000); // microseconds
    if (n >= 1e11) return n; // milliseconds
    return n * 1000; // seconds
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/.exec(f);
  if (!m) return NaN;
  const ms = m[7] ? Number(m[7].slice(0, 3).padEnd(3, '0')) : 0;
  let t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0), ms);
  const tz = m[8];
  if (tz && tz !== 'Z') {
    const sign = tz[0] === '-' ? -1 : 1;
    const digits = tz.slice(1).replace(':', '');
    t -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000;
  }
  return t;
}

/**
 * Parses a kline CSV (Binance bulk files without header — open time, open, high, low, close,
 * volume, … — or the shared data files with a header) into a series sorted by time.
 * Rows that cannot be read, and rows whose time does not increase, are skipped.
 * @example parseKlineCsv('open_time,open,high,low,close,volume\n1735689600000000,1,2,0.5,1.5,10\n')
 */
export function parseKlineCsv(text: string): TCandleSeries {
  const lines = text.split(/\r?\n/);
  const out = createSeries(lines.length);
  let n = 0;
  let last = -Infinity;
  for (const line of lines) {
    if (line.length === 0) continue;
    const f = line.split(',');
    if (f.length < 5) continue;
    const t = parseTimeMs(f[0] as string);
    const o = Number(f[1]);
    const h = Number(f[2]);
    const l = Number(f[3]);
    const c = Number(f[4]);
    if (!(t > last) || !(o > 0) || !(h > 0) || !(l > 0) || !(c > 0)) continue;
    out.tsMs[n] = t;
    out.open[n] = o;
    out.high[n] = h;
    out.low[n] = l;
    out.close[n] = c;
    out.volume[n] = f.length > 5 ? Number(f[5]) || 0 : 0;
    last = t;
    n++;
  }
  return sliceSeries(out, 0, n);
}
