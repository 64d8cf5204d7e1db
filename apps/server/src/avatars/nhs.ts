import { createHash } from 'node:crypto';
import {
  applyChatMessage,
  createState,
  createUserState,
  formatNhsMetaData,
  stateFromJson,
  stateToJson,
  type Appraisal,
  type Avatar,
  type NhsState,
} from '@avatara/companion';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { nhsStates } from '../db/schema';

export interface NhsPair {
  avatarState: NhsState;
  userState: NhsState;
}

/** Whether the avatar currently refuses to talk with this user (asleep after a late night, or after abuse). */
export interface Closure {
  until: Date;
  reason: 'tired' | 'abuse' | 'balance';
  /** For 'balance': the spendable balance at the shutdown, micro-USD. */
  balanceMicroUsd?: number;
}

/** A stable 32-bit seed per (user, avatar), so a pair's trajectory replays exactly. */
function seedOf(userId: string, avatarId: string): number {
  return createHash('sha256').update(`${userId}/${avatarId}`).digest().readUInt32BE(0);
}

/**
 * Neuro-hormonal states per (user, avatar), persisted as the engine's JSON. A pair is created on
 * first use at the avatar's resting level for that time of day; reads advance it by elapsed time
 * (the engine does that from `updatedAtMs`), so an avatar left alone overnight wakes up rested.
 */
export class NhsService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  private fresh(userId: string, avatar: Avatar, nowMs: number): NhsPair {
    return {
      avatarState: createState(avatar, nowMs, { seed: seedOf(userId, avatar.id) }),
      userState: createUserState(nowMs),
    };
  }

  /** The pair of a stored row (`nhs_states` columns), or a new one, not yet stored, when there is no row. */
  fromRow(userId: string, avatar: Avatar, row: { avatarState: unknown; userState: unknown } | null): NhsPair {
    if (row?.avatarState && row.userState)
      return { avatarState: stateFromJson(row.avatarState), userState: stateFromJson(row.userState) };
    return this.fresh(userId, avatar, this.now().getTime());
  }

  /**
   * Stores a pair read at `version` unless someone wrote it since (optimistic: one statement, no
   * lock); a pair never stored is inserted. False when another write came first: re-read and retry.
   */
  async saveIfUnchanged(
    userId: string,
    avatarId: string,
    pair: NhsPair,
    version: number | null,
    db: Database = this.db,
  ): Promise<boolean> {
    const values = {
      avatarState: stateToJson(pair.avatarState),
      userState: stateToJson(pair.userState),
      updatedAt: this.now(),
    };
    if (version === null) {
      const inserted = await db
        .insert(nhsStates)
        .values({ userId, avatarId, ...values, version: 1 })
        .onConflictDoNothing()
        .returning({ v: nhsStates.version });
      return inserted.length > 0;
    }
    const updated = await db
      .update(nhsStates)
      .set({ ...values, version: version + 1 })
      .where(
        and(eq(nhsStates.userId, userId), eq(nhsStates.avatarId, avatarId), eq(nhsStates.version, version)),
      )
      .returning({ v: nhsStates.version });
    return updated.length > 0;
  }

  /** The stored pair, or a new one (stored) when this user never met this avatar. */
  async get(userId: string, avatar: Avatar, db: Database = this.db, forUpdate = false): Promise<NhsPair> {
    const q = db
      .select()
      .from(nhsStates)
      .where(and(eq(nhsStates.userId, userId), eq(nhsStates.avatarId, avatar.id)))
      .limit(1);
    const [row] = forUpdate ? await q.for('update') : await q;
    if (row) return { avatarState: stateFromJson(row.avatarState), userState: stateFromJson(row.userState) };
    const pair = this.fresh(userId, avatar, this.now().getTime());
    const inserted = await db
      .insert(nhsStates)
      .values({
        userId,
        avatarId: avatar.id,
        avatarState: stateToJson(pair.avatarState),
        userState: stateToJson(pair.userState),
        updatedAt: this.now(),
      })
      .onConflictDoNothing()
      .returning({ userId: nhsStates.userId });
    // Lost a race with a concurrent first read: use the row the other request stored.
    return inserted.length > 0 ? pair : this.get(userId, avatar, db, forUpdate);
  }

  /**
   * The `getNHSMetaData` text for this pair at the current time: both entries, or only the
   * avatar's own (`avatarOnly`, the spec client's `avatarName=avatar.<name>` form).
   */
  async metaDataText(userId: string, avatar: Avatar, avatarOnly = false): Promise<string> {
    const pair = await this.get(userId, avatar);
    return this.text(pair, avatar, avatarOnly);
  }

  /** The NHS text of a pair (as the chat reply's internals carry it). */
  text(pair: NhsPair, avatar: Avatar, avatarOnly = false): string {
    const text = formatNhsMetaData({
      userState: pair.userState,
      avatarState: pair.avatarState,
      avatarName: avatar.name,
      nowMs: this.now().getTime(),
    });
    if (!avatarOnly) return text;
    const blocks = text.split('\n\n');
    return blocks.find((b) => b.startsWith('avatar.')) ?? '';
  }

  /** Closes the pair until `until` (call inside the reply's transaction, after the pair exists). */
  async close(tx: Database, userId: string, avatarId: string, closure: Closure): Promise<void> {
    await tx
      .update(nhsStates)
      .set({
        closedUntil: closure.until,
        closedReason: closure.reason,
        closedBalanceMicroUsd: closure.balanceMicroUsd ?? null,
      })
      .where(and(eq(nhsStates.userId, userId), eq(nhsStates.avatarId, avatarId)));
  }

  /**
   * Applies one user message to both states (row-locked, so concurrent messages never lose an
   * update) and stores them. The appraisal comes from a chat model when given, else offline.
   * Control messages (`AI:…`) only advance the states to now. Runs in `tx` when given.
   */
  async applyMessage(
    userId: string,
    avatar: Avatar,
    text: string,
    language: string,
    appraisal?: Appraisal,
    tx?: Database,
  ): Promise<NhsPair> {
    const run = async (t: Database) => {
      const pair = await this.get(userId, avatar, t, true);
      const next = applyChatMessage({
        ...pair,
        text,
        language,
        nowMs: this.now().getTime(),
        ...(appraisal ? { appraisal } : {}),
      });
      await t
        .update(nhsStates)
        .set({
          avatarState: stateToJson(next.avatarState),
          userState: stateToJson(next.userState),
          updatedAt: this.now(),
          version: sql`${nhsStates.version} + 1`,
        })
        .where(and(eq(nhsStates.userId, userId), eq(nhsStates.avatarId, avatar.id)));
      return { avatarState: next.avatarState, userState: next.userState };
    };
    return tx ? run(tx) : this.db.transaction(run);
  }
}
