import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { authEndpoints } from '../api/endpoints/auth';
import { parseConsentAnswer } from './consentAnswer';
import { userKeys } from './queryKeys';

/** Whether the user consented (GET /isConsent?email=); a failure counts as false, an abort is passed on. */
async function fetchConsent(email: string, signal: AbortSignal): Promise<boolean> {
  try {
    return parseConsentAnswer(await api.call(authEndpoints.isConsent, { query: { email } }, { signal }));
  } catch (error) {
    if (signal.aborted) throw error;
    return false;
  }
}

/** The consent state of the signed-in user, as server state (TanStack Query). */
export function useConsent(email: string | null) {
  return useQuery({
    queryKey: userKeys.consent(email),
    queryFn: ({ signal }) => fetchConsent(email ?? '', signal),
    enabled: email !== null,
    staleTime: 60_000,
    retry: false,
  });
}
