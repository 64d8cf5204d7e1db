/**
 * Server benchmarks (`npm run bench`, or `npm run bench -- server:chat` for one part): getNHSMetaData
 * over HTTP (bench/nhs.ts), the chat (bench/chat.ts), media, trading, market data, a backtest's
 * candles and throughput.
 * Prints figures; asserts nothing.
 */
import { runBacktestCandlesBench } from './backtest-candles';
import { runChatBench } from './chat';
import { runMarketBench } from './market';
import { runMediaBench } from './media';
import { runNhsBench } from './nhs';
import { runObservabilityBench } from './observability';
import { runThroughputBench } from './throughput';
import { runTradingBench } from './trading';

/** The parts, in the order a whole run takes them. */
const PARTS: Record<string, () => Promise<void>> = {
  nhs: runNhsBench,
  chat: runChatBench,
  media: runMediaBench,
  trading: runTradingBench,
  market: runMarketBench,
  /** A week of 1m candles for a backtest, with its warm-up (issue 28 §6). */
  candles: runBacktestCandlesBench,
  throughput: runThroughputBench,
  observability: runObservabilityBench,
};

/** Runs `parts` (all when empty); an unknown part is an error naming the known ones. */
export async function runBench(parts: readonly string[] = []): Promise<void> {
  const unknown = parts.filter((p) => !(p in PARTS));
  if (unknown.length > 0)
    throw new Error(
      `Unknown server bench part ${unknown.join(', ')}; known: ${Object.keys(PARTS).join(', ')}`,
    );
  for (const [name, run] of Object.entries(PARTS))
    if (parts.length === 0 || parts.includes(name)) await run();
}
