import { describe, expect, it } from 'vitest';
import { emptyReport, isReportReason, reportProblem, reportRequest } from './reportForm';

const id = '6f1c2a4e-9b1d-4c3e-8f2a-1b2c3d4e5f60';

describe('the report dialog', () => {
  it('needs a reason before it can send', () => {
    expect(reportProblem(emptyReport)).toEqual({ key: 'chat.report.reasonRequired' });
    expect(reportRequest(id, emptyReport)).toBeNull();
  });

  it('sends the reason, with the note trimmed, or without a blank note', () => {
    expect(reportRequest(id, { reason: 'harmful', note: '  it told me to skip my meds  ' })).toEqual({
      messageId: id,
      reason: 'harmful',
      note: 'it told me to skip my meds',
    });
    expect(reportRequest(id, { reason: 'other', note: '   ' })).toEqual({ messageId: id, reason: 'other' });
  });

  it('refuses a note over 1000 characters with the TOO_LONG text', () => {
    const draft = { reason: 'other' as const, note: 'x'.repeat(1001) };
    expect(reportProblem(draft)).toEqual({ key: 'errors.TOO_LONG', values: { maximum: 1000 } });
    expect(reportRequest(id, draft)).toBeNull();
    expect(reportProblem({ reason: 'other', note: `${'x'.repeat(1000)}  ` })).toBeNull();
  });

  it('knows the reasons of the select', () => {
    expect(isReportReason('self_harm')).toBe(true);
    expect(isReportReason('')).toBe(false);
    expect(isReportReason('spam')).toBe(false);
  });
});
