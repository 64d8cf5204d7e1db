import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateModelConnectionRequest, TUpdateModelConnectionRequest } from '@avatara/contracts/models';
import { api } from '../api/client';
import { chatKeys } from '../chat/queryKeys';
import { modelEndpoints } from './modelEndpoints';
import { operatorKeys } from './queryKeys';

/** After any change: the page's list and the chat picker's list (`GET /models`) are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: operatorKeys.modelConnections() }),
      queryClient.invalidateQueries({ queryKey: chatKeys.models() }),
    ]);
}

/** `POST /admin/models/connections`. */
export function useCreateConnection() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TCreateModelConnectionRequest) => api.call(modelEndpoints.create, { body }),
    onSuccess: refresh,
  });
}

/** `PUT`, `POST …/test` and `DELETE` of one connection. */
export function useConnectionMutations(id: string) {
  const refresh = useRefresh();
  return {
    update: useMutation({
      mutationFn: (body: TUpdateModelConnectionRequest) =>
        api.call(modelEndpoints.update, { params: { id }, body }),
      onSuccess: refresh,
    }),
    test: useMutation({
      mutationFn: () => api.call(modelEndpoints.test, { params: { id } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: () => api.call(modelEndpoints.remove, { params: { id } }),
      onSuccess: refresh,
    }),
  };
}
