import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { Spinner } from '../components/Spinner';
import { errorMessage } from '../i18n/errorMessage';
import { useMessageText } from '../i18n/useMessageText';
import { serverErrorOf } from '../lib/serverError';
import { safetyEndpoints } from './endpoints';
import { operatorKeys } from './queryKeys';
import { ReportCard } from './ReportCard';

const FILTERS = ['open', 'resolved', 'all'] as const;
type Filter = (typeof FILTERS)[number];

/** The reported replies (`GET /admin/safety/reports?status=`), open ones first shown; each can be marked resolved. */
export function ReportQueue() {
  const { t } = useTranslation();
  const text = useMessageText();
  const id = useId();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Filter>('open');
  const reports = useQuery({
    queryKey: operatorKeys.reportList(status),
    queryFn: ({ signal }) => api.call(safetyEndpoints.reports, { query: { status, limit: 100 } }, { signal }),
  });
  const resolve = useMutation({
    mutationFn: (reportId: string) => api.call(safetyEndpoints.resolve, { params: { id: reportId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorKeys.reports() }),
  });

  return (
    <section className="operator-section" aria-labelledby={`${id}-title`} data-testid="report-queue">
      <div className="operator-section__head">
        <h2 id={`${id}-title`}>{t('operator.reports.title')}</h2>
        <label className="operator-filter">
          <span>{t('operator.reports.show')}</span>
          <select
            value={status}
            data-testid="report-filter"
            onChange={(e) => setStatus(FILTERS.find((f) => f === e.target.value) ?? 'open')}
          >
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`operator.reports.filter.${f}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {resolve.isError && (
        <p className="form-alert form-alert--error" role="alert">
          {text(errorMessage(serverErrorOf(resolve.error)))}
        </p>
      )}
      {reports.isPending ? (
        <Spinner />
      ) : reports.isError ? (
        <p className="form-alert form-alert--error" role="alert" data-testid="reports-error">
          {text(errorMessage(serverErrorOf(reports.error)))}
        </p>
      ) : reports.data.reports.length === 0 ? (
        <p className="operator-empty" data-testid="reports-empty">
          {t('operator.reports.empty')}
        </p>
      ) : (
        <ol className="operator-reports">
          {reports.data.reports.map((r) => (
            <ReportCard
              key={r.id}
              report={r}
              resolving={resolve.isPending && resolve.variables === r.id}
              onResolve={() => resolve.mutate(r.id)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
