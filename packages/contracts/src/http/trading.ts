import { z } from 'zod';
import {
  ZAllocationsAnswer,
  ZAllocationsQuery,
  ZAllocationsWrite,
  ZDealParams,
  ZDepositRequest,
  ZLiquidateRequest,
  ZLiquidated,
  ZMarketDecision,
  ZPortfolioCleared,
  ZTogglesRequest,
  ZTradesPage,
  ZTradesQuery,
  ZTradingConfigLayer,
  ZTradingUserParams,
  ZWalletQuery,
  ZWalletSummary,
} from '../trading-api';
import { DELETE, GET, json, jsonBody, POST, PUT } from './endpoint';

/** An answer the server writes itself and the dashboard reads tolerantly (trading-dashboard.md §5). */
const read = <const S extends z.ZodType>(schema: S) => json(schema, { serialize: false });

/**
 * The trading panel and the trading settings (trading-dashboard.md §7; docs/trading-service.md).
 * Reads: any signed-in user (an own account: its owner); writes: operators, and a Pro holder to their
 * own account. The panel's reads carry `?ts=` against caches.
 */
export const tradingEndpoints = {
  summary: GET({ path: '/wallet/summary', query: ZWalletQuery, response: read(ZWalletSummary) }),
  /** 204: no snapshot (before the first bar, or cleared). */
  decision: GET({
    path: '/market/decision',
    query: ZWalletQuery,
    response: read(ZMarketDecision),
    nullOn204: true,
  }),
  allocations: GET({ path: '/allocations', query: ZAllocationsQuery, response: read(ZAllocationsAnswer) }),
  /** The engine's full trade history, paged back from `before`. */
  trades: GET({
    path: '/trading/:userId/trades',
    params: ZTradingUserParams,
    query: ZTradesQuery,
    response: read(ZTradesPage),
  }),
  /** Books at the server's own price; answers the summary. */
  deposit: POST({
    path: '/allocations/deposit',
    body: jsonBody(ZDepositRequest),
    response: read(ZWalletSummary),
  }),
  writeAllocations: POST({
    path: '/allocations/write',
    body: jsonBody(ZAllocationsWrite),
    response: read(ZAllocationsAnswer),
  }),
  /** 423 while another write of the account runs. */
  toggles: PUT({
    path: '/trading/:userId/toggles',
    params: ZTradingUserParams,
    body: jsonBody(ZTogglesRequest),
    response: read(ZWalletSummary),
  }),
  clear: DELETE({
    path: '/portfolio/:userId',
    params: ZTradingUserParams,
    response: read(ZPortfolioCleared),
  }),
  /** §7: the GET form of `clear`, for a server that answers DELETE with 404 or 405 (refused from links). */
  clearByGet: GET({
    path: '/portfolio/delete/:userId',
    params: ZTradingUserParams,
    response: read(ZPortfolioCleared),
  }),
  liquidate: POST({
    path: '/deals/:userId/:strategy/liquidate',
    params: ZDealParams,
    body: jsonBody(ZLiquidateRequest.optional()),
    response: read(ZLiquidated),
  }),
  /** The stored config layer; 404: nothing stored yet. */
  config: GET({
    path: '/config/trading/:userId',
    params: ZTradingUserParams,
    response: read(ZTradingConfigLayer),
  }),
  /** The config object (docs/dashboard-settings.md); answers the saved layer. */
  saveConfig: PUT({
    path: '/config/trading/:userId',
    params: ZTradingUserParams,
    body: jsonBody(z.record(z.string(), z.unknown())),
    response: read(ZTradingConfigLayer),
  }),
};
