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
  const m =
    /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/.exec(
      f,
    );
  if (!m) return NaN;
  const ms = m[7] ? Number(m[7].slice(0, 3).padEnd(3, '0')) : 0;
  let t = Date.UTC(
    Number(m[1]),
    Number(m[2]) - 1,
    Number(m[3]),
    Number(m[4] ?? 0),
    Number(m[5] ?? 0),
    Number(m[6] ?? 0),
    ms,
  );
  const tz = m[8];
  if (tz && tz !== 'Z') {
    const sign = tz[0] === '-' ? -1 : 1;
    const digits = tz.slice(1).replace(':', '');
    t -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000;
  }
  return t;
}

const POW10 = [
  1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
  1e20, 1e21, 1e22,
] as const;

function digitsAt(b: Uint8Array, a: number, n: number): number {
  let v = 0;
  for (let i = a; i < a + n; i++) {
    const c = b[i]! - 48;
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

const NL = 10;
const CR = 13;
const COMMA = 44;
/** `+00:00` as bytes. */
const UTC_OFFSET = [43, 48, 48, 58, 48, 48] as const;

const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
/** The text of bytes [a, z) (UTF-8; a byte order mark is kept, as reading the file as text keeps it). */
function decodeBytes(b: Uint8Array, a: number, z: number): string {
  return utf8.decode(b.subarray(a, z));
}

/**
 * Incremental kline CSV parser over bytes (UTF-8): `push` the file's bytes in chunks of any
 * size as they are read (the chunk may be reused afterwards), `end` returns the series. The
 * rules are parseKlineCsv's.
 */
export interface TKlineCsvReader {
  push(chunk: Uint8Array): void;
  end(): TCandleSeries;
}

class KlineCsvReader implements TKlineCsvReader {
  private out: TCandleSeries;
  private n = 0;
  private last = -Infinity;
  private dayKey = -1;
  private dayMs = 0;
  /** The row's open, high, low, close, volume. */
  private readonly v = new Float64Array(5);
  /** Bytes of a line cut by the end of a chunk. */
  private carry = new Uint8Array(256);
  private carryLen = 0;

  constructor(capacityRows: number) {
    this.out = createSeries(Math.max(16, Math.ceil(capacityRows)));
  }

  push(chunk: Uint8Array): void {
    let from = 0;
    if (this.carryLen > 0) {
      const nl = chunk.indexOf(NL);
      this.keep(chunk, 0, nl < 0 ? chunk.length : nl + 1);
      if (nl < 0) return;
      this.line(this.carry, 0, this.carryLen - 1);
      this.carryLen = 0;
      from = nl + 1;
    }
    for (let eol = chunk.indexOf(NL, from); eol >= 0; eol = chunk.indexOf(NL, from)) {
      this.line(chunk, from, eol);
      from = eol + 1;
    }
    if (from < chunk.length) this.keep(chunk, from, chunk.length);
  }

  end(): TCandleSeries {
    if (this.carryLen > 0) this.line(this.carry, 0, this.carryLen);
    this.carryLen = 0;
    return sliceSeries(this.out, 0, this.n);
  }

  private keep(b: Uint8Array, a: number, z: number): void {
    const need = this.carryLen + z - a;
    if (need > this.carry.length) {
      const bigger = new Uint8Array(Math.max(need, this.carry.length * 2));
      bigger.set(this.carry.subarray(0, this.carryLen));
      this.carry = bigger;
    }
    this.carry.set(b.subarray(a, z), this.carryLen);
    this.carryLen = need;
  }

  /** Reads the line b[start, eol) (without its newline) and appends its bar if it is one. */
  private line(b: Uint8Array, start: number, eol: number): void {
    if (eol > start && b[eol - 1] === CR) eol--;
    // Time: the first field.
    let i = start;
    while (i < eol && b[i] !== COMMA) i++;
    const tEnd = i;
    const len = tEnd - start;
    let t = NaN;
    if (
      len >= 19 &&
      b[start + 4] === 45 &&
      b[start + 7] === 45 &&
      (b[start + 10] === 32 || b[start + 10] === 84) &&
      b[start + 13] === 58 &&
      b[start + 16] === 58 &&
      (len === 19 || (len === 20 && b[start + 19] === 90) || (len === 25 && isUtcOffset(b, start + 19)))
    ) {
      const key =
        digitsAt(b, start, 4) * 10_000 + digitsAt(b, start + 5, 2) * 100 + digitsAt(b, start + 8, 2);
      if (key !== this.dayKey) {
        this.dayKey = key;
        this.dayMs =
          daysFromCivil(Math.floor(key / 10_000), Math.floor(key / 100) % 100, key % 100) * 86_400_000;
      }
      t =
        this.dayMs +
        ((digitsAt(b, start + 11, 2) * 60 + digitsAt(b, start + 14, 2)) * 60 + digitsAt(b, start + 17, 2)) *
          1000;
      const mo = Math.floor(key / 100) % 100;
      if (!(mo >= 1 && mo <= 12)) t = NaN;
    } else if (len >= 9 && len <= 17) {
      const e = digitsAt(b, start, len);
      if (e === e) t = e >= 1e14 ? Math.floor(e / 1000) : e >= 1e11 ? e : e * 1000;
    }
    if (t !== t && len > 0) t = parseTimeMs(decodeBytes(b, start, tEnd));
    // Five numbers: open, high, low, close, volume (missing volume → NaN).
    const v = this.v;
    let f = 0;
    i = tEnd + 1;
    for (; f < 5 && i <= eol; f++) {
      const a = i;
      let m = 0;
      let digits = 0;
      let frac = -1;
      let plain = true;
      for (; i < eol; i++) {
        const c = b[i]!;
        if (c === COMMA) break;
        if (c >= 48 && c <= 57) {
          m = m * 10 + (c - 48);
          digits++;
          if (frac >= 0) frac++;
        } else if (c === 46 && frac < 0) frac = 0;
        else plain = false;
      }
      v[f] =
        plain && digits > 0 && digits <= 15
          ? frac > 0
            ? m / POW10[frac]!
            : m
          : Number(decodeBytes(b, a, i));
      i++; // past the comma
    }
    if (f < 4) return;
    if (f === 4) v[4] = NaN;
    const o = v[0]!;
    const h = v[1]!;
    const l = v[2]!;
    const c = v[3]!;
    if (!(t > this.last) || !(o > 0) || !(h > 0) || !(l > 0) || !(c > 0)) return;
    const n = this.n;
    if (n === this.out.length) this.grow();
    const out = this.out;
    out.tsMs[n] = t;
    out.open[n] = o;
    out.high[n] = h;
    out.low[n] = l;
    out.close[n] = c;
    out.volume[n] = v[4]!;
    this.last = t;
    this.n = n + 1;
  }

  private grow(): void {
    const old = this.out;
    const out = createSeries(old.length * 2);
    for (const k of ['tsMs', 'open', 'high', 'low', 'close', 'volume'] as const) out[k].set(old[k]);
    this.out = out;
  }
}

function isUtcOffset(b: Uint8Array, a: number): boolean {
  for (let k = 0; k < 6; k++) if (b[a + k] !== UTC_OFFSET[k]) return false;
  return true;
}

/**
 * A kline CSV parser to feed chunk by chunk (e.g. a file read 64 kB at a time, so the whole text
 * is never in memory). `capacityRows` is a first guess of the number of rows (it grows as needed).
 * @example const r = createKlineCsvReader(); r.push(bytes1); r.push(bytes2); const series = r.end();
 */
export function createKlineCsvReader(capacityRows = 1024): TKlineCsvReader {
  return new KlineCsvReader(capacityRows);
}

/** Number of rows a text of `bytes` may hold (an upper bound: lines). */
function countLines(b: Uint8Array): number {
  let rows = 1;
  for (let i = b.indexOf(NL); i >= 0; i = b.indexOf(NL, i + 1)) rows++;
  return rows;
}

/** parseKlineCsv of the file's bytes (UTF-8), without decoding them to text first. */
export function parseKlineCsvBytes(bytes: Uint8Array): TCandleSeries {
  const r = new KlineCsvReader(countLines(bytes));
  r.push(bytes);
  return r.end();
}

/** UTF-16 code units encoded per chunk by parseKlineCsv (at most 3 bytes each). */
const TEXT_CHUNK = 16_384;

/**
 * Parses a kline CSV (Binance bulk files without header — open time, open, high, low, close,
 * volume, … — or the shared data files with a header) into a series sorted by time. Rows that
 * cannot be read, and rows whose time does not increase, are skipped. A file without a volume
 * column gets NaN volumes (unknown: no volume cap in the backtest).
 * One pass over the bytes, no substrings on the fast path: the common time shapes (epoch
 * numbers, `YYYY-MM-DD HH:MM:SS` with optional `Z` / `+00:00`) and plain decimals are read in
 * place, the day number is computed once per day; anything else goes through parseTimeMs /
 * Number(). The text is encoded to UTF-8 a chunk at a time (createKlineCsvReader).
 * @example parseKlineCsv('open_time,open,high,low,close,volume\n1735689600000000,1,2,0.5,1.5,10\n')
 */
export function parseKlineCsv(text: string): TCandleSeries {
  let rows = 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) rows++;
  const r = new KlineCsvReader(rows);
  const encoder = new TextEncoder();
  const buf = new Uint8Array(TEXT_CHUNK * 3);
  for (let pos = 0; pos < text.length;) {
    let end = Math.min(text.length, pos + TEXT_CHUNK);
    // Never cut a surrogate pair.
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
    const { written } = encoder.encodeInto(text.slice(pos, end), buf);
    r.push(buf.subarray(0, written));
    pos = end;
  }
  return r.end();
}
