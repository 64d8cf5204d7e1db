import { SOCIAL_PROVIDER_NAMES, type TSocialProvider } from '@avatara/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { socialIdentities, users } from '../db/schema';
import { AppError } from '../errors';
import { normalizeEmail, type EmailOwnership } from './email-ownership';
import type { UserRow } from '../sessions/service';

/** What a social provider told us about the person signing in. */
export interface SocialProfile {
  /** The provider's stable id of the person (OIDC `sub`, Facebook user id). */
  subject: string;
  email: string;
  /** Whether the provider says the email is confirmed (Facebook's counts only when it says so). */
  emailVerified: boolean;
  name: string;
}

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** Accounts of social identities, linked by the rule of docs/accounts.md "Social sign-in". */
export class SocialAccounts {
  constructor(
    private readonly db: Database,
    private readonly ownership: EmailOwnership,
  ) {}

  /**
   * Finds or creates the account of a social identity. It joins an existing account only when
   * both the provider's email and that account are verified; a verified provider email without an
   * owner makes a new account that owns the email (unconfirmed claimants are released); an
   * unverified one (Facebook, unless it says otherwise) never joins or displaces anyone.
   */
  async signIn(provider: TSocialProvider, profile: SocialProfile): Promise<UserRow> {
    const email = normalizeEmail(profile.email);
    const display = profile.name.trim() || 'User';
    const result = await this.db.transaction(async (tx) => {
      // One claim of an email at a time: concurrent sign-ins and confirmations of it wait here.
      await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).for('update');
      const [known] = await tx
        .select({ user: users })
        .from(socialIdentities)
        .innerJoin(users, eq(users.id, socialIdentities.userId))
        .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, profile.subject)))
        .limit(1);
      if (known) {
        let u = known.user;
        if (
          profile.emailVerified &&
          !u.emailVerified &&
          u.email === email &&
          !(await this.ownership.owner(email, tx))
        )
          u = await this.ownership.claim(tx, u);
        return { user: u, mail: false };
      }
      const owner = await this.ownership.owner(email, tx);
      if (owner && profile.emailVerified) {
        await tx
          .insert(socialIdentities)
          .values({ provider, subject: profile.subject, userId: owner.id, email, emailVerified: true });
        const [u] = await tx
          .update(users)
          .set({ authProvider: owner.authProvider ?? provider })
          .where(eq(users.id, owner.id))
          .returning();
        return { user: u!, mail: false };
      }
      if (owner) {
        throw new AppError(
          'CONFLICT',
          'An account with this email already exists. Please sign in to it with its password or with Google: an email the provider did not confirm cannot join it.',
          { reason: 'SOCIAL_EMAIL_CONFLICT', params: { provider: SOCIAL_PROVIDER_NAMES[provider] } },
        );
      }
      const [created] = await tx
        .insert(users)
        .values({
          email,
          name: display,
          firstName: firstNameOf(display),
          authProvider: provider,
          emailVerified: false,
        })
        .returning();
      await tx.insert(socialIdentities).values({
        provider,
        subject: profile.subject,
        userId: created!.id,
        email,
        emailVerified: profile.emailVerified,
      });
      if (profile.emailVerified) return { user: await this.ownership.claim(tx, created!), mail: false };
      return { user: created!, mail: true };
    });
    if (result.mail) this.ownership.mailVerification(result.user);
    return result.user;
  }
}
