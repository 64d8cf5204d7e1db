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

const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22];

function digitsAt(text: string, a: number, n: number): number {
  let v = 0;
  for (let i = a; i < a + n; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return NaN;
    v = v * 10 + c;
  }
  return v;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/**
 * Parses a kline CSV (Binance bulk files without header — open time, open, high, low, close,
 * volume, … — or the shared data files with a header) into a series sorted by time. Rows that
 * cannot be read, and rows whose time does not increase, are skipped. A file without a volume
 * column gets NaN volumes (unknown: no volume cap in the backtest).
 * One pass over the text, no substrings on the fast path: the common time shapes (epoch numbers,
 * `YYYY-MM-DD HH:MM:SS` with optional `Z` / `+00:00`) and plain decimals are read in place, the
 * day number is computed once per day; anything else goes through parseTimeMs / Number().
 * @example parseKlineCsv('open_time,open,high,low,close,volume\n1735689600000000,1,2,0.5,1.5,10\n')
 */
export function parseKlineCsv(text: string): TCandleSeries {
  let rows = 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) rows++;
  const out = createSeries(rows);
  const v = new Float64Array(5); // open, high, low, close, volume of the row
  let n = 0;
  let last = -Infinity;
  let dayKey = -1;
  let dayMs = 0;
  const end = text.length;
  let start = 0;
  while (start < end) {
    let eol = text.indexOf('\n', start);
    if (eol < 0) eol = end;
    const next = eol + 1;
    if (eol > start && text.charCodeAt(eol - 1) === 13) eol--;
    // Time: the first field.
    let i = start;
    while (i < eol && text.charCodeAt(i) !== 44) i++;
    const tEnd = i;
    const len = tEnd - start;
    let t = NaN;
    if (len >= 19 && text.charCodeAt(start + 4) === 45 && text.charCodeAt(start + 7) === 45 && (text.charCodeAt(start + 10) === 32 || text.charCodeAt(start + 10) === 84) && text.charCodeAt(start + 13) === 58 && text.charCodeAt(start + 16) === 58 && (len === 19 || (len === 20 && text.charCodeAt(start + 19) === 90) || (len === 25 && text.startsWith('+00:00', start + 19)))) {
      const key = digitsAt(text, start, 4) * 10_000 + digitsAt(text, start + 5, 2) * 100 + digitsAt(text, start + 8, 2);
      if (key !== dayKey) {
        dayKey = key;
        dayMs = daysFromCivil(Math.floor(key / 10_000), Math.floor(key / 100) % 100, key % 100) * 86_400_000;
      }
      t = dayMs + ((digitsAt(text, start + 11, 2) * 60 + digitsAt(text, start + 14, 2)) * 60 + digitsAt(text, start + 17, 2)) * 1000;
      const mo = Math.floor(key / 100) % 100;
      if (!(mo >= 1 && mo <= 12)) t = NaN;
    } else if (len >= 9 && len <= 17) {
      const e = digitsAt(text, start, len);
      if (e === e) t = e >= 1e14 ? Math.floor(e / 1000) : e >= 1e11 ? e : e * 1000;
    }
    if (t !== t && len > 0) t = parseTimeMs(text.slice(start, tEnd));
    // Five numbers: open, high, low, close, volume (missing volume → NaN).
    let f = 0;
    i = tEnd + 1;
    for (; f < 5 && i <= eol; f++) {
      const a = i;
      let m = 0;
      let digits = 0;
      let frac = -1;
      let plain = true;
      for (; i < eol; i++) {
        const c = text.charCodeAt(i);
        if (c === 44) break;
        if (c >= 48 && c <= 57) {
          m = m * 10 + (c - 48);
          digits++;
          if (frac >= 0) frac++;
        } else if (c === 46 && frac < 0) frac = 0;
        else plain = false;
      }
      v[f] = plain && digits > 0 && digits <= 15 ? (frac > 0 ? m / POW10[frac]! : m) : Number(text.slice(a, i));
      i++; // past the comma
    }
    start = next;
    if (f < 4) continue;
    if (f === 4) v[4] = NaN;
    const o = v[0]!;
    const h = v[1]!;
    const l = v[2]!;
    const c = v[3]!;
    if (!(t > last) || !(o > 0) || !(h > 0) || !(l > 0) || !(c > 0)) continue;
    out.tsMs[n] = t;
    out.open[n] = o;
    out.high[n] = h;
    out.low[n] = l;
    out.close[n] = c;
    out.volume[n] = v[4]!;
    last = t;
    n++;
  }
  return sliceSeries(out, 0, n);
}
