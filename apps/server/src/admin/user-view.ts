/**
 * What the operators' Users screen reads (docs/operator.md "Users"): the search, and one account's
 * page — plans, balance, holds, ledger, payments, sessions, consent, trial, memories, activity and
 * the reports it filed. Never a password hash, a token or a date of birth.
 */
import type {
  TAdminPayment,
  TAdminUserDetail,
  TAdminUsersPage,
  TLedgerLine,
  TLedgerPage,
} from '@avatara/contracts';
import { and, asc, count, desc, eq, gt, ilike, lt, or, sql } from 'drizzle-orm';
import type { AccountService } from '../accounts/service';
import type { Database } from '../db/client';
import {
  avatars,
  chatHolds,
  chatMessages,
  checkoutSessions,
  consents,
  ledger,
  memories,
  messageReports,
  sessions,
  socialIdentities,
  trials,
  users,
} from '../db/schema';
import { AppError } from '../errors';
import { microToUsd } from '../money';
import type { Refunds } from '../payments/refunds';

/** Ledger lines on an account's page (older ones page through `ledger`). */
export const DETAIL_LEDGER_LINES = 20;
/** Reports listed on an account's page. */
export const DETAIL_REPORTS = 20;

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
const toDate = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(String(v)));

/** `%q%` for LIKE, with the pattern characters of `q` taken literally. */
export const containsPattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The latest chat message or sign-in of the `users` row of the query (SQL, for a select list). The
 * sign-in time is kept on the user's row (sessions end: signed out, expired, suspended); sessions
 * made before that column existed count too.
 */
const lastActivity = () =>
  sql<string | null>`greatest(
    (select max(m.created_at) from ${chatMessages} m where m.user_id = ${users.id}),
    (select max(s.created_at) from ${sessions} s where s.user_id = ${users.id}),
    ${users.lastSignInAt})`;

export const notFound = () =>
  new AppError('NOT_FOUND', 'No such account', { reason: 'USER_NOT_FOUND', field: 'id' });

export class UserDirectory {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly accounts: Pick<AccountService, 'plansOf'>,
    private readonly refunds: Pick<Refunds, 'refundable'>,
  ) {}

  /** Accounts whose email or name contains `q` (any case), newest first; all of them without `q`. */
  async search(q: string | undefined, limit: number, offset: number): Promise<TAdminUsersPage> {
    const where = q
      ? or(ilike(users.email, containsPattern(q)), ilike(users.name, containsPattern(q)))
      : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ u: users, last: lastActivity() })
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(users).where(where),
    ]);
    const n = Number(total?.n ?? 0);
    return {
      users: rows.map(({ u, last }) => ({
        id: u.id,
        email: u.email,
        name: u.name,
        emailVerified: u.emailVerified,
        plans: u.plans,
        balanceUsd: microToUsd(u.balanceMicroUsd),
        createdAt: u.createdAt.toISOString(),
        lastActivityAt: iso(toDate(last)),
        operator: u.operator,
        suspended: u.suspendedAt !== null,
      })),
      total: n,
      nextOffset: offset + rows.length < n ? offset + rows.length : null,
    };
  }

  /** The ledger of an account, newest first; `before` pages back. */
  async ledger(userId: string, limit: number, before?: number): Promise<TLedgerPage> {
    const rows = await this.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, userId), before === undefined ? undefined : lt(ledger.id, before)))
      .orderBy(desc(ledger.id))
      .limit(limit);
    const lines: TLedgerLine[] = rows.map((l) => ({
      id: l.id,
      createdAt: l.createdAt.toISOString(),
      kind: l.kind,
      amountUsd: microToUsd(l.amountMicroUsd),
      reference: l.reference,
      note: l.note,
    }));
    return { lines, next: rows.length === limit ? rows.at(-1)!.id : null };
  }

  /** An account's page; 404 USER_NOT_FOUND. */
  async detail(userId: string): Promise<TAdminUserDetail> {
    const { db } = this;
    const [found] = await db
      .select({ u: users, last: lastActivity() })
      .from(users)
      .where(eq(users.id, userId));
    if (!found) throw notFound();
    const { u, last } = found;
    const now = this.now();
    const [providers, holds, page, payments, refundable, open, consent, trial, memoryCount, reports] =
      await Promise.all([
        db
          .selectDistinct({ provider: socialIdentities.provider })
          .from(socialIdentities)
          .where(eq(socialIdentities.userId, userId)),
        db.select().from(chatHolds).where(eq(chatHolds.userId, userId)).orderBy(asc(chatHolds.createdAt)),
        this.ledger(userId, DETAIL_LEDGER_LINES),
        db
          .select()
          .from(checkoutSessions)
          .where(eq(checkoutSessions.userId, userId))
          .orderBy(desc(checkoutSessions.createdAt)),
        this.refunds.refundable(userId),
        db
          .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
          .from(sessions)
          .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
          .orderBy(desc(sessions.createdAt)),
        db.select().from(consents).where(eq(consents.userId, userId)),
        db.select().from(trials).where(eq(trials.userId, userId)),
        db.select({ n: count() }).from(memories).where(eq(memories.userId, userId)),
        this.reports(userId),
      ]);
    const names = new Set(providers.map((p) => p.provider));
    if (u.authProvider) names.add(u.authProvider);
    const t = trial[0];
    const c = consent[0];
    return {
      id: u.id,
      email: u.email,
      name: u.name,
      language: u.language,
      emailVerified: u.emailVerified,
      hasPassword: u.passwordHash !== null,
      providers: [...names].sort(),
      createdAt: u.createdAt.toISOString(),
      operator: u.operator,
      suspension: u.suspendedAt
        ? { at: u.suspendedAt.toISOString(), reason: u.suspensionReason ?? '' }
        : null,
      plans: u.plans,
      activePlans: this.accounts.plansOf(u),
      balance: {
        balanceUsd: microToUsd(u.balanceMicroUsd),
        reservedUsd: microToUsd(u.reservedMicroUsd),
        spendableUsd: microToUsd(u.balanceMicroUsd - u.reservedMicroUsd),
      },
      holds: holds.map((h) => ({
        id: h.id,
        amountUsd: microToUsd(h.amountMicroUsd),
        createdAt: h.createdAt.toISOString(),
        expiresAt: h.expiresAt.toISOString(),
      })),
      ledger: page,
      payments: payments.map((p): TAdminPayment => ({
        id: p.id,
        plan: p.plan,
        audience: p.audience === 'business' ? 'business' : 'personal',
        provider: p.provider === 'stripe' ? 'stripe' : 'sandbox',
        priceUsd: microToUsd(p.priceMicroUsd),
        creditUsd: microToUsd(p.creditMicroUsd),
        status: (['open', 'paid', 'mismatch', 'refunded'] as const).find((s) => s === p.status) ?? 'open',
        createdAt: p.createdAt.toISOString(),
        paidAt: iso(p.paidAt),
        refundedAt: iso(p.refundedAt),
        refundable: refundable.has(p.id),
      })),
      sessions: open.map((s) => ({
        createdAt: s.createdAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
      })),
      consent: c ? { given: c.consent, updatedAt: c.updatedAt.toISOString() } : null,
      trial: t
        ? {
            startedAt: t.startedAt.toISOString(),
            expiresAt: t.expiresAt.toISOString(),
            active: t.expiresAt > now,
          }
        : null,
      memoriesCount: Number(memoryCount[0]?.n ?? 0),
      tokensUsed: u.tokensUsed,
      lastActivityAt: iso(toDate(last)),
      reports,
    };
  }

  private async reports(userId: string): Promise<TAdminUserDetail['reports']> {
    const [counts, recent] = await Promise.all([
      this.db
        .select({
          total: count(),
          open: sql<number>`count(*) filter (where ${messageReports.status} = 'open')`,
        })
        .from(messageReports)
        .where(eq(messageReports.userId, userId)),
      this.db
        .select({
          id: messageReports.id,
          createdAt: messageReports.createdAt,
          reason: messageReports.reason,
          status: messageReports.status,
          avatar: avatars.name,
        })
        .from(messageReports)
        .innerJoin(chatMessages, eq(chatMessages.id, messageReports.messageId))
        .innerJoin(avatars, eq(avatars.id, chatMessages.avatarId))
        .where(eq(messageReports.userId, userId))
        .orderBy(desc(messageReports.createdAt))
        .limit(DETAIL_REPORTS),
    ]);
    return {
      total: Number(counts[0]?.total ?? 0),
      open: Number(counts[0]?.open ?? 0),
      recent: recent.map((r) => ({
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        reason: r.reason,
        status: r.status === 'resolved' ? 'resolved' : 'open',
        avatar: r.avatar,
      })),
    };
  }
}
