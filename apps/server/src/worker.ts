/**
 * `npm run worker`: a backtest worker for BullMQ (REDIS_URL). Start any number of them, on any
 * machine that reaches the Redis; each loads candles from its own market data (its DATA_DIR's
 * DuckDB file, filled from the configured source) and runs BACKTEST_THREADS backtests at a time.
 */
import pino from 'pino';
import { startJobWorker } from './jobs/bullmq';
import { BACKTEST_JOBS, backtestWork } from './trading/backtest/jobs';
import { RESEARCH_JOBS, researchWork } from './trading/research/jobs';
import type { CandleLoader } from './trading/backtest/types';
import { loadConfig } from './config';
import { createMarketFromConfig } from './market/from-config';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.LOG_LEVEL });
  if (!config.REDIS_URL) {
    console.error(
      'npm run worker needs REDIS_URL (without it the server runs backtests in its own worker threads).',
    );
    process.exit(2);
  }
  const market = createMarketFromConfig(config, log);
  await market.start();
  const redis = { url: config.REDIS_URL, ...(config.REDIS_PREFIX ? { prefix: config.REDIS_PREFIX } : {}) };
  const load: CandleLoader = (r) => market.data.candles(r.symbol, r.interval, r.fromMs, r.toMs);
  const worker = startJobWorker(BACKTEST_JOBS, backtestWork(load), {
    ...redis,
    concurrency: config.BACKTEST_THREADS,
  });
  // Walk-forward research jobs (docs/research.md), one at a time beside the backtests.
  const research = startJobWorker(RESEARCH_JOBS, researchWork(load), redis);
  await worker.worker.waitUntilReady();
  await research.worker.waitUntilReady();
  console.log(
    `Avatara backtest worker ready (Redis ${new URL(config.REDIS_URL).host}, ${config.BACKTEST_THREADS} at a time)`,
  );
  const stop = async () => {
    await worker.close();
    await research.close();
    await market.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
