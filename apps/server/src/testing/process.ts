import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './ports';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  /** The URL the server printed, with 127.0.0.1 for localhost. */
  baseURL: string;
  /** Sends SIGTERM and resolves with the exit code (null when it was killed by a signal). */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown at all, as a crash or `kill -9`. */
  kill(): Promise<void>;
  /** What the process has printed so far (stdout and stderr), for a failing test's message. */
  output(): string;
}

/**
 * Starts the server as its own process and resolves once it prints its URL. PORT defaults to a
 * free port and PUBLIC_URL to `http://127.0.0.1:PORT`, the address the tests use (links in mails
 * and redirects name it). `built: true` runs the production bundle `apps/server/dist/main.mjs`,
 * exactly as `npm run serve` does (the browser tests, after `npm run build`); otherwise the
 * TypeScript entry through tsx (the process tests, which run without a build).
 */
export async function startServerProcess(
  env: Record<string, string>,
  opts: { built?: boolean } = {},
): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const args = opts.built ? ['apps/server/dist/main.mjs'] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    // No news feeds from the internet unless a test names its own (NEWS_FEEDS unset polls the defaults).
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NEWS_FEEDS: 'none',
      ...env,
      PORT: port,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`server did not start in 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /running at (http:\/\/\S+)/.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        const kill = async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          await exited;
        };
        resolve({ baseURL: m[1].replace('localhost', '127.0.0.1'), stop, kill, output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}
