import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { avatarEndpoints } from '../api/endpoints/avatars';
import { nhsKeys } from './queryKeys';

/** Hormone ranges and units, state groups (GET /nhs/catalog): fetched once, on first need. */
export function useNhsCatalog(enabled: boolean) {
  return useQuery({
    queryKey: nhsKeys.catalog(),
    queryFn: ({ signal }) => api.call(avatarEndpoints.nhsCatalog, {}, { signal }),
    enabled,
    staleTime: Infinity,
  });
}
