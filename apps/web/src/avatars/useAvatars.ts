import { ZGetAvatarsResponse } from '@avatara/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiUrl, getJson } from '../lib/api';

/** The avatars with texts in the UI language (GET /getAvatars?lang=). */
export function useAvatars() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useQuery({
    queryKey: ['avatars', lang],
    queryFn: async ({ signal }) => ZGetAvatarsResponse.parse(await getJson(apiUrl(`/getAvatars?lang=${encodeURIComponent(lang)}`), signal)),
    staleTime: 10 * 60_000,
  });
}
