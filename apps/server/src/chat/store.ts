import type { Appraisal, PersonaTurn } from '@avatara/companion';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chatMessages } from '../db/schema';

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type MessageKind = 'message' | 'sessionStart' | 'pause' | 'shutdown';

/** A user message as stored before the model call. */
export interface NewUserMessage {
  userId: string;
  avatarId: string;
  text: string;
  language: string;
  appraisal: Appraisal | null;
}

/** An avatar reply as stored when it is settled. */
export interface NewAvatarMessage {
  userId: string;
  avatarId: string;
  kind: MessageKind;
  text: string;
  language: string;
  status: 'ok' | 'partial';
  model: string;
  promptTokens: number;
  completionTokens: number;
  costMicroUsd: number;
  replyTo: string | null;
  image: string | null;
}

/** The chat history per (user, avatar). */
export class ChatStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async insertUserMessage(m: NewUserMessage, tx: Database = this.db): Promise<string> {
    const [row] = await tx
      .insert(chatMessages)
      .values({ userId: m.userId, avatarId: m.avatarId, sender: 'user', kind: 'message', text: m.text, language: m.language, status: 'ok', appraisal: m.appraisal, createdAt: this.now() })
      .returning({ id: chatMessages.id });
    return row!.id;
  }

  /** An earlier user message of this pair that got no answer (for a retry), or undefined. */
  async unanswered(userId: string, avatarId: string, id: string): Promise<ChatMessageRow | undefined> {
    const [row] = await this.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.id, id), eq(chatMessages.userId, userId), eq(chatMessages.avatarId, avatarId), eq(chatMessages.sender, 'user'), eq(chatMessages.status, 'unanswered')))
      .limit(1);
    return row;
  }

  async setStatus(id: string, status: 'ok' | 'unanswered', tx: Database = this.db): Promise<void> {
    await tx.update(chatMessages).set({ status }).where(eq(chatMessages.id, id));
  }

  async insertAvatarMessage(m: NewAvatarMessage, tx: Database, id?: string): Promise<string> {
    const [row] = await tx
      .insert(chatMessages)
      .values({ ...m, ...(id ? { id } : {}), sender: 'avatar', createdAt: this.now() })
      .returning({ id: chatMessages.id });
    return row!.id;
  }

  /** The last `limit` messages of the pair, oldest first. */
  async history(userId: string, avatarId: string, limit: number): Promise<ChatMessageRow[]> {
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, userId), eq(chatMessages.avatarId, avatarId)))
      .orderBy(desc(chatMessages.seq))
      .limit(limit);
    return rows.reverse();
  }

  /** The recent conversation for a prompt: answered messages only, oldest first. */
  async recentTurns(userId: string, avatarId: string, limit: number, exceptId?: string): Promise<PersonaTurn[]> {
    if (limit === 0) return [];
    const rows = await this.history(userId, avatarId, limit + 4);
    return rows
      .filter((r) => r.status !== 'unanswered' && r.id !== exceptId)
      .slice(-limit)
      .map((r) => ({ role: r.sender === 'user' ? 'user' : 'avatar', text: r.text, atMs: r.createdAt.getTime() }));
  }

  /** Whether this user has ever exchanged a message with this avatar. */
  async hasMet(userId: string, avatarId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, userId), eq(chatMessages.avatarId, avatarId)))
      .limit(1);
    return row !== undefined;
  }

  /** The avatar of the user's most recent message (for a pause call without `avatarName`). */
  async lastAvatarId(userId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ avatarId: chatMessages.avatarId })
      .from(chatMessages)
      .where(eq(chatMessages.userId, userId))
      .orderBy(desc(chatMessages.seq))
      .limit(1);
    return row?.avatarId;
  }

  /** Times of the pair's last user message, last message of either side, and the avatar's speak-ups in the last hour. */
  async pauseFacts(userId: string, avatarId: string): Promise<{ lastUserAt: number; lastAnyAt: number; speakUps: number[] }> {
    const pair = and(eq(chatMessages.userId, userId), eq(chatMessages.avatarId, avatarId));
    const [lastUser] = await this.db.select({ at: chatMessages.createdAt }).from(chatMessages).where(and(pair, eq(chatMessages.sender, 'user'))).orderBy(desc(chatMessages.seq)).limit(1);
    const [lastAny] = await this.db.select({ at: chatMessages.createdAt }).from(chatMessages).where(pair).orderBy(desc(chatMessages.seq)).limit(1);
    const hourAgo = new Date(this.now().getTime() - 3_600_000);
    const speakUps = await this.db
      .select({ at: chatMessages.createdAt })
      .from(chatMessages)
      .where(and(pair, eq(chatMessages.sender, 'avatar'), eq(chatMessages.kind, 'pause'), gte(chatMessages.createdAt, hourAgo)));
    return { lastUserAt: lastUser?.at.getTime() ?? 0, lastAnyAt: lastAny?.at.getTime() ?? 0, speakUps: speakUps.map((r) => r.at.getTime()) };
  }

  /** Appraisals of the pair's user messages since `since`. */
  async appraisalsSince(userId: string, avatarId: string, since: Date): Promise<Appraisal[]> {
    const rows = await this.db
      .select({ appraisal: chatMessages.appraisal })
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, userId), eq(chatMessages.avatarId, avatarId), eq(chatMessages.sender, 'user'), gte(chatMessages.createdAt, since)));
    return rows.flatMap((r) => (r.appraisal ? [r.appraisal as Appraisal] : []));
  }

  /** Number of stored messages per status (tests and audits). */
  async countByStatus(userId: string, statuses: string[]): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<string>`count(*)` })
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, userId), inArray(chatMessages.status, statuses)));
    return Number(row?.n ?? 0);
  }
}
