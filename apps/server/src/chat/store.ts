import type { PersonaTurn } from '@avatara/companion';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chatMessages } from '../db/schema';

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type MessageKind = 'message' | 'sessionStart' | 'pause' | 'shutdown';

/** The chat history per (user, avatar). */
export class ChatStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** An earlier user message of this pair that got no answer (for a retry), or undefined. */
  async unanswered(userId: string, avatarId: string, id: string): Promise<ChatMessageRow | undefined> {
    const [row] = await this.db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.id, id),
          eq(chatMessages.userId, userId),
          eq(chatMessages.avatarId, avatarId),
          eq(chatMessages.sender, 'user'),
          eq(chatMessages.status, 'unanswered'),
        ),
      )
      .limit(1);
    return row;
  }

  async setStatus(id: string, status: 'ok' | 'unanswered', tx: Database = this.db): Promise<void> {
    await tx.update(chatMessages).set({ status }).where(eq(chatMessages.id, id));
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

  /** The prompt's turns from stored rows: answered messages only, oldest first. */
  static turnsOf(
    rows: readonly Pick<ChatMessageRow, 'id' | 'sender' | 'text' | 'status' | 'createdAt'>[],
    limit: number,
    exceptId?: string,
  ): PersonaTurn[] {
    return (
      rows
        // Notices outside the avatar's role (docs/safety.md) are not the conversation the model continues.
        .filter(
          (r) => r.sender !== 'system' && r.status !== 'unanswered' && r.id !== exceptId && r.text !== '',
        )
        .slice(-limit)
        .map((r) => ({
          role: r.sender === 'user' ? 'user' : 'avatar',
          text: r.text,
          atMs: r.createdAt.getTime(),
        }))
    );
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
  async pauseFacts(
    userId: string,
    avatarId: string,
  ): Promise<{ lastUserAt: number; lastAnyAt: number; speakUps: number[] }> {
    const pair = and(eq(chatMessages.userId, userId), eq(chatMessages.avatarId, avatarId));
    const [lastUser] = await this.db
      .select({ at: chatMessages.createdAt })
      .from(chatMessages)
      .where(and(pair, eq(chatMessages.sender, 'user')))
      .orderBy(desc(chatMessages.seq))
      .limit(1);
    const [lastAny] = await this.db
      .select({ at: chatMessages.createdAt })
      .from(chatMessages)
      .where(pair)
      .orderBy(desc(chatMessages.seq))
      .limit(1);
    const hourAgo = new Date(this.now().getTime() - 3_600_000);
    const speakUps = await this.db
      .select({ at: chatMessages.createdAt })
      .from(chatMessages)
      .where(
        and(
          pair,
          eq(chatMessages.sender, 'avatar'),
          eq(chatMessages.kind, 'pause'),
          gte(chatMessages.createdAt, hourAgo),
        ),
      );
    return {
      lastUserAt: lastUser?.at.getTime() ?? 0,
      lastAnyAt: lastAny?.at.getTime() ?? 0,
      speakUps: speakUps.map((r) => r.at.getTime()),
    };
  }
}
