/**
 * Reports of avatar replies and the operators' view of them (docs/safety.md): a user reports one
 * of their own replies with a reason and a note; operators read the queue with each reply's
 * context and mark reports resolved; the crisis referrals are counted per year, language and
 * country for the yearly figures.
 */
import type { TReportReason, TSafetyReport } from '@avatara/contracts';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { avatars, chatMessages, crisisReferrals, messageReports, users } from '../db/schema';
import { AppError } from '../errors';
import type { TxHook } from '../audit/log';

/** Messages shown before a reported reply. */
const CONTEXT_BEFORE = 6;

export class ReportService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /**
   * Files a report of one of `userId`'s avatar replies (or a notice); reporting the same reply
   * again returns the first report. A message of someone else is unknown (404).
   */
  async create(
    userId: string,
    r: { messageId: string; reason: TReportReason; note?: string },
  ): Promise<string> {
    const [message] = await this.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.id, r.messageId),
          eq(chatMessages.userId, userId),
          inArray(chatMessages.sender, ['avatar', 'system']),
        ),
      );
    if (!message)
      throw new AppError('NOT_FOUND', 'No such reply', { reason: 'MESSAGE_NOT_FOUND', field: 'messageId' });
    const [row] = await this.db
      .insert(messageReports)
      .values({
        userId,
        messageId: r.messageId,
        reason: r.reason,
        note: r.note || null,
        createdAt: this.now(),
      })
      .onConflictDoNothing()
      .returning({ id: messageReports.id });
    if (row) return row.id;
    const [first] = await this.db
      .select({ id: messageReports.id })
      .from(messageReports)
      .where(and(eq(messageReports.userId, userId), eq(messageReports.messageId, r.messageId)));
    return first!.id;
  }

  /** The queue, newest first, each report with the reply and the messages before it. */
  async list(status: 'open' | 'resolved' | 'all', limit: number): Promise<TSafetyReport[]> {
    const rows = await this.db
      .select({
        report: messageReports,
        email: users.email,
        avatar: avatars.id,
        message: chatMessages,
      })
      .from(messageReports)
      .innerJoin(chatMessages, eq(chatMessages.id, messageReports.messageId))
      .innerJoin(users, eq(users.id, messageReports.userId))
      .innerJoin(avatars, eq(avatars.id, chatMessages.avatarId))
      .where(status === 'all' ? undefined : eq(messageReports.status, status))
      .orderBy(desc(messageReports.createdAt))
      .limit(limit);
    return Promise.all(
      rows.map(async ({ report, email, avatar, message }) => {
        const before = await this.db
          .select({ sender: chatMessages.sender, text: chatMessages.text, createdAt: chatMessages.createdAt })
          .from(chatMessages)
          .where(
            and(
              eq(chatMessages.userId, message.userId),
              eq(chatMessages.avatarId, message.avatarId),
              lte(chatMessages.seq, message.seq),
            ),
          )
          .orderBy(desc(chatMessages.seq))
          .limit(CONTEXT_BEFORE + 1);
        return {
          id: report.id,
          createdAt: report.createdAt.toISOString(),
          reason: report.reason as TReportReason,
          note: report.note,
          status: report.status === 'resolved' ? ('resolved' as const) : ('open' as const),
          reporterEmail: email,
          avatar,
          model: message.model,
          language: message.language,
          context: before.reverse().map((m, i, all) => ({
            sender: m.sender === 'user' || m.sender === 'system' ? m.sender : ('avatar' as const),
            text: m.text,
            createdAt: m.createdAt.toISOString(),
            reported: i === all.length - 1,
          })),
        };
      }),
    );
  }

  /** Marks a report resolved by `operatorEmail`; false when there is no such report. */
  async resolve(
    id: string,
    operatorEmail: string,
    audit?: TxHook<{ userId: string; before: { status: string }; after: { status: string } }>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [old] = await tx
        .select({ status: messageReports.status, userId: messageReports.userId })
        .from(messageReports)
        .where(eq(messageReports.id, id))
        .for('update');
      if (!old) return false;
      await tx
        .update(messageReports)
        .set({ status: 'resolved', resolvedAt: this.now(), resolvedBy: operatorEmail })
        .where(eq(messageReports.id, id));
      await audit?.(tx, {
        userId: old.userId,
        before: { status: old.status },
        after: { status: 'resolved' },
      });
      return true;
    });
  }

  /** Crisis referrals per calendar year (UTC), with the counts by language and by country. */
  async referralCounts(): Promise<
    { year: number; total: number; byLanguage: Record<string, number>; byCountry: Record<string, number> }[]
  > {
    const year = sql<number>`extract(year from ${crisisReferrals.createdAt} at time zone 'UTC')::int`;
    const rows = await this.db
      .select({
        year,
        language: crisisReferrals.language,
        country: sql<string>`coalesce(${crisisReferrals.country}, 'ZZ')`,
        n: sql<number>`count(*)::int`,
      })
      .from(crisisReferrals)
      .groupBy(year, crisisReferrals.language, sql`coalesce(${crisisReferrals.country}, 'ZZ')`)
      .orderBy(desc(year));
    const years = new Map<
      number,
      { year: number; total: number; byLanguage: Record<string, number>; byCountry: Record<string, number> }
    >();
    for (const r of rows) {
      const y = years.get(Number(r.year)) ?? {
        year: Number(r.year),
        total: 0,
        byLanguage: {},
        byCountry: {},
      };
      const n = Number(r.n);
      y.total += n;
      y.byLanguage[r.language] = (y.byLanguage[r.language] ?? 0) + n;
      y.byCountry[r.country] = (y.byCountry[r.country] ?? 0) + n;
      years.set(y.year, y);
    }
    return [...years.values()];
  }
}
