/**
 * SVG → PNG in a child process (`rasterize-child.mjs`, resvg). resvg is native code: a panic
 * inside it aborts its process, so it must not run inside the server. The child is started on
 * first use, serves requests one after another, and is started again after it dies; the requests
 * it held fail with an {@link RasterizeError} (the chat then says the picture failed and charges
 * nothing).
 */
import { fork, type ChildProcess } from 'node:child_process';

/** A picture could not be turned into PNG. */
export class RasterizeError extends Error {
  override readonly name = 'RasterizeError';
}

interface Pending {
  resolve: (png: Buffer) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

type Reply = { id: number; png?: Uint8Array | { type: 'Buffer'; data: number[] }; error?: string };

export class SvgRasterizer {
  private child: ChildProcess | null = null;
  private readonly pending = new Map<number, Pending>();
  private next = 1;

  constructor(private readonly timeoutMs = 30_000) {}

  private ensureChild(): ChildProcess {
    if (this.child) return this.child;
    const child = fork(new URL('./rasterize-child.mjs', import.meta.url), [], {
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      execArgv: [],
    });
    child.unref();
    // The IPC channel keeps the server's event loop alive only while requests are waiting.
    (child.channel as { unref?: () => void } | undefined)?.unref?.();
    child.on('message', (m: Reply) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.settle(m.id, p);
      if (m.png) p.resolve(Buffer.from(m.png as Uint8Array));
      else p.reject(new RasterizeError(`resvg failed: ${m.error ?? 'unknown error'}`));
    });
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      this.failAll(new RasterizeError(`the renderer process ended (${signal ?? `exit code ${code}`})`));
    });
    child.on('error', (err) => this.failAll(new RasterizeError(err.message, { cause: err })));
    this.child = child;
    return child;
  }

  private settle(id: number, p: Pending): void {
    clearTimeout(p.timer);
    this.pending.delete(id);
    if (this.pending.size === 0) (this.child?.channel as { unref?: () => void } | undefined)?.unref?.();
  }

  private failAll(err: Error): void {
    for (const [id, p] of this.pending) {
      this.settle(id, p);
      p.reject(err);
    }
  }

  /** The PNG of an SVG document, `size` pixels wide. */
  async toPng(svg: string, size: number, signal?: AbortSignal): Promise<Buffer> {
    signal?.throwIfAborted();
    const child = this.ensureChild();
    const id = this.next++;
    return new Promise<Buffer>((resolve, reject) => {
      const onAbort = () => {
        const p = this.pending.get(id);
        if (p) this.settle(id, p);
        reject(signal!.reason instanceof Error ? signal!.reason : new RasterizeError('aborted'));
      };
      const timer = setTimeout(() => {
        // A render that hangs takes the child with it; the next request starts a new one.
        this.pending.delete(id);
        child.kill('SIGKILL');
        reject(new RasterizeError('the renderer took too long'));
      }, this.timeoutMs);
      this.pending.set(id, {
        resolve: (png) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(png);
        },
        reject: (err) => {
          signal?.removeEventListener('abort', onAbort);
          reject(err);
        },
        timer,
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      (child.channel as { ref?: () => void } | undefined)?.ref?.();
      child.send({ id, svg, size }, (err) => {
        if (!err) return;
        const p = this.pending.get(id);
        if (!p) return;
        this.settle(id, p);
        p.reject(new RasterizeError(err.message, { cause: err }));
      });
    });
  }

  /** Stops the child (server shutdown). */
  async close(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill();
    });
  }

  /** For tests: kills the child as a native crash would. */
  crashForTest(): void {
    this.child?.kill('SIGABRT');
  }
}
