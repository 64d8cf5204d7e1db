import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess } from '@avatara/server/testing/process';

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the real production server on a free port with a fresh data folder (removed on stop).
 * Extra environment variables configure adapters.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'avatara-e2e-'));
  // The production bundle, as `npm start` runs it (`npm run e2e` builds it first).
  const server = await startServerProcess(
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Many sign-ins from one IP within a minute are normal here: the per-IP limits are raised.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      SIGNUPS_PER_HOUR: '10000',
      ...env,
    },
    { built: true },
  );
  return {
    baseURL: server.baseURL,
    dataDir,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
