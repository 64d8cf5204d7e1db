import { ZBacktestChartRequest, ZBacktestStartRequest } from '@avatara/contracts/backtest';
import { GET, jsonBody, jsonWith, none, POST } from '../../api/endpoint';
import { parseProgress } from '../backtest/progress';
import { parseResult } from '../backtest/result';
import { pointsFrom } from '../charts/series';

type Obj = { [key: string]: unknown };
const obj = (value: unknown): Obj => (typeof value === 'object' && value !== null ? (value as Obj) : {});

/** The chart answer: the close prices of the range and the range itself. */
const chartOf = (value: unknown) => {
  const o = obj(value);
  return { points: pointsFrom(o.points), from: String(o.from ?? ''), to: String(o.to ?? '') };
};

/** The start answer's run id ('' when there is none). */
const runIdOf = (value: unknown): string => {
  const runId = obj(value).runId;
  return typeof runId === 'string' ? runId.trim() : '';
};

/** The backtester (trading-dashboard.md §7 "Backtest"); answers read tolerantly (§5). */
export const backtestEndpoints = {
  /** The close prices of the range (≤ 500 points). */
  chart: POST({
    path: '/backtest/chart',
    body: jsonBody(ZBacktestChartRequest),
    response: jsonWith(chartOf),
  }),
  start: POST({
    path: '/backtest/start',
    body: jsonBody(ZBacktestStartRequest),
    response: jsonWith(runIdOf),
  }),
  progress: GET({ path: '/backtest/progress/:runId', response: jsonWith(parseProgress) }),
  result: GET({ path: '/backtest/result/:runId', response: jsonWith(parseResult) }),
  cancel: POST({ path: '/backtest/cancel/:runId', response: none }),
};
