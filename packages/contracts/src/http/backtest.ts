import type { z } from 'zod';
import {
  ZBacktestCancelled,
  ZBacktestChart,
  ZBacktestChartRequest,
  ZBacktestProgress,
  ZBacktestResult,
  ZBacktestStarted,
  ZBacktestStartRequest,
  ZRunIdParams,
} from '../backtest';
import { GET, json, jsonBody, POST } from './endpoint';

/** An answer the server writes itself and the dashboard reads tolerantly (trading-dashboard.md §5). */
const read = <const S extends z.ZodType>(schema: S) => json(schema, { serialize: false });

/** The backtester (trading-dashboard.md §7 "Backtest"; docs/backtest.md): users read, operators start and cancel. */
export const backtestEndpoints = {
  /** The close prices of the range (≤ 500 points). */
  chart: POST({
    path: '/backtest/chart',
    body: jsonBody(ZBacktestChartRequest),
    response: read(ZBacktestChart),
  }),
  start: POST({
    path: '/backtest/start',
    body: jsonBody(ZBacktestStartRequest),
    response: read(ZBacktestStarted),
  }),
  /** 404: an unknown run. */
  progress: GET({
    path: '/backtest/progress/:runId',
    params: ZRunIdParams,
    response: read(ZBacktestProgress),
  }),
  /** 409 while the run is not finished. */
  result: GET({ path: '/backtest/result/:runId', params: ZRunIdParams, response: read(ZBacktestResult) }),
  cancel: POST({ path: '/backtest/cancel/:runId', params: ZRunIdParams, response: read(ZBacktestCancelled) }),
};
