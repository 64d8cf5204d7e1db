import {
  ZAllocationsQuery,
  ZAllocationsWrite,
  ZDepositRequest,
  ZLiquidateRequest,
  ZTogglesRequest,
  ZWalletQuery,
} from '@avatara/contracts/trading-api';
import { DELETE, GET, jsonBody, jsonWith, none, orNullOn204, POST, PUT } from '../../api/endpoint';
import { parseAllocations, parseDecision, parseSummary } from '../panel/panelModel';

/** §9: request time-out of the panel's reads. */
export const REQUEST_TIMEOUT_MS = 2500;

/** Every panel call bypasses caches; its answers are read tolerantly by `panel/panelModel.ts` (§5). */
const panel = { cache: 'no-store', accept: 'application/json' } as const;
const read = { ...panel, timeoutMs: REQUEST_TIMEOUT_MS } as const;

/** The trading panel (trading-dashboard.md §7); reads carry `?ts=` against caches. */
export const panelEndpoints = {
  summary: GET({ path: '/wallet/summary', query: ZWalletQuery, response: jsonWith(parseSummary), ...read }),
  /** null: 204, no snapshot (cleared). */
  decision: orNullOn204(
    GET({ path: '/market/decision', query: ZWalletQuery, response: jsonWith(parseDecision), ...read }),
  ),
  allocations: GET({
    path: '/allocations',
    query: ZAllocationsQuery,
    response: jsonWith(parseAllocations),
    ...read,
  }),
  deposit: POST({ path: '/allocations/deposit', body: jsonBody(ZDepositRequest), response: none, ...panel }),
  writeAllocations: POST({
    path: '/allocations/write',
    body: jsonBody(ZAllocationsWrite),
    response: none,
    ...panel,
  }),
  toggles: PUT({
    path: '/trading/:userId/toggles',
    body: jsonBody(ZTogglesRequest),
    response: none,
    ...panel,
  }),
  clear: DELETE({ path: '/portfolio/:userId', response: none, ...panel }),
  /** §7: the GET form of `clear`, for a server that answers DELETE with 404 or 405. */
  clearByGet: GET({ path: '/portfolio/delete/:userId', response: none, ...panel }),
  liquidate: POST({
    path: '/deals/:userId/:strategy/liquidate',
    body: jsonBody(ZLiquidateRequest),
    response: none,
    ...panel,
  }),
};
