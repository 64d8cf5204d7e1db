import type { TSafetyReport } from '@avatara/contracts/safety';
import { useTranslation } from 'react-i18next';

interface ReportCardProps {
  report: TSafetyReport;
  resolving: boolean;
  onResolve: () => void;
}

/** One report: reason, note, who reported it, avatar, model, date, and the conversation with the reported reply marked. */
export function ReportCard({ report, resolving, onResolve }: ReportCardProps) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime())
      ? iso
      : date.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  };
  const facts = [
    { key: 'reporter', label: t('operator.reports.reporter'), value: report.reporterEmail },
    { key: 'avatar', label: t('operator.reports.avatar'), value: report.avatar },
    { key: 'model', label: t('operator.reports.model'), value: report.model ?? '–' },
    { key: 'language', label: t('operator.reports.language'), value: report.language },
  ];
  return (
    <li className="safety-report" data-testid="safety-report" data-status={report.status}>
      <div className="safety-report__head">
        <span className="safety-report__reason">{t(`chat.report.reasons.${report.reason}`)}</span>
        <time dateTime={report.createdAt}>{when(report.createdAt)}</time>
        {report.status === 'resolved' && (
          <span className="safety-report__resolved">{t('operator.reports.resolved')}</span>
        )}
      </div>
      <dl className="safety-report__facts">
        {facts.map((f) => (
          <div key={f.key}>
            <dt>{f.label}</dt>
            <dd>
              <bdi>{f.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {report.note && (
        <blockquote className="safety-report__note" dir="auto">
          {report.note}
        </blockquote>
      )}
      <ol className="safety-report__context" aria-label={t('operator.reports.context')}>
        {report.context.map((line, i) => (
          <li key={i} className="safety-report__line" data-sender={line.sender} data-reported={line.reported}>
            <span className="safety-report__who">
              {t(`operator.reports.sender.${line.sender}`)}
              {line.reported && <strong> · {t('operator.reports.reported')}</strong>}
            </span>
            <span className="safety-report__text" dir="auto">
              {line.text}
            </span>
          </li>
        ))}
      </ol>
      {report.status === 'open' && (
        <button
          type="button"
          className="button button--small"
          data-testid="resolve-report"
          disabled={resolving}
          onClick={onResolve}
        >
          {t('operator.reports.resolve')}
        </button>
      )}
    </li>
  );
}
