import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { Spinner } from '../components/Spinner';
import { errorMessage } from '../i18n/errorMessage';
import { useMessageText } from '../i18n/useMessageText';
import { serverErrorOf } from '../lib/serverError';
import { feedRows } from './newsFeeds';
import { newsEndpoints } from './newsEndpoints';
import { operatorKeys } from './queryKeys';
import { displayNames } from './referrals';

/** The server polls the feeds in the background: the table is read again this often. */
const REFRESH_MS = 30_000;

/**
 * The news feeds the avatars read (`GET /admin/news/feeds`, docs/media.md): the default list per
 * language or the feeds of NEWS_FEEDS, each with its language, last fetch, last success, recent
 * headlines and last error.
 */
export function NewsFeeds() {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const id = useId();
  const status = useQuery({
    queryKey: operatorKeys.newsFeeds(),
    queryFn: ({ signal }) => api.call(newsEndpoints.feeds, {}, { signal }),
    refetchInterval: REFRESH_MS,
  });
  const number = new Intl.NumberFormat(i18n.language);
  const when = (iso: string | null, none: string) =>
    iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : none;

  return (
    <section className="operator-section" aria-labelledby={`${id}-title`} data-testid="news-feeds">
      <h2 id={`${id}-title`}>{t('operator.news.title')}</h2>
      {status.isPending ? (
        <Spinner />
      ) : status.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {text(errorMessage(serverErrorOf(status.error)))}
        </p>
      ) : (
        <>
          <p className="operator-note" data-testid="news-feeds-mode">
            {t(`operator.news.mode.${status.data.mode}`)}
          </p>
          {status.data.feeds.length > 0 && (
            <div className="table-scroll">
              <table className="cookie-table news-feed-table">
                <thead>
                  <tr>
                    <th scope="col">{t('operator.news.feed')}</th>
                    <th scope="col">{t('operator.news.language')}</th>
                    <th scope="col">{t('operator.news.lastFetch')}</th>
                    <th scope="col">{t('operator.news.lastSuccess')}</th>
                    <th scope="col">{t('operator.news.items')}</th>
                    <th scope="col">{t('operator.news.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {feedRows(status.data.feeds, displayNames(i18n.language)).map((row) => (
                    <tr key={row.url} data-testid="news-feed" data-state={row.state}>
                      <th scope="row">
                        <bdi>{row.name}</bdi>
                        <code className="news-feed-table__url" dir="ltr">
                          {row.url}
                        </code>
                      </th>
                      <td data-label={t('operator.news.language')}>
                        {row.language ?? t('operator.news.languageUnknown')}
                      </td>
                      <td data-label={t('operator.news.lastFetch')}>
                        {when(row.feed.lastFetchAt, t('operator.news.notYet'))}
                      </td>
                      <td data-label={t('operator.news.lastSuccess')}>
                        {when(row.feed.lastSuccessAt, t('operator.news.never'))}
                      </td>
                      <td data-label={t('operator.news.items')}>{number.format(row.feed.items)}</td>
                      <td data-label={t('operator.news.status')}>
                        <span className={`badge ${row.state === 'failing' ? 'badge--warn' : 'badge--ok'}`}>
                          {t(`operator.news.state.${row.state}`)}
                        </span>
                        {row.feed.lastError && (
                          <span className="news-feed-table__error" data-testid="news-feed-error">
                            <bdi dir="ltr">{row.feed.lastError}</bdi>
                          </span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
