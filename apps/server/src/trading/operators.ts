/**
 * Operators may change paper trading, connect models and run the admin tools (docs/accounts.md
 * "Operators"). The role is a stored flag (`users.operator`), never inherited:
 * - the first account of a fresh server is given it, once (an existing server's first account got
 *   it with migration 0014);
 * - operators grant and revoke it on the operator page; the last operator can neither lose it nor
 *   delete its account;
 * - the accounts of the emails in OPERATOR_EMAILS are operators too. Several unconfirmed accounts
 *   may name one email (docs/accounts.md), so an email counts for the account that owns it
 *   (confirmed) or, while none does, only for the oldest account naming it.
 * On a server reachable from outside (`publicServer`) neither default gives the role away: the
 * first account is not made operator (a stranger could sign up before the owner), and an email of
 * OPERATOR_EMAILS counts only once its account has confirmed it.
 * Everyone else signed in may read.
 */
import type { FastifyRequest } from 'fastify';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { TxHook } from '../audit/log';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { lastOperator } from '../accounts/last-operator';
import { requireUser } from '../sessions/http';
import type { SessionService, UserRow } from '../sessions/service';

/** A role change as its audit entry keeps it. */
export interface RoleChange {
  userId: string;
  before: { operator: boolean };
  after: { operator: boolean };
}

/** An operator as the operator page lists it. */
export interface OperatorView {
  id: string;
  email: string;
  name: string;
  /** `granted`: the stored role; `config`: an email of OPERATOR_EMAILS. */
  source: 'granted' | 'config';
}

/** Logged at the start of a server reachable from outside that has no operator and no OPERATOR_EMAILS. */
export const NO_OPERATOR_WARNING =
  'No operator yet. On a server reachable from outside the first account is not made operator: set OPERATOR_EMAILS to your address, restart, and confirm the address from its mail (docs/accounts.md, Operators)';

export class Operators {
  /** Whether some account holds the stored role (then no first account is ever chosen again). */
  private someOperator = false;
  /** The first account this process gave the role (its cached session row may not show it yet). */
  private claimedId: string | undefined;

  constructor(
    private readonly db: Database,
    private readonly emails: readonly string[],
    /** Reachable from outside: no first-account rule, configured emails only once confirmed. */
    private readonly publicServer = false,
  ) {}

  /** Whether any account holds the stored role (a public server without one has no operator yet). */
  async anyStored(): Promise<boolean> {
    const [any] = await this.db.select({ id: users.id }).from(users).where(eq(users.operator, true)).limit(1);
    return any !== undefined;
  }

  /**
   * A fresh server's first account becomes operator, once: only while no account holds the role,
   * and only the oldest account. Returns whether `user` is that account.
   */
  private async claimFirst(user: UserRow): Promise<boolean> {
    if (this.someOperator || this.publicServer) return false;
    const claimed = await this.db
      .update(users)
      .set({ operator: true })
      .where(
        sql`${users.id} = ${user.id}
          and not exists (select 1 from ${users} o where o.operator)
          and ${users.id} = (select f.id from ${users} f order by f.created_at, f.id limit 1)`,
      )
      .returning({ id: users.id });
    if (claimed.length > 0) {
      this.someOperator = true;
      this.claimedId = user.id;
      return true;
    }
    this.someOperator = await this.anyStored();
    return false;
  }

  private async byConfig(user: UserRow): Promise<boolean> {
    if (!this.emails.includes(user.email)) return false;
    if (user.emailVerified) return true;
    if (this.publicServer) return false;
    const rows = await this.db
      .select({ id: users.id, verified: users.emailVerified })
      .from(users)
      .where(eq(users.email, user.email))
      .orderBy(asc(users.createdAt), asc(users.id));
    return !rows.some((r) => r.verified) && rows[0]?.id === user.id;
  }

  async isOperator(user: UserRow): Promise<boolean> {
    if (user.operator || user.id === this.claimedId) return true;
    if (await this.byConfig(user)) return true;
    return this.claimFirst(user);
  }

  /** The signed-in operator, else 401 (not signed in) or 403. */
  async require(request: FastifyRequest, sessions: SessionService): Promise<UserRow> {
    const user = await requireUser(request, sessions);
    if (!(await this.isOperator(user))) throw new AppError('FORBIDDEN', 'Only operators may change trading.');
    return user;
  }

  /** Every operator: the stored role, then the configured emails' accounts. */
  async list(): Promise<OperatorView[]> {
    const granted = await this.db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(eq(users.operator, true))
      .orderBy(asc(users.createdAt), asc(users.id));
    const out: OperatorView[] = granted.map((u) => ({ ...u, source: 'granted' }));
    for (const email of this.emails) {
      const rows = await this.db.select().from(users).where(eq(users.email, email));
      for (const u of rows)
        if (!u.operator && (await this.byConfig(u)))
          out.push({ id: u.id, email: u.email, name: u.name, source: 'config' });
    }
    return out;
  }

  /**
   * Gives the role to the account that owns `email` (confirmed, else the only account naming it);
   * `audit` runs in the same transaction with the role before and after (docs/operator.md).
   */
  async grant(email: string, audit?: TxHook<RoleChange>): Promise<OperatorView> {
    const owner = await this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(users)
        .where(eq(users.email, email))
        .orderBy(asc(users.createdAt), asc(users.id));
      const found = rows.find((r) => r.emailVerified) ?? (rows.length === 1 ? rows[0] : undefined);
      if (!found)
        throw new AppError('NOT_FOUND', 'No account owns this email', {
          reason: 'USER_NOT_FOUND',
          field: 'email',
        });
      await tx.update(users).set({ operator: true }).where(eq(users.id, found.id));
      await audit?.(tx, {
        userId: found.id,
        before: { operator: found.operator },
        after: { operator: true },
      });
      return found;
    });
    this.someOperator = true;
    return { id: owner.id, email: owner.email, name: owner.name, source: 'granted' };
  }

  /** Takes the stored role back; the last operator keeps it (409 LAST_OPERATOR). `audit` runs in the transaction. */
  async revoke(id: string, audit?: TxHook<RoleChange>): Promise<void> {
    await this.db.transaction(async (tx) => {
      // Operators are few: lock them all, so two revocations cannot leave none.
      const holders = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.operator, true))
        .for('update');
      if (!holders.some((h) => h.id === id))
        throw new AppError('NOT_FOUND', 'This account is no operator', { reason: 'USER_NOT_FOUND' });
      if (holders.length === 1) throw lastOperator();
      await tx
        .update(users)
        .set({ operator: false })
        .where(and(eq(users.id, id), ne(users.operator, false)));
      await audit?.(tx, { userId: id, before: { operator: true }, after: { operator: false } });
    });
    if (this.claimedId === id) this.claimedId = undefined;
  }
}
