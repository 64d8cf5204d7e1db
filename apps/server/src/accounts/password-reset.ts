import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { AppError } from '../errors';
import type { MailService } from '../mail/service';
import { normalizeEmail, type AccountService } from './service';
import type { EmailOwnership } from './email-ownership';
import type { Links } from '../http/links';
import type { LoginThrottle } from './login-throttle';
import { hashPassword, passwordChecker, refuseWeakPassword } from './passwords';
import type { UserRow } from '../sessions/service';
import { TokenPurpose, type AccountTokens } from './tokens';

/** Reset mails one account receives per hour at most (nobody can flood a mailbox through us). */
export const MAX_RESET_MAILS_PER_HOUR = 3;

export interface PasswordDeps {
  db: Database;
  now: () => Date;
  accounts: AccountService;
  ownership: EmailOwnership;
  throttle: LoginThrottle;
  tokens: AccountTokens;
  mail: MailService;
  links: Links;
}

/** Forgotten passwords (a mailed single-use link, 30 minutes), resets, and setting or changing a password. */
export class PasswordService {
  constructor(private readonly deps: PasswordDeps) {}

  /**
   * `POST /password/forgot`: answers at once and the same for every email; the lookup, the token
   * and the mail happen afterwards, so neither the answer nor its timing tells whether an account
   * exists. The link goes to the account that owns the email, else to its oldest unconfirmed one.
   */
  requestReset(emailRaw: string): void {
    const email = normalizeEmail(emailRaw);
    this.deps.mail.later(() => this.mailReset(email));
  }

  /** The work behind requestReset (runs in the mail queue). */
  async mailReset(email: string): Promise<void> {
    const [user] = await this.deps.ownership.candidates(email);
    if (!user) return;
    const hourAgo = new Date(this.deps.now().getTime() - 3_600_000);
    if ((await this.deps.tokens.countSince(user.id, TokenPurpose.RESET, hourAgo)) >= MAX_RESET_MAILS_PER_HOUR)
      return;
    const token = await this.deps.tokens.issue(this.deps.db, user.id, TokenPurpose.RESET, user.email);
    await this.deps.mail.send('reset', user.email, user.language, this.deps.links.resetPassword(token));
  }

  /**
   * `POST /password/reset`: uses the link once. The mailbox is proven, so the account owns its
   * email from now on (unconfirmed accounts naming it are released); every session of the account
   * ends, other reset links die, and the address counts of wrong passwords for it are forgotten.
   * A password the policy refuses (checked against the account's email and name) is a 400 naming
   * `password`, and the link still works.
   */
  async reset(token: string, password: string): Promise<UserRow> {
    const policy = await passwordChecker();
    const passwordHash = await hashPassword(password);
    const { db, tokens, ownership, throttle } = this.deps;
    const user = await db.transaction(async (tx) => {
      const row = await tokens.consume(tx, token, TokenPurpose.RESET);
      const invalid = () =>
        new AppError('VALIDATION', 'This link is invalid or has expired. Please ask for a new one.', {
          reason: 'INVALID_TOKEN',
          field: 'token',
        });
      if (!row) throw invalid();
      await tx.select({ id: users.id }).from(users).where(eq(users.email, row.email)).for('update');
      let [u] = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1);
      if (!u || u.email !== row.email) throw invalid();
      // Refused: the transaction rolls back, so the link is not used up.
      refuseWeakPassword(policy, password, u, 'password');
      if (!u.emailVerified) {
        if (await ownership.owner(u.email, tx)) throw invalid();
        u = await ownership.claim(tx, u);
      }
      await tokens.revoke(tx, u.id, TokenPurpose.RESET);
      await tx.delete(sessions).where(eq(sessions.userId, u.id));
      const [updated] = await tx.update(users).set({ passwordHash }).where(eq(users.id, u.id)).returning();
      return updated!;
    });
    await throttle.forget(user.email);
    return user;
  }

  /**
   * `POST /account/password`: sets a first password (a trial or social account has none to give)
   * or changes it (the current one is checked and counted like a sign-in from `ip`). Every other
   * session of the account ends; the one that asked stays signed in. A new password the policy
   * refuses is a 400 naming `newPassword`, before the current one is checked (and counted).
   */
  async change(
    user: UserRow,
    ip: string,
    currentSessionHash: string | undefined,
    currentPassword: string | undefined,
    newPassword: string,
  ): Promise<UserRow> {
    const { db, accounts } = this.deps;
    if (user.passwordHash && !currentPassword)
      throw new AppError('VALIDATION', 'Please enter your current password.', {
        reason: 'CURRENT_PASSWORD_REQUIRED',
        field: 'currentPassword',
      });
    refuseWeakPassword(await passwordChecker(), newPassword, user, 'newPassword');
    await accounts.confirmPassword(user, ip, currentPassword, 'currentPassword');
    const passwordHash = await hashPassword(newPassword);
    return db.transaction(async (tx) => {
      const others = currentSessionHash
        ? and(eq(sessions.userId, user.id), ne(sessions.tokenHash, currentSessionHash))
        : eq(sessions.userId, user.id);
      await tx.delete(sessions).where(others);
      await this.deps.tokens.revoke(tx, user.id, TokenPurpose.RESET);
      const [u] = await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id)).returning();
      return u!;
    });
  }
}
