/**
 * Runs one walk-forward job: loads the range's candles with the warm-up before it, cuts the
 * windows and runs the optimisation (`runWalkForward`). The same function runs in a worker
 * thread (embedded default) and in a BullMQ worker (REDIS_URL).
 */
import { BACKTEST_INTERVAL_MS } from '@avatara/contracts';
import { lowerBound, planWindows, runWalkForward, seededRandom } from '@avatara/trading';
import type { JobHooks } from '../../jobs/kind';
import type { BacktestRange } from '../backtest/range';
import type { CandleLoader } from '../backtest/types';
import type { ResearchJobInput, ResearchProgress, ResearchResult } from './types';

/** Bars before each window fed to the engine with trading off (warm indicators). */
export const RESEARCH_WARM_UP_BARS = 2_000;

/** What a job loads: its range with RESEARCH_WARM_UP_BARS bars before it. */
export function researchLoadRange(range: BacktestRange): BacktestRange {
  return { ...range, fromMs: range.fromMs - RESEARCH_WARM_UP_BARS * BACKTEST_INTERVAL_MS[range.interval] };
}

export async function runResearchJob(
  load: CandleLoader,
  input: ResearchJobInput,
  hooks: JobHooks<ResearchProgress>,
): Promise<ResearchResult> {
  const series = await load(researchLoadRange(input.range));
  const startIndex = lowerBound(series, input.range.fromMs);
  const plan = planWindows(series.length - startIndex, input.windows, input.inSampleRatio);
  if (plan.outOfSampleBars < 2)
    throw new Error('the range is too short for these windows: choose a longer range or fewer windows');
  const ac = new AbortController();
  const r = await runWalkForward(series, {
    strategy: input.strategy,
    config: input.config,
    search: input.search,
    trials: input.trials,
    random: seededRandom(input.seed),
    ...plan,
    startIndex,
    warmUpBars: RESEARCH_WARM_UP_BARS,
    signal: ac.signal,
    onProgress: (p) =>
      hooks.progress({ status: 'RUNNING', ...p, message: `Fenster ${p.window} / ${p.windows}` }),
    yieldToHost: async () => {
      await hooks.yieldToHost();
      if (hooks.cancelled()) ac.abort();
    },
  });
  return { ...r, seed: input.seed, interval: input.range.interval };
}
