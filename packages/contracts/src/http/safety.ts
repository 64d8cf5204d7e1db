import {
  ZReferralCountsResponse,
  ZReportIdParams,
  ZSafetyReportsQuery,
  ZSafetyReportsResponse,
} from '../safety';
import { GET, json, none, POST } from './endpoint';

/**
 * The operators' safety tools (docs/safety.md): the report queue, resolving a report, and the
 * crisis referral counts for the yearly report. A user's own report is `chatEndpoints.report`.
 */
export const safetyEndpoints = {
  reports: GET({
    path: '/admin/safety/reports',
    query: ZSafetyReportsQuery,
    response: json(ZSafetyReportsResponse),
  }),
  /** 204. */
  resolve: POST({ path: '/admin/safety/reports/:id/resolve', params: ZReportIdParams, response: none }),
  referrals: GET({ path: '/admin/safety/referrals', response: json(ZReferralCountsResponse) }),
};
