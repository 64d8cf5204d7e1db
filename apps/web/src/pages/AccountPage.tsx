import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchAccount } from '../account/accountApi';
import { DataSection } from '../account/DataSection';
import { EmailSection } from '../account/EmailSection';
import { PasswordSection } from '../account/PasswordSection';
import { ProfileSection } from '../account/ProfileSection';
import { accountKeys } from '../account/queryKeys';
import { SessionsSection } from '../account/SessionsSection';
import { Spinner } from '../components/Spinner';
import { useUser } from '../user/userContext';

/** The account page (`/my-account`): name and language, email state, password, sessions, the user's data. */
export default function AccountPage() {
  const { t } = useTranslation();
  const { user } = useUser();
  const account = useQuery({
    queryKey: accountKeys.details(),
    queryFn: fetchAccount,
    enabled: user !== null,
    retry: false,
  });

  return (
    <section className="account-page" data-testid="account-page" aria-labelledby="account-title">
      <h1 id="account-title" className="account-page__title">
        {t('account.title')}
      </h1>
      <p className="account-page__lead">{t('account.lead')}</p>
      {user === null || account.isError ? (
        <p className="form-alert form-alert--error" role="alert" data-testid="account-signed-out">
          {t('account.signInFirst')} <Link to="/">{t('login')}</Link>
        </p>
      ) : account.data === undefined ? (
        <Spinner />
      ) : (
        <div className="account-page__cards" key={account.data.email}>
          <ProfileSection account={account.data} />
          <EmailSection account={account.data} />
          <PasswordSection account={account.data} />
          <SessionsSection account={account.data} />
          <DataSection account={account.data} />
        </div>
      )}
    </section>
  );
}
