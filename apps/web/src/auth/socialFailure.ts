import { SOCIAL_PROVIDERS, type TAuthPopupMessage, type TSocialProvider } from '@avatara/contracts/auth';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonMessage } from '../i18n/errorMessage';
import type { TranslationKey } from '../i18n/message';
import { useMessageText } from '../i18n/useMessageText';

const FAILED_KEYS: Record<TSocialProvider, TranslationKey> = {
  google: 'googleLoginFailed',
  facebook: 'facebookLoginFailed',
};

/**
 * Query parameters of a failed sign-in that came back without an opener (the popup was opened on
 * its own, or the browser cut its link to this page): the popup page sends the browser to
 * `/?auth-failed=<provider>&reason=<reason>&params=<json>` (server: accounts/social-routes.ts), where the
 * sign-in screen says it in the UI language.
 */
export const AUTH_FAILED_PARAMS = ['auth-failed', 'reason', 'params'] as const;

/** The failure those parameters describe, or null (absent or not one of ours). */
export function popupFailureFromQuery(query: URLSearchParams): TAuthPopupMessage | null {
  const provider = query.get('auth-failed');
  if (!SOCIAL_PROVIDERS.some((p) => p === provider)) return null;
  let params: Record<string, string | number> = {};
  try {
    const parsed: unknown = JSON.parse(query.get('params') ?? '{}');
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      params = Object.fromEntries(
        Object.entries(parsed).filter(
          (e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number',
        ),
      );
    }
  } catch {
    // not JSON: the general text alone
  }
  return {
    type: 'avatara-auth',
    provider: provider as TSocialProvider,
    ok: false,
    reason: query.get('reason') ?? undefined,
    params,
  };
}

/**
 * The text of a failed social sign-in in the UI language: the spec's "… login failed" text (§8),
 * then the server's reason when it sent one it knows (docs/errors.md), after `separator`.
 */
export function useSocialFailureText(): (
  failure: Pick<TAuthPopupMessage, 'provider' | 'reason' | 'params'>,
  separator?: string,
) => string {
  const { t } = useTranslation();
  const messageText = useMessageText();
  return useCallback(
    (failure, separator = '\n') => {
      const why = reasonMessage(failure);
      return why
        ? `${t(FAILED_KEYS[failure.provider])}${separator}${messageText(why)}`
        : t(FAILED_KEYS[failure.provider]);
    },
    [t, messageText],
  );
}
