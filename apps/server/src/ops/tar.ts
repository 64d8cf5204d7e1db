/**
 * The backup archive's container: a gzip'd POSIX tar (ustar), written and read as a stream, so
 * neither side holds more than one entry in memory. `tar -tzf FILE` lists it and `tar -xzf FILE`
 * unpacks it with the usual tools. Only regular files are written; a reader skips anything else.
 */
import { once } from 'node:events';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Readable, Writable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';

const BLOCK = 512;
/** The size field holds 11 octal digits. */
const MAX_ENTRY_BYTES = 8 ** 11 - 1;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** Splits a long name into ustar's prefix (≤ 155 bytes) and name (≤ 100 bytes) at a `/`. */
function splitName(name: string): [prefix: string, base: string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let i = name.indexOf('/'); i > 0; i = name.indexOf('/', i + 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return [prefix, base];
  }
  throw new Error(`the name is too long for the archive: ${name}`);
}

function header(name: string, size: number, mode: number, mtimeS: number): Buffer {
  if (size > MAX_ENTRY_BYTES) throw new Error(`too large for one archive entry: ${name}`);
  const [prefix, base] = splitName(name);
  const h = Buffer.alloc(BLOCK);
  h.write(base, 0, 100, 'utf8');
  h.write(octal(mode, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(size, 12), 124, 'ascii');
  h.write(octal(mtimeS, 12), 136, 'ascii');
  h.fill(0x20, 148, 156);
  h.write('0', 156, 'ascii');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  h.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return h;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes a `.tar.gz` to `out`, entry by entry, waiting whenever `out` is slower. */
export class TarGzWriter {
  private readonly gzip = createGzip();
  private readonly done: Promise<void>;
  private readonly mtimeS: number;

  constructor(out: Writable, mtime: Date = new Date()) {
    this.mtimeS = Math.floor(mtime.getTime() / 1000);
    this.done = pipeline(this.gzip, out);
    // Whoever waits on a write hears of a failure; nothing is left unhandled meanwhile.
    this.done.catch(() => undefined);
  }

  private async write(chunk: Buffer): Promise<void> {
    if (!this.gzip.write(chunk)) await Promise.race([once(this.gzip, 'drain'), this.done]);
  }

  /** One regular file `name` holding `data`. */
  async add(name: string, data: Buffer, mode = 0o600): Promise<void> {
    await this.write(header(name, data.length, mode, this.mtimeS));
    await this.write(data);
    await this.write(padding(data.length));
  }

  /**
   * One regular file `name` copied from `file` on disk. Resolves false, writing nothing, when the
   * file is gone (deleted since it was listed).
   */
  async addFile(name: string, file: string, mode = 0o600): Promise<boolean> {
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw err;
    }
    try {
      const { size } = await handle.stat();
      await this.write(header(name, size, mode, this.mtimeS));
      let written = 0;
      // Up to the size in the header, even if the file grows meanwhile.
      if (size > 0)
        for await (const chunk of handle.createReadStream({ autoClose: false, start: 0, end: size - 1 })) {
          const piece = chunk as Buffer;
          written += piece.length;
          await this.write(piece);
        }
      if (written !== size) throw new Error(`${file} changed while it was being archived`);
      await this.write(padding(size));
      return true;
    } finally {
      await handle.close();
    }
  }

  /** Ends the archive (two empty blocks) and waits until `out` has everything. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(2 * BLOCK));
    this.gzip.end();
    await this.done;
  }

  /** Stops writing: `out` is destroyed with `err`, so a reader sees a broken archive, never a short one. */
  abort(err: Error): void {
    this.gzip.destroy(err);
  }
}

/** Bytes received but not yet parsed, taken from the front without copying more than needed. */
class ByteQueue {
  private chunks: Buffer[] = [];
  length = 0;

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  take(n: number): Buffer {
    const first = this.chunks[0];
    if (first && first.length >= n) {
      this.length -= n;
      if (first.length === n) this.chunks.shift();
      else this.chunks[0] = first.subarray(n);
      return first.subarray(0, n);
    }
    const out = Buffer.allocUnsafe(n);
    let at = 0;
    while (at < n) {
      const chunk = this.chunks[0]!;
      const part = Math.min(chunk.length, n - at);
      chunk.copy(out, at, 0, part);
      at += part;
      if (part === chunk.length) this.chunks.shift();
      else this.chunks[0] = chunk.subarray(part);
    }
    this.length -= n;
    return out;
  }
}

function field(h: Buffer, start: number, length: number): string {
  const raw = h.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function parseHeader(h: Buffer): { name: string; size: number; type: string } {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : h[i]!;
  if (parseInt(field(h, 148, 8).trim(), 8) !== sum) throw new Error('not a backup archive (bad tar header)');
  const prefix = field(h, 345, 155);
  const base = field(h, 0, 100);
  return {
    name: prefix ? `${prefix}/${base}` : base,
    size: parseInt(field(h, 124, 12).trim() || '0', 8),
    type: field(h, 156, 1) || '0',
  };
}

export interface TarEntry {
  name: string;
  data: Buffer;
}

/**
 * The regular files of a `.tar.gz` stream, in order. Throws when the stream is not gzip'd tar or
 * ends before the archive's end (a backup cut short).
 */
export async function* readTarGz(input: Readable): AsyncGenerator<TarEntry> {
  const gunzip = createGunzip();
  // A failure of `input` reaches the reader through `gunzip`.
  pipeline(input, gunzip).catch(() => undefined);
  const queue = new ByteQueue();
  let pending: { name: string; size: number; type: string } | null = null;
  let ended = false;
  for await (const chunk of gunzip) {
    if (ended) continue;
    queue.push(chunk as Buffer);
    for (;;) {
      if (!pending) {
        if (queue.length < BLOCK) break;
        const h = queue.take(BLOCK);
        if (h.every((b) => b === 0)) {
          ended = true;
          break;
        }
        pending = parseHeader(h);
      }
      const stored = pending.size + padding(pending.size).length;
      if (queue.length < stored) break;
      const data = queue.take(stored).subarray(0, pending.size);
      const entry = pending;
      pending = null;
      if (entry.type === '0') yield { name: entry.name, data };
    }
  }
  if (!ended) throw new Error('the archive ends early: the backup is incomplete');
}
