import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeStdout } from './stdout';

const dir = mkdtempSync(path.join(tmpdir(), 'avatara-stdout-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeStdout', () => {
  it('writes the whole text as UTF-8, also when it is larger than a pipe buffer', () => {
    const file = path.join(dir, 'out.txt');
    const fd = openSync(file, 'w');
    const text = `Backtest 2018 → 2025 €\n${'x'.repeat(300_000)}\n`;
    expect(writeStdout(text, fd)).toBe(true);
    closeSync(fd);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('passes on errors other than a closed reader or a full non-blocking descriptor', () => {
    expect(() => writeStdout('x', 987_654)).toThrow(/EBADF/);
  });
});
