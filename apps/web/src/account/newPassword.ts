import { MIN_PASSWORD_LENGTH } from '@avatara/contracts/password-policy';

/** The translation key of what is wrong with a new password and its confirmation, or null (the server checks the rest of the policy). */
export function newPasswordError(
  password: string,
  confirm: string,
): 'account.passwordTooShort' | 'passwordsDoNotMatch' | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'account.passwordTooShort';
  if (password !== confirm) return 'passwordsDoNotMatch';
  return null;
}
