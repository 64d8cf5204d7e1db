import { REPORT_NOTE_MAX_CHARS, REPORT_REASONS } from '@avatara/contracts/safety';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/Modal';
import { errorMessage } from '../i18n/errorMessage';
import { useMessageText } from '../i18n/useMessageText';
import { serverErrorOf } from '../lib/serverError';
import { reportReply } from './chatApi';
import { emptyReport, isReportReason, reportProblem, reportRequest, type ReportDraft } from './reportForm';

interface ReportDialogProps {
  /** The stored id of the avatar reply that is reported. */
  messageId: string;
  onClose: () => void;
}

/**
 * Reporting one avatar reply (docs/safety.md): a reason, an optional note, Send / Cancel, then a
 * short thank-you. `POST /kichat/report`; a refusal (429, 404 …) shows its reason's text.
 */
export function ReportDialog({ messageId, onClose }: ReportDialogProps) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const count = new Intl.NumberFormat(i18n.language);
  const id = useId();
  const [draft, setDraft] = useState<ReportDraft>(emptyReport);
  const [tried, setTried] = useState(false);
  const report = useMutation({ mutationFn: reportReply });
  const problem = tried ? reportProblem(draft) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const body = reportRequest(messageId, draft);
    if (body && !report.isPending) report.mutate(body);
  };

  return (
    <Modal labelledBy={`${id}-title`} testId="report-dialog" className="report-dialog" onClose={onClose}>
      <h2 id={`${id}-title`} className="report-dialog__title">
        {t('chat.report.title')}
      </h2>
      {report.isSuccess ? (
        <>
          <p className="form-alert form-alert--success" role="status" data-testid="report-sent">
            {t('chat.report.sent')}
          </p>
          <div className="report-dialog__actions">
            <button
              type="button"
              className="button button--primary"
              data-testid="report-close"
              onClick={onClose}
            >
              {t('chat.report.close')}
            </button>
          </div>
        </>
      ) : (
        <form className="report-dialog__form" onSubmit={submit} noValidate>
          <p className="report-dialog__lead">{t('chat.report.lead')}</p>
          <div
            className={
              problem?.key === 'chat.report.reasonRequired' ? 'form-field form-field--invalid' : 'form-field'
            }
          >
            <label htmlFor={`${id}-reason`} className="form-field__label">
              {t('chat.report.reason')}
            </label>
            <select
              id={`${id}-reason`}
              className="form-field__input"
              data-testid="report-reason"
              value={draft.reason}
              required
              aria-invalid={problem?.key === 'chat.report.reasonRequired' ? true : undefined}
              onChange={(e) => {
                const value = e.target.value;
                setDraft((d) => ({ ...d, reason: isReportReason(value) ? value : '' }));
              }}
            >
              <option value="" disabled>
                {t('chat.report.choose')}
              </option>
              {REPORT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`chat.report.reasons.${r}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor={`${id}-note`} className="form-field__label">
              {t('chat.report.note')}
            </label>
            <textarea
              id={`${id}-note`}
              className="form-field__input report-dialog__note"
              data-testid="report-note"
              rows={3}
              maxLength={REPORT_NOTE_MAX_CHARS}
              dir="auto"
              value={draft.note}
              aria-describedby={`${id}-count`}
              onChange={(e) => setDraft((d) => ({ ...d, note: e.target.value }))}
            />
            <p id={`${id}-count`} className="report-dialog__count">
              <bdi>
                {count.format(draft.note.length)} / {count.format(REPORT_NOTE_MAX_CHARS)}
              </bdi>
            </p>
          </div>
          {(problem || report.isError) && (
            <p className="form-alert form-alert--error" role="alert" data-testid="report-error">
              {text(problem ?? errorMessage(serverErrorOf(report.error)))}
            </p>
          )}
          <div className="report-dialog__actions">
            <button
              type="button"
              className="button button--quiet"
              data-testid="report-cancel"
              onClick={onClose}
            >
              {t('chat.report.cancel')}
            </button>
            <button
              type="submit"
              className="button button--primary"
              data-testid="report-send"
              disabled={report.isPending}
            >
              {t('chat.report.send')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
