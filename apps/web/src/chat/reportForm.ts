import {
  REPORT_NOTE_MAX_CHARS,
  REPORT_REASONS,
  type TReportReason,
  type TReportRequest,
} from '@avatara/contracts/safety';
import type { Message } from '../i18n/message';

/** What the report dialog holds: the reason chosen ('' until one is) and the note typed. */
export interface ReportDraft {
  reason: TReportReason | '';
  note: string;
}

export const emptyReport: ReportDraft = { reason: '', note: '' };

/** Whether a value of the reason select is one of the reasons. */
export const isReportReason = (value: string): value is TReportReason =>
  (REPORT_REASONS as readonly string[]).includes(value);

/** What stops the draft from being sent: no reason, or a note over the limit (the input stops there too). */
export function reportProblem(draft: ReportDraft): Message | null {
  if (draft.reason === '') return { key: 'chat.report.reasonRequired' };
  if (draft.note.trim().length > REPORT_NOTE_MAX_CHARS)
    return { key: 'errors.TOO_LONG', values: { maximum: REPORT_NOTE_MAX_CHARS } };
  return null;
}

/** `POST /kichat/report`'s body: the note trimmed, left out when blank. Null while the draft cannot be sent. */
export function reportRequest(messageId: string, draft: ReportDraft): TReportRequest | null {
  if (draft.reason === '' || reportProblem(draft)) return null;
  const note = draft.note.trim();
  return { messageId, reason: draft.reason, ...(note ? { note } : {}) };
}
