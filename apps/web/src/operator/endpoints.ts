import {
  ZReferralCountsResponse,
  ZSafetyReportsQuery,
  ZSafetyReportsResponse,
} from '@avatara/contracts/safety';
import { GET, json, none, POST } from '../api/endpoint';

/**
 * The operators' safety tools (docs/safety.md), in the lazily loaded operator page: the report
 * queue, resolving a report, and the crisis referral counts for the yearly report.
 */
export const safetyEndpoints = {
  reports: GET({
    path: '/admin/safety/reports',
    query: ZSafetyReportsQuery,
    response: json(ZSafetyReportsResponse),
  }),
  resolve: POST({ path: '/admin/safety/reports/:id/resolve', response: none }),
  referrals: GET({ path: '/admin/safety/referrals', response: json(ZReferralCountsResponse) }),
};
