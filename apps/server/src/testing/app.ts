import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type TConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';

/** A test configuration: fresh temporary data folder, quiet logs, no web build unless asked. */
export function testConfig(env: Record<string, string> = {}): TConfig {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'avatara-test-'));
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web'), ...env });
}

/** Builds the real app on an in-memory PGlite (or a given database); close both with `close()`. */
export async function testApp(
  opts: { env?: Record<string, string>; database?: DatabaseHandle; beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<{ app: FastifyInstance; config: TConfig; database: DatabaseHandle; close: () => Promise<void> }> {
  const config = testConfig(opts.env);
  const database = opts.database ?? (await openDatabase({ kind: 'pglite' }));
  const app = await buildApp({ config, database });
  opts.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
