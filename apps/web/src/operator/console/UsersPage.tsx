import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { Spinner } from '../../components/Spinner';
import { OPERATOR_USERS_PATH } from '../../pages/pageIds';
import { consoleKeys } from './consoleKeys';
import { adminUserEndpoints } from './endpoints';
import { ErrorLine } from './ErrorLine';
import { count, usd, when } from './format';
import { OperatorScreen } from './OperatorScreen';
import { UserDetail } from './UserDetail';

const PAGE = 25;

/**
 * `/operator/users` (search by email or name, `?q=`) and `/operator/users/:id` (an account's page
 * with its actions). Operators only; loaded when opened.
 */
export default function UsersPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <OperatorScreen
      testId="operator-users"
      title={t('console.users.title')}
      {...(id ? {} : { lead: t('console.users.lead') })}
    >
      {id ? <UserDetail id={id} /> : <UserSearch />}
    </OperatorScreen>
  );
}

function UserSearch() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const [offset, setOffset] = useState(0);
  const list = useQuery({
    queryKey: consoleKeys.search(q, offset),
    queryFn: ({ signal }) =>
      api.call(adminUserEndpoints.search, { query: { q, limit: PAGE, offset } }, { signal }),
    placeholderData: keepPreviousData,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOffset(0);
    setParams(text.trim() === '' ? {} : { q: text.trim() });
  };
  const locale = i18n.language;

  return (
    <section className="operator-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('console.users.search')}
      </h2>
      <form className="console-search" role="search" onSubmit={submit}>
        <label htmlFor={`${id}-q`} className="form-field__label">
          {t('console.users.search')}
        </label>
        <div className="console-search__row">
          <input
            id={`${id}-q`}
            type="search"
            className="form-field__input"
            value={text}
            autoComplete="off"
            data-testid="user-search"
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button button--primary" data-testid="user-search-submit">
            {t('console.users.find')}
          </button>
        </div>
      </form>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <ErrorLine error={list.error} />
      ) : list.data.users.length === 0 ? (
        <p className="operator-empty" data-testid="users-empty">
          {t('console.users.empty')}
        </p>
      ) : (
        <>
          <p className="operator-note" data-testid="users-total">
            {t('console.users.total', { total: list.data.total })}
          </p>
          <div className="console-table-wrap">
            <table className="console-table" data-testid="users-table">
              <thead>
                <tr>
                  <th scope="col">{t('console.users.who')}</th>
                  <th scope="col">{t('console.user.plans')}</th>
                  <th scope="col" className="num">
                    {t('console.user.balance')}
                  </th>
                  <th scope="col">{t('console.user.lastActivity')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.users.map((u) => (
                  <tr key={u.id} data-testid="user-row">
                    <td>
                      <Link to={`${OPERATOR_USERS_PATH}/${u.id}`} data-testid="user-link">
                        {u.name}
                      </Link>
                      <span className="console-sub">{u.email}</span>
                      {u.suspended && <span className="console-badge">{t('console.user.suspended')}</span>}
                      {u.operator && (
                        <span className="console-badge console-badge--quiet">
                          {t('console.user.operator')}
                        </span>
                      )}
                    </td>
                    <td>{u.plans.join(', ') || '—'}</td>
                    <td className="num">{usd(u.balanceUsd, locale)}</td>
                    <td>{when(u.lastActivityAt, locale) || t('console.user.never')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="console-pager">
            <button
              type="button"
              className="button button--quiet"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - PAGE))}
            >
              {t('console.previous')}
            </button>
            <span className="operator-note">
              {count(offset + 1, locale)}–{count(offset + list.data.users.length, locale)}
            </span>
            <button
              type="button"
              className="button button--quiet"
              disabled={list.data.nextOffset === null}
              onClick={() => list.data.nextOffset !== null && setOffset(list.data.nextOffset)}
            >
              {t('console.next')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
