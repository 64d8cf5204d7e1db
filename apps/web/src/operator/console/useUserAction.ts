import type { TAdminUserDetail } from '@avatara/contracts/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from './consoleKeys';

/**
 * A mutation on an account: on success its page shows the answer's account at once, and every
 * list of accounts and the audit log are read again.
 */
export function useUserAction<V, R extends { user?: TAdminUserDetail }>(
  userId: string,
  run: (vars: V) => Promise<R>,
  onDone?: (result: R) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      if (result.user) queryClient.setQueryData(consoleKeys.user(userId), result.user);
      onDone?.(result);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.users() }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.audit() }),
      ]);
    },
  });
}
