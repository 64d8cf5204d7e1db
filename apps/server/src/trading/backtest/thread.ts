/**
 * One backtest in a worker thread (./jobs.ts): the candles and their warm-up arrive as
 * transferred arrays, and the engine runs synchronously in chunks (../../jobs/thread.ts).
 */
import type { TBacktestProgress, TBacktestResult, TCandleSeries } from '@avatara/trading';
import { serveThreadJob } from '../../jobs/thread';
import { runBacktestJob } from './runner';
import type { BacktestJobInput } from './types';

interface ThreadData {
  input: BacktestJobInput;
  series: TCandleSeries;
  warmUp: TCandleSeries;
  cancel: Int32Array;
}

await serveThreadJob<ThreadData, TBacktestProgress, TBacktestResult>(({ input, series, warmUp }, hooks) =>
  runBacktestJob(series, input.options, hooks, warmUp),
);
