import type { TAdminUserDetail } from '@avatara/contracts/admin-users';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { Spinner } from '../../components/Spinner';
import { consoleKeys } from './consoleKeys';
import { adminUserEndpoints } from './endpoints';
import { ErrorLine } from './ErrorLine';
import { usd, when } from './format';

/** The account's ledger, newest first: the page's first 20 lines, then older pages by `before`. */
export function LedgerSection({ user }: { user: TAdminUserDetail }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  // The `before` of each page shown after the first; empty: the first page (from the account's page).
  const [pages, setPages] = useState<number[]>([]);
  const before = pages.at(-1);
  const older = useQuery({
    queryKey: consoleKeys.ledger(user.id, before ?? 0),
    queryFn: ({ signal }) =>
      api.call(
        adminUserEndpoints.ledger,
        { params: { id: user.id }, query: { before, limit: 20 } },
        { signal },
      ),
    enabled: before !== undefined,
  });
  const page = before === undefined ? user.ledger : older.data;
  return (
    <section className="operator-section" data-testid="user-ledger">
      <h2>{t('console.user.ledger')}</h2>
      {before !== undefined && older.isPending ? (
        <Spinner />
      ) : older.isError ? (
        <ErrorLine error={older.error} />
      ) : !page || page.lines.length === 0 ? (
        <p className="operator-empty">{t('console.user.noLedger')}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t('console.when')}</th>
                <th scope="col">{t('console.user.kind')}</th>
                <th scope="col" className="num">
                  {t('console.user.amount')}
                </th>
                <th scope="col">{t('console.user.note')}</th>
              </tr>
            </thead>
            <tbody>
              {page.lines.map((line) => (
                <tr key={line.id} data-testid="ledger-line">
                  <td className="nowrap">{when(line.createdAt, locale)}</td>
                  <td>{line.kind}</td>
                  <td className={`num ${line.amountUsd < 0 ? 'console-neg' : ''}`}>
                    {usd(line.amountUsd, locale, 6)}
                  </td>
                  <td>{[line.note, line.reference].filter(Boolean).join(' · ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="console-pager">
        <button
          type="button"
          className="button button--quiet"
          disabled={pages.length === 0}
          onClick={() => setPages(pages.slice(0, -1))}
        >
          {t('console.newer')}
        </button>
        <button
          type="button"
          className="button button--quiet"
          data-testid="ledger-older"
          disabled={!page || page.next === null}
          onClick={() => page?.next != null && setPages([...pages, page.next])}
        >
          {t('console.older')}
        </button>
      </div>
    </section>
  );
}
