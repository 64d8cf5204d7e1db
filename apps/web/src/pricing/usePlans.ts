import { ZPlansResponse } from '@avatara/contracts/plans';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getJson, paymentUrl } from '../lib/api';

/** The plan catalogue (GET /plans?lang=): four plans for personal and for business, in the UI language. */
export function usePlans() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useQuery({
    queryKey: ['plans', lang],
    queryFn: async ({ signal }) => ZPlansResponse.parse(await getJson(paymentUrl(`/plans?lang=${encodeURIComponent(lang)}`), signal)).plans,
    staleTime: 5 * 60_000,
  });
}
