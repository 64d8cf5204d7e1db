import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { avatarEndpoints } from '../api/endpoints/avatars';
import { uiLanguage } from '../i18n/languages';
import { avatarKeys } from './queryKeys';

/**
 * The avatars with texts in the UI language (GET /getAvatars?lang=). While another language loads,
 * the previous answer stays, so a screen showing an avatar (the chat) is never torn down.
 */
export function useAvatars() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useQuery({
    queryKey: avatarKeys.list(lang),
    queryFn: ({ signal }) =>
      api.call(avatarEndpoints.avatars, { query: { lang: uiLanguage(lang) } }, { signal }),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}
