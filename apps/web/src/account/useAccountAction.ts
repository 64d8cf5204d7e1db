import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiResult } from './accountApi';
import { failureMessage, type KeyMessage } from './failureMessage';

export interface Notice {
  message: KeyMessage;
  tone: 'error' | 'success';
}

/**
 * Runs one account call for a section: busy while it runs, then a success or a translated failure
 * message, and the account query fetched again.
 */
export function useAccountAction() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function run<T>(action: () => Promise<ApiResult<T>>, successKey: string, fallbackKey = 'account.error'): Promise<ApiResult<T>> {
    setBusy(true);
    setNotice(null);
    const result = await action();
    setBusy(false);
    setNotice(result.ok ? { message: { key: successKey }, tone: 'success' } : { message: failureMessage(result.failure, fallbackKey), tone: 'error' });
    await queryClient.invalidateQueries({ queryKey: ['account'] });
    return result;
  }

  return { busy, notice, setNotice, run };
}
