import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { fkOrder } from './catalog';
import { safeDataPath } from './files';
import { readTarGz, TarGzWriter, type TarEntry } from './tar';

async function archive(write: (tar: TarGzWriter) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const tar = new TarGzWriter(out);
  await write(tar);
  await tar.finish();
  return Buffer.concat(chunks);
}

async function entries(bytes: Buffer): Promise<TarEntry[]> {
  const out: TarEntry[] = [];
  for await (const e of readTarGz(Readable.from([bytes]))) out.push(e);
  return out;
}

describe('TarGzWriter and readTarGz', () => {
  it('reads back every entry as written: long names, empty and multi-block files, files from disk', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'avatara-tar-'));
    const onDisk = path.join(dir, 'picture.png');
    const big = Buffer.alloc(300_000, 7);
    writeFileSync(onDisk, big);
    const long = `files/images/${'u'.repeat(36)}/${'a'.repeat(80)}/${'f'.repeat(40)}.png`;
    const bytes = await archive(async (tar) => {
      await tar.add('manifest.json', Buffer.from('{"a":1}\n'));
      await tar.add('empty', Buffer.alloc(0));
      await tar.add(long, Buffer.from('x'.repeat(513)));
      expect(await tar.addFile('files/images/p.png', onDisk)).toBe(true);
      expect(await tar.addFile('files/images/gone.png', path.join(dir, 'gone.png'))).toBe(false);
    });
    const got = await entries(bytes);
    expect(got.map((e) => [e.name, e.data.length])).toEqual([
      ['manifest.json', 8],
      ['empty', 0],
      [long, 513],
      ['files/images/p.png', 300_000],
    ]);
    expect(got[3]!.data.equals(big)).toBe(true);
  });

  it('writes an archive the tar command lists', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'avatara-tar-'));
    const file = path.join(dir, 'b.tar.gz');
    const long = `files/images/${'u'.repeat(36)}/${'a'.repeat(80)}/x.png`;
    writeFileSync(
      file,
      await archive(async (tar) => {
        await tar.add('manifest.json', Buffer.from('{}'));
        await tar.add(long, Buffer.from('png'));
      }),
    );
    let listed: string;
    try {
      listed = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' });
    } catch {
      return; // no tar command here
    }
    expect(listed.trim().split('\n')).toEqual(['manifest.json', long]);
    expect(readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  });

  it('refuses an archive that was cut short', async () => {
    const bytes = await archive(async (tar) => {
      await tar.add('a', Buffer.alloc(100_000, 1));
      await tar.add('b', Buffer.alloc(100_000, 2));
    });
    await expect(entries(bytes.subarray(0, Math.floor(bytes.length / 2)))).rejects.toThrow();
    await expect(entries(Buffer.from('not gzip at all'))).rejects.toThrow();
  });
});

describe('fkOrder', () => {
  it('puts every table after the tables it points to, ties by name, a self-reference ignored', () => {
    expect(
      fkOrder(
        ['messages', 'users', 'avatars', 'reports'],
        [
          { child: 'messages', parent: 'users' },
          { child: 'messages', parent: 'avatars' },
          { child: 'reports', parent: 'messages' },
          { child: 'users', parent: 'users' },
        ],
      ),
    ).toEqual(['avatars', 'users', 'messages', 'reports']);
  });

  it('names the tables of a circle', () => {
    expect(() =>
      fkOrder(
        ['a', 'b'],
        [
          { child: 'a', parent: 'b' },
          { child: 'b', parent: 'a' },
        ],
      ),
    ).toThrow(/circle among: a, b/);
  });
});

describe('safeDataPath', () => {
  it('keeps names inside the backed-up folders and refuses any way out', () => {
    expect(safeDataPath('/d', 'images/u/a/x.png')).toBe('/d/images/u/a/x.png');
    for (const bad of [
      '../x',
      'images/../../x',
      '/etc/passwd',
      'pglite/base/1',
      'images',
      'images//x',
      'secrets.key',
    ])
      expect(safeDataPath('/d', bad), bad).toBeNull();
  });
});
