import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, trials, users } from '../db/schema';
import { AppError } from '../errors';
import type { MailService } from '../mail/service';
import type { Links } from '../http/links';
import type { UserRow } from '../sessions/service';
import { TokenPurpose, type AccountTokens } from './tokens';

/** Unconfirmed accounts one email may have at once (each costs a verification at login). */
export const MAX_UNVERIFIED_PER_EMAIL = 5;
/** Verification mails one account may ask for per hour. */
export const MAX_VERIFY_MAILS_PER_HOUR = 3;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
/** The address an account holds after the owner of its email claimed it elsewhere. */
export const releasedEmail = (userId: string): string => `${userId}@released.invalid`;

export interface OwnershipDeps {
  db: Database;
  now: () => Date;
  tokens: AccountTokens;
  mail: MailService;
  links: Links;
}

/**
 * Email ownership (docs/accounts.md): an account owns its email once the link mailed to it is
 * clicked (or a provider confirmed it). Until then several unconfirmed accounts may name the same
 * email, and none of them can keep the real owner out: confirming (or a reset through the mailed
 * link, or a verified social sign-in) releases the others.
 */
export class EmailOwnership {
  private readonly db: Database;
  private readonly now: () => Date;

  constructor(private readonly deps: OwnershipDeps) {
    this.db = deps.db;
    this.now = deps.now;
  }

  /** The account that owns this email (verified), if any. */
  async owner(email: string, tx: Database = this.db): Promise<UserRow | undefined> {
    const [u] = await tx
      .select()
      .from(users)
      .where(and(eq(users.email, normalizeEmail(email)), eq(users.emailVerified, true)))
      .limit(1);
    return u;
  }

  /** Accounts a sign-in with this email may mean: its owner, or else every unconfirmed claimant (oldest first). */
  async candidates(email: string, tx: Database = this.db): Promise<UserRow[]> {
    const rows = await tx
      .select()
      .from(users)
      .where(eq(users.email, normalizeEmail(email)))
      .orderBy(desc(users.emailVerified), asc(users.createdAt), asc(users.id));
    return rows[0]?.emailVerified ? [rows[0]] : rows;
  }

  /** Refuses a new account for an email that is owned, or has too many unconfirmed accounts already. */
  async claimants(tx: Database, email: string): Promise<UserRow[]> {
    const rows = await tx.select().from(users).where(eq(users.email, email));
    if (rows.some((u) => u.emailVerified))
      throw new AppError('CONFLICT', 'This email is already registered. Please log in.', {
        reason: 'EMAIL_TAKEN',
      });
    if (rows.length >= MAX_UNVERIFIED_PER_EMAIL) {
      throw new AppError(
        'CONFLICT',
        'This email has too many unconfirmed accounts. Please confirm one with the link we mailed, or reset its password.',
        { reason: 'TOO_MANY_UNCONFIRMED' },
      );
    }
    return rows;
  }

  /**
   * Makes `user` the owner of its email: every other account naming it (all unconfirmed) is
   * released — its address replaced, its sessions and its trial marker removed, so it can neither
   * sign in by that email nor keep the owner from a trial. Call inside a transaction.
   */
  async claim(tx: Database, user: UserRow): Promise<UserRow> {
    const others = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, user.email), ne(users.id, user.id)))
      .for('update');
    for (const o of others) {
      await tx.delete(sessions).where(eq(sessions.userId, o.id));
      await tx.delete(trials).where(eq(trials.userId, o.id));
      await tx
        .update(users)
        .set({ email: releasedEmail(o.id) })
        .where(eq(users.id, o.id));
    }
    const [u] = await tx.update(users).set({ emailVerified: true }).where(eq(users.id, user.id)).returning();
    return u!;
  }

  /** Uses a confirmation link: its account owns its email from now on (others naming it are released). */
  async verifyEmail(token: string): Promise<UserRow> {
    return this.db.transaction(async (tx) => {
      const row = await this.deps.tokens.consume(tx, token, TokenPurpose.VERIFY);
      const invalid = () =>
        new AppError('VALIDATION', 'This link is invalid or has expired.', {
          reason: 'INVALID_TOKEN',
          field: 'token',
        });
      if (!row) throw invalid();
      await tx.select({ id: users.id }).from(users).where(eq(users.email, row.email)).for('update');
      const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1);
      if (!user || user.email !== row.email) throw invalid();
      if (user.emailVerified) return user;
      if (await this.owner(user.email, tx))
        throw new AppError('CONFLICT', 'This email address already belongs to another account.', {
          reason: 'EMAIL_TAKEN',
        });
      return this.claim(tx, user);
    });
  }

  /** Mails a new confirmation link to an unconfirmed account (at most MAX_VERIFY_MAILS_PER_HOUR). */
  async resendVerification(user: UserRow): Promise<void> {
    if (user.emailVerified)
      throw new AppError('CONFLICT', 'This email address is already confirmed.', {
        reason: 'EMAIL_ALREADY_CONFIRMED',
      });
    const sent = await this.deps.tokens.countSince(
      user.id,
      TokenPurpose.VERIFY,
      new Date(this.now().getTime() - 3_600_000),
    );
    if (sent >= MAX_VERIFY_MAILS_PER_HOUR)
      throw new AppError(
        'RATE_LIMITED',
        'A confirmation mail was sent a moment ago. Please look in your inbox, or try again in an hour.',
        { reason: 'MAIL_RECENTLY_SENT' },
      );
    this.mailVerification(user);
  }

  /** Issues a confirmation token and mails its link, after the current answer. */
  mailVerification(user: UserRow): void {
    this.deps.mail.later(async () => {
      const token = await this.deps.tokens.issue(this.db, user.id, TokenPurpose.VERIFY, user.email);
      await this.deps.mail.send('verify', user.email, user.language, this.deps.links.verifyEmail(token));
    });
  }
}
