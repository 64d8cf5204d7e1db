import { useQuery } from '@tanstack/react-query';
import { apiUrl, getJson } from '../lib/api';

/**
 * Whether the signed-in user may open the trading panel (`GET /trading/access`, operators only;
 * docs/trading-service.md). Kept free of the trading schemas: the chat page ships none of them.
 * Any failure counts as "no": the '$' button stays hidden.
 */
export function useTradingAccess(enabled: boolean): boolean {
  const access = useQuery({
    queryKey: ['trading-access'],
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async ({ signal }) => {
      const body = await getJson(apiUrl('/trading/access'), signal);
      return typeof body === 'object' && body !== null && (body as { operator?: unknown }).operator === true;
    },
  });
  return access.data === true;
}
