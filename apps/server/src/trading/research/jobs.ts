/**
 * Walk-forward jobs (issue 28 §4; docs/research.md) on the two job runners of ../../jobs, as the
 * backtests: worker threads in the server, or BullMQ on Redis with their own queue.
 */
import type { JobKind, JobWork } from '../../jobs/kind';
import type { CandleLoader } from '../backtest/types';
import { researchLoadRange, runResearchJob } from './runner';
import { researchProgress, type ResearchJobInput, type ResearchProgress, type ResearchResult } from './types';

export const RESEARCH_JOBS: JobKind<ResearchProgress, ResearchResult> = {
  idPrefix: 'wf',
  queue: 'avatara-research',
  texts: {
    queued: 'wartet auf einen freien Worker',
    loading: 'Lade Kerzen…',
    stopped: 'Der Forschungs-Worker wurde beendet',
  },
  keep: { threads: 20, redis: 50 },
  progress: researchProgress,
  finished: (last, r) => ({
    ...last,
    status: r.status,
    percent: r.status === 'DONE' ? 100 : last.percent,
    message: r.status,
  }),
};

/** How a walk-forward job is done: its range with the warm-up before it, then the windows. */
export function researchWork(
  load: CandleLoader,
): JobWork<ResearchJobInput, ResearchProgress, ResearchResult> {
  return {
    run: (input, hooks) => runResearchJob(load, input, hooks),
    prepare: async (input) => {
      const series = await load(researchLoadRange(input.range));
      const transfer = [series.tsMs, series.open, series.high, series.low, series.close, series.volume].map(
        (a) => a.buffer as ArrayBuffer,
      );
      return { data: { series }, transfer };
    },
    threadEntry: new URL('./research-thread-boot.mjs', import.meta.url),
  };
}
