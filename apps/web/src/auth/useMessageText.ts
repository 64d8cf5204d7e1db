import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from './authErrorMessage';

/** Turns a Message (translation key or literal server text) into the text to show. */
export function useMessageText(): (message: Message) => string {
  const { t } = useTranslation();
  return useCallback((message: Message) => ('text' in message ? message.text : t(message.key, message.values)), [t]);
}
