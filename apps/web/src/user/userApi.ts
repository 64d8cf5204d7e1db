import type { TUser } from '@avatara/contracts/auth';
import { api } from '../api/client';
import { authEndpoints } from '../api/endpoints/auth';
import type { DisplayUser } from './displayUser';

/** The spec's log line when the user cannot be loaded (§8: only logged). */
export const USER_LOAD_FAILED_LOG = 'Benutzer konnte nicht geladen werden';

/** GET /get-user?email= (only the signed-in user): throws ApiError (401, 403, …). */
export function fetchUser(email: string, signal?: AbortSignal): Promise<TUser> {
  return api.call(authEndpoints.user, { query: { email } }, { signal });
}

/** The display part of a user record, as kept in state and in the `user` cookie (§3). */
export function toDisplayUser(user: TUser): DisplayUser {
  const { firstName, name, email, language, plans, balance, trialExpires } = user;
  return { firstName, name, email, language, plans, balance, trialExpires };
}
