import { and, asc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  accountTokens,
  avatars,
  chatHolds,
  chatMessages,
  checkoutSessions,
  consents,
  ledger,
  loginThrottles,
  memories,
  nhsStates,
  sessions,
  socialIdentities,
  trials,
  users,
} from '../db/schema';
import type { Change, TxHook } from '../audit/log';
import { AppError } from '../errors';
import { lastOperator } from './last-operator';
import type { ImageStore } from '../media/image-store';
import { microToUsd } from '../money';
import type { AccountService } from './service';
import type { SessionService, UserRow } from '../sessions/service';

/** A deleted account as its deletion's audit entry keeps it: nothing that names the person. */
export interface DeletedAccount {
  createdAt: string;
  plans: string[];
  balanceUsd: number;
  operator: boolean;
  suspended: boolean;
}

/** An account without a password may be deleted only this soon after signing in (a fresh sign-in). */
export const FRESH_SIGN_IN_MINUTES = 10;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Data a feature of a higher layer keeps about a user (a Pro holder's own trading account), given
 * by the composition root: it goes into the export under `key` and is deleted with the account.
 */
export interface UserDataPart {
  key: string;
  /** What is stored, as plain JSON; null when nothing is. */
  export(userId: string): Promise<unknown>;
  /** Deletes it inside the deletion's transaction. */
  delete(tx: Database, userId: string): Promise<void>;
}

export interface AccountDataDeps {
  db: Database;
  now: () => Date;
  accounts: AccountService;
  sessions: SessionService;
  images: ImageStore;
  parts?: readonly UserDataPart[];
}

/** "Your data": everything stored about a user as JSON, and deleting it (docs/accounts.md "Your data"). */
export class AccountDataService {
  constructor(private readonly deps: AccountDataDeps) {}

  /** Everything this server stores about the user, as plain JSON (no password hash, no token hashes). */
  async export(user: UserRow, currentToken: string | undefined): Promise<Record<string, unknown>> {
    const { db } = this.deps;
    const id = user.id;
    const currentHash = currentToken ? this.deps.sessions.hashOf(currentToken) : undefined;
    const avatarName = new Map(
      (await db.select({ id: avatars.id, name: avatars.name }).from(avatars)).map((a) => [a.id, a.name]),
    );
    const [consent] = await db.select().from(consents).where(eq(consents.userId, id));
    const [trial] = await db.select().from(trials).where(eq(trials.userId, id));
    const parts: Record<string, unknown> = {};
    for (const part of this.deps.parts ?? []) parts[part.key] = await part.export(id);
    return {
      format: 'avatara-account-export/1',
      exportedAt: this.deps.now().toISOString(),
      account: {
        id,
        email: user.email,
        emailVerified: user.emailVerified,
        name: user.name,
        firstName: user.firstName,
        language: user.language,
        gender: user.gender ?? null,
        plans: user.plans,
        balanceUsd: microToUsd(user.balanceMicroUsd),
        reservedUsd: microToUsd(user.reservedMicroUsd),
        tokensUsed: user.tokensUsed,
        trialExpires: iso(user.trialExpiresAt),
        authProvider: user.authProvider,
        hasPassword: user.passwordHash !== null,
        createdAt: iso(user.createdAt),
        lastSignInAt: iso(user.lastSignInAt),
      },
      sessions: (
        await db.select().from(sessions).where(eq(sessions.userId, id)).orderBy(asc(sessions.createdAt))
      ).map((s) => ({
        createdAt: iso(s.createdAt),
        expiresAt: iso(s.expiresAt),
        current: s.tokenHash === currentHash,
      })),
      socialIdentities: (await db.select().from(socialIdentities).where(eq(socialIdentities.userId, id))).map(
        (s) => ({
          provider: s.provider,
          subject: s.subject,
          email: s.email,
          emailVerified: s.emailVerified,
          createdAt: iso(s.createdAt),
        }),
      ),
      consent: consent ? { consent: consent.consent, updatedAt: iso(consent.updatedAt) } : null,
      trial: trial
        ? { email: trial.email, startedAt: iso(trial.startedAt), expiresAt: iso(trial.expiresAt) }
        : null,
      mailedLinks: (
        await db
          .select()
          .from(accountTokens)
          .where(eq(accountTokens.userId, id))
          .orderBy(asc(accountTokens.createdAt))
      ).map((t) => ({
        purpose: t.purpose,
        email: t.email,
        createdAt: iso(t.createdAt),
        expiresAt: iso(t.expiresAt),
        usedAt: iso(t.usedAt),
      })),
      failedSignIns: (await db.select().from(loginThrottles).where(eq(loginThrottles.email, user.email))).map(
        (t) => ({
          fromAddress: t.ip,
          failures: t.failures,
          waitUntil: iso(t.lockedUntil),
          updatedAt: iso(t.updatedAt),
        }),
      ),
      ledger: (await db.select().from(ledger).where(eq(ledger.userId, id)).orderBy(asc(ledger.id))).map(
        (l) => ({
          amountUsd: microToUsd(l.amountMicroUsd),
          kind: l.kind,
          reference: l.reference,
          note: l.note,
          createdAt: iso(l.createdAt),
        }),
      ),
      checkouts: (
        await db
          .select()
          .from(checkoutSessions)
          .where(eq(checkoutSessions.userId, id))
          .orderBy(asc(checkoutSessions.createdAt))
      ).map((c) => ({
        id: c.id,
        plan: c.plan,
        audience: c.audience,
        provider: c.provider,
        priceUsd: microToUsd(c.priceMicroUsd),
        creditUsd: microToUsd(c.creditMicroUsd),
        status: c.status,
        createdAt: iso(c.createdAt),
        paidAt: iso(c.paidAt),
      })),
      chatHolds: (await db.select().from(chatHolds).where(eq(chatHolds.userId, id))).map((h) => ({
        amountUsd: microToUsd(h.amountMicroUsd),
        createdAt: iso(h.createdAt),
        expiresAt: iso(h.expiresAt),
      })),
      chatMessages: (
        await db.select().from(chatMessages).where(eq(chatMessages.userId, id)).orderBy(asc(chatMessages.seq))
      ).map((m) => ({
        avatar: avatarName.get(m.avatarId) ?? m.avatarId,
        sender: m.sender,
        kind: m.kind,
        text: m.text,
        language: m.language,
        status: m.status,
        model: m.model,
        promptTokens: m.promptTokens,
        completionTokens: m.completionTokens,
        costUsd: microToUsd(m.costMicroUsd),
        appraisal: m.appraisal,
        image: m.image,
        createdAt: iso(m.createdAt),
      })),
      memories: (
        await db.select().from(memories).where(eq(memories.userId, id)).orderBy(asc(memories.createdAt))
      ).map((m) => ({
        avatar: avatarName.get(m.avatarId) ?? m.avatarId,
        kind: m.kind,
        key: m.key,
        value: m.value,
        language: m.language,
        createdAt: iso(m.createdAt),
        updatedAt: iso(m.updatedAt),
      })),
      avatarStates: (await db.select().from(nhsStates).where(eq(nhsStates.userId, id))).map((s) => ({
        avatar: avatarName.get(s.avatarId) ?? s.avatarId,
        avatarState: s.avatarState,
        yourEstimatedState: s.userState,
        updatedAt: iso(s.updatedAt),
        closedUntil: iso(s.closedUntil),
        closedReason: s.closedReason,
      })),
      images: (await this.deps.images.list(id)).map((i) => ({
        avatar: avatarName.get(i.avatarId) ?? i.avatarId,
        file: i.file,
        download: `/loadGeneratedImage?chatEmail=${encodeURIComponent(`${avatarName.get(i.avatarId) ?? i.avatarId}_${user.email}`)}&filename=${encodeURIComponent(i.file)}`,
      })),
      ...parts,
    };
  }

  /**
   * Deletes the account: its sessions, consent, trial, chats, memories, avatar states, mailed links,
   * social identities, failed sign-ins, images and the `parts` (an own trading account). Only the
   * ledger lines stay, anonymised (no user, no user id in any reference), and paid checkouts (price
   * and plan), which bookkeeping needs.
   * Proof: the password, or for an account without one a sign-in within FRESH_SIGN_IN_MINUTES.
   */
  async delete(
    user: UserRow,
    ip: string,
    currentToken: string | undefined,
    password: string | undefined,
  ): Promise<void> {
    await this.confirm(user, ip, currentToken, password);
    await this.erase(user.id);
  }

  /**
   * Deletes an account as `delete` does, without its owner's proof: an operator's deletion
   * (docs/operator.md "Users"). `audit` runs in the deletion's transaction, before the row goes,
   * with the account as it was (no email, no name).
   */
  async deleteByOperator(userId: string, audit: TxHook<Change<DeletedAccount | null>>): Promise<void> {
    await this.erase(userId, audit);
  }

  private async erase(userId: string, audit?: TxHook<Change<DeletedAccount | null>>): Promise<void> {
    const { db } = this.deps;
    await db.transaction(async (tx) => {
      const [u] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!u) throw new AppError('NOT_FOUND', 'User not found', { reason: 'USER_NOT_FOUND' });
      const [hold] = await tx
        .select({ id: chatHolds.id })
        .from(chatHolds)
        .where(eq(chatHolds.userId, u.id))
        .limit(1);
      if (hold)
        throw new AppError('CONFLICT', 'A reply is still being written. Please try again in a moment.', {
          reason: 'REPLY_IN_PROGRESS',
        });
      // The last operator stays: its server would have nobody to run it (docs/accounts.md "Operators").
      if (u.operator) {
        const others = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.operator, true), ne(users.id, u.id)))
          .for('update');
        if (others.length === 0) throw lastOperator();
      }
      // A reference that names the account (the once-per-account credit `welcome:<id>`) loses the id.
      await tx
        .update(ledger)
        .set({ reference: sql`replace(${ledger.reference}, ${u.id}, 'deleted-' || ${ledger.id}::text)` })
        .where(and(eq(ledger.userId, u.id), sql`strpos(${ledger.reference}, ${u.id}) > 0`));
      await tx
        .delete(checkoutSessions)
        .where(
          and(eq(checkoutSessions.userId, u.id), notInArray(checkoutSessions.status, ['paid', 'refunded'])),
        );
      await tx.update(checkoutSessions).set({ sessionHash: null }).where(eq(checkoutSessions.userId, u.id));
      await tx.delete(loginThrottles).where(eq(loginThrottles.email, u.email));
      for (const part of this.deps.parts ?? []) await part.delete(tx, u.id);
      await audit?.(tx, {
        before: {
          createdAt: u.createdAt.toISOString(),
          plans: u.plans,
          balanceUsd: microToUsd(u.balanceMicroUsd),
          operator: u.operator,
          suspended: u.suspendedAt !== null,
        },
        after: null,
      });
      // Everything else of the account goes with its row (foreign keys cascade; ledger and paid
      // checkouts keep their lines with user_id set to null, audit entries lose the account).
      await tx.delete(users).where(eq(users.id, u.id));
    });
    await this.deps.images.removeAll(userId);
  }

  private async confirm(
    user: UserRow,
    ip: string,
    currentToken: string | undefined,
    password: string | undefined,
  ): Promise<void> {
    if (user.passwordHash) {
      await this.deps.accounts.confirmPassword(user, ip, password, 'password');
      return;
    }
    const session = await this.deps.sessions.sessionOf(currentToken);
    const freshSince = this.deps.now().getTime() - FRESH_SIGN_IN_MINUTES * 60_000;
    if (!session || session.createdAt.getTime() < freshSince) {
      throw new AppError(
        'FORBIDDEN',
        `Please sign in again (within the last ${FRESH_SIGN_IN_MINUTES} minutes) to delete this account.`,
        {
          reason: 'REAUTH_REQUIRED',
          params: { minutes: FRESH_SIGN_IN_MINUTES },
        },
      );
    }
  }
}
