/* The research dialog's form: its defaults and the start request it makes (docs/research.md). */
import type { TWalkForwardStartRequest } from '@avatara/contracts/research';
import type { TBacktestInterval, TStrategyName } from '@avatara/contracts/trading';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The form as typed (numbers as the inputs hold them). */
export interface Form {
  strategy: TStrategyName;
  interval: TBacktestInterval;
  from: string;
  to: string;
  windows: string;
  inSampleRatio: string;
  trials: string;
  search: 'random' | 'grid';
  seed: string;
}

/** The defaults: the trend follower, hourly bars, the year up to yesterday, 4 windows × 20 random trials. */
export function initialForm(nowMs: number): Form {
  return {
    strategy: 'TREND_FOLLOW_LONG',
    interval: '1h',
    from: isoDay(nowMs - 366 * DAY),
    to: isoDay(nowMs - DAY),
    windows: '4',
    inSampleRatio: '3',
    trials: '20',
    search: 'random',
    seed: '',
  };
}

/** The request of the form; the server checks the ranges (400 naming the field). */
export function requestOf(f: Form): TWalkForwardStartRequest {
  return {
    strategy: f.strategy,
    symbol: 'BTCUSDT',
    interval: f.interval,
    from: f.from,
    to: f.to,
    windows: Number(f.windows),
    inSampleRatio: Number(f.inSampleRatio),
    trials: Number(f.trials),
    search: f.search,
    ...(f.seed.trim() !== '' ? { seed: Number(f.seed) } : {}),
  };
}
