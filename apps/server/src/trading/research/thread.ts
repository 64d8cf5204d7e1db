/**
 * One walk-forward job in a worker thread (./jobs.ts): the candles were loaded in the server and
 * arrive as a transferred series; cancellation is checked between evaluations (../../jobs/thread.ts).
 */
import type { TCandleSeries } from '@avatara/trading';
import { serveThreadJob } from '../../jobs/thread';
import { runResearchJob } from './runner';
import type { ResearchJobInput, ResearchProgress, ResearchResult } from './types';

interface ThreadData {
  input: ResearchJobInput;
  series: TCandleSeries;
  cancel: Int32Array;
}

await serveThreadJob<ThreadData, ResearchProgress, ResearchResult>(({ input, series }, hooks) =>
  runResearchJob(async () => series, input, hooks),
);
