import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from './message';

/** Turns a Message into the text to show in the UI language; values that are messages are translated first. */
export function useMessageText(): (message: Message) => string {
  const { t } = useTranslation();
  return useCallback(
    function text(message: Message): string {
      const values = Object.fromEntries(
        Object.entries(message.values ?? {}).map(([name, value]) => [
          name,
          typeof value === 'object' ? text(value) : value,
        ]),
      );
      return t(message.key, values);
    },
    [t],
  );
}
