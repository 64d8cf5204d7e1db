import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createKlineCsvReader, parseKlineCsv, parseKlineCsvBytes, parseTimeMs } from './csv';
import type { TCandleSeries } from './candles';
import { BTC_1H_FILE, BTC_1M_FILE, loadShared, sharedDataAvailable } from './testing/data';

describe('parseTimeMs', () => {
  it('reads milliseconds, microseconds (Binance spot 2025) and seconds as the same instant', () => {
    expect(parseTimeMs('1735689600000')).toBe(1_735_689_600_000);
    expect(parseTimeMs('1735689600000000')).toBe(1_735_689_600_000);
    expect(parseTimeMs('1735689600')).toBe(1_735_689_600_000);
  });
  it('reads the shared files’ datetime strings as UTC', () => {
    expect(parseTimeMs('2018-02-09 16:00:00')).toBe(Date.UTC(2018, 1, 9, 16));
    expect(parseTimeMs('2023-03-01 00:01:00+00:00')).toBe(Date.UTC(2023, 2, 1, 0, 1));
    expect(parseTimeMs('2023-03-01T02:01:00+02:00')).toBe(Date.UTC(2023, 2, 1, 0, 1));
    expect(parseTimeMs('2007-06-22')).toBe(Date.UTC(2007, 5, 22));
  });
  it('returns NaN for text that is no time', () => {
    expect(parseTimeMs('open_time')).toBeNaN();
  });
});

describe('parseKlineCsv', () => {
  it('reads a headerless 12-column Binance bulk file', () => {
    const s = parseKlineCsv(
      '1735689600000000,93576.00,93610.93,93537.50,93610.93,8.21827,1735689659999999,768978.15,1531,4.76,445593.1,0\n1735689660000000,93610.93,93652.00,93606.25,93640.00,5.1,1735689719999999,1,1,1,1,0\n',
    );
    expect(s.length).toBe(2);
    expect(s.tsMs[1]).toBe(1_735_689_660_000);
    expect([s.open[0], s.high[0], s.low[0], s.close[0], s.volume[0]]).toEqual([
      93576, 93610.93, 93537.5, 93610.93, 8.21827,
    ]);
  });
  it('skips the header, blank lines and rows whose time does not increase', () => {
    const s = parseKlineCsv(
      'datetime,open,high,low,close,volume\r\n2018-02-09 16:00:00,1,2,0.5,1.5,3\r\n\r\n2018-02-09 16:00:00,9,9,9,9,9\r\n2018-02-09 17:00:00,1.5,2,1,1.8,4\r\n',
    );
    expect(Array.from(s.close)).toEqual([1.5, 1.8]);
  });
  it.runIf(sharedDataAvailable())('reads the shared 1h and 1m files completely', () => {
    expect(loadShared(BTC_1H_FILE).length).toBe(62_482);
    expect(loadShared(BTC_1M_FILE).length).toBe(30_240);
  });
});

describe('parseKlineCsv fast path', () => {
  it('reads every decimal exactly as Number() does (property)', () => {
    const dec = fc.oneof(
      fc.double({ min: 1e-8, max: 1e7, noNaN: true }).map((x) => String(x)),
      fc
        .tuple(fc.double({ min: 0.001, max: 200_000, noNaN: true }), fc.integer({ min: 0, max: 12 }))
        .map(([x, k]) => x.toFixed(k)),
      fc.constantFrom('1e3', '  42.5', '0012.50', '123456789012345678.5', '.5', '7.'),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(dec, dec), { minLength: 1, maxLength: 20 }), (rows) => {
        const text = rows
          .map(([a, b], i) => `${1_700_000_000_000 + i * 60_000},${a},${a},${a},${a},${b}`)
          .join('\n');
        const s = parseKlineCsv(text);
        const kept = rows.filter(([a]) => Number(a) > 0);
        expect(s.length).toBe(kept.length);
        kept.forEach(([a, b], i) => {
          expect(s.close[i]).toBe(Number(a));
          expect(s.volume[i]).toBe(Number(b));
        });
      }),
      { numRuns: 300 },
    );
  });
  it('reads the datetime shapes like parseTimeMs, CRLF line ends, and a file without volume as NaN volume', () => {
    const text =
      'open_time,open,high,low,close\r\n2023-03-01 00:01:00+00:00,1,2,0.5,1.5\r\n2023-03-01T00:02:00Z,1,2,0.5,1.5\r\n2023-03-01 00:03:00,1,2,0.5,1.5\r\n2023-03-01T02:04:00+02:00,1,2,0.5,1.5\r\n';
    const s = parseKlineCsv(text);
    expect(Array.from(s.tsMs)).toEqual([1, 2, 3, 4].map((m) => Date.UTC(2023, 2, 1, 0, m)));
    expect(Array.from(s.volume).every((v) => Number.isNaN(v))).toBe(true);
  });
});

const columns = (s: TCandleSeries) => ({
  tsMs: Array.from(s.tsMs),
  open: Array.from(s.open),
  high: Array.from(s.high),
  low: Array.from(s.low),
  close: Array.from(s.close),
  volume: Array.from(s.volume),
});

describe('createKlineCsvReader', () => {
  const field = fc.oneof(
    fc.double({ min: 1e-6, max: 1e6, noNaN: true }).map(String),
    fc.constantFrom('', 'x', '-1', '1e3', ' 7', '😀1', '\uFEFF2', 'é'),
  );
  const time = fc
    .integer({ min: 0, max: 5000 })
    .chain((i) =>
      fc.constantFrom(
        String(1_700_000_000_000 + i * 60_000),
        new Date(1_700_000_000_000 + i * 60_000).toISOString().replace('T', ' ').slice(0, 19),
        `${new Date(1_700_000_000_000 + i * 60_000).toISOString().slice(0, 19)}+00:00`,
        'open_time',
      ),
    );
  const csv = fc
    .tuple(
      fc.array(fc.tuple(time, fc.array(field, { minLength: 3, maxLength: 6 })), { maxLength: 25 }),
      fc.constantFrom('\n', '\r\n'),
      fc.boolean(),
    )
    .map(([rows, nl, lastNl]) => rows.map(([t, f]) => [t, ...f].join(',')).join(nl) + (lastNl ? nl : ''));

  it('gives the series of parseKlineCsv however the bytes are cut into chunks (property)', () => {
    fc.assert(
      fc.property(csv, fc.array(fc.nat(), { maxLength: 8 }), (text, cuts) => {
        const bytes = new TextEncoder().encode(text);
        const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        const r = createKlineCsvReader(1);
        let from = 0;
        for (const c of [...at, bytes.length]) {
          r.push(bytes.slice(from, c));
          from = c;
        }
        const expected = columns(parseKlineCsv(text));
        expect(columns(r.end())).toEqual(expected);
        expect(columns(parseKlineCsvBytes(bytes))).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a line cut across several chunks, grows past its first guess of rows, and reads the last line without a newline', () => {
    const r = createKlineCsvReader(1);
    const rows = Array.from(
      { length: 40 },
      (_, i) => `2023-03-01 00:${String(i).padStart(2, '0')}:00,1,2,0.5,${i + 1},3`,
    );
    const bytes = new TextEncoder().encode(rows.join('\n'));
    for (let i = 0; i < bytes.length; i += 3) r.push(bytes.subarray(i, i + 3));
    const s = r.end();
    expect(s.length).toBe(40);
    expect(s.close[39]).toBe(40);
    expect(s.tsMs[39]).toBe(Date.UTC(2023, 2, 1, 0, 39));
  });

  it('keeps a byte order mark as reading the file as text does: a headerless file still reads its first row', () => {
    const text = '\uFEFF1735689600000,1,2,0.5,1.5,3\n1735689660000,1,2,0.5,1.6,3\n';
    expect(columns(parseKlineCsvBytes(new TextEncoder().encode(text)))).toEqual(columns(parseKlineCsv(text)));
    expect(parseKlineCsv(text).length).toBe(2);
  });
});
