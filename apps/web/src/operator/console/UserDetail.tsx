import type { TAdminUserDetail } from '@avatara/contracts/admin-users';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client';
import { Spinner } from '../../components/Spinner';
import { OPERATOR_AUDIT_PATH, OPERATOR_USERS_PATH } from '../../pages/pageIds';
import { consoleKeys } from './consoleKeys';
import { adminUserEndpoints } from './endpoints';
import { ErrorLine } from './ErrorLine';
import { count, usd, when } from './format';
import { LedgerSection } from './LedgerSection';
import { PaymentsSection } from './PaymentsSection';
import { UserActions } from './UserActions';

/** One account's page (`GET /admin/users/{id}`): who, money, activity, reports, and the actions. */
export function UserDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: consoleKeys.user(id),
    queryFn: ({ signal }) => api.call(adminUserEndpoints.detail, { params: { id } }, { signal }),
  });
  return (
    <>
      <p>
        <Link to={OPERATOR_USERS_PATH} data-testid="users-back">
          {t('console.users.back')}
        </Link>
      </p>
      {detail.isPending ? (
        <Spinner />
      ) : detail.isError ? (
        <ErrorLine error={detail.error} testId="user-error" />
      ) : (
        <Account user={detail.data} />
      )}
    </>
  );
}

function Account({ user }: { user: TAdminUserDetail }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const yesNo = (v: boolean) => (v ? t('console.yes') : t('console.no'));
  return (
    <div className="console-user" data-testid="user-detail">
      <h2 className="console-user__name" data-testid="user-name">
        {user.name} <span className="console-sub">{user.email}</span>
      </h2>
      <p>
        <Link to={`${OPERATOR_AUDIT_PATH}?user=${user.id}`} data-testid="user-audit-link">
          {t('console.user.auditLink')}
        </Link>
      </p>
      {user.suspension && (
        <p className="form-alert form-alert--error" data-testid="user-suspended">
          {t('console.user.suspendedSince', {
            at: when(user.suspension.at, locale),
            reason: user.suspension.reason,
          })}
        </p>
      )}
      <div className="console-cards">
        <Card title={t('console.user.account')}>
          <Facts
            rows={[
              [t('console.user.verified'), yesNo(user.emailVerified)],
              [t('console.user.language'), user.language],
              [t('console.user.password'), yesNo(user.hasPassword)],
              [t('console.user.providers'), user.providers.join(', ') || '—'],
              [t('console.user.created'), when(user.createdAt, locale)],
              [t('console.user.operator'), yesNo(user.operator)],
            ]}
          />
        </Card>
        <Card title={t('console.user.balance')}>
          <p className="console-big" data-testid="user-balance">
            {usd(user.balance.balanceUsd, locale, 6)}
          </p>
          <Facts
            rows={[
              [t('console.user.reserved'), usd(user.balance.reservedUsd, locale, 6)],
              [t('console.user.spendable'), usd(user.balance.spendableUsd, locale, 6)],
              [t('console.user.plans'), user.plans.join(', ') || '—'],
              [t('console.user.activePlans'), user.activePlans.join(', ') || '—'],
            ]}
          />
        </Card>
        <Card title={t('console.user.activity')}>
          <Facts
            rows={[
              [t('console.user.lastActivity'), when(user.lastActivityAt, locale) || t('console.user.never')],
              [t('console.user.sessions'), count(user.sessions.length, locale)],
              [t('console.user.memories'), count(user.memoriesCount, locale)],
              [t('console.user.tokens'), count(user.tokensUsed, locale)],
              [
                t('console.user.consent'),
                user.consent === null
                  ? t('console.user.consentNever')
                  : `${yesNo(user.consent.given)} (${when(user.consent.updatedAt, locale)})`,
              ],
              [
                t('console.user.trial'),
                user.trial === null
                  ? '—'
                  : t(user.trial.active ? 'console.user.trialActive' : 'console.user.trialEnded', {
                      until: when(user.trial.expiresAt, locale),
                    }),
              ],
            ]}
          />
        </Card>
      </div>
      <UserActions user={user} />
      {user.holds.length > 0 && (
        <section className="operator-section" data-testid="user-holds">
          <h2>{t('console.user.holds')}</h2>
          <ul className="operator-list">
            {user.holds.map((h) => (
              <li key={h.id}>
                {usd(h.amountUsd, locale, 6)} · {when(h.createdAt, locale)} → {when(h.expiresAt, locale)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <LedgerSection user={user} />
      <PaymentsSection user={user} />
      <section className="operator-section" data-testid="user-sessions">
        <h2>{t('console.user.sessions')}</h2>
        {user.sessions.length === 0 ? (
          <p className="operator-empty">{t('console.user.noSessions')}</p>
        ) : (
          <ul className="operator-list">
            {user.sessions.map((s) => (
              <li key={s.createdAt + s.expiresAt}>
                {when(s.createdAt, locale)} → {when(s.expiresAt, locale)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="operator-section" data-testid="user-reports">
        <h2>{t('console.user.reports')}</h2>
        <p className="operator-note">
          {t('console.user.reportsCount', { total: user.reports.total, open: user.reports.open })}
        </p>
        {user.reports.recent.length > 0 && (
          <ul className="operator-list">
            {user.reports.recent.map((r) => (
              <li key={r.id}>
                {when(r.createdAt, locale)} · {r.avatar} · {r.reason} ·{' '}
                {t(`operator.reports.filter.${r.status}`)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="console-card">
      <h3>{title}</h3>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="console-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
