import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { chatEndpoints } from '../api/endpoints/chat';
import { userKeys } from '../user/queryKeys';

/** What the signed-in user may do with the trading dashboard. */
export interface TradingAccess {
  /** Operators: the panel over the house account, the settings of 'system', the admin tools. */
  operator: boolean;
  /** The user's own paper-trading account (a plan with the trading dashboard), or null. */
  account: string | null;
}

/**
 * What the signed-in user may do with the trading panel (`GET /trading/access`;
 * docs/trading-service.md): the '$' button shows for operators and for holders of an own account.
 * Kept free of the trading schemas: the chat page ships none of them (the endpoint is declared
 * apart, `@avatara/contracts/http/trading-access`). Any failure, an answer its schema refuses
 * included, counts as "nothing": the '$' button stays hidden. Asked once per signed-in `email`.
 */
export function useTradingAccess(email: string): TradingAccess {
  const { operator, account } = useAccessQuery(email);
  return { operator, account };
}

/**
 * Whether the user is an operator, with the state: `pending` until it is known (the operators'
 * safety page waits for it instead of saying "not allowed" first).
 */
export function useOperatorAccess(email: string): { pending: boolean; operator: boolean } {
  const { pending, operator } = useAccessQuery(email);
  return { pending, operator };
}

function useAccessQuery(email: string): TradingAccess & { pending: boolean } {
  const access = useQuery({
    // Per account: after a sign-out another account's answer must not be reused.
    queryKey: userKeys.tradingAccess(email),
    enabled: email !== '',
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: ({ signal }) => api.call(chatEndpoints.tradingAccess, {}, { signal }),
  });
  return {
    pending: email !== '' && access.isPending,
    operator: access.data?.operator === true,
    account: access.data?.account ?? null,
  };
}
