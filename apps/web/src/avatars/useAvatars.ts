import { ZGetAvatarsResponse } from '@avatara/contracts/avatars';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiUrl, getJson } from '../lib/api';

/**
 * The avatars with texts in the UI language (GET /getAvatars?lang=). While another language loads,
 * the previous answer stays, so a screen showing an avatar (the chat) is never torn down.
 */
export function useAvatars() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useQuery({
    queryKey: ['avatars', lang],
    queryFn: async ({ signal }) => ZGetAvatarsResponse.parse(await getJson(apiUrl(`/getAvatars?lang=${encodeURIComponent(lang)}`), signal)),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}
