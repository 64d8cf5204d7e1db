import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashToken } from './tokens';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** How long `resolveForPolling` reuses a resolved session. */
export const POLLING_SESSION_TTL_MS = 2_000;

/** Server-side sessions: the cookie holds a random token, the database only its SHA-256. */
export class SessionService {
  /** Recently resolved sessions for polling reads (`resolveForPolling`), by token hash. */
  private readonly recent = new Map<string, { at: number; user: UserRow | undefined }>();

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly days: number,
  ) {}

  /** Creates a session; returns the token for the cookie and its expiry. */
  async create(userId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.now().getTime() + this.days * 86_400_000);
    await this.db.insert(sessions).values({ tokenHash: hashToken(token), userId, createdAt: this.now(), expiresAt });
    return { token, expiresAt };
  }

  /** The signed-in user of a token, or undefined when the token is unknown or expired. */
  async resolve(token: string | undefined): Promise<UserRow | undefined> {
    if (!token || token.length > 100) return undefined;
    const rows = await this.db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, this.now())))
      .limit(1);
    return rows[0]?.user;
  }

  /**
   * `resolve` for read-only endpoints that a client polls every second (the trading panel): the
   * answer is reused for POLLING_SESSION_TTL_MS. Never use it where money, plans or consent are
   * decided: a sign-out on another instance reaches it up to that much later.
   */
  async resolveForPolling(token: string | undefined): Promise<UserRow | undefined> {
    if (!token || token.length > 100) return undefined;
    const key = hashToken(token);
    const now = performance.now();
    const hit = this.recent.get(key);
    if (hit && now - hit.at < POLLING_SESSION_TTL_MS) return hit.user;
    const user = await this.resolve(token);
    if (this.recent.size > 10_000) this.recent.clear();
    this.recent.set(key, { at: now, user });
    return user;
  }

  /** The stored form of a session token (its SHA-256). */
  hashOf(token: string): string {
    return hashToken(token);
  }

  /** The session row of a valid token (when it was created: a fresh sign-in), or undefined. */
  async sessionOf(token: string | undefined): Promise<SessionRow | undefined> {
    if (!token || token.length > 100) return undefined;
    const [row] = await this.db.select().from(sessions).where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, this.now()))).limit(1);
    return row;
  }

  /** Open sessions of a user. */
  async count(userId: string): Promise<number> {
    const [r] = await this.db.select({ n: sql<number>`count(*)::int` }).from(sessions).where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, this.now())));
    return Number(r?.n ?? 0);
  }

  /** Ends every session of a user, except the one whose token is `keep` (sign out everywhere else). */
  async endAll(userId: string, keep?: string): Promise<void> {
    this.recent.clear();
    await this.db.delete(sessions).where(keep ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keep))) : eq(sessions.userId, userId));
  }

  /** Drops expired sessions. */
  async sweep(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, this.now()));
  }

  async destroy(token: string | undefined): Promise<void> {
    if (!token) return;
    this.recent.delete(hashToken(token));
    await this.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  }
}
