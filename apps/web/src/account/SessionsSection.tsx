import type { TAccount } from '@avatara/contracts/account';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { accountEndpoints } from '../api/endpoints/account';
import { AccountSection } from './AccountSection';
import { useAccountMutation } from './useAccountMutation';

/** How many browsers are signed in, and signing out all the others. */
export function SessionsSection({ account }: { account: TAccount }) {
  const { t } = useTranslation();
  const { busy, notice, run } = useAccountMutation(() => api.call(accountEndpoints.signOutEverywhere), {
    successKey: 'account.signedOutEverywhere',
  });
  return (
    <AccountSection id="sessions" title={t('account.sessions')} notice={notice}>
      <p className="account-card__value" data-testid="account-sessions-count">
        {t('account.sessionsCount', { count: account.sessions })}
      </p>
      <button
        type="button"
        className="button button--quiet"
        data-testid="account-sign-out-everywhere"
        disabled={busy}
        onClick={() => run()}
      >
        {t('account.signOutEverywhere')}
      </button>
    </AccountSection>
  );
}
