/**
 * The audit log (docs/operator.md "Audit log"): every operator action with who, when, what, the
 * target, the reason, and small before/after snapshots. An entry is written by the service that
 * makes the change, inside its transaction (a `TxHook` handed to it), so the change and its entry
 * commit or roll back together. Entries are never changed or deleted: there is no such method here,
 * no route, and the database refuses it (migration 0015).
 */
import type { TAuditAction, TAuditEntry, TAuditPage, TAuditTargetType } from '@avatara/contracts';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog, users } from '../db/schema';

/** The operator who acts. */
export interface AuditActor {
  readonly id: string;
  readonly email: string;
}

/** What an action is about. An account is named by `userId` only (so it can be forgotten). */
export interface AuditTarget {
  type: TAuditTargetType;
  id?: string | null;
  userId?: string | null;
}

export interface AuditRecord {
  actor: AuditActor;
  action: TAuditAction;
  target: AuditTarget;
  reason?: string | null;
  /** Small JSON snapshots; never a password, key, token, email or name. */
  before?: unknown;
  after?: unknown;
}

/**
 * Work a caller adds to a service's transaction, run after the change with what it changed (the
 * audit entry of an operator action). A throw rolls the change back.
 */
export type TxHook<C> = (tx: Database, change: C) => Promise<void>;

/** The before and after of a change, as a service hands them to its hook. */
export interface Change<T = unknown> {
  before: T;
  after: T;
}

/** Filters of `list` (the query of `GET /admin/audit`, validated). */
export interface AuditFilter {
  action?: TAuditAction | undefined;
  actorId?: string | undefined;
  actorEmail?: string | undefined;
  userId?: string | undefined;
  userEmail?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  before?: number | undefined;
  limit: number;
}

/** JSON as stored: numbers that are not finite become null, `undefined` is dropped. */
const plain = (value: unknown): unknown =>
  value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);

export class AuditLog {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** Writes one entry with `tx` (the change's transaction); returns its id. */
  async record(tx: Database, r: AuditRecord): Promise<number> {
    const [row] = await tx
      .insert(auditLog)
      .values({
        createdAt: this.now(),
        actorId: r.actor.id,
        actorEmail: r.actor.email,
        action: r.action,
        targetType: r.target.type,
        targetId: r.target.id ?? null,
        targetUserId: r.target.userId ?? null,
        reason: r.reason ?? null,
        before: plain(r.before),
        after: plain(r.after),
      })
      .returning({ id: auditLog.id });
    return row!.id;
  }

  /**
   * A hook that writes the entry `make` builds from the change; `id()` is the entry's id once it
   * ran (undefined while it has not, e.g. when the service found nothing to change).
   * @example const audit = log.pending((c) => ({ actor, action: 'trading.clear', target, ...c })); await trading.clear(id, audit.hook);
   */
  pending<C>(make: (change: C) => AuditRecord): { hook: TxHook<C>; id: () => number | undefined } {
    let id: number | undefined;
    return {
      hook: async (tx, change) => {
        id = await this.record(tx, make(change));
      },
      id: () => id,
    };
  }

  /** Entries newest first, filtered, `limit` per page (`next`: the `before` of the next page). */
  async list(f: AuditFilter): Promise<TAuditPage> {
    const where: SQL[] = [];
    if (f.action) where.push(eq(auditLog.action, f.action));
    if (f.actorId) where.push(eq(auditLog.actorId, f.actorId));
    if (f.actorEmail) where.push(eq(auditLog.actorEmail, f.actorEmail));
    if (f.userId) where.push(eq(auditLog.targetUserId, f.userId));
    if (f.userEmail) where.push(eq(users.email, f.userEmail));
    if (f.from) where.push(gte(auditLog.createdAt, new Date(f.from)));
    if (f.to) where.push(lt(auditLog.createdAt, new Date(f.to)));
    if (f.before !== undefined) where.push(lt(auditLog.id, f.before));
    const rows = await this.db
      .select({ entry: auditLog, userEmail: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.targetUserId))
      .where(and(...where))
      .orderBy(desc(auditLog.id))
      .limit(f.limit);
    const entries = rows.map(({ entry: e, userEmail }) => view(e, userEmail));
    return { entries, next: rows.length === f.limit ? rows.at(-1)!.entry.id : null };
  }
}

function view(e: typeof auditLog.$inferSelect, userEmail: string | null): TAuditEntry {
  return {
    id: e.id,
    createdAt: e.createdAt.toISOString(),
    actor: { id: e.actorId, email: e.actorEmail },
    action: e.action as TAuditAction,
    target: {
      type: e.targetType as TAuditTargetType,
      id: e.targetId,
      userId: e.targetUserId,
      userEmail,
    },
    reason: e.reason,
    before: e.before ?? null,
    after: e.after ?? null,
  };
}
