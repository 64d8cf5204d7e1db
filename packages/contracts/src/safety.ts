import { z } from 'zod';

/**
 * A companion chatbot's duties (docs/safety.md): the crisis referral and the AI disclosure, shown
 * outside the avatar's role; the age on consent; reports of replies and the operator's queue.
 */

/** Notices in the chat that are not the avatar speaking. */
export const NOTICE_KINDS = ['crisis', 'disclosure'] as const;
export const ZNoticeKind = z.enum(NOTICE_KINDS);
export type TNoticeKind = z.infer<typeof ZNoticeKind>;

/** A crisis service as the referral names it (a row of the table in docs/safety.md). */
export const ZCrisisServiceLink = z.object({
  name: z.string(),
  /** A number to call, as dialled in its country. */
  phone: z.string().optional(),
  /** How to reach it by text or chat, when it can be. */
  text: z.string().optional(),
  url: z.string().optional(),
  hours: z.string().optional(),
});
export type TCrisisServiceLink = z.infer<typeof ZCrisisServiceLink>;

/**
 * The `notice` event of the chat stream: the crisis referral (instead of the avatar's reply: shown
 * in a style of its own, never spoken, never billed) or the AI disclosure (at a session's start and
 * after every 3 hours of chat, before the avatar's reply). Both are stored with the history.
 */
export const ZChatNotice = z.object({
  kind: ZNoticeKind,
  /** The stored notice's id; null when nothing was stored. */
  id: z.string().nullable(),
  text: z.string(),
  /** The services the crisis referral names (also in `text`), for links the web can dial. */
  services: z.array(ZCrisisServiceLink).optional(),
});
export type TChatNotice = z.infer<typeof ZChatNotice>;

/** Date of birth, `YYYY-MM-DD`: asked with the consent (the chat is for adults, `MIN_AGE`). */
export const ZBirthDate = z.iso.date('Date of birth is YYYY-MM-DD');

/** Why a reply is reported. */
export const REPORT_REASONS = ['harmful', 'self_harm', 'sexual', 'hateful', 'misleading', 'other'] as const;
export const ZReportReason = z.enum(REPORT_REASONS);
export type TReportReason = z.infer<typeof ZReportReason>;

/** Longest note of a report, in characters. */
export const REPORT_NOTE_MAX_CHARS = 1000;

/** `POST /kichat/report`: report one avatar reply of the signed-in user's own chats. */
export const ZReportRequest = z.object({
  messageId: z.uuid(),
  reason: ZReportReason,
  note: z.string().trim().max(REPORT_NOTE_MAX_CHARS).optional(),
});
export type TReportRequest = z.infer<typeof ZReportRequest>;

export const ZReportResponse = z.object({ id: z.string() });
export type TReportResponse = z.infer<typeof ZReportResponse>;

/** A line of the conversation around a reported reply. */
export const ZReportContextLine = z.object({
  sender: z.enum(['user', 'avatar', 'system']),
  text: z.string(),
  createdAt: z.string(),
  /** The reported reply itself. */
  reported: z.boolean(),
});

/** One report in the operators' queue (`GET /admin/safety/reports`). */
export const ZSafetyReport = z.object({
  id: z.string(),
  createdAt: z.string(),
  reason: ZReportReason,
  note: z.string().nullable(),
  status: z.enum(['open', 'resolved']),
  reporterEmail: z.string(),
  avatar: z.string(),
  model: z.string().nullable(),
  language: z.string(),
  /** The reply and up to 6 messages before it. */
  context: z.array(ZReportContextLine),
});
export type TSafetyReport = z.infer<typeof ZSafetyReport>;

export const ZSafetyReportsQuery = z.object({
  status: z.enum(['open', 'resolved', 'all']).default('open'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZSafetyReportsResponse = z.object({ reports: z.array(ZSafetyReport) });
export type TSafetyReportsResponse = z.infer<typeof ZSafetyReportsResponse>;

export const ZReportIdParams = z.object({ id: z.uuid() });

/** Crisis referrals per year, language and country (no message text is kept): the yearly report. */
export const ZReferralYear = z.object({
  year: z.number().int(),
  total: z.number().int().min(0),
  byLanguage: z.record(z.string(), z.number().int().min(0)),
  byCountry: z.record(z.string(), z.number().int().min(0)),
});
export const ZReferralCountsResponse = z.object({ years: z.array(ZReferralYear) });
export type TReferralCountsResponse = z.infer<typeof ZReferralCountsResponse>;
