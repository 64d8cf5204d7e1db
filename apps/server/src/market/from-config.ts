/**
 * The market-data service from the server's configuration (config.ts parses the variables; the
 * rows are in docs/market-data.md): `$DATA_DIR/market.duckdb` unless MARKET_DUCKDB says otherwise.
 */
import path from 'node:path';
import { createMarket, type Market, type MarketOptions } from './index';

export type { Market } from './index';

/** The configuration this needs (a subset of the server's TConfig). */
export interface MarketConfig {
  MARKET_SOURCE: MarketOptions['source'];
  MARKET_EXCHANGE_URL?: string | undefined;
  MARKET_SIM_SEED: number;
  MARKET_DUCKDB?: string | undefined;
  MARKET_IMPORT_DIR?: string | undefined;
  paths: { dataDir: string };
}

/** The DuckDB file: MARKET_DUCKDB (':memory:' kept as is), else `$DATA_DIR/market.duckdb`. */
export function marketDuckdbPath(c: MarketConfig): string {
  if (c.MARKET_DUCKDB === ':memory:') return ':memory:';
  return path.resolve(c.MARKET_DUCKDB ?? path.join(c.paths.dataDir, 'market.duckdb'));
}

export function createMarketFromConfig(
  c: MarketConfig,
  log?: MarketOptions['log'],
  now?: () => number,
): Market {
  return createMarket({
    duckdbPath: marketDuckdbPath(c),
    source: c.MARKET_SOURCE,
    exchangeUrl: c.MARKET_EXCHANGE_URL,
    seed: c.MARKET_SIM_SEED,
    importDir: c.MARKET_IMPORT_DIR ? path.resolve(c.MARKET_IMPORT_DIR) : undefined,
    ...(now ? { now } : {}),
    ...(log ? { log } : {}),
  });
}
