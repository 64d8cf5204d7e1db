import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { cookies } from '../lib/browserCookies';
import { deleteMemory, fetchMemories, fetchModels, fetchVersion, type ModelOption } from './chatApi';
import { modelToSend } from './modelChoice';
import { chatKeys } from './queryKeys';

/** The spec's default model (avatar-chat.md §3, §9): what is sent until the user picks another. */
export const DEFAULT_MODEL = 'OPENAI_MODEL_3_5_TURBO';

/** `GET /models`: the spec's model list with each model's availability. */
export function useModels() {
  return useQuery({
    queryKey: chatKeys.models(),
    queryFn: ({ signal }) => fetchModels(signal),
    staleTime: 5 * 60_000,
  });
}

/** `/version.txt`. */
export function useVersion() {
  return useQuery({
    queryKey: chatKeys.version(),
    queryFn: ({ signal }) => fetchVersion(signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * The chosen model: the `currentModel` cookie (spec §3; kept only with consent to non-essential
 * cookies, otherwise for this visit), else the spec's default name. `shown` is the list entry to
 * display: the choice when it is listed, else the server's default (the first line), which is then also sent.
 */
export function useModelChoice(models: ModelOption[] | undefined): {
  value: string;
  shown: ModelOption | undefined;
  choose: (name: string) => void;
} {
  const [value, setValue] = useState(() => cookies.get('currentModel') ?? DEFAULT_MODEL);
  const choose = useCallback((name: string) => {
    cookies.set('currentModel', name);
    setValue(name);
  }, []);
  const shown = models?.find((m) => m.name === value) ?? models?.[0];
  return { value: modelToSend(value, models, DEFAULT_MODEL), shown, choose };
}

/** What the avatar remembers about the user, in the UI language. */
export function useMemories(avatarId: string, language: string, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.memoriesIn(avatarId, language),
    queryFn: ({ signal }) => fetchMemories(avatarId, language, signal),
    enabled,
  });
}

export function useForgetMemory(avatarId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteMemory(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.memories(avatarId) }),
  });
}
