/**
 * What the trading engine uses of @avatara/contracts, for the command-line bundle only
 * (cli-build.mjs aliases the package to this file): the same trading constants, and a trading
 * config schema that builds no zod schema at start-up. zod and the real schemas are bundled apart
 * (dist/cli-zod.cjs, see cli-zod.ts) and loaded on first use: a plain run (no --config, no
 * --quota) never loads them, which saves a quarter of the CLI's time budget. Same source files,
 * so nothing can drift.
 */
import type { TTradingConfig } from '../../contracts/src/trading-config';
import { defaultsFirstSchema } from '../src/cli/config-schema';
import { realZod } from './cli-zod-loader';

export * from '../../contracts/src/trading';
export type { TTradingConfig, TTradingConfigInput } from '../../contracts/src/trading-config';

/** DEFAULT_TRADING_CONFIG as the real schema gave it when the CLI was built (cli-build.mjs defines it). */
declare const CLI_DEFAULT_TRADING_CONFIG: TTradingConfig;

export const DEFAULT_TRADING_CONFIG: TTradingConfig = CLI_DEFAULT_TRADING_CONFIG;
export const ZTradingConfig = defaultsFirstSchema(DEFAULT_TRADING_CONFIG, () => realZod().ZTradingConfig);
