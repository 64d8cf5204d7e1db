import type { TAccount } from '@avatara/contracts/account';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../api/client';
import { accountEndpoints } from '../api/endpoints/account';
import { FormField } from '../auth/FormField';
import { useGate } from '../gate/gateContext';
import { useUser } from '../user/userContext';
import { downloadExport } from './accountApi';
import { AccountSection } from './AccountSection';
import { useAccountMutation } from './useAccountMutation';

/** "Your data": download everything as JSON; delete the account (with the password, or a fresh sign-in). */
export function DataSection({ account }: { account: TAccount }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signOut } = useUser();
  const { chooseAvatar } = useGate();
  const exporting = useAccountMutation(downloadExport, { successKey: 'account.exported' });
  // DELETE /account {password?}; then this browser signs out and the login screen says it is done.
  const deleting = useAccountMutation(
    (password: string | undefined) =>
      api.call(accountEndpoints.remove, { body: password ? { password } : {} }),
    {
      successKey: 'account.deleted',
      onSuccess: async () => {
        await signOut();
        chooseAvatar(null);
        void navigate('/', { replace: true, state: { deleted: true } });
      },
    },
  );
  const [password, setPassword] = useState('');
  const [sure, setSure] = useState(false);
  const [missing, setMissing] = useState(false);

  const remove = (event: FormEvent) => {
    event.preventDefault();
    const lacks = account.hasPassword && password === '';
    setMissing(lacks);
    if (lacks || !sure || deleting.busy) return;
    exporting.clear();
    deleting.run(account.hasPassword ? password : undefined);
  };

  return (
    <AccountSection id="data" title={t('account.data')} notice={exporting.notice ?? deleting.notice}>
      <p className="account-card__hint">{t('account.exportLead')}</p>
      <button
        type="button"
        className="button button--quiet"
        data-testid="account-export"
        disabled={exporting.busy}
        onClick={() => {
          deleting.clear();
          exporting.run();
        }}
      >
        {t('account.export')}
      </button>
      <form className="account-form account-form--danger" noValidate onSubmit={remove}>
        <h3 className="account-card__subtitle">{t('account.delete')}</h3>
        <p className="account-card__hint">{t('account.deleteLead')}</p>
        {account.hasPassword ? (
          <FormField
            formId="account-delete"
            field="password"
            label={t('account.deletePassword')}
            type="password"
            value={password}
            onChange={setPassword}
            error={missing ? t('passwordRequired') : undefined}
            errorMode="inline"
            autoComplete="current-password"
            testId="account-delete-password"
          />
        ) : (
          <p className="account-card__hint">{t('account.deleteFresh')}</p>
        )}
        <label className="consent__check">
          <input
            type="checkbox"
            checked={sure}
            data-testid="account-delete-sure"
            onChange={(event) => setSure(event.target.checked)}
          />
          <span>{t('account.deleteSure')}</span>
        </label>
        <button
          type="submit"
          className="button button--danger"
          data-testid="account-delete"
          disabled={!sure || deleting.busy}
        >
          {t('account.deleteButton')}
        </button>
      </form>
    </AccountSection>
  );
}
