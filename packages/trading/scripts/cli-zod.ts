/**
 * The zod part of the command-line backtest, bundled apart as dist/cli-zod.cjs (cli-build.mjs)
 * and loaded only when a run needs it (a --config to check, a --quota): zod itself and the real
 * trading config schema.
 */
export { z } from 'zod';
export { DEFAULT_TRADING_CONFIG, ZTradingConfig } from '../../contracts/src/trading-config';
