import type { TAccount, TRegisterRequest, TSocialProvider, TTrialRequest, TUpdateAccountRequest, TUser } from '@avatara/contracts';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { consents, sessions, socialIdentities, trials, users } from '../db/schema';
import { AppError } from '../errors';
import type { MailService } from '../mail/service';
import { microToUsd, usdToMicro } from '../money';
import { LedgerKind, postLedgerEntry } from './ledger';
import type { Links } from './links';
import { LOCK_MINUTES, MAX_WRONG_PASSWORDS, type LoginThrottle } from './login-throttle';
import { burnVerification, hashPassword, verifyPassword } from './passwords';
import type { UserRow } from './sessions';
import { TokenPurpose, type AccountTokens } from './tokens';

export { LOCK_MINUTES, MAX_WRONG_PASSWORDS };
export const TRIAL_DAYS = 14;
/** Unconfirmed accounts one email may have at once (each costs a verification at login). */
export const MAX_UNVERIFIED_PER_EMAIL = 5;
/** Verification mails one account may ask for per hour. */
export const MAX_VERIFY_MAILS_PER_HOUR = 3;

/** An auth failure the client shows translated: code in the `x-error-code` header, text in the body. */
export class AuthError extends AppError {
  constructor(
    code: 'UNAUTHENTICATED' | 'LOCKED' | 'CONFLICT' | 'FORBIDDEN' | 'VALIDATION' | 'RATE_LIMITED',
    readonly reason: string,
    message: string,
    readonly details: { attemptsLeft?: number; retryAfterSeconds?: number; minutes?: number; field?: string } = {},
  ) {
    const headers: Record<string, string> = { 'x-error-code': reason };
    if (details.attemptsLeft !== undefined) headers['x-attempts-left'] = String(details.attemptsLeft);
    if (details.retryAfterSeconds !== undefined) headers['retry-after'] = String(details.retryAfterSeconds);
    super(code, message, { headers, ...(details.field ? { field: details.field } : {}) });
  }
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';
/** The address an account holds after the owner of its email claimed it elsewhere. */
export const releasedEmail = (userId: string): string => `${userId}@released.invalid`;

/** What a social provider told us about the person signing in. */
export interface SocialProfile {
  /** The provider's stable id of the person (OIDC `sub`, Facebook user id). */
  subject: string;
  email: string;
  /** Whether the provider says the email is confirmed (Facebook's counts only when it says so). */
  emailVerified: boolean;
  name: string;
}

export interface AccountDeps {
  db: Database;
  now: () => Date;
  trialCreditUsd: number;
  throttle: LoginThrottle;
  tokens: AccountTokens;
  mail: MailService;
  links: Links;
}

/**
 * Registration, sign-in, trial, social sign-in and email ownership (docs/accounts.md).
 *
 * Email ownership: an account owns its email once the link mailed to it is clicked (or a provider
 * confirmed it). Until then several unconfirmed accounts may name the same email, and none of them
 * can keep the real owner out: confirming (or a reset through the mailed link) releases the others.
 */
export class AccountService {
  private readonly db: Database;
  private readonly now: () => Date;

  constructor(private readonly deps: AccountDeps) {
    this.db = deps.db;
    this.now = deps.now;
  }

  /** The account that owns this email (verified), if any. */
  async owner(email: string, tx: Database = this.db): Promise<UserRow | undefined> {
    const [u] = await tx.select().from(users).where(and(eq(users.email, normalizeEmail(email)), eq(users.emailVerified, true))).limit(1);
    return u;
  }

  /** Accounts a sign-in with this email may mean: its owner, or else every unconfirmed claimant (oldest first). */
  async candidates(email: string, tx: Database = this.db): Promise<UserRow[]> {
    const rows = await tx.select().from(users).where(eq(users.email, normalizeEmail(email))).orderBy(desc(users.emailVerified), asc(users.createdAt), asc(users.id));
    return rows[0]?.emailVerified ? [rows[0]] : rows;
  }

  /** Creates a password account (unconfirmed) and mails the confirmation link; the first language becomes the UI language. */
  async register(input: TRegisterRequest): Promise<UserRow> {
    const email = normalizeEmail(input.email);
    const passwordHash = await hashPassword(input.password);
    const user = await this.db.transaction(async (tx) => {
      await this.claimants(tx, email);
      const [u] = await tx
        .insert(users)
        .values({ email, name: input.name.trim(), firstName: firstNameOf(input.name), language: input.languages?.[0] ?? 'en-US', passwordHash })
        .returning();
      return u!;
    });
    this.mailVerification(user);
    return user;
  }

  /** Refuses a new account for an email that is owned, or has too many unconfirmed accounts already. */
  private async claimants(tx: Database, email: string): Promise<UserRow[]> {
    const rows = await tx.select().from(users).where(eq(users.email, email));
    if (rows.some((u) => u.emailVerified)) throw new AuthError('CONFLICT', 'EMAIL_TAKEN', 'This email is already registered. Please log in.');
    if (rows.length >= MAX_UNVERIFIED_PER_EMAIL) {
      throw new AuthError('CONFLICT', 'EMAIL_TAKEN', 'This email has too many unconfirmed accounts. Please confirm one with the link we mailed, or reset its password.');
    }
    return rows;
  }

  /**
   * Checks a password sent from `ip`. Wrong ones are counted per (address, email): after
   * MAX_WRONG_PASSWORDS that address waits LOCK_MINUTES for that email; the owner elsewhere does
   * not. Unknown emails do the same work: the same count, and one verification against a dummy hash.
   */
  async login(ip: string, emailRaw: string, password: string): Promise<UserRow> {
    const email = normalizeEmail(emailRaw);
    const slot = await this.deps.throttle.reserve(ip, email);
    if (!slot.ok) throw this.blocked(slot.lockedUntil);
    const found = await this.candidates(email);
    const withPassword = found.filter((u) => u.passwordHash !== null);
    let match: UserRow | undefined;
    if (withPassword.length === 0) await burnVerification(password);
    for (const u of withPassword) {
      if (await verifyPassword(u.passwordHash!, password)) {
        match = u;
        break;
      }
    }
    if (match) {
      const lock = await this.deps.throttle.succeeded(ip, email);
      if (lock) throw this.blocked(lock);
      return match;
    }
    const lock = await this.deps.throttle.failed(ip, email, slot.attempt);
    if (lock) throw this.blocked(lock);
    if (found.length > 0 && withPassword.length === 0) throw this.noPassword(found[0]!);
    const left = MAX_WRONG_PASSWORDS - slot.attempt;
    throw new AuthError('UNAUTHENTICATED', 'WRONG_PASSWORD', `Wrong email or password. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`, { attemptsLeft: left });
  }

  /**
   * Checks the signed-in user's own password before a change or a deletion; counted per (ip,
   * email) like a sign-in, so it is no way around the wait. `field` names the form field.
   */
  async confirmPassword(user: UserRow, ip: string, password: string | undefined, field: string): Promise<void> {
    if (!user.passwordHash) return;
    if (!password) throw new AppError('VALIDATION', 'Please enter your password.', { field });
    const { throttle } = this.deps;
    const slot = await throttle.reserve(ip, user.email);
    if (!slot.ok) throw this.blocked(slot.lockedUntil);
    if (!(await verifyPassword(user.passwordHash, password))) {
      const lock = await throttle.failed(ip, user.email, slot.attempt);
      if (lock) throw this.blocked(lock);
      const left = MAX_WRONG_PASSWORDS - slot.attempt;
      throw new AuthError('UNAUTHENTICATED', 'WRONG_PASSWORD', `Wrong password. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`, { attemptsLeft: left, field });
    }
    const lock = await throttle.succeeded(ip, user.email);
    if (lock) throw this.blocked(lock);
  }

  private noPassword(user: UserRow): AuthError {
    if (!user.authProvider) return new AuthError('UNAUTHENTICATED', 'NO_PASSWORD', 'This account has no password yet. Use “Forgot password?” to set one.');
    const via = user.authProvider === 'google' ? 'Google' : 'Facebook';
    return new AuthError('UNAUTHENTICATED', 'NO_PASSWORD', `This account has no password. Please sign in with ${via}.`);
  }

  /** The answer while an address must wait: 423 with the minutes left. */
  blocked(until: Date): AuthError {
    const now = this.now();
    const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
    return new AuthError('LOCKED', 'BLOCKED', `Too many wrong passwords. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`, {
      retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
      minutes,
    });
  }

  /**
   * Starts the one trial an email ever gets: creates an unconfirmed account (no password) and mails
   * the confirmation link, grants the free plan and the trial credit, sets trialExpires 14 days
   * ahead. The account chats at once. An email that is owned starts its trial only while signed in
   * as its owner (otherwise anyone could sign in as it by typing the email).
   */
  async startTrial(input: TTrialRequest, signedIn: UserRow | undefined): Promise<UserRow> {
    const email = normalizeEmail(input.email);
    const now = this.now();
    const expiresAt = new Date(now.getTime() + TRIAL_DAYS * 86_400_000);
    const { user, created } = await this.db.transaction(async (tx) => {
      const [used] = await tx.select().from(trials).where(eq(trials.email, email)).limit(1);
      if (used) throw new AuthError('CONFLICT', 'TRIAL_USED', 'A trial has already been started with this email.');
      let u: UserRow | undefined;
      let isNew = false;
      if (signedIn && signedIn.email === email) {
        [u] = await tx.select().from(users).where(eq(users.id, signedIn.id)).limit(1);
      } else {
        const rows = await tx.select().from(users).where(eq(users.email, email));
        if (rows.some((r) => r.emailVerified)) throw new AuthError('CONFLICT', 'ACCOUNT_EXISTS', 'An account with this email already exists. Please log in first.');
        if (rows.length >= MAX_UNVERIFIED_PER_EMAIL) throw new AuthError('CONFLICT', 'ACCOUNT_EXISTS', 'This email has too many unconfirmed accounts. Please confirm one with the link we mailed.');
        [u] = await tx.insert(users).values({ email, name: input.name.trim(), firstName: firstNameOf(input.name) }).returning();
        isNew = true;
      }
      if (!u) throw new AppError('NOT_FOUND', 'User not found');
      const started = await tx.insert(trials).values({ email, userId: u.id, startedAt: now, expiresAt }).onConflictDoNothing().returning({ email: trials.email });
      if (started.length === 0) throw new AuthError('CONFLICT', 'TRIAL_USED', 'A trial has already been started with this email.');
      await postLedgerEntry(tx, { userId: u.id, amountMicroUsd: usdToMicro(this.deps.trialCreditUsd), kind: LedgerKind.TRIAL_CREDIT, reference: `welcome:${u.id}`, note: '14-day trial' });
      const plans = u.plans.includes('free') ? u.plans : [...u.plans, 'free'];
      const [updated] = await tx.update(users).set({ plans, trialExpiresAt: expiresAt }).where(eq(users.id, u.id)).returning();
      return { user: updated!, created: isNew };
    });
    if (created) this.mailVerification(user);
    return user;
  }

  /**
   * Finds or creates the account of a social identity. It joins an existing account only when
   * both the provider's email and that account are verified; a verified provider email without an
   * owner makes a new account that owns the email (unconfirmed claimants are released); an
   * unverified one (Facebook, unless it says otherwise) never joins or displaces anyone.
   */
  async signInSocial(provider: TSocialProvider, profile: SocialProfile): Promise<UserRow> {
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
        if (profile.emailVerified && !u.emailVerified && u.email === email && !(await this.owner(email, tx))) u = await this.claim(tx, u);
        return { user: u, mail: false };
      }
      const owner = await this.owner(email, tx);
      if (owner && profile.emailVerified) {
        await tx.insert(socialIdentities).values({ provider, subject: profile.subject, userId: owner.id, email, emailVerified: true });
        const [u] = await tx.update(users).set({ authProvider: owner.authProvider ?? provider }).where(eq(users.id, owner.id)).returning();
        return { user: u!, mail: false };
      }
      if (owner) {
        throw new AppError('CONFLICT', 'An account with this email already exists. Please sign in to it with its password or with Google: an email the provider did not confirm cannot join it.');
      }
      const [created] = await tx
        .insert(users)
        .values({ email, name: display, firstName: firstNameOf(display), authProvider: provider, emailVerified: false })
        .returning();
      await tx.insert(socialIdentities).values({ provider, subject: profile.subject, userId: created!.id, email, emailVerified: profile.emailVerified });
      if (profile.emailVerified) return { user: await this.claim(tx, created!), mail: false };
      return { user: created!, mail: true };
    });
    if (result.mail) this.mailVerification(result.user);
    return result.user;
  }

  /**
   * Makes `user` the owner of its email: every other account naming it (all unconfirmed) is
   * released — its address replaced, its sessions and its trial marker removed, so it can neither
   * sign in by that email nor keep the owner from a trial. Call inside a transaction.
   */
  async claim(tx: Database, user: UserRow): Promise<UserRow> {
    const others = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, user.email), ne(users.id, user.id))).for('update');
    for (const o of others) {
      await tx.delete(sessions).where(eq(sessions.userId, o.id));
      await tx.delete(trials).where(eq(trials.userId, o.id));
      await tx.update(users).set({ email: releasedEmail(o.id) }).where(eq(users.id, o.id));
    }
    const [u] = await tx.update(users).set({ emailVerified: true }).where(eq(users.id, user.id)).returning();
    return u!;
  }

  /** Uses a confirmation link: its account owns its email from now on (others naming it are released). */
  async verifyEmail(token: string): Promise<UserRow> {
    return this.db.transaction(async (tx) => {
      const row = await this.deps.tokens.consume(tx, token, TokenPurpose.VERIFY);
      const invalid = () => new AuthError('VALIDATION', 'INVALID_TOKEN', 'This link is invalid or has expired.', { field: 'token' });
      if (!row) throw invalid();
      await tx.select({ id: users.id }).from(users).where(eq(users.email, row.email)).for('update');
      const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1);
      if (!user || user.email !== row.email) throw invalid();
      if (user.emailVerified) return user;
      if (await this.owner(user.email, tx)) throw new AuthError('CONFLICT', 'EMAIL_TAKEN', 'This email address already belongs to another account.');
      return this.claim(tx, user);
    });
  }

  /** Mails a new confirmation link to an unconfirmed account (at most MAX_VERIFY_MAILS_PER_HOUR). */
  async resendVerification(user: UserRow): Promise<void> {
    if (user.emailVerified) throw new AppError('CONFLICT', 'This email address is already confirmed.');
    const sent = await this.deps.tokens.countSince(user.id, TokenPurpose.VERIFY, new Date(this.now().getTime() - 3_600_000));
    if (sent >= MAX_VERIFY_MAILS_PER_HOUR) throw new AppError('RATE_LIMITED', 'A confirmation mail was sent a moment ago. Please look in your inbox, or try again in an hour.');
    this.mailVerification(user);
  }

  /** Issues a confirmation token and mails its link, after the current answer. */
  private mailVerification(user: UserRow): void {
    this.deps.mail.later(async () => {
      const token = await this.deps.tokens.issue(this.db, user.id, TokenPurpose.VERIFY, user.email);
      await this.deps.mail.send('verify', user.email, user.language, this.deps.links.verifyEmail(token));
    });
  }

  async setConsent(userId: string, consent: boolean): Promise<void> {
    await this.db
      .insert(consents)
      .values({ userId, consent, updatedAt: this.now() })
      .onConflictDoUpdate({ target: consents.userId, set: { consent, updatedAt: this.now() } });
  }

  async hasConsent(userId: string): Promise<boolean> {
    const [c] = await this.db.select().from(consents).where(and(eq(consents.userId, userId), eq(consents.consent, true))).limit(1);
    return Boolean(c);
  }

  /** Adds a plan to the account (idempotent). Call inside the payment transaction. */
  static async addPlan(tx: Database, userId: string, plan: string): Promise<void> {
    await tx
      .update(users)
      .set({ plans: sql`case when ${users.plans} @> ${JSON.stringify([plan])}::jsonb then ${users.plans} else ${users.plans} || ${JSON.stringify([plan])}::jsonb end` })
      .where(eq(users.id, userId));
  }

  /** The plans that count now: a trial account whose trial ended and that never paid has none. */
  plansOf(user: Pick<UserRow, 'plans' | 'trialExpiresAt'>): string[] {
    const trialOver = user.trialExpiresAt !== null && user.trialExpiresAt <= this.now();
    return trialOver && user.plans.every((p) => p === 'free') ? [] : user.plans;
  }

  /** The §3 user record. */
  async view(user: UserRow): Promise<TUser> {
    const plans = this.plansOf(user);
    return {
      firstName: user.firstName,
      name: user.name,
      email: user.email,
      language: user.language,
      plans,
      balance: microToUsd(user.balanceMicroUsd),
      trialExpires: user.trialExpiresAt ? user.trialExpiresAt.toISOString() : null,
      consent: await this.hasConsent(user.id),
      hasPassword: user.passwordHash !== null,
      emailVerified: user.emailVerified,
    };
  }

  /** The account page's record (`GET /account`); `sessions` is the number of open sessions. */
  async page(user: UserRow, sessionCount: number): Promise<TAccount> {
    const providers = await this.db.selectDistinct({ provider: socialIdentities.provider }).from(socialIdentities).where(eq(socialIdentities.userId, user.id));
    const names = new Set(providers.map((p) => p.provider));
    if (user.authProvider) names.add(user.authProvider);
    return {
      name: user.name,
      firstName: user.firstName,
      email: user.email,
      emailVerified: user.emailVerified,
      language: user.language,
      hasPassword: user.passwordHash !== null,
      providers: [...names].sort(),
      createdAt: user.createdAt.toISOString(),
      trialExpires: user.trialExpiresAt ? user.trialExpiresAt.toISOString() : null,
      sessions: sessionCount,
    };
  }

  /** Changes the name (and first name) and the account's language (that of its mails). */
  async updateProfile(user: UserRow, changes: TUpdateAccountRequest): Promise<UserRow> {
    const set: Partial<typeof users.$inferInsert> = {};
    if (changes.name !== undefined) Object.assign(set, { name: changes.name, firstName: firstNameOf(changes.name) });
    if (changes.language !== undefined) set.language = changes.language;
    if (Object.keys(set).length === 0) return user;
    const [u] = await this.db.update(users).set(set).where(eq(users.id, user.id)).returning();
    return u!;
  }

  async reload(userId: string): Promise<UserRow> {
    const [u] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!u) throw new AppError('NOT_FOUND', 'User not found');
    return u;
  }
}
