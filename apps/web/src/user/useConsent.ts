import { useQuery } from '@tanstack/react-query';
import { config } from '../config';
import { joinUrl } from '../lib/url';
import { parseConsentAnswer } from './consentAnswer';

/** Fetches whether the user consented (GET /isConsent?email=); a failure counts as false. */
async function fetchConsent(email: string, signal: AbortSignal): Promise<boolean> {
  try {
    const url = joinUrl(config.apiBaseUrl, `/isConsent?email=${encodeURIComponent(email)}`);
    const response = await fetch(url, { credentials: 'include', signal });
    if (!response.ok) return false;
    return parseConsentAnswer(await response.text());
  } catch (error) {
    if (signal.aborted) throw error;
    return false;
  }
}

/** The consent state of the signed-in user, as server state (TanStack Query). */
export function useConsent(email: string | null) {
  return useQuery({
    queryKey: ['isConsent', email],
    queryFn: ({ signal }) => fetchConsent(email ?? '', signal),
    enabled: email !== null,
    staleTime: 60_000,
    retry: false,
  });
}
