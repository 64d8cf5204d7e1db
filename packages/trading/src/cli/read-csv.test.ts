import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseKlineCsv } from '../csv';
import { BTC_1H_FILE, loadShared, SHARED_DATA_DIR, sharedDataAvailable } from '../testing/data';
import { readKlineCsvFile } from './read-csv';

const dir = mkdtempSync(path.join(tmpdir(), 'avatara-read-csv-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readKlineCsvFile', () => {
  it('reads a file piece by piece into the series parseKlineCsv makes of its text', () => {
    const text = `open_time,open,high,low,close,volume\r\n${Array.from({ length: 500 }, (_, i) => `${1_735_689_600_000 + i * 60_000},${100 + i}.25,${101 + i},${99 + i},${100 + i}.5,${i % 3 === 0 ? '' : '0.'}${i}`).join('\r\n')}`;
    const file = path.join(dir, 'bars.csv');
    writeFileSync(file, text);
    const expected = parseKlineCsv(text);
    for (const chunk of [1, 7, 64, 65_536]) {
      const s = readKlineCsvFile(file, chunk);
      expect(s.length).toBe(500);
      expect(Array.from(s.close)).toEqual(Array.from(expected.close));
      expect(Array.from(s.volume)).toEqual(Array.from(expected.volume));
      expect(Array.from(s.tsMs)).toEqual(Array.from(expected.tsMs));
    }
  });

  it.runIf(sharedDataAvailable())('reads the shared 7-year hourly file as parseKlineCsv does', () => {
    const s = readKlineCsvFile(path.join(SHARED_DATA_DIR, BTC_1H_FILE));
    const expected = loadShared(BTC_1H_FILE);
    expect(s.length).toBe(expected.length);
    for (const k of ['tsMs', 'open', 'high', 'low', 'close', 'volume'] as const) {
      const firstDiff = s[k].findIndex((v, i) => !Object.is(v, expected[k][i]));
      expect(firstDiff, k).toBe(-1);
    }
  });
});
