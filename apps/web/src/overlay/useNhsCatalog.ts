import { ZNhsCatalog } from '@avatara/contracts/avatars';
import { useQuery } from '@tanstack/react-query';
import { apiUrl, getJson } from '../lib/api';

/** Hormone ranges and units, state groups (GET /nhs/catalog): fetched once, on first need. */
export function useNhsCatalog(enabled: boolean) {
  return useQuery({
    queryKey: ['nhsCatalog'],
    queryFn: async ({ signal }) => ZNhsCatalog.parse(await getJson(apiUrl('/nhs/catalog'), signal)),
    enabled,
    staleTime: Infinity,
  });
}
