import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { chatEndpoints } from '../api/endpoints/chat';
import { userKeys } from '../user/queryKeys';

/**
 * Whether the signed-in user may open the trading panel (`GET /trading/access`, operators only;
 * docs/trading-service.md). Kept free of the trading schemas: the chat page ships none of them
 * (the endpoint is declared apart, `@avatara/contracts/http/trading-access`). Any failure, an
 * answer its schema refuses included, counts as "no": the '$' button stays hidden.
 * Asked once per signed-in `email` (no question without one).
 */
export function useTradingAccess(email: string): boolean {
  return useOperatorAccess(email).operator;
}

/**
 * The same answer with its state: `pending` until it is known (the operators' safety page waits
 * for it instead of saying "not allowed" first).
 */
export function useOperatorAccess(email: string): { pending: boolean; operator: boolean } {
  const access = useQuery({
    // Per account: after a sign-out another account's answer must not be reused.
    queryKey: userKeys.tradingAccess(email),
    enabled: email !== '',
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: ({ signal }) => api.call(chatEndpoints.tradingAccess, {}, { signal }),
  });
  return { pending: email !== '' && access.isPending, operator: access.data?.operator === true };
}
