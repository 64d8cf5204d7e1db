import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { avatarEndpoints } from '../api/endpoints/avatars';
import { nhsKeys } from './queryKeys';

/** The overlay polls every 2 s while it is open (avatar-chat.md §4, §9). */
export const NHS_POLL_MS = 2000;

/**
 * The user's and the avatar's states and hormones (GET /getNHSMetaData, text parsed). Polls
 * every 2 s only while `open`; while closed the query is disabled and sends nothing.
 */
export function useNhsMetaData(avatarName: string, email: string | null, open: boolean) {
  return useQuery({
    queryKey: nhsKeys.metaData(avatarName, email),
    queryFn: ({ signal }) =>
      api.call(avatarEndpoints.nhsMetaData, { query: { avatarName, userEmail: email ?? '' } }, { signal }),
    enabled: open && email !== null,
    refetchInterval: NHS_POLL_MS,
    staleTime: 0,
  });
}
