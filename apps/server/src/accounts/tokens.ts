import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accountTokens } from '../db/schema';
import { hashToken } from '../sessions/types';

/** What a mailed link is for, and how long it works (docs/accounts.md). */
export const TokenPurpose = { VERIFY: 'verify', RESET: 'reset', SIGN_IN: 'sign-in' } as const;
export type TTokenPurpose = (typeof TokenPurpose)[keyof typeof TokenPurpose];
export const TOKEN_TTL_MS: Record<TTokenPurpose, number> = {
  verify: 7 * 86_400_000,
  reset: 30 * 60_000,
  'sign-in': 15 * 60_000,
};

export type TokenRow = typeof accountTokens.$inferSelect;

/** Random 256-bit tokens for mailed links; single use, stored hashed, expiring. */
export class AccountTokens {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** A new token for `userId`; the link carries it, the table only its hash. */
  async issue(tx: Database, userId: string, purpose: TTokenPurpose, email: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    await tx.insert(accountTokens).values({
      tokenHash: hashToken(token),
      userId,
      purpose,
      email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
    });
    return token;
  }

  /**
   * Uses a token once: marks it used and returns its row, or undefined when it is unknown,
   * expired, used already or for another purpose. Atomic: two clicks at once use it once.
   */
  async consume(tx: Database, token: string, purpose: TTokenPurpose): Promise<TokenRow | undefined> {
    if (token.length > 100) return undefined;
    const now = this.now();
    const [row] = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.tokenHash, hashToken(token)),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now),
        ),
      )
      .returning();
    return row;
  }

  /** How many links of this purpose were sent to the user since `since` (mail-bombing limit). */
  async countSince(userId: string, purpose: TTokenPurpose, since: Date): Promise<number> {
    const [r] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, purpose),
          gt(accountTokens.createdAt, since),
        ),
      );
    return Number(r?.n ?? 0);
  }

  /** Ends every open link of a purpose (a new password voids older reset links, a used sign-in link the others). */
  async revoke(tx: Database, userId: string, purpose: TTokenPurpose): Promise<void> {
    await tx
      .update(accountTokens)
      .set({ usedAt: this.now() })
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
        ),
      );
  }

  /** Drops tokens that expired or were used more than a day ago. */
  async sweep(): Promise<void> {
    const dayAgo = new Date(this.now().getTime() - 86_400_000);
    await this.db
      .delete(accountTokens)
      .where(or(lt(accountTokens.expiresAt, dayAgo), lt(accountTokens.usedAt, dayAgo)));
  }
}
