import { z } from 'zod';

/**
 * The audit log (docs/operator.md "Audit log"): every operator action, who did it, when, to what,
 * why, and what it looked like before and after. Written in the same transaction as the change;
 * append-only (no route changes or deletes an entry, and the database refuses it too).
 */

/**
 * What an operator did. `balance.*`, `user.*` and `payment.refund` come from the Users screen;
 * `operator.*` are role changes; `model_connection.*` the Models page (prices and cost prices
 * included); `trading.*` the trading panel's writes to accounts that are not the operator's own
 * (`trading.research_apply`: a walk-forward job's parameters written over a config layer, the job's
 * id as the reason);
 * `safety.report_resolve` the safety queue; `usage.cost_prices` the cost prices of pictures and speech.
 */
export const AUDIT_ACTIONS = [
  'balance.credit',
  'balance.debit',
  'user.suspend',
  'user.reinstate',
  'user.sessions_end',
  'user.delete',
  'payment.refund',
  'operator.grant',
  'operator.revoke',
  'model_connection.create',
  'model_connection.update',
  'model_connection.delete',
  'trading.deposit',
  'trading.clear',
  'trading.toggles',
  'trading.liquidate',
  'trading.allocations',
  'trading.config',
  'trading.research_apply',
  'safety.report_resolve',
  'usage.cost_prices',
] as const;
export const ZAuditAction = z.enum(AUDIT_ACTIONS);
export type TAuditAction = z.infer<typeof ZAuditAction>;

/**
 * What an entry is about: an account (`user`), a payment (`payment`: a checkout id), a model
 * connection, a trading account or config layer (their ids: `defaultUser`, `system`, …; an own
 * account `user-<id>` is named by `userId` instead), a safety report, or the cost prices.
 */
export const AUDIT_TARGET_TYPES = [
  'user',
  'payment',
  'model_connection',
  'trading_account',
  'trading_config',
  'report',
  'cost_prices',
] as const;
export const ZAuditTargetType = z.enum(AUDIT_TARGET_TYPES);
export type TAuditTargetType = z.infer<typeof ZAuditTargetType>;

/** One entry of the audit log. */
export const ZAuditEntry = z.object({
  id: z.number().int(),
  /** ISO time the action was committed. */
  createdAt: z.string(),
  actor: z.object({
    /** The operator's account; null once that account was deleted. */
    id: z.string().nullable(),
    /** The operator's email when acting (kept after the account is gone: who did it). */
    email: z.string(),
  }),
  action: ZAuditAction,
  target: z.object({
    type: ZAuditTargetType,
    /** The target's own id (checkout, connection, trading id, report); null for an account. */
    id: z.string().nullable(),
    /** The account the action concerns; null when none, or once that account was deleted. */
    userId: z.string().nullable(),
    /** That account's email now (read when listing; null when there is no such account). */
    userEmail: z.string().nullable(),
  }),
  /** The operator's reason (required on the Users screen; null for the trading panel's writes). */
  reason: z.string().nullable(),
  /** What changed, as small JSON snapshots (never a password, key or token; no email or name). */
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

const ZTime = z.iso.datetime({ offset: true, message: 'an ISO date and time, e.g. 2026-11-21T00:00:00Z' });

/**
 * `GET /admin/audit`: newest first, filtered. `from` is inclusive, `to` exclusive; `before` pages
 * back (the `next` of the previous page).
 */
export const ZAuditQuery = z.object({
  action: ZAuditAction.optional(),
  /** The operator's account id. */
  actorId: z.uuid().optional(),
  /** The operator's email (also finds entries of operators whose account is gone). */
  actorEmail: z.string().trim().toLowerCase().max(254).optional(),
  /** Entries about this account. */
  userId: z.uuid().optional(),
  /** Entries about the account of this email (as it is now). */
  userEmail: z.string().trim().toLowerCase().max(254).optional(),
  from: ZTime.optional(),
  to: ZTime.optional(),
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TAuditQuery = z.input<typeof ZAuditQuery>;

export const ZAuditPage = z.object({
  entries: z.array(ZAuditEntry),
  /** `before` of the next (older) page; null on the last page. */
  next: z.number().int().nullable(),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;
