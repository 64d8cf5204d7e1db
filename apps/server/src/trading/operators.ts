/**
 * Operators may change paper trading and run the admin tools (issue 11): the first account
 * created on this server, plus the accounts of the emails in OPERATOR_EMAILS. Several unconfirmed
 * accounts may name one email (docs/accounts.md), so an email counts for the account that owns it
 * (confirmed) or, while none does, only for the oldest account naming it — a later registration
 * of an operator's address gains nothing. Everyone else signed in may read.
 */
import type { FastifyRequest } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { requireUser } from '../sessions/http';
import type { SessionService, UserRow } from '../sessions/service';

export class Operators {
  private firstId: string | undefined;

  constructor(
    private readonly db: Database,
    private readonly emails: readonly string[],
  ) {}

  private async firstAccountId(): Promise<string | undefined> {
    if (this.firstId) return this.firstId;
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(1);
    this.firstId = row?.id;
    return this.firstId;
  }

  async isOperator(user: UserRow): Promise<boolean> {
    if ((await this.firstAccountId()) === user.id) return true;
    if (!this.emails.includes(user.email)) return false;
    if (user.emailVerified) return true;
    const rows = await this.db
      .select({ id: users.id, verified: users.emailVerified })
      .from(users)
      .where(eq(users.email, user.email))
      .orderBy(asc(users.createdAt), asc(users.id));
    return !rows.some((r) => r.verified) && rows[0]?.id === user.id;
  }

  /** The signed-in operator, else 401 (not signed in) or 403. */
  async require(request: FastifyRequest, sessions: SessionService): Promise<UserRow> {
    const user = await requireUser(request, sessions);
    if (!(await this.isOperator(user))) throw new AppError('FORBIDDEN', 'Only operators may change trading.');
    return user;
  }
}
