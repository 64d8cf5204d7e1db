import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Server-side sessions: the cookie holds a random token, the database only its SHA-256. */
export class SessionService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly days: number,
  ) {}

  /** Creates a session; returns the token for the cookie and its expiry. */
  async create(userId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.now().getTime() + this.days * 86_400_000);
    await this.db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
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

  async destroy(token: string | undefined): Promise<void> {
    if (token) await this.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  }
}
