import {
  ZAdminUserActionResponse,
  ZAdminUserDetail,
  ZAdminUserParams,
  ZAdminUsersPage,
  ZAdminUsersQuery,
  ZAuditedResponse,
  ZBalanceAdjustmentRequest,
  ZEndSessionsResponse,
  ZLedgerPage,
  ZLedgerQuery,
  ZReasonRequest,
  ZRefundParams,
  ZRefundResponse,
} from '../admin-users';
import { DELETE, GET, json, jsonBody, POST } from './endpoint';

/**
 * The operators' Users screen (docs/operator.md "Users"). Operators only: 401 signed out, 403 for
 * everyone else (checked before the request is read). Every action takes `{reason}` (400 naming
 * `reason` when it is missing or blank) and is written to the audit log with the change.
 */
export const adminUserEndpoints = {
  /** Search by email or name (`q`), paged by `offset`. */
  search: GET({ path: '/admin/users', query: ZAdminUsersQuery, response: json(ZAdminUsersPage) }),
  /** One account's page; 404 `USER_NOT_FOUND`. */
  detail: GET({ path: '/admin/users/:id', params: ZAdminUserParams, response: json(ZAdminUserDetail) }),
  /** Older ledger lines (`before`: the `next` of the page before). */
  ledger: GET({
    path: '/admin/users/:id/ledger',
    params: ZAdminUserParams,
    query: ZLedgerQuery,
    response: json(ZLedgerPage),
  }),
  /** `{amountUsd, reason}`: negative debits; 409 `DEBIT_EXCEEDS_BALANCE` when more than is spendable. */
  adjustBalance: POST({
    path: '/admin/users/:id/balance',
    params: ZAdminUserParams,
    body: jsonBody(ZBalanceAdjustmentRequest),
    response: json(ZAdminUserActionResponse),
  }),
  /**
   * Sign-in and every signed-in call then answer 403 `ACCOUNT_SUSPENDED`; its sessions end.
   * 409 `ALREADY_SUSPENDED`, or `OPERATOR_NOT_SUSPENDABLE` (revoke the role first).
   */
  suspend: POST({
    path: '/admin/users/:id/suspend',
    params: ZAdminUserParams,
    body: jsonBody(ZReasonRequest),
    response: json(ZAdminUserActionResponse),
  }),
  /** 409 `NOT_SUSPENDED`. */
  reinstate: POST({
    path: '/admin/users/:id/reinstate',
    params: ZAdminUserParams,
    body: jsonBody(ZReasonRequest),
    response: json(ZAdminUserActionResponse),
  }),
  /** Every session of the account ends (it signs in again). */
  endSessions: POST({
    path: '/admin/users/:id/sessions/end',
    params: ZAdminUserParams,
    body: jsonBody(ZReasonRequest),
    response: json(ZEndSessionsResponse),
  }),
  /**
   * Gives a paid checkout back through its provider (Stripe's refund API; the sandbox's own).
   * 404 `CHECKOUT_NOT_FOUND`, 409 `REFUND_NOT_POSSIBLE` (not paid, refunded already, another
   * provider), 502 `REFUND_FAILED` (the provider refused: nothing changed here).
   */
  refund: POST({
    path: '/admin/users/:id/payments/:checkoutId/refund',
    params: ZRefundParams,
    body: jsonBody(ZReasonRequest),
    response: json(ZRefundResponse),
  }),
  /**
   * Deletes the account as its owner could (docs/accounts.md "Your data"): 409
   * `REPLY_IN_PROGRESS`, `LAST_OPERATOR`. The audit entry stays, without the account.
   */
  remove: DELETE({
    path: '/admin/users/:id',
    params: ZAdminUserParams,
    body: jsonBody(ZReasonRequest),
    response: json(ZAuditedResponse),
  }),
};
