import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { consents, sessions, users } from '../db/schema';
import { AppError } from '../errors';
import { SessionCache } from './cache';
import { hashToken, type ResolvedSession, type SessionRow, type UserRow } from './types';

/** The channel on which the database announces a changed user, session or consent (migration 0009). */
export const USER_CHANGED_CHANNEL = 'avatara_user_changed';

export type { ResolvedSession, SessionRow, UserRow };

/** The answer to a suspended account's sign-in and signed-in calls (docs/operator.md "Users"). */
export function suspendedError(): AppError {
  return new AppError('FORBIDDEN', 'This account is suspended.', { reason: 'ACCOUNT_SUSPENDED' });
}

/**
 * Server-side sessions: the cookie holds a random token, the database only its SHA-256. Resolved
 * sessions are cached briefly and evicted on every change of their user (SessionCache).
 */
export class SessionService {
  readonly cache = new SessionCache();

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly days: number,
  ) {}

  /**
   * Creates a session; returns the token for the cookie and its expiry. A suspended account gets
   * none (403 ACCOUNT_SUSPENDED, docs/operator.md): the user's row is read `for share`, so a
   * suspension committing meanwhile either waits for this session (and then ends it) or is seen.
   */
  async create(userId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.now().getTime() + this.days * 86_400_000);
    const now = this.now().toISOString();
    // One statement: the account is not suspended (its row locked), its sign-in time is kept (it
    // outlives the session: the operator console's last activity), and the session is made.
    const made = (await this.db.execute(
      sql`with u as (
            update ${users} set last_sign_in_at = ${now}::timestamptz
            where id = ${userId} and suspended_at is null
            returning id)
          insert into ${sessions} (token_hash, user_id, created_at, expires_at)
          select ${hashToken(token)}, u.id, ${now}::timestamptz, ${expiresAt.toISOString()}::timestamptz
          from u
          returning token_hash`,
    )) as unknown as { rows: unknown[] };
    if (made.rows.length === 0) {
      const [u] = await this.db
        .select({ suspendedAt: users.suspendedAt })
        .from(users)
        .where(eq(users.id, userId));
      throw u ? suspendedError() : new AppError('NOT_FOUND', 'User not found', { reason: 'USER_NOT_FOUND' });
    }
    return { token, expiresAt };
  }

  /** The signed-in user of a token, or undefined when the token is unknown or expired. */
  async resolve(token: string | undefined): Promise<UserRow | undefined> {
    return (await this.resolveSession(token))?.user;
  }

  /**
   * The session of a token with its user and consent, in one indexed query (or from the cache);
   * undefined when the token is unknown or expired. Unknown tokens are not cached.
   */
  async resolveSession(token: string | undefined): Promise<ResolvedSession | undefined> {
    if (!token || token.length > 100) return undefined;
    const key = hashToken(token);
    const now = this.now();
    const cached = this.cache.get(key, now);
    if (cached) return cached;
    const mark = this.cache.mark();
    const [row] = await this.db
      .select({ user: users, consent: consents.consent, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(consents, eq(consents.userId, sessions.userId))
      .where(and(eq(sessions.tokenHash, key), gt(sessions.expiresAt, now)))
      .limit(1);
    if (!row) return undefined;
    const resolved: ResolvedSession = {
      user: row.user,
      consent: row.consent === true,
      expiresAt: row.expiresAt,
    };
    this.cache.store(key, mark, resolved);
    return resolved;
  }

  /**
   * A user's row, consent or sessions were changed by this process: evicts at once. (The database
   * notifies every instance too, at commit; this closes the gap before that notification arrives.)
   */
  userChanged(userId: string): void {
    this.cache.userChanged(userId);
  }

  /** The stored form of a session token (its SHA-256). */
  hashOf(token: string): string {
    return hashToken(token);
  }

  /** The session row of a valid token (when it was created: a fresh sign-in), or undefined. */
  async sessionOf(token: string | undefined): Promise<SessionRow | undefined> {
    if (!token || token.length > 100) return undefined;
    const [row] = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, this.now())))
      .limit(1);
    return row;
  }

  /** Open sessions of a user. */
  async count(userId: string): Promise<number> {
    const [r] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, this.now())));
    return Number(r?.n ?? 0);
  }

  /** Ends every session of a user, except the one whose token is `keep` (sign out everywhere else). */
  async endAll(userId: string, keep?: string): Promise<void> {
    await this.db
      .delete(sessions)
      .where(
        keep
          ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keep)))
          : eq(sessions.userId, userId),
      );
    this.cache.userChanged(userId);
  }

  /** Drops expired sessions. */
  async sweep(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, this.now()));
  }

  async destroy(token: string | undefined): Promise<void> {
    if (!token) return;
    const key = hashToken(token);
    await this.db.delete(sessions).where(eq(sessions.tokenHash, key));
    this.cache.forgetToken(key);
  }
}
