import {
  describeMemory,
  readMessage,
  type Reading,
  MEMORY_KINDS,
  replacedKeys,
  toLanguageCode,
  type LanguageCode,
  type MemoryCandidate,
  type MemoryFact,
  type MemoryKind,
  type UserGender,
} from '@avatara/companion';
import type { TMemory } from '@avatara/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { memories } from '../db/schema';

/** The most facts kept per (user, avatar); the oldest beyond it are forgotten. */
export const MAX_MEMORIES = 200;

const isKind = (k: string): k is MemoryKind => (MEMORY_KINDS as readonly string[]).includes(k);

/**
 * What avatars remember about users: durable facts learnt from the user's messages (name,
 * likes, people, events, plans), one row per (user, avatar, key), recalled into later replies.
 * Learning is offline (rules in 8 languages) for every model; a configured chat model adds
 * facts the rules miss (ModelMemoryExtractor, in the background).
 */
export class MemoryService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /**
   * The offline reading of one chat message: the facts it tells (`facts`, the same as `extract`)
   * and what the offline engine answers to (`extractMemories` gives the facts). Read once per turn
   * (issue 24).
   */
  read(text: string, language: LanguageCode): Reading {
    return readMessage(text, language);
  }

  /** Stores facts (a newer fact with the same key replaces the older one). Call inside the reply's transaction. */
  async remember(
    tx: Database,
    userId: string,
    avatarId: string,
    facts: readonly MemoryCandidate[],
    language: string,
    sourceMessageId: string | null,
  ): Promise<void> {
    const at = this.now();
    for (const f of facts) {
      // A like replaces the dislike of the same thing and the other way round (same key: the upsert).
      const others = replacedKeys(f).filter((k) => k !== f.key);
      if (others.length > 0)
        await tx
          .delete(memories)
          .where(
            and(eq(memories.userId, userId), eq(memories.avatarId, avatarId), inArray(memories.key, others)),
          );
      await tx
        .insert(memories)
        .values({
          userId,
          avatarId,
          kind: f.kind,
          key: f.key.slice(0, 80),
          value: f.value.slice(0, 120),
          language,
          sourceMessageId,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoUpdate({
          target: [memories.userId, memories.avatarId, memories.key],
          set: { kind: f.kind, value: f.value.slice(0, 120), language, sourceMessageId, updatedAt: at },
        });
    }
    if (facts.length > 0) await this.trim(tx, userId, avatarId);
  }

  private async trim(tx: Database, userId: string, avatarId: string): Promise<void> {
    const rows = await tx
      .select({ id: memories.id })
      .from(memories)
      .where(and(eq(memories.userId, userId), eq(memories.avatarId, avatarId)))
      .orderBy(desc(memories.updatedAt))
      .offset(MAX_MEMORIES);
    if (rows.length > 0)
      await tx.delete(memories).where(
        inArray(
          memories.id,
          rows.map((r) => r.id),
        ),
      );
  }

  /**
   * Stores facts a chat model found, leaving out those already known (same kind and value, as
   * the offline rules may have stored them under their own key). Returns how many were new.
   */
  async rememberNew(
    userId: string,
    avatarId: string,
    facts: readonly MemoryCandidate[],
    language: string,
    sourceMessageId: string | null,
  ): Promise<number> {
    const fold = (v: string) => v.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
    const known = await this.all(userId, avatarId);
    const fresh = facts.filter(
      (f) => !known.some((k) => k.kind === f.kind && fold(k.value) === fold(f.value)),
    );
    if (fresh.length > 0)
      await this.db.transaction((tx) =>
        this.remember(tx, userId, avatarId, fresh, language, sourceMessageId),
      );
    return fresh.length;
  }

  /** Every fact about this user for this avatar, newest first. */
  async all(userId: string, avatarId: string): Promise<MemoryFact[]> {
    const rows = await this.db
      .select()
      .from(memories)
      .where(and(eq(memories.userId, userId), eq(memories.avatarId, avatarId)))
      .orderBy(desc(memories.updatedAt))
      .limit(MAX_MEMORIES);
    return rows.flatMap((r) =>
      isKind(r.kind)
        ? [
            {
              id: r.id,
              kind: r.kind,
              key: r.key,
              value: r.value,
              text: '',
              language: toLanguageCode(r.language),
              updatedAtMs: r.updatedAt.getTime(),
            },
          ]
        : [],
    );
  }

  /**
   * The "what I remember" list in the user's language, addressed in their grammatical gender
   * (Arabic, French, Spanish, Italian; null or undefined: the neutral form).
   */
  async list(
    userId: string,
    avatarId: string,
    language: LanguageCode,
    gender?: UserGender | null,
  ): Promise<TMemory[]> {
    return (await this.all(userId, avatarId)).map((f) => ({
      id: f.id,
      kind: f.kind,
      text: describeMemory(f, language, gender ?? undefined),
      value: f.value,
      updatedAt: new Date(f.updatedAtMs).toISOString(),
    }));
  }

  /** Forgets one fact of this user; false when there is no such fact of theirs. */
  async remove(userId: string, id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(memories)
      .where(and(eq(memories.id, id), eq(memories.userId, userId)))
      .returning({ id: memories.id });
    return deleted.length > 0;
  }
}
