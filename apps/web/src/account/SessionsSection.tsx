import type { TAccount } from '@avatara/contracts/account';
import { useTranslation } from 'react-i18next';
import { signOutEverywhere } from './accountApi';
import { AccountSection } from './AccountSection';
import { useAccountAction } from './useAccountAction';

/** How many browsers are signed in, and signing out all the others. */
export function SessionsSection({ account }: { account: TAccount }) {
  const { t } = useTranslation();
  const { busy, notice, run } = useAccountAction();
  return (
    <AccountSection id="sessions" title={t('account.sessions')} notice={notice}>
      <p className="account-card__value" data-testid="account-sessions-count">
        {t('account.sessionsCount', { count: account.sessions })}
      </p>
      <button type="button" className="button button--quiet" data-testid="account-sign-out-everywhere" disabled={busy} onClick={() => void run(signOutEverywhere, 'account.signedOutEverywhere')}>
        {t('account.signOutEverywhere')}
      </button>
    </AccountSection>
  );
}
