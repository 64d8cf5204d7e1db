import { ZAuthProvidersResponse } from '@avatara/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { apiUrl, getJson } from '../lib/api';

/** Which social providers this server has configured (GET /auth/providers). */
export function useAuthProviders() {
  return useQuery({
    queryKey: ['authProviders'],
    queryFn: async ({ signal }) => ZAuthProvidersResponse.parse(await getJson(apiUrl('/auth/providers'), signal)),
    staleTime: Infinity,
  });
}
