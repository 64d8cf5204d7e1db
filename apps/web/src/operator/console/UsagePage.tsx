import type { TUsageReport } from '@avatara/contracts/usage';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { Spinner } from '../../components/Spinner';
import { consoleKeys } from './consoleKeys';
import { CostPricesForm } from './CostPricesForm';
import { usageEndpoints } from './endpoints';
import { ErrorLine } from './ErrorLine';
import { count, usd, utcDay } from './format';
import { OperatorScreen } from './OperatorScreen';
import { UsageChart } from './UsageChart';
import { UsageTable } from './UsageTable';

/**
 * `/operator/usage`: usage and revenue of a range of days (default the last 30): the chart, the
 * totals, the per-day-and-model table, the top-ups per plan, the CSV export, and the cost prices
 * of pictures and speech. Operators only; loaded when opened.
 */
export default function UsagePage() {
  const { t } = useTranslation();
  return (
    <OperatorScreen testId="operator-usage" title={t('console.usage.title')} lead={t('console.usage.lead')}>
      <Usage />
      <CostPricesForm />
    </OperatorScreen>
  );
}

function Usage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [range, setRange] = useState(() => ({ from: utcDay(new Date(), -29), to: utcDay(new Date()) }));
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const report = useQuery({
    queryKey: consoleKeys.usage(range.from, range.to),
    queryFn: ({ signal }) => api.call(usageEndpoints.report, { query: range }, { signal }),
    placeholderData: keepPreviousData,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from !== '' && to !== '') setRange({ from, to });
  };
  const csv = api.url(usageEndpoints.report, { query: { ...range, format: 'csv' } });
  return (
    <section className="operator-section" aria-labelledby={`${id}-title`} data-testid="usage">
      <div className="operator-section__head">
        <h2 id={`${id}-title`}>{t('console.usage.range')}</h2>
        <a className="button button--quiet" href={csv} download data-testid="usage-csv">
          {t('console.usage.csv')}
        </a>
      </div>
      <form className="console-filters" onSubmit={submit}>
        <label className="form-field">
          <span className="form-field__label">{t('console.from')}</span>
          <input
            type="date"
            className="form-field__input"
            value={from}
            data-testid="usage-from"
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label className="form-field">
          <span className="form-field__label">{t('console.to')}</span>
          <input
            type="date"
            className="form-field__input"
            value={to}
            data-testid="usage-to"
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
        <button type="submit" className="button button--primary">
          {t('console.apply')}
        </button>
      </form>
      {report.isPending ? (
        <Spinner />
      ) : report.isError ? (
        <ErrorLine error={report.error} testId="usage-error" />
      ) : (
        <Report report={report.data} locale={i18n.language} />
      )}
    </section>
  );
}

function Report({ report, locale }: { report: TUsageReport; locale: string }) {
  const { t } = useTranslation();
  const { totals, topUps, adjustments } = report;
  return (
    <>
      <UsageChart
        days={report.days}
        label={t('console.usage.chart', { from: report.from, to: report.to })}
        chargedLabel={t('console.usage.charged')}
        costLabel={t('console.usage.cost')}
        locale={locale}
      />
      <dl className="console-totals" data-testid="usage-totals">
        {(
          [
            ['console.usage.charged', usd(totals.chargedUsd, locale, 6)],
            ['console.usage.cost', usd(totals.providerCostUsd, locale, 6)],
            ['console.usage.margin', usd(totals.marginUsd, locale, 6)],
            ['console.usage.messages', count(totals.messages, locale)],
            ['console.usage.topUps', `${count(topUps.count, locale)} · ${usd(topUps.paidUsd, locale)}`],
            ['console.usage.operatorCredits', usd(adjustments.operatorCreditsUsd, locale)],
            ['console.usage.operatorDebits', usd(adjustments.operatorDebitsUsd, locale)],
            ['console.usage.takenBack', usd(adjustments.refundsTakenBackUsd, locale)],
            ['console.usage.startingCredits', usd(adjustments.startingCreditsUsd, locale)],
          ] as const
        ).map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <UsageTable rows={report.rows} locale={locale} />
      <h3 className="console-h3">{t('console.usage.plans')}</h3>
      {report.plans.length === 0 ? (
        <p className="operator-empty">{t('console.usage.noTopUps')}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table" data-testid="usage-plans">
            <thead>
              <tr>
                <th scope="col">{t('console.usage.plan')}</th>
                <th scope="col" className="num">
                  {t('console.usage.count')}
                </th>
                <th scope="col" className="num">
                  {t('console.usage.paid')}
                </th>
                <th scope="col" className="num">
                  {t('console.usage.credited')}
                </th>
                <th scope="col" className="num">
                  {t('console.usage.refunds')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.plans.map((p) => (
                <tr key={`${p.plan}-${p.audience}`}>
                  <td>
                    {p.plan} · {p.audience}
                  </td>
                  <td className="num">{count(p.count, locale)}</td>
                  <td className="num">{usd(p.paidUsd, locale)}</td>
                  <td className="num">{usd(p.creditedUsd, locale)}</td>
                  <td className="num">
                    {count(p.refunds, locale)} · {usd(p.refundedUsd, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
