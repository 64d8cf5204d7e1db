import { ZCostPrices, ZCostPricesUpdate, ZUsageQuery, ZUsageReport } from '../usage';
import { GET, json, jsonBody, PUT } from './endpoint';

/**
 * Usage and revenue (docs/operator.md "Usage and revenue"), operators only (401 signed out, 403
 * for everyone else).
 */
export const usageEndpoints = {
  /**
   * Per day and model, per plan. `format=csv` answers `text/csv` (a download named
   * `avatara-usage-<from>-<to>.csv`, the columns of `USAGE_CSV_COLUMNS`) instead of this JSON:
   * the web links to it (`api.url`) rather than calling it.
   */
  report: GET({
    path: '/admin/usage',
    query: ZUsageQuery,
    response: json(ZUsageReport, { serialize: false }),
  }),
  costs: GET({ path: '/admin/usage/costs', response: json(ZCostPrices) }),
  /** `{reason, imageUsd?, speechPer1000Usd?}`: the cost prices of pictures and speech; audited. */
  setCosts: PUT({
    path: '/admin/usage/costs',
    body: jsonBody(ZCostPricesUpdate),
    response: json(ZCostPrices),
  }),
};
