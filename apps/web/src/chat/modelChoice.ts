import type { ModelOption } from './chatApi';

/** Whether users can pick a real model that answers (else the avatars run on the offline engine alone). */
export const modelConnected = (models: readonly ModelOption[]): boolean =>
  models.some((m) => !m.offline && m.available);

/**
 * The `currentModel` to send: the chosen one, or the spec's default name, while the list is not
 * known or names it; a remembered model the server no longer offers (an operator hid or removed it)
 * would be refused, so the list's default (its first entry) is sent instead.
 */
export function modelToSend(
  chosen: string,
  models: readonly ModelOption[] | undefined,
  specDefault: string,
): string {
  if (!models || chosen === specDefault || models.some((m) => m.name === chosen)) return chosen;
  return models[0]?.name ?? chosen;
}
