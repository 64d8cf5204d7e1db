import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { authEndpoints } from '../api/endpoints/auth';

/** Which social providers this server has configured (GET /auth/providers). */
export function useAuthProviders() {
  return useQuery({
    queryKey: ['authProviders'],
    queryFn: ({ signal }) => api.call(authEndpoints.providers, {}, { signal }),
    staleTime: Infinity,
  });
}
