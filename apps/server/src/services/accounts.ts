import type { TRegisterRequest, TSocialProvider, TTrialRequest, TUser } from '@avatara/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { consents, sessions, trials, users } from '../db/schema';
import { AppError } from '../errors';
import { microToUsd, usdToMicro } from '../money';
import { LedgerKind, postLedgerEntry } from './ledger';
import { burnVerification, hashPassword, verifyPassword } from './passwords';
import type { UserRow } from './sessions';

/** Wrong passwords allowed before the account locks, and for how long (docs/accounts.md). */
export const MAX_WRONG_PASSWORDS = 5;
export const LOCK_MINUTES = 15;
export const TRIAL_DAYS = 14;

/** An auth failure the client shows translated: code in the `x-error-code` header, text in the body. */
export class AuthError extends AppError {
  constructor(
    code: 'UNAUTHENTICATED' | 'LOCKED' | 'CONFLICT' | 'FORBIDDEN',
    readonly reason: string,
    message: string,
    readonly details: { attemptsLeft?: number; retryAfterSeconds?: number; minutes?: number } = {},
  ) {
    const headers: Record<string, string> = { 'x-error-code': reason };
    if (details.attemptsLeft !== undefined) headers['x-attempts-left'] = String(details.attemptsLeft);
    if (details.retryAfterSeconds !== undefined) headers['retry-after'] = String(details.retryAfterSeconds);
    super(code, message, { headers });
  }
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly trialCreditUsd: number,
  ) {}

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [u] = await this.db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
    return u;
  }

  /** Creates a password account; the language list's first entry becomes the UI language. */
  async register(input: TRegisterRequest): Promise<UserRow> {
    const email = normalizeEmail(input.email);
    if (await this.findByEmail(email)) throw new AuthError('CONFLICT', 'EMAIL_TAKEN', 'This email is already registered. Please log in.');
    const passwordHash = await hashPassword(input.password);
    const [u] = await this.db
      .insert(users)
      .values({ email, name: input.name.trim(), firstName: firstNameOf(input.name), language: input.languages?.[0] ?? 'en-US', passwordHash })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!u) throw new AuthError('CONFLICT', 'EMAIL_TAKEN', 'This email is already registered. Please log in.');
    return u;
  }

  /**
   * Checks a password. Counts wrong ones: after MAX_WRONG_PASSWORDS the account is locked for
   * LOCK_MINUTES; a correct password resets the count. Accounts without a password are refused.
   *
   * Race-free: each attempt first reserves a slot with one atomic UPDATE (count + 1, unless
   * locked), so parallel guesses can never exceed MAX_WRONG_PASSWORDS; only then is the
   * password verified. A correct password clears the count only while no lock has been set.
   */
  async login(emailRaw: string, password: string): Promise<UserRow> {
    const now = this.now();
    const user = await this.findByEmail(emailRaw);
    if (!user) {
      await burnVerification(password);
      throw new AuthError('UNAUTHENTICATED', 'WRONG_PASSWORD', 'Wrong email or password.');
    }
    if (user.lockedUntil && user.lockedUntil > now) throw this.blocked(user.lockedUntil, now);
    if (!user.passwordHash) {
      await burnVerification(password);
      const via = user.authProvider ? `with ${user.authProvider === 'google' ? 'Google' : 'Facebook'}` : 'with Google or Facebook';
      throw new AuthError('UNAUTHENTICATED', 'NO_PASSWORD', `This account has no password. Please sign in ${via}.`);
    }
    const nowSql = sql`${now.toISOString()}::timestamptz`;
    const lockExpired = sql`(${users.lockedUntil} is not null and ${users.lockedUntil} <= ${nowSql})`;
    const [slot] = await this.db
      .update(users)
      .set({
        failedLogins: sql`case when ${lockExpired} then 1 else ${users.failedLogins} + 1 end`,
        lockedUntil: sql`case when ${lockExpired} then null else ${users.lockedUntil} end`,
      })
      .where(and(eq(users.id, user.id), sql`(${users.lockedUntil} is null or ${users.lockedUntil} <= ${nowSql})`))
      .returning({ attempt: users.failedLogins });
    if (!slot) throw this.blocked(await this.lockOf(user.id, now), now);
    if (slot.attempt > MAX_WRONG_PASSWORDS) throw this.blocked(await this.lock(user.id, now), now);

    if (await verifyPassword(user.passwordHash, password)) {
      const [ok] = await this.db
        .update(users)
        .set({ failedLogins: 0 })
        .where(and(eq(users.id, user.id), sql`(${users.lockedUntil} is null or ${users.lockedUntil} <= ${nowSql})`))
        .returning({ id: users.id });
      if (!ok) throw this.blocked(await this.lockOf(user.id, now), now);
      return user;
    }
    if (slot.attempt >= MAX_WRONG_PASSWORDS) throw this.blocked(await this.lock(user.id, now), now);
    const left = MAX_WRONG_PASSWORDS - slot.attempt;
    throw new AuthError('UNAUTHENTICATED', 'WRONG_PASSWORD', `Wrong password. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`, { attemptsLeft: left });
  }

  /** Locks the account (unless a lock is already running) and returns until when it is locked. */
  private async lock(userId: string, now: Date): Promise<Date> {
    const until = new Date(now.getTime() + LOCK_MINUTES * 60_000);
    await this.db
      .update(users)
      .set({ failedLogins: 0, lockedUntil: until })
      .where(and(eq(users.id, userId), sql`(${users.lockedUntil} is null or ${users.lockedUntil} <= ${now.toISOString()}::timestamptz)`));
    return this.lockOf(userId, now);
  }

  private async lockOf(userId: string, now: Date): Promise<Date> {
    const [u] = await this.db.select({ lockedUntil: users.lockedUntil }).from(users).where(eq(users.id, userId)).limit(1);
    return u?.lockedUntil && u.lockedUntil > now ? u.lockedUntil : new Date(now.getTime() + LOCK_MINUTES * 60_000);
  }

  private blocked(until: Date, now: Date): AuthError {
    const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
    return new AuthError('LOCKED', 'BLOCKED', `Too many wrong passwords. The account is blocked for ${minutes} more ${minutes === 1 ? 'minute' : 'minutes'}.`, {
      retryAfterSeconds: Math.ceil((until.getTime() - now.getTime()) / 1000),
      minutes,
    });
  }

  /**
   * Starts the one trial an email ever gets: creates the account (no password), grants the free
   * plan and the trial credit, sets trialExpires 14 days ahead. An existing account may start its
   * trial only while signed in as itself (otherwise anyone could sign in as it by email).
   */
  async startTrial(input: TTrialRequest, signedIn: UserRow | undefined): Promise<UserRow> {
    const email = normalizeEmail(input.email);
    const now = this.now();
    const expiresAt = new Date(now.getTime() + TRIAL_DAYS * 86_400_000);
    return this.db.transaction(async (tx) => {
      const [used] = await tx.select().from(trials).where(eq(trials.email, email)).limit(1);
      if (used) throw new AuthError('CONFLICT', 'TRIAL_USED', 'A trial has already been started with this email.');
      let [user] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
      if (user && user.id !== signedIn?.id) throw new AuthError('CONFLICT', 'ACCOUNT_EXISTS', 'An account with this email already exists. Please log in first.');
      if (!user) {
        [user] = await tx
          .insert(users)
          .values({ email, name: input.name.trim(), firstName: firstNameOf(input.name) })
          .onConflictDoNothing({ target: users.email })
          .returning();
        // A concurrent registration or trial created it first.
        if (!user) throw new AuthError('CONFLICT', 'ACCOUNT_EXISTS', 'An account with this email already exists. Please log in first.');
      }
      const u = user;
      const started = await tx.insert(trials).values({ email, userId: u.id, startedAt: now, expiresAt }).onConflictDoNothing().returning({ email: trials.email });
      if (started.length === 0) throw new AuthError('CONFLICT', 'TRIAL_USED', 'A trial has already been started with this email.');
      await postLedgerEntry(tx, { userId: u.id, amountMicroUsd: usdToMicro(this.trialCreditUsd), kind: LedgerKind.TRIAL_CREDIT, reference: `welcome:${u.id}`, note: '14-day trial' });
      const plans = u.plans.includes('free') ? u.plans : [...u.plans, 'free'];
      const [updated] = await tx.update(users).set({ plans, trialExpiresAt: expiresAt }).where(eq(users.id, u.id)).returning();
      return updated!;
    });
  }

  /**
   * Finds or creates the account of a verified social identity; a new one has no password.
   * The first verified sign-in to an account whose email was never verified (created by
   * registration or a trial, by anyone who typed that email) takes it over cleanly: its password
   * is removed and all its sessions end, so nobody who pre-registered the email keeps access.
   */
  async signInSocial(provider: TSocialProvider, email: string, name: string): Promise<UserRow> {
    const normalized = normalizeEmail(email);
    const display = name.trim() || 'User';
    return this.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(users).where(eq(users.email, normalized)).for('update').limit(1);
      if (existing) {
        const takeover = !existing.emailVerified;
        if (takeover) await tx.delete(sessions).where(eq(sessions.userId, existing.id));
        const [u] = await tx
          .update(users)
          .set({ authProvider: provider, emailVerified: true, ...(takeover ? { passwordHash: null, failedLogins: 0, lockedUntil: null } : {}) })
          .where(eq(users.id, existing.id))
          .returning();
        return u!;
      }
      const [created] = await tx
        .insert(users)
        .values({ email: normalized, name: display, firstName: firstNameOf(display), authProvider: provider, emailVerified: true })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!created) throw new AppError('CONFLICT', 'Please try signing in again.');
      return created;
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

  /**
   * The §3 user record. A trial account whose trial has ended and that never paid shows no
   * plans, so the gate sends it to the pricing page.
   */
  /** The plans that count now: a trial account whose trial ended and that never paid has none. */
  plansOf(user: Pick<UserRow, 'plans' | 'trialExpiresAt'>): string[] {
    const trialOver = user.trialExpiresAt !== null && user.trialExpiresAt <= this.now();
    return trialOver && user.plans.every((p) => p === 'free') ? [] : user.plans;
  }

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
    };
  }

  async reload(userId: string): Promise<UserRow> {
    const [u] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!u) throw new AppError('NOT_FOUND', 'User not found');
    return u;
  }
}
