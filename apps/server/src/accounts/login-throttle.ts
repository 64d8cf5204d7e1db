import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginThrottles } from '../db/schema';

/** Wrong passwords one address may send for one email before it must wait, and how long (docs/accounts.md). */
export const MAX_WRONG_PASSWORDS = 5;
export const LOCK_MINUTES = 15;

export type Slot = { ok: true; attempt: number } | { ok: false; lockedUntil: Date };

/**
 * Failed sign-ins counted per (client address, email) — for unknown emails too, so both do the
 * same work. After MAX_WRONG_PASSWORDS wrong passwords that address must wait LOCK_MINUTES before
 * it may try that email again; the owner signing in from another address is not slowed.
 *
 * Race-free: every attempt first reserves a slot with one atomic upsert (count + 1, unless
 * waiting), so parallel guesses can never exceed the limit; only then is the password checked.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** Reserves one attempt for (ip, email), or says until when this address must wait. */
  async reserve(ip: string, email: string): Promise<Slot> {
    const now = this.now();
    const nowSql = sql`${now.toISOString()}::timestamptz`;
    const expired = sql`(${loginThrottles.lockedUntil} is not null and ${loginThrottles.lockedUntil} <= ${nowSql})`;
    const [row] = await this.db
      .insert(loginThrottles)
      .values({ ip, email, failures: 1, updatedAt: now })
      .onConflictDoUpdate({
        target: [loginThrottles.ip, loginThrottles.email],
        set: {
          failures: sql`case when ${expired} then 1 else ${loginThrottles.failures} + 1 end`,
          lockedUntil: sql`case when ${expired} then null else ${loginThrottles.lockedUntil} end`,
          updatedAt: now,
        },
        setWhere: sql`(${loginThrottles.lockedUntil} is null or ${loginThrottles.lockedUntil} <= ${nowSql})`,
      })
      .returning({ attempt: loginThrottles.failures });
    if (!row) return { ok: false, lockedUntil: await this.lockOf(ip, email, now) };
    if (row.attempt > MAX_WRONG_PASSWORDS) return { ok: false, lockedUntil: await this.lock(ip, email, now) };
    return { ok: true, attempt: row.attempt };
  }

  /**
   * A correct password: the count of this address for this email starts again — unless a parallel
   * wrong guess locked it meanwhile; then even the right password waits (returns the lock's end).
   */
  async succeeded(ip: string, email: string): Promise<Date | undefined> {
    const now = this.now();
    await this.db
      .delete(loginThrottles)
      .where(
        and(
          eq(loginThrottles.ip, ip),
          eq(loginThrottles.email, email),
          sql`(${loginThrottles.lockedUntil} is null or ${loginThrottles.lockedUntil} <= ${now.toISOString()}::timestamptz)`,
        ),
      );
    const [r] = await this.db
      .select({ lockedUntil: loginThrottles.lockedUntil })
      .from(loginThrottles)
      .where(and(eq(loginThrottles.ip, ip), eq(loginThrottles.email, email)))
      .limit(1);
    return r?.lockedUntil && r.lockedUntil > now ? r.lockedUntil : undefined;
  }

  /** A wrong password on the last allowed attempt: this address waits. */
  async failed(ip: string, email: string, attempt: number): Promise<Date | undefined> {
    if (attempt < MAX_WRONG_PASSWORDS) return undefined;
    return this.lock(ip, email, this.now());
  }

  /** Forgets every count for an email (its password was reset, or the account deleted). */
  async forget(email: string): Promise<void> {
    await this.db.delete(loginThrottles).where(eq(loginThrottles.email, email));
  }

  /** Drops counts nobody added to for a day. */
  async sweep(): Promise<void> {
    await this.db
      .delete(loginThrottles)
      .where(lt(loginThrottles.updatedAt, new Date(this.now().getTime() - 86_400_000)));
  }

  private async lock(ip: string, email: string, now: Date): Promise<Date> {
    const until = new Date(now.getTime() + LOCK_MINUTES * 60_000);
    await this.db
      .update(loginThrottles)
      .set({ failures: 0, lockedUntil: until, updatedAt: now })
      .where(
        and(
          eq(loginThrottles.ip, ip),
          eq(loginThrottles.email, email),
          sql`(${loginThrottles.lockedUntil} is null or ${loginThrottles.lockedUntil} <= ${now.toISOString()}::timestamptz)`,
        ),
      );
    return this.lockOf(ip, email, now);
  }

  private async lockOf(ip: string, email: string, now: Date): Promise<Date> {
    const [r] = await this.db
      .select({ lockedUntil: loginThrottles.lockedUntil })
      .from(loginThrottles)
      .where(and(eq(loginThrottles.ip, ip), eq(loginThrottles.email, email)))
      .limit(1);
    return r?.lockedUntil && r.lockedUntil > now
      ? r.lockedUntil
      : new Date(now.getTime() + LOCK_MINUTES * 60_000);
  }
}
