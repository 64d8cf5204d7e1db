import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../i18n/errorMessage';
import type { Message, TranslationKey } from '../i18n/message';
import type { ApiResult } from './accountApi';

export interface Notice {
  message: Message;
  tone: 'error' | 'success';
}

/**
 * Runs one account call for a section: busy while it runs, then a success or the failure's
 * message (its reason in the UI language, docs/errors.md), and the account query fetched again.
 */
export function useAccountAction() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function run<T>(action: () => Promise<ApiResult<T>>, successKey: TranslationKey, fallbackKey: TranslationKey = 'account.error'): Promise<ApiResult<T>> {
    setBusy(true);
    setNotice(null);
    const result = await action();
    setBusy(false);
    setNotice(result.ok ? { message: { key: successKey }, tone: 'success' } : { message: errorMessage(result.failure, fallbackKey), tone: 'error' });
    await queryClient.invalidateQueries({ queryKey: ['account'] });
    return result;
  }

  return { busy, notice, setNotice, run };
}
