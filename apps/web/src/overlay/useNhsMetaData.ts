import { parseNhsText, type NhsMetaData } from '@avatara/contracts/nhs-format';
import { useQuery } from '@tanstack/react-query';
import { HttpError, apiUrl } from '../lib/api';

/** The overlay polls every 2 s while it is open (avatar-chat.md §4, §9). */
export const NHS_POLL_MS = 2000;

async function fetchNhsMetaData(avatarName: string, email: string, signal: AbortSignal): Promise<NhsMetaData> {
  const query = `avatarName=${encodeURIComponent(avatarName)}&userEmail=${encodeURIComponent(email)}`;
  const response = await fetch(apiUrl(`/getNHSMetaData?${query}`), { credentials: 'include', cache: 'no-store', signal });
  const text = await response.text();
  if (!response.ok) throw new HttpError(response.status, text);
  return parseNhsText(text);
}

/**
 * The user's and the avatar's states and hormones (GET /getNHSMetaData, text parsed). Polls
 * every 2 s only while `open`; while closed the query is disabled and sends nothing.
 */
export function useNhsMetaData(avatarName: string, email: string | null, open: boolean) {
  return useQuery({
    queryKey: ['nhsMetaData', avatarName, email],
    queryFn: ({ signal }) => fetchNhsMetaData(avatarName, email ?? '', signal),
    enabled: open && email !== null,
    refetchInterval: NHS_POLL_MS,
    staleTime: 0,
  });
}
