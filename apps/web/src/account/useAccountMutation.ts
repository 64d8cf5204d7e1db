import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../i18n/errorMessage';
import type { Message, TranslationKey } from '../i18n/message';
import { serverErrorOf } from '../lib/serverError';
import { accountKeys } from './queryKeys';

export interface Notice {
  message: Message;
  tone: 'error' | 'success';
}

interface AccountMutationOptions<TVariables, TData> {
  /** The message key shown after a success (of these variables: the account may have changed since). */
  successKey: TranslationKey | ((variables: TVariables) => TranslationKey);
  /** The message key of a failure the server gives no known reason for. */
  fallbackKey?: TranslationKey;
  /** After a success, before the notice shows (the section stays busy meanwhile). */
  onSuccess?: (data: TData, variables: TVariables) => unknown;
}

/**
 * One account action of a section as a mutation: busy while it runs, then a success or a
 * translated failure notice; the account query is fetched again either way.
 */
export function useAccountMutation<TVariables = void, TData = unknown>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  options: AccountMutationOptions<TVariables, TData>,
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn,
    ...(options.onSuccess ? { onSuccess: options.onSuccess } : {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.details() }),
  });
  const { successKey } = options;
  const notice: Notice | null = mutation.isSuccess
    ? {
        message: { key: typeof successKey === 'string' ? successKey : successKey(mutation.variables) },
        tone: 'success',
      }
    : mutation.isError
      ? {
          message: errorMessage(serverErrorOf(mutation.error), options.fallbackKey ?? 'account.error'),
          tone: 'error',
        }
      : null;
  return { busy: mutation.isPending, notice, run: mutation.mutate, clear: mutation.reset };
}
