import type { TAdminUserDetail } from '@avatara/contracts/admin-users';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/client';
import { OPERATOR_USERS_PATH } from '../../pages/pageIds';
import { adminUserEndpoints } from './endpoints';
import { ErrorLine } from './ErrorLine';
import { parseAmountUsd } from './format';
import { ReasonField } from './ReasonField';
import { useUserAction } from './useUserAction';

type Action = 'suspend' | 'reinstate' | 'endSessions';

/**
 * The actions on an account, each with its required reason: credit or debit the balance,
 * suspend or reinstate, end its sessions, delete it (after a confirmation).
 */
export function UserActions({ user }: { user: TAdminUserDetail }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="operator-section" aria-labelledby={`${id}-title`} data-testid="user-actions">
      <h2 id={`${id}-title`}>{t('console.actions.title')}</h2>
      <div className="console-cards">
        <BalanceForm user={user} />
        <AccountForm user={user} />
        <DeleteForm user={user} />
      </div>
    </section>
  );
}

function BalanceForm({ user }: { user: TAdminUserDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [done, setDone] = useState(false);
  const adjust = useUserAction(
    user.id,
    (body: { amountUsd: number; reason: string }) =>
      api.call(adminUserEndpoints.adjustBalance, { params: { id: user.id }, body }),
    () => {
      setAmount('');
      setReason('');
      setDone(true);
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountUsd = parseAmountUsd(amount);
    setInvalid(amountUsd === null || reason.trim() === '');
    setDone(false);
    if (amountUsd !== null && reason.trim() !== '') adjust.mutate({ amountUsd, reason: reason.trim() });
  };
  return (
    <form className="console-card account-form" noValidate onSubmit={submit} data-testid="balance-form">
      <h3>{t('console.actions.balance')}</h3>
      <div className="form-field">
        <label htmlFor={`${id}-amount`} className="form-field__label">
          {t('console.actions.amount')}
        </label>
        <input
          id={`${id}-amount`}
          className="form-field__input"
          inputMode="decimal"
          value={amount}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          data-testid="balance-amount"
          onChange={(event) => setAmount(event.target.value)}
        />
        <p id={`${id}-hint`} className="operator-note">
          {t('console.actions.amountHint')}
        </p>
      </div>
      <ReasonField value={reason} onChange={setReason} testId="balance-reason" />
      {invalid && (
        <p className="form-alert form-alert--error" role="alert">
          {t('console.actions.invalid')}
        </p>
      )}
      <ErrorLine error={adjust.error} testId="balance-error" />
      {done && (
        <p className="form-alert form-alert--success" role="status" data-testid="balance-done">
          {t('console.actions.done')}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary"
        disabled={adjust.isPending}
        data-testid="balance-submit"
      >
        {t('console.actions.adjust')}
      </button>
    </form>
  );
}

function AccountForm({ user }: { user: TAdminUserDetail }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const act = useUserAction(
    user.id,
    (action: Action) => {
      const input = { params: { id: user.id }, body: { reason: reason.trim() } };
      if (action === 'suspend') return api.call(adminUserEndpoints.suspend, input);
      if (action === 'reinstate') return api.call(adminUserEndpoints.reinstate, input);
      return api.call(adminUserEndpoints.endSessions, input);
    },
    () => setReason(''),
  );
  const run = (action: Action) => {
    setMissing(reason.trim() === '');
    if (reason.trim() !== '') act.mutate(action);
  };
  return (
    <form className="console-card account-form" noValidate onSubmit={(e) => e.preventDefault()}>
      <h3>{t('console.actions.access')}</h3>
      <ReasonField value={reason} onChange={setReason} testId="access-reason" />
      {missing && (
        <p className="form-alert form-alert--error" role="alert">
          {t('console.actions.reasonRequired')}
        </p>
      )}
      <ErrorLine error={act.error} testId="access-error" />
      <div className="console-buttons">
        {user.suspension ? (
          <button
            type="button"
            className="button button--primary"
            disabled={act.isPending}
            data-testid="user-reinstate"
            onClick={() => run('reinstate')}
          >
            {t('console.actions.reinstate')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--danger"
            disabled={act.isPending}
            data-testid="user-suspend"
            onClick={() => run('suspend')}
          >
            {t('console.actions.suspend')}
          </button>
        )}
        <button
          type="button"
          className="button button--quiet"
          disabled={act.isPending}
          data-testid="user-end-sessions"
          onClick={() => run('endSessions')}
        >
          {t('console.actions.endSessions')}
        </button>
      </div>
    </form>
  );
}

function DeleteForm({ user }: { user: TAdminUserDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [missing, setMissing] = useState(false);
  const remove = useUserAction(
    user.id,
    // The account is gone: nothing to show of it (the answer is only the audit entry's id).
    () =>
      api
        .call(adminUserEndpoints.remove, { params: { id: user.id }, body: { reason: reason.trim() } })
        .then(() => ({})),
    () => void navigate(OPERATOR_USERS_PATH),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(reason.trim() === '');
    if (reason.trim() === '') return;
    if (!confirming) setConfirming(true);
    else remove.mutate(undefined);
  };
  return (
    <form className="console-card account-form" noValidate onSubmit={submit} data-testid="delete-form">
      <h3>{t('console.actions.delete')}</h3>
      <ReasonField value={reason} onChange={setReason} testId="delete-reason" />
      {missing && (
        <p className="form-alert form-alert--error" role="alert">
          {t('console.actions.reasonRequired')}
        </p>
      )}
      <ErrorLine error={remove.error} testId="delete-error" />
      {confirming && (
        <p className="form-alert form-alert--error" role="alert" data-testid="delete-confirm-text">
          {t('console.actions.deleteConfirm', { email: user.email })}
        </p>
      )}
      <div className="console-buttons">
        <button
          type="submit"
          className="button button--danger"
          disabled={remove.isPending}
          data-testid="user-delete"
        >
          {confirming ? t('console.actions.deleteNow') : t('console.actions.delete')}
        </button>
        {confirming && (
          <button type="button" className="button button--quiet" onClick={() => setConfirming(false)}>
            {t('console.actions.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
