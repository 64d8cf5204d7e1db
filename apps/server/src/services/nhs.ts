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
import { and, eq } from 'drizzle-orm';
import type { Appraiser } from '../companion/appraiser';
import type { Database } from '../db/client';
import { nhsStates } from '../db/schema';

export interface NhsPair {
  avatarState: NhsState;
  userState: NhsState;
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
    private readonly appraiser?: Appraiser,
  ) {}

  /**
   * Receives one user message: appraised by the configured appraiser (chat model with structured
   * output, or offline), then applied to both states. The appraisal is made before the row lock.
   */
  async receive(userId: string, avatar: Avatar, text: string, language: string): Promise<NhsPair & { source: 'model' | 'offline' }> {
    const result = this.appraiser ? await this.appraiser.appraise(text, language) : undefined;
    const pair = await this.applyMessage(userId, avatar, text, language, result?.appraisal);
    return { ...pair, source: result?.source ?? 'offline' };
  }

  private fresh(userId: string, avatar: Avatar, nowMs: number): NhsPair {
    return { avatarState: createState(avatar, nowMs, { seed: seedOf(userId, avatar.id) }), userState: createUserState(nowMs) };
  }

  /** The stored pair, or a new one (stored) when this user never met this avatar. */
  async get(userId: string, avatar: Avatar, db: Database = this.db, forUpdate = false): Promise<NhsPair> {
    const q = db.select().from(nhsStates).where(and(eq(nhsStates.userId, userId), eq(nhsStates.avatarId, avatar.id))).limit(1);
    const [row] = forUpdate ? await q.for('update') : await q;
    if (row) return { avatarState: stateFromJson(row.avatarState), userState: stateFromJson(row.userState) };
    const pair = this.fresh(userId, avatar, this.now().getTime());
    const inserted = await db
      .insert(nhsStates)
      .values({ userId, avatarId: avatar.id, avatarState: stateToJson(pair.avatarState), userState: stateToJson(pair.userState), updatedAt: this.now() })
      .onConflictDoNothing()
      .returning({ userId: nhsStates.userId });
    // Lost a race with a concurrent first read: use the row the other request stored.
    return inserted.length > 0 ? pair : this.get(userId, avatar, db, forUpdate);
  }

  /** The `getNHSMetaData` text for this pair at the current time. */
  async metaDataText(userId: string, avatar: Avatar): Promise<string> {
    const pair = await this.get(userId, avatar);
    return formatNhsMetaData({ userState: pair.userState, avatarState: pair.avatarState, avatarName: avatar.name, nowMs: this.now().getTime() });
  }

  /**
   * Applies one user message to both states (row-locked, so concurrent messages never lose an
   * update) and stores them. The appraisal comes from a chat model when given, else offline.
   */
  async applyMessage(userId: string, avatar: Avatar, text: string, language: string, appraisal?: Appraisal): Promise<NhsPair> {
    return this.db.transaction(async (tx) => {
      const pair = await this.get(userId, avatar, tx, true);
      const next = applyChatMessage({ ...pair, text, language, nowMs: this.now().getTime(), ...(appraisal ? { appraisal } : {}) });
      await tx
        .update(nhsStates)
        .set({ avatarState: stateToJson(next.avatarState), userState: stateToJson(next.userState), updatedAt: this.now() })
        .where(and(eq(nhsStates.userId, userId), eq(nhsStates.avatarId, avatar.id)));
      return { avatarState: next.avatarState, userState: next.userState };
    });
  }
}
