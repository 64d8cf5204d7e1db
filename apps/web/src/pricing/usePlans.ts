import { ZPlansResponse } from '@avatara/contracts';
import { useQuery } from '@tanstack/react-query';
import { getJson, paymentUrl } from '../lib/api';

/** The plan catalogue (GET /plans): four plans for personal and for business. */
export function usePlans() {
  return useQuery({
    queryKey: ['plans'],
    queryFn: async ({ signal }) => ZPlansResponse.parse(await getJson(paymentUrl('/plans'), signal)).plans,
    staleTime: 5 * 60_000,
  });
}
