/**
 * The PGlite folder's control socket (docs/operations.md, "Backup"). PGlite is PostgreSQL inside one
 * process: a second process that opens the same folder would corrupt it, and PGlite keeps no lock of
 * its own. So whoever opens the folder — the server, or a backup/restore tool while no server runs —
 * first listens on the Unix socket `<PGLITE_DIR>.sock` (mode 0600: only the folder's owner may
 * connect). A process that finds the socket answering knows who holds the folder; a socket left by a
 * killed process does not answer and is replaced.
 *
 * The server answers `backup` on it: `npm run backup` while the server runs gets a consistent backup
 * from the server's own database, and nothing new is reachable from the network.
 */
import { once } from 'node:events';
import { chmod, mkdir, unlink } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';

/** Unix socket paths longer than this do not fit `sun_path` (104 bytes on macOS, 108 on Linux). */
export const MAX_SOCKET_PATH_BYTES = 103;

/** A backup stops when the tool has read nothing for this long (a stopped or suspended tool). */
const STALL_MS = 60_000;
const HELLO_TIMEOUT_MS = 15_000;

export const controlSocketPath = (pgliteDir: string): string => `${path.resolve(pgliteDir)}.sock`;

export type Holder = { pid: number; who: 'server' | 'tool' };

/** The folder is held by another process (`holder`). */
export class FolderBusy extends Error {
  constructor(
    readonly holder: Holder,
    dir: string,
  ) {
    super(
      holder.who === 'server'
        ? `an Avatara server (pid ${holder.pid}) is running on ${dir}`
        : `a backup or restore (pid ${holder.pid}) is working on ${dir}`,
    );
  }
}

export interface BackupRequest {
  withKeyFile: boolean;
}

/** Writes a backup to `out` and ends it (or destroys it on a failure). */
export type BackupHandler = (out: Writable, request: BackupRequest) => Promise<void>;

export interface FolderClaim {
  /** The socket's path; null when the path is too long for a socket (nothing guards the folder then). */
  socket: string | null;
  /** Answers backup requests from now on (the server, once its database is open). */
  serveBackups(handler: BackupHandler): void;
  /** Stops answering and ends open connections (a backup under way fails; its tool says so). */
  close(): Promise<void>;
}

const line = (value: unknown) => `${JSON.stringify(value)}\n`;

/**
 * After its answer line, the server sends the archive in frames — a type byte (`d` data, `e` the
 * end, `x` a failure with its message) and a 32-bit length — so the tool can tell a whole backup
 * from one the server stopped sending.
 */
function frame(type: 'd' | 'e' | 'x', payload: Buffer = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'ascii');
  head.writeUInt32BE(payload.length, 1);
  return Buffer.concat([head, payload]);
}

/**
 * A stream whose bytes go to `socket` as frames: ended, it sends `e`; destroyed with an error, `x`.
 * A write fails when the tool hangs up or reads nothing for `stallMs`.
 */
function framed(socket: net.Socket, stallMs: number): Writable {
  let closed = false;
  const close = (last: Buffer) => {
    if (closed) return;
    closed = true;
    if (!socket.destroyed) socket.end(last);
  };
  const out = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (socket.destroyed) return callback(new Error('the tool hung up'));
      if (socket.write(frame('d', chunk))) return callback();
      // The tool reads slower: wait, but not forever — on PGlite the server's queries wait too.
      const settle = (err?: Error) => {
        clearTimeout(timer);
        socket.off('drain', drained).off('close', hungUp);
        callback(err);
      };
      const drained = () => settle();
      const hungUp = () => settle(new Error('the tool hung up'));
      const timer = setTimeout(() => settle(new Error('the tool stopped reading')), stallMs);
      socket.on('drain', drained).on('close', hungUp);
    },
    final(callback) {
      close(frame('e'));
      callback();
    },
    destroy(err, callback) {
      if (err) close(frame('x', Buffer.from(err.message)));
      callback(err);
    },
  });
  // The failure has been sent to the tool; the server logs it where the backup was asked for.
  out.on('error', () => undefined);
  return out;
}

/** The data of the frames read from `socket` after `rest`; throws on a failure frame or a cut. */
async function* unframe(socket: net.Socket, rest: Buffer): AsyncGenerator<Buffer> {
  let buffered = rest;
  const source = socket[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  for (;;) {
    while (buffered.length >= 5) {
      const type = String.fromCharCode(buffered[0]!);
      const length = buffered.readUInt32BE(1);
      if (buffered.length < 5 + length) break;
      const payload = buffered.subarray(5, 5 + length);
      buffered = buffered.subarray(5 + length);
      if (type === 'd') yield payload;
      else if (type === 'e') return;
      else throw new Error(`the server failed during the backup: ${payload.toString('utf8')}`);
    }
    const next = await source.next();
    if (next.done) throw new Error('the server stopped before the end of the backup');
    buffered = buffered.length > 0 ? Buffer.concat([buffered, next.value]) : next.value;
  }
}

/** Resolves when `socket` has something to read, has ended or closed; rejects on its error. */
function readable(socket: net.Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (err?: Error) => {
      socket.off('readable', ok).off('end', ok).off('close', ok).off('error', settle);
      if (err) reject(err);
      else resolve();
    };
    const ok = () => settle();
    socket.on('readable', ok).on('end', ok).on('close', ok).on('error', settle);
  });
}

/** Reads one JSON line from `socket`; returns it and the bytes after it. */
async function readLine(socket: net.Socket): Promise<{ value: unknown; rest: Buffer }> {
  let buffered = Buffer.alloc(0);
  for (;;) {
    const at = buffered.indexOf(10);
    if (at !== -1)
      return {
        value: JSON.parse(buffered.subarray(0, at).toString('utf8')),
        rest: buffered.subarray(at + 1),
      };
    if (buffered.length > 64 * 1024) throw new Error('control socket: line too long');
    const chunk = socket.read() as Buffer | null;
    if (chunk) {
      buffered = Buffer.concat([buffered, chunk]);
      continue;
    }
    if (socket.readableEnded || socket.destroyed) throw new Error('control socket: closed before answering');
    await readable(socket);
  }
}

/** Connects to the control socket; null when nobody listens (no socket, or one left by a dead process). */
async function connect(file: string): Promise<net.Socket | null> {
  const socket = net.connect(file);
  try {
    await once(socket, 'connect');
    return socket;
  } catch (err) {
    socket.destroy();
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return null;
    throw err;
  }
}

/** Who holds the PGlite folder `dir`: null when nobody does. */
export async function folderHolder(dir: string): Promise<Holder | null> {
  const socket = await connect(controlSocketPath(dir));
  if (!socket) return null;
  // A live holder answers at once; a busy event loop may take a moment, a hung one never does.
  socket.on('error', () => undefined);
  socket.setTimeout(HELLO_TIMEOUT_MS, () =>
    socket.destroy(new Error(`${controlSocketPath(dir)} accepts connections but does not answer`)),
  );
  try {
    socket.write(line({ op: 'hello' }));
    return (await readLine(socket)).value as Holder;
  } finally {
    socket.destroy();
  }
}

/**
 * Claims the PGlite folder `dir` for this process by listening on its control socket; throws
 * `FolderBusy` when a live process holds it. `who` is what this process tells those who ask.
 */
export async function claimPgliteFolder(dir: string, who: Holder['who']): Promise<FolderClaim> {
  const file = controlSocketPath(dir);
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH_BYTES)
    return { socket: null, serveBackups: () => undefined, close: async () => undefined };
  await mkdir(path.dirname(file), { recursive: true });
  let handler: BackupHandler | null = null;
  const open = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => undefined);
    void (async () => {
      const { value } = await readLine(socket);
      const op = (value as { op?: unknown }).op;
      if (op === 'hello') return void socket.end(line({ pid: process.pid, who }));
      if (op !== 'backup')
        return void socket.end(line({ ok: false, error: `unknown request ${String(op)}` }));
      if (!handler)
        return void socket.end(
          line({ ok: false, error: who === 'server' ? 'the server is still starting: try again' : 'busy' }),
        );
      socket.write(line({ ok: true }));
      const out = framed(socket, STALL_MS);
      try {
        await handler(out, { withKeyFile: (value as { withKeyFile?: unknown }).withKeyFile !== false });
      } catch (err) {
        out.destroy(err instanceof Error ? err : new Error(String(err)));
      }
    })().catch(() => socket.destroy());
  });
  server.on('error', () => undefined);
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, () => {
        server.off('error', reject);
        resolve();
      });
    });
  try {
    await listen();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    const holder = await folderHolder(dir);
    if (holder) throw new FolderBusy(holder, dir);
    // Left by a process that was killed: nobody answers on it.
    await unlink(file).catch(() => undefined);
    await listen();
  }
  await chmod(file, 0o600);
  return {
    socket: file,
    serveBackups: (h) => void (handler = h),
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of open) s.destroy();
      await closed;
    },
  };
}

/**
 * Asks the server holding the PGlite folder `dir` for a backup and writes it to `out`. Throws when
 * the server refuses or stops before the end (then `out` holds no complete archive).
 */
export async function backupThroughServer(dir: string, out: Writable, request: BackupRequest): Promise<void> {
  const connected = await connect(controlSocketPath(dir));
  if (!connected) throw new Error(`no server answers on ${controlSocketPath(dir)}`);
  const socket = connected;
  try {
    socket.write(line({ op: 'backup', ...request }));
    const { value, rest } = await readLine(socket);
    const answer = value as { ok?: boolean; error?: string };
    if (!answer.ok) throw new Error(`the server refused the backup: ${answer.error ?? 'no reason given'}`);
    await pipeline(unframe(socket, rest), out);
  } finally {
    socket.destroy();
  }
}
