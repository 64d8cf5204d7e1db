import {
  AUDIT_ACTIONS,
  type TAuditAction,
  type TAuditEntry,
  type TAuditQuery,
} from '@avatara/contracts/audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { Spinner } from '../../components/Spinner';
import { OPERATOR_USERS_PATH } from '../../pages/pageIds';
import { consoleKeys } from './consoleKeys';
import { auditEndpoints } from './endpoints';
import { ErrorLine } from './ErrorLine';
import { isoOfLocal, when } from './format';
import { OperatorScreen } from './OperatorScreen';

const PAGE = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Filters {
  action: string;
  actor: string;
  user: string;
  from: string;
  to: string;
}
const EMPTY: Filters = { action: '', actor: '', user: '', from: '', to: '' };

/** The filters as the query: an actor is an email (or an account id), a user an account id. */
function queryOf(f: Filters): TAuditQuery {
  const actor = f.actor.trim();
  const user = f.user.trim();
  const from = isoOfLocal(f.from);
  const to = isoOfLocal(f.to);
  return {
    ...(f.action ? { action: f.action as TAuditAction } : {}),
    ...(actor ? (UUID.test(actor) ? { actorId: actor } : { actorEmail: actor }) : {}),
    ...(user ? (UUID.test(user) ? { userId: user } : { userEmail: user }) : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    limit: PAGE,
  };
}

/**
 * `/operator/audit`: every operator action, newest first, filtered by action, operator, account
 * and time, paged. Read only. Operators only; loaded when opened.
 */
export default function AuditPage() {
  const { t } = useTranslation();
  return (
    <OperatorScreen testId="operator-audit" title={t('console.audit.title')} lead={t('console.audit.lead')}>
      <AuditLog />
    </OperatorScreen>
  );
}

function AuditLog() {
  const { t, i18n } = useTranslation();
  const id = useId();
  // `?user=<id>`: opened from an account's page.
  const [params] = useSearchParams();
  const initial = { ...EMPTY, user: params.get('user') ?? '' };
  const [draft, setDraft] = useState<Filters>(initial);
  const [query, setQuery] = useState<TAuditQuery>(() => queryOf(initial));
  // The `before` of each page after the first.
  const [pages, setPages] = useState<number[]>([]);
  const before = pages.at(-1);
  const full = { ...query, ...(before ? { before } : {}) };
  const log = useQuery({
    queryKey: consoleKeys.audit(full),
    queryFn: ({ signal }) => api.call(auditEndpoints.list, { query: full }, { signal }),
    placeholderData: keepPreviousData,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPages([]);
    setQuery(queryOf(draft));
  };
  const field = (name: keyof Filters) => ({
    value: draft[name],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }),
  });
  return (
    <section className="operator-section" aria-labelledby={`${id}-title`} data-testid="audit">
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('console.audit.title')}
      </h2>
      <form className="console-filters" onSubmit={submit} data-testid="audit-filters">
        <label className="form-field">
          <span className="form-field__label">{t('console.audit.action')}</span>
          <select className="form-field__input" data-testid="audit-action" {...field('action')}>
            <option value="">{t('console.audit.anyAction')}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`console.audit.actions.${a}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="form-field">
          <span className="form-field__label">{t('console.audit.actor')}</span>
          <input
            className="form-field__input"
            autoComplete="off"
            data-testid="audit-actor"
            {...field('actor')}
          />
        </label>
        <label className="form-field">
          <span className="form-field__label">{t('console.audit.user')}</span>
          <input
            className="form-field__input"
            autoComplete="off"
            data-testid="audit-user"
            {...field('user')}
          />
        </label>
        <label className="form-field">
          <span className="form-field__label">{t('console.from')}</span>
          <input type="datetime-local" className="form-field__input" {...field('from')} />
        </label>
        <label className="form-field">
          <span className="form-field__label">{t('console.to')}</span>
          <input type="datetime-local" className="form-field__input" {...field('to')} />
        </label>
        <button type="submit" className="button button--primary" data-testid="audit-apply">
          {t('console.apply')}
        </button>
      </form>
      {log.isPending ? (
        <Spinner />
      ) : log.isError ? (
        <ErrorLine error={log.error} testId="audit-error" />
      ) : log.data.entries.length === 0 ? (
        <p className="operator-empty" data-testid="audit-empty">
          {t('console.audit.empty')}
        </p>
      ) : (
        <ol className="console-audit" data-testid="audit-entries">
          {log.data.entries.map((e) => (
            <Entry key={e.id} entry={e} locale={i18n.language} />
          ))}
        </ol>
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
          data-testid="audit-older"
          disabled={!log.data || log.data.next === null}
          onClick={() => log.data?.next != null && setPages([...pages, log.data.next])}
        >
          {t('console.older')}
        </button>
      </div>
    </section>
  );
}

function Entry({ entry, locale }: { entry: TAuditEntry; locale: string }) {
  const { t } = useTranslation();
  const { target } = entry;
  return (
    <li className="console-audit__entry" data-testid="audit-entry">
      <div className="console-audit__head">
        <span>
          <strong data-testid="audit-entry-label">{t(`console.audit.actions.${entry.action}`)}</strong>{' '}
          <code className="console-sub" data-testid="audit-entry-action">
            {entry.action}
          </code>
        </span>
        <span className="console-sub">{when(entry.createdAt, locale)}</span>
      </div>
      <p className="console-audit__line">
        {t('console.audit.by', { actor: entry.actor.email })}
        {target.userId && (
          <>
            {' · '}
            <Link to={`${OPERATOR_USERS_PATH}/${target.userId}`}>{target.userEmail ?? target.userId}</Link>
          </>
        )}
        {target.id && ` · ${target.type} ${target.id}`}
      </p>
      <p className="console-audit__line" data-testid="audit-entry-reason">
        {entry.reason ?? t('console.audit.noReason')}
      </p>
      {(entry.before !== null || entry.after !== null) && (
        <details className="console-audit__change">
          <summary>{t('console.audit.change')}</summary>
          <div className="console-audit__diff">
            <div>
              <span className="console-sub">{t('console.audit.before')}</span>
              <pre>{JSON.stringify(entry.before, null, 2)}</pre>
            </div>
            <div>
              <span className="console-sub">{t('console.audit.after')}</span>
              <pre>{JSON.stringify(entry.after, null, 2)}</pre>
            </div>
          </div>
        </details>
      )}
    </li>
  );
}
