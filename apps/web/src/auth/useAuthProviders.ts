import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { authEndpoints } from '../api/endpoints/auth';
import { authKeys } from './queryKeys';

/** Which social providers this server has configured (GET /auth/providers). */
export function useAuthProviders() {
  return useQuery({
    queryKey: authKeys.providers(),
    queryFn: ({ signal }) => api.call(authEndpoints.providers, {}, { signal }),
    staleTime: Infinity,
  });
}
