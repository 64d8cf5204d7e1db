import { ZUser, type TUser } from '@avatara/contracts/auth';
import { apiUrl, HttpError, postJson } from '../lib/api';

/** POST /setConsent {email, consent} → the updated user; throws on failure. */
export async function saveConsent(email: string, consent: boolean): Promise<TUser> {
  const response = await postJson(apiUrl('/setConsent'), { email, consent });
  if (!response.ok) throw new HttpError(response.status, await response.text().catch(() => ''));
  return ZUser.parse(await response.json());
}
