import type {
  TAccount,
  TRegisterRequest,
  TTrialRequest,
  TUpdateAccountRequest,
  TUser,
} from '@avatara/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { consents, socialIdentities, trials, users } from '../db/schema';
import { checkAge } from './age';
import { AppError } from '../errors';
import { microToUsd, usdToMicro } from '../money';
import { MAX_UNVERIFIED_PER_EMAIL, normalizeEmail, type EmailOwnership } from './email-ownership';
import { LedgerKind, postLedgerEntry } from '../payments/ledger';
import { LOCK_MINUTES, MAX_WRONG_PASSWORDS, type LoginThrottle } from './login-throttle';
import { burnVerification, checkNewPassword, hashPassword, verifyPassword } from './passwords';
import type { UserRow } from '../sessions/service';

export { LOCK_MINUTES, MAX_WRONG_PASSWORDS, normalizeEmail };
export const TRIAL_DAYS = 14;

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

export interface AccountDeps {
  db: Database;
  now: () => Date;
  trialCreditUsd: number;
  throttle: LoginThrottle;
  ownership: EmailOwnership;
  /** Mails a new trial its sign-in link (`SignInLinks`, sign-in-links.ts). */
  signInLinks: { mailTrial(user: UserRow): void };
}

/**
 * Registration, sign-in (failed ones counted per address and email), the trial, consent and the
 * user's records (docs/accounts.md). Who owns an email is EmailOwnership's.
 */
export class AccountService {
  private readonly db: Database;
  private readonly now: () => Date;

  constructor(private readonly deps: AccountDeps) {
    this.db = deps.db;
    this.now = deps.now;
  }

  /**
   * Refuses, before the sign-up limit counts it, a sign-up that could not create an account
   * (issue 27 §8): the same refusals `register` and `startTrial` give, read without a transaction
   * (they give them again inside theirs). So typos and taken addresses do not use up the
   * SIGNUPS_PER_HOUR of everyone behind one address.
   */
  async signUpRefusal(
    kind: 'register' | 'trial',
    rawEmail: string,
    signedIn: UserRow | undefined,
  ): Promise<void> {
    const email = normalizeEmail(rawEmail);
    if (kind === 'register') {
      await this.deps.ownership.claimants(this.db, email);
      return;
    }
    const [used] = await this.db.select().from(trials).where(eq(trials.email, email)).limit(1);
    if (used)
      throw new AppError('CONFLICT', 'A trial has already been started with this email.', {
        reason: 'TRIAL_USED',
      });
    if (signedIn?.email === email) return;
    const rows = await this.db.select().from(users).where(eq(users.email, email));
    if (rows.some((r) => r.emailVerified))
      throw new AppError('CONFLICT', 'An account with this email already exists. Please log in first.', {
        reason: 'ACCOUNT_EXISTS',
      });
  }

  /**
   * Creates a password account (unconfirmed) and mails the confirmation link; the first language
   * becomes the UI language. A password the policy refuses is a 400 naming `password`.
   */
  async register(input: TRegisterRequest): Promise<UserRow> {
    const email = normalizeEmail(input.email);
    await checkNewPassword(input.password, input, 'password');
    const passwordHash = await hashPassword(input.password);
    const user = await this.db.transaction(async (tx) => {
      await this.deps.ownership.claimants(tx, email);
      const [u] = await tx
        .insert(users)
        .values({
          email,
          name: input.name.trim(),
          firstName: firstNameOf(input.name),
          language: input.languages?.[0] ?? 'en-US',
          passwordHash,
          gender: input.gender ?? null,
        })
        .returning();
      return u!;
    });
    this.deps.ownership.mailVerification(user);
    return user;
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
    const found = await this.deps.ownership.candidates(email);
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
    throw new AppError(
      'UNAUTHENTICATED',
      `Wrong email or password. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
      { reason: 'WRONG_PASSWORD', params: { attemptsLeft: left } },
    );
  }

  /**
   * Checks the signed-in user's own password before a change or a deletion; counted per (ip,
   * email) like a sign-in, so it is no way around the wait. `field` names the form field.
   */
  async confirmPassword(
    user: UserRow,
    ip: string,
    password: string | undefined,
    field: string,
  ): Promise<void> {
    if (!user.passwordHash) return;
    if (!password)
      throw new AppError('VALIDATION', 'Please enter your password.', { reason: 'PASSWORD_REQUIRED', field });
    const { throttle } = this.deps;
    const slot = await throttle.reserve(ip, user.email);
    if (!slot.ok) throw this.blocked(slot.lockedUntil);
    if (!(await verifyPassword(user.passwordHash, password))) {
      const lock = await throttle.failed(ip, user.email, slot.attempt);
      if (lock) throw this.blocked(lock);
      const left = MAX_WRONG_PASSWORDS - slot.attempt;
      throw new AppError(
        'UNAUTHENTICATED',
        `Wrong password. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
        { reason: 'WRONG_PASSWORD', params: { attemptsLeft: left }, field },
      );
    }
    const lock = await throttle.succeeded(ip, user.email);
    if (lock) throw this.blocked(lock);
  }

  private noPassword(user: UserRow): AppError {
    if (!user.authProvider)
      return new AppError(
        'UNAUTHENTICATED',
        'This account has no password yet. Sign in with “Email me a sign-in link”, or use “Forgot password?” to set one.',
        { reason: 'NO_PASSWORD' },
      );
    const provider = user.authProvider === 'google' ? 'Google' : 'Facebook';
    return new AppError('UNAUTHENTICATED', `This account has no password. Please sign in with ${provider}.`, {
      reason: 'SIGN_IN_WITH_PROVIDER',
      params: { provider },
    });
  }

  /** The answer while an address must wait: 423 with the minutes left. */
  blocked(until: Date): AppError {
    const now = this.now();
    const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
    return new AppError(
      'LOCKED',
      `Too many wrong passwords. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      {
        reason: 'BLOCKED',
        params: { minutes },
        headers: { 'retry-after': String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))) },
      },
    );
  }

  /**
   * Starts the one trial an email ever gets: creates an unconfirmed account (no password) and mails
   * it a sign-in link that also confirms the address and says how to sign in later, grants the free
   * plan and the trial credit, sets trialExpires 14 days ahead. The account chats at once. An email
   * that is owned starts its trial only while signed in as its owner (otherwise anyone could sign in
   * as it by typing the email).
   */
  async startTrial(input: TTrialRequest, signedIn: UserRow | undefined): Promise<UserRow> {
    const email = normalizeEmail(input.email);
    const now = this.now();
    const expiresAt = new Date(now.getTime() + TRIAL_DAYS * 86_400_000);
    const { user, created } = await this.db.transaction(async (tx) => {
      const [used] = await tx.select().from(trials).where(eq(trials.email, email)).limit(1);
      if (used)
        throw new AppError('CONFLICT', 'A trial has already been started with this email.', {
          reason: 'TRIAL_USED',
        });
      let u: UserRow | undefined;
      let isNew = false;
      if (signedIn && signedIn.email === email) {
        [u] = await tx.select().from(users).where(eq(users.id, signedIn.id)).limit(1);
      } else {
        const rows = await tx.select().from(users).where(eq(users.email, email));
        if (rows.some((r) => r.emailVerified))
          throw new AppError('CONFLICT', 'An account with this email already exists. Please log in first.', {
            reason: 'ACCOUNT_EXISTS',
          });
        if (rows.length >= MAX_UNVERIFIED_PER_EMAIL)
          throw new AppError(
            'CONFLICT',
            'This email has too many unconfirmed accounts. Please confirm one with the link we mailed.',
            { reason: 'TOO_MANY_UNCONFIRMED' },
          );
        [u] = await tx
          .insert(users)
          .values({ email, name: input.name.trim(), firstName: firstNameOf(input.name) })
          .returning();
        isNew = true;
      }
      if (!u) throw new AppError('NOT_FOUND', 'User not found', { reason: 'USER_NOT_FOUND' });
      const started = await tx
        .insert(trials)
        .values({ email, userId: u.id, startedAt: now, expiresAt })
        .onConflictDoNothing()
        .returning({ email: trials.email });
      if (started.length === 0)
        throw new AppError('CONFLICT', 'A trial has already been started with this email.', {
          reason: 'TRIAL_USED',
        });
      await postLedgerEntry(tx, {
        userId: u.id,
        amountMicroUsd: usdToMicro(this.deps.trialCreditUsd),
        kind: LedgerKind.TRIAL_CREDIT,
        reference: `welcome:${u.id}`,
        note: '14-day trial',
      });
      const plans = u.plans.includes('free') ? u.plans : [...u.plans, 'free'];
      const [updated] = await tx
        .update(users)
        .set({ plans, trialExpiresAt: expiresAt })
        .where(eq(users.id, u.id))
        .returning();
      return { user: updated!, created: isNew };
    });
    if (created) this.deps.signInLinks.mailTrial(user);
    return user;
  }

  /**
   * Gives or withdraws consent. Giving it takes a date of birth at least `minAge` years ago
   * (docs/safety.md); a refusal leaves the consent as it was, so the chat stays closed.
   */
  async setConsent(userId: string, consent: boolean, birthDate: string | undefined, minAge: number) {
    if (consent) {
      if (birthDate === undefined)
        throw new AppError('VALIDATION', 'Date of birth is required', {
          reason: 'REQUIRED',
          field: 'birthDate',
        });
      checkAge(birthDate, this.now(), minAge);
    }
    const set = consent
      ? { consent, birthDate: birthDate!, updatedAt: this.now() }
      : { consent, updatedAt: this.now() };
    await this.db
      .insert(consents)
      .values({ userId, ...set })
      .onConflictDoUpdate({ target: consents.userId, set });
  }

  async hasConsent(userId: string): Promise<boolean> {
    const [c] = await this.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, userId), eq(consents.consent, true)))
      .limit(1);
    return Boolean(c);
  }

  /** The plans that count now: a trial account whose trial ended and that never paid has none. */
  plansOf(user: Pick<UserRow, 'plans' | 'trialExpiresAt'>): string[] {
    const trialOver = user.trialExpiresAt !== null && user.trialExpiresAt <= this.now();
    return trialOver && user.plans.every((p) => p === 'free') ? [] : user.plans;
  }

  /** The §3 user record; `consent` when the caller knows it already (else it is read). */
  async view(user: UserRow, consent?: boolean): Promise<TUser> {
    const plans = this.plansOf(user);
    return {
      firstName: user.firstName,
      name: user.name,
      email: user.email,
      language: user.language,
      plans,
      balance: microToUsd(user.balanceMicroUsd),
      trialExpires: user.trialExpiresAt ? user.trialExpiresAt.toISOString() : null,
      consent: consent ?? (await this.hasConsent(user.id)),
      hasPassword: user.passwordHash !== null,
      emailVerified: user.emailVerified,
      gender: user.gender ?? null,
    };
  }

  /** The account page's record (`GET /account`); `sessions` is the number of open sessions. */
  async page(user: UserRow, sessionCount: number): Promise<TAccount> {
    const providers = await this.db
      .selectDistinct({ provider: socialIdentities.provider })
      .from(socialIdentities)
      .where(eq(socialIdentities.userId, user.id));
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
      gender: user.gender ?? null,
    };
  }

  /** Changes the name (and first name), the account's language (that of its mails) and how the avatars address the user. */
  async updateProfile(user: UserRow, changes: TUpdateAccountRequest): Promise<UserRow> {
    const set: Partial<typeof users.$inferInsert> = {};
    if (changes.name !== undefined)
      Object.assign(set, { name: changes.name, firstName: firstNameOf(changes.name) });
    if (changes.language !== undefined) set.language = changes.language;
    if (changes.gender !== undefined) set.gender = changes.gender;
    if (Object.keys(set).length === 0) return user;
    const [u] = await this.db.update(users).set(set).where(eq(users.id, user.id)).returning();
    return u!;
  }
}
