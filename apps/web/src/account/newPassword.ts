import { MIN_NEW_PASSWORD_LENGTH } from '@avatara/contracts/account';

/** The translation key of what is wrong with a new password and its confirmation, or null. */
export function newPasswordError(
  password: string,
  confirm: string,
): 'account.passwordTooShort' | 'passwordsDoNotMatch' | null {
  if (password.length < MIN_NEW_PASSWORD_LENGTH) return 'account.passwordTooShort';
  if (password !== confirm) return 'passwordsDoNotMatch';
  return null;
}
