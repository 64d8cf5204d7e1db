import { z } from 'zod';
import { AUDIENCES } from './plans';

/**
 * The operators' Users screen (docs/operator.md "Users"): search, one account's page, and the
 * actions on it. Every action names a reason (a 400 naming `reason` without one) and is written to
 * the audit log in the same transaction as the change. Amounts are USD numbers (the server keeps
 * integer micro-USD: at most 6 decimals).
 */

/** Why an operator acts: required, 1–500 characters after trimming. */
export const ZActionReason = z.string().trim().min(1, 'reason is required').max(500);

/** Every action's body: `{reason}`. */
export const ZReasonRequest = z.object({ reason: ZActionReason });
export type TReasonRequest = z.infer<typeof ZReasonRequest>;

/** `GET /admin/users?q=`: email or name contains `q` (case-insensitive); without `q`, newest first. */
export const ZAdminUsersQuery = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TAdminUsersQuery = z.input<typeof ZAdminUsersQuery>;

/** One account in the search's list. */
export const ZAdminUserSummary = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  /** The plan ids the account holds (as stored; an ended trial still lists `free`). */
  plans: z.array(z.string()),
  balanceUsd: z.number(),
  createdAt: z.string(),
  /** The latest chat message or sign-in; null when there was none. */
  lastActivityAt: z.string().nullable(),
  operator: z.boolean(),
  suspended: z.boolean(),
});
export type TAdminUserSummary = z.infer<typeof ZAdminUserSummary>;

export const ZAdminUsersPage = z.object({
  users: z.array(ZAdminUserSummary),
  /** Accounts that match, on every page. */
  total: z.number().int().min(0),
  /** `offset` of the next page; null on the last. */
  nextOffset: z.number().int().nullable(),
});
export type TAdminUsersPage = z.infer<typeof ZAdminUsersPage>;

export const ZAdminUserParams = z.object({ id: z.uuid({ message: 'Invalid id' }) });

/** One line of the ledger (docs/plans.md "Money"): positive credits, negative debits. */
export const ZLedgerLine = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** `topup`, `trial_credit`, `welcome_credit`, `chat_charge`, `speech_charge`, `operator_credit`, `operator_debit`, `refund`. */
  kind: z.string(),
  amountUsd: z.number(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
});
export type TLedgerLine = z.infer<typeof ZLedgerLine>;

/** `GET /admin/users/{id}/ledger?before=&limit=`: newest first. */
export const ZLedgerQuery = z.object({
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TLedgerQuery = z.input<typeof ZLedgerQuery>;

export const ZLedgerPage = z.object({
  lines: z.array(ZLedgerLine),
  /** `before` of the next (older) page; null on the last. */
  next: z.number().int().nullable(),
});
export type TLedgerPage = z.infer<typeof ZLedgerPage>;

/** A checkout of the account (docs/plans.md "Checkout"), with whether it can be refunded. */
export const ZAdminPayment = z.object({
  id: z.string(),
  plan: z.string(),
  audience: z.enum(AUDIENCES),
  provider: z.enum(['stripe', 'sandbox']),
  priceUsd: z.number(),
  creditUsd: z.number(),
  /** `open` (not paid), `paid`, `mismatch` (paid a wrong amount: not credited), `refunded`. */
  status: z.enum(['open', 'paid', 'mismatch', 'refunded']),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** Paid and not refunded, through a provider this server can refund with. */
  refundable: z.boolean(),
});
export type TAdminPayment = z.infer<typeof ZAdminPayment>;

/** An account's page on the Users screen: `GET /admin/users/{id}`. */
export const ZAdminUserDetail = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  language: z.string(),
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  /** Social sign-in providers linked to the account. */
  providers: z.array(z.string()),
  createdAt: z.string(),
  operator: z.boolean(),
  /** Set while the account is suspended: when, and the operator's reason. */
  suspension: z.object({ at: z.string(), reason: z.string() }).nullable(),
  /** Plans held (as stored), and those that count now (an ended trial counts none). */
  plans: z.array(z.string()),
  activePlans: z.array(z.string()),
  balance: z.object({
    balanceUsd: z.number(),
    /** Held for replies or readings being made now. */
    reservedUsd: z.number(),
    spendableUsd: z.number(),
  }),
  holds: z.array(
    z.object({ id: z.string(), amountUsd: z.number(), createdAt: z.string(), expiresAt: z.string() }),
  ),
  /** The newest ledger lines; older ones with `GET /admin/users/{id}/ledger?before=`. */
  ledger: ZLedgerPage,
  payments: z.array(ZAdminPayment),
  /** Open sessions (never their tokens). */
  sessions: z.array(z.object({ createdAt: z.string(), expiresAt: z.string() })),
  /** Null: never asked. */
  consent: z.object({ given: z.boolean(), updatedAt: z.string() }).nullable(),
  trial: z.object({ startedAt: z.string(), expiresAt: z.string(), active: z.boolean() }).nullable(),
  memoriesCount: z.number().int().min(0),
  tokensUsed: z.number().int().min(0),
  /** The latest chat message or sign-in. */
  lastActivityAt: z.string().nullable(),
  /** Replies this account reported (docs/safety.md), the newest 20. */
  reports: z.object({
    total: z.number().int().min(0),
    open: z.number().int().min(0),
    recent: z.array(
      z.object({
        id: z.string(),
        createdAt: z.string(),
        reason: z.string(),
        status: z.enum(['open', 'resolved']),
        avatar: z.string(),
      }),
    ),
  }),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

/** Largest single credit or debit, USD. */
export const MAX_BALANCE_ADJUSTMENT_USD = 100_000;

/**
 * `POST /admin/users/{id}/balance`: a credit (positive) or debit (negative) through the ledger.
 * A debit larger than the spendable balance is refused (409 `DEBIT_EXCEEDS_BALANCE`).
 */
export const ZBalanceAdjustmentRequest = z.object({
  amountUsd: z
    .number()
    .finite()
    .min(-MAX_BALANCE_ADJUSTMENT_USD)
    .max(MAX_BALANCE_ADJUSTMENT_USD)
    .refine((v) => v !== 0, 'amountUsd must not be 0')
    // Whole micro-USD (the tolerance absorbs the float error of large amounts).
    .refine((v) => Math.abs(Math.round(v * 1_000_000) - v * 1_000_000) < 1e-3, 'at most 6 decimals'),
  reason: ZActionReason,
});
export type TBalanceAdjustmentRequest = z.infer<typeof ZBalanceAdjustmentRequest>;

/** What an action on an account answers: its audit entry and the account's page after it. */
export const ZAdminUserActionResponse = z.object({
  auditId: z.number().int(),
  user: ZAdminUserDetail,
});
export type TAdminUserActionResponse = z.infer<typeof ZAdminUserActionResponse>;

/** `POST /admin/users/{id}/sessions/end`: how many sessions ended. */
export const ZEndSessionsResponse = z.object({
  auditId: z.number().int(),
  ended: z.number().int().min(0),
  user: ZAdminUserDetail,
});
export type TEndSessionsResponse = z.infer<typeof ZEndSessionsResponse>;

/** `POST /admin/users/{id}/payments/{checkoutId}/refund`. */
export const ZRefundParams = z.object({
  id: z.uuid({ message: 'Invalid id' }),
  checkoutId: z.string().trim().min(1).max(200),
});

/**
 * The payment went back to the buyer in full (`refundId` is the provider's); the balance lost the
 * top-up's credit, as much of it as was not spent (`takenBackUsd`, never below zero); a plan the
 * account holds through no other payment is taken away.
 */
export const ZRefundResponse = z.object({
  auditId: z.number().int(),
  refundId: z.string(),
  refundedUsd: z.number(),
  takenBackUsd: z.number(),
  user: ZAdminUserDetail,
});
export type TRefundResponse = z.infer<typeof ZRefundResponse>;

/** `DELETE /admin/users/{id}` `{reason}`: the account is deleted as its owner could (docs/accounts.md "Your data"). */
export const ZAuditedResponse = z.object({ auditId: z.number().int() });
export type TAuditedResponse = z.infer<typeof ZAuditedResponse>;
