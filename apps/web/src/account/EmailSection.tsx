import type { TAccount } from '@avatara/contracts/account';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { accountEndpoints } from '../api/endpoints/account';
import { AccountSection } from './AccountSection';
import { useAccountMutation } from './useAccountMutation';

/** The email and whether the account owns it yet; the confirmation mail again. */
export function EmailSection({ account }: { account: TAccount }) {
  const { t } = useTranslation();
  const { busy, notice, run } = useAccountMutation(() => api.call(accountEndpoints.resendVerification), {
    successKey: 'account.resent',
  });
  return (
    <AccountSection id="email" title={t('email')} notice={notice}>
      <p className="account-card__value">
        <bdi data-testid="account-email-address">{account.email}</bdi>{' '}
        <span
          className={`badge badge--${account.emailVerified ? 'ok' : 'warn'}`}
          data-testid="account-email-state"
        >
          {t(account.emailVerified ? 'account.verified' : 'account.unverified')}
        </span>
      </p>
      {account.providers.length > 0 && (
        <p className="account-card__hint">
          {t('account.providers', {
            providers: account.providers.map((p) => (p === 'google' ? 'Google' : 'Facebook')).join(', '),
          })}
        </p>
      )}
      {!account.emailVerified && (
        <>
          <p className="account-card__hint">{t('account.unverifiedHelp')}</p>
          <button
            type="button"
            className="button button--quiet"
            data-testid="account-resend"
            disabled={busy}
            onClick={() => run()}
          >
            {t('account.resend')}
          </button>
        </>
      )}
    </AccountSection>
  );
}
