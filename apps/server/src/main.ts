import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { passwordChecker } from './accounts/passwords';
import { holdPgliteFolder } from './ops/serve';

/**
 * Production entry: parse configuration once, open (and migrate) the database, listen,
 * and shut down gracefully on SIGTERM/SIGINT (in-flight requests finish, then the database closes).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // PGlite: this process holds the folder (no second server or restore opens it) and answers `npm run backup`.
  const folder = config.DATABASE_URL ? null : await holdPgliteFolder(config);
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dir: config.paths.pgliteDir },
  );
  const app = await buildApp({ config, database });
  folder?.serveBackups(database, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await folder?.close();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.paths.pgliteDir}`;
  const port = (app.server.address() as { port: number }).port;
  // PORT=0 picked a free port: the default public address names it (links are built from it).
  if (!config.PUBLIC_URL) config.publicUrl = `http://localhost:${port}`;
  console.log(
    `\nAvatara is running at ${config.publicUrl}  (listening on ${config.HOST}:${port}; data: ${where})\n`,
  );
  // The password policy's dictionaries load now, in the background: the first sign-up need not wait.
  passwordChecker().catch((err: unknown) => app.log.error({ err }, 'password dictionaries failed to load'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
