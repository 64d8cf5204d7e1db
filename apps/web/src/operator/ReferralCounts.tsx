import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { Spinner } from '../components/Spinner';
import { errorMessage } from '../i18n/errorMessage';
import { useMessageText } from '../i18n/useMessageText';
import { serverErrorOf } from '../lib/serverError';
import { safetyEndpoints } from './endpoints';
import { operatorKeys } from './queryKeys';
import { displayNames, referralRows, type CountPart } from './referrals';

/** Crisis referrals per year, language and country (`GET /admin/safety/referrals`): what the yearly report needs. */
export function ReferralCounts() {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const id = useId();
  const counts = useQuery({
    queryKey: operatorKeys.referrals(),
    queryFn: ({ signal }) => api.call(safetyEndpoints.referrals, {}, { signal }),
  });
  const number = new Intl.NumberFormat(i18n.language);
  const year = new Intl.NumberFormat(i18n.language, { useGrouping: false });
  const list = (parts: CountPart[]) =>
    parts.length === 0 ? (
      '–'
    ) : (
      <ul className="referral-parts">
        {parts.map((p) => (
          <li key={p.code}>
            <span title={p.code}>{p.label}</span>{' '}
            <bdi className="referral-parts__count">{number.format(p.count)}</bdi>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="operator-section" aria-labelledby={`${id}-title`} data-testid="referral-counts">
      <h2 id={`${id}-title`}>{t('operator.referrals.title')}</h2>
      <p className="operator-note">{t('operator.referrals.note')}</p>
      {counts.isPending ? (
        <Spinner />
      ) : counts.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {text(errorMessage(serverErrorOf(counts.error)))}
        </p>
      ) : counts.data.years.length === 0 ? (
        <p className="operator-empty">{t('operator.referrals.empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="cookie-table referral-table">
            <thead>
              <tr>
                <th scope="col">{t('operator.referrals.year')}</th>
                <th scope="col">{t('operator.referrals.total')}</th>
                <th scope="col">{t('operator.referrals.byLanguage')}</th>
                <th scope="col">{t('operator.referrals.byCountry')}</th>
              </tr>
            </thead>
            <tbody>
              {referralRows(counts.data, displayNames(i18n.language)).map((row) => (
                <tr key={row.year} data-testid={`referral-year-${row.year}`}>
                  <th scope="row">{year.format(row.year)}</th>
                  <td data-label={t('operator.referrals.total')}>{number.format(row.total)}</td>
                  <td data-label={t('operator.referrals.byLanguage')}>{list(row.byLanguage)}</td>
                  <td data-label={t('operator.referrals.byCountry')}>{list(row.byCountry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
