import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../user/userContext';

/** The header's link to the account page, while someone is signed in. */
export function AccountLink() {
  const { t } = useTranslation();
  const { user } = useUser();
  if (user === null) return null;
  return (
    <Link to="/my-account" className="button button--quiet account-link" data-testid="account-link">
      {t('account.open')}
    </Link>
  );
}
