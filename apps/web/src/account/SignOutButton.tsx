import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGate } from '../gate/gateContext';
import { useUser } from '../user/userContext';

/** Signs out (POST /logout), forgets the user and the avatar choice, back to the login screen. */
export function SignOutButton() {
  const { t } = useTranslation();
  const { user, signOut } = useUser();
  const { chooseAvatar } = useGate();
  const navigate = useNavigate();
  if (user === null) return null;
  const onClick = async () => {
    await signOut();
    chooseAvatar(null);
    void navigate('/');
  };
  return (
    <button
      type="button"
      className="button button--quiet sign-out"
      data-testid="sign-out"
      title={user.email}
      onClick={() => void onClick()}
    >
      {t('account.signOut')}
    </button>
  );
}
