import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { planEndpoints } from '../api/endpoints/plans';
import { uiLanguage } from '../i18n/languages';
import { pricingKeys } from './queryKeys';

/** The plan catalogue (GET /plans?lang=): four plans for personal and for business, in the UI language. */
export function usePlans() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useQuery({
    queryKey: pricingKeys.plans(lang),
    queryFn: async ({ signal }) =>
      (await api.call(planEndpoints.plans, { query: { lang: uiLanguage(lang) } }, { signal })).plans,
    staleTime: 5 * 60_000,
  });
}
