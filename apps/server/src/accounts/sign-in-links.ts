import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors';
import type { Links } from '../http/links';
import type { MailService } from '../mail/service';
import type { UserRow } from '../sessions/service';
import { normalizeEmail, type EmailOwnership } from './email-ownership';
import { MAX_RESET_MAILS_PER_HOUR } from './password-reset';
import { TOKEN_TTL_MS, TokenPurpose, type AccountTokens } from './tokens';

/** Sign-in mails (the trial's included) one account receives per hour at most: the limit of reset mails. */
export const MAX_SIGN_IN_MAILS_PER_HOUR = MAX_RESET_MAILS_PER_HOUR;
/** How long a sign-in link works. */
export const SIGN_IN_LINK_MINUTES = TOKEN_TTL_MS[TokenPurpose.SIGN_IN] / 60_000;

export interface SignInLinkDeps {
  db: Database;
  now: () => Date;
  ownership: EmailOwnership;
  tokens: AccountTokens;
  mail: MailService;
  links: Links;
}

/**
 * Sign-in by a mailed link (docs/accounts.md "Sign-in links"), for every account, with or without
 * a password: a single-use link that works for 15 minutes, kept hashed in `account_tokens` like a
 * reset link, and the trial's first mail.
 */
export class SignInLinks {
  constructor(private readonly deps: SignInLinkDeps) {}

  /**
   * `POST /login/link`: answers at once and the same for every email; the lookup, the token and
   * the mail happen afterwards in the mail queue, so neither the answer nor its timing tells whether
   * an account exists. The link goes to the account that owns the email, else to its oldest
   * unconfirmed one (the same account a reset link would reach).
   */
  request(emailRaw: string): void {
    const email = normalizeEmail(emailRaw);
    this.deps.mail.later(() => this.mailLink(email));
  }

  /** The work behind `request` (runs in the mail queue). */
  async mailLink(email: string): Promise<void> {
    const [user] = await this.deps.ownership.candidates(email);
    if (user) await this.send(user, 'signIn');
  }

  /**
   * The first mail of a new trial account (instead of the confirmation mail): a sign-in link, which
   * also confirms the address, and how to sign in later. Sent after the current answer.
   */
  mailTrial(user: UserRow): void {
    this.deps.mail.later(() => this.send(user, 'trial'));
  }

  private async send(user: UserRow, kind: 'signIn' | 'trial'): Promise<void> {
    const { db, now, tokens, mail, links } = this.deps;
    const hourAgo = new Date(now().getTime() - 3_600_000);
    if ((await tokens.countSince(user.id, TokenPurpose.SIGN_IN, hourAgo)) >= MAX_SIGN_IN_MAILS_PER_HOUR)
      return;
    const token = await tokens.issue(db, user.id, TokenPurpose.SIGN_IN, user.email);
    await mail.send(kind, user.email, user.language, links.signIn(token));
  }

  /**
   * `POST /login/link/sign-in`: uses the link once and answers the account to sign in. Opening it
   * proves the mailbox, so an unconfirmed account owns its email from now on (others naming it are
   * released), as after a reset; the account's other open sign-in links die. Unknown, used or
   * expired links, and links of an account whose address another account owns by now, are a 400
   * `INVALID_TOKEN` naming `token`. Sessions elsewhere stay (it is a sign-in, not a reset).
   */
  async signIn(token: string): Promise<UserRow> {
    const { db, tokens, ownership } = this.deps;
    return db.transaction(async (tx) => {
      const row = await tokens.consume(tx, token, TokenPurpose.SIGN_IN);
      const invalid = () =>
        new AppError(
          'VALIDATION',
          `This sign-in link is invalid, was used already or has expired. A link works once, for ${SIGN_IN_LINK_MINUTES} minutes: please ask for a new one.`,
          { reason: 'INVALID_TOKEN', field: 'token' },
        );
      if (!row) throw invalid();
      await tx.select({ id: users.id }).from(users).where(eq(users.email, row.email)).for('update');
      let [u] = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1);
      if (!u || u.email !== row.email) throw invalid();
      if (!u.emailVerified) {
        if (await ownership.owner(u.email, tx)) throw invalid();
        u = await ownership.claim(tx, u);
      }
      await tokens.revoke(tx, u.id, TokenPurpose.SIGN_IN);
      return u;
    });
  }
}
