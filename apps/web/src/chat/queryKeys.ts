/**
 * The chat's query keys (TanStack's "query key factory"): every key starts with `chatKeys.all`,
 * and a shorter key is a prefix of the longer ones, so invalidating it reaches them all.
 */
export const chatKeys = {
  all: ['chat'] as const,
  /** `GET /models`: the picker's list (the operators' model page refreshes it after a change). */
  models: () => [...chatKeys.all, 'models'] as const,
  /** `/version.txt`. */
  version: () => [...chatKeys.all, 'version'] as const,
  /** `GET /speech/capabilities`: whether the server transcribes. */
  speechCapabilities: () => [...chatKeys.all, 'speech-capabilities'] as const,
  /** `GET /kichat/history?avatar=`: read once per visit, before the session start. */
  history: (avatarId: string) => [...chatKeys.all, 'history', avatarId] as const,
  /** Every language of one avatar's memories (what a reply or a forget invalidates). */
  memories: (avatarId: string) => [...chatKeys.all, 'memories', avatarId] as const,
  /** `GET /memories?avatar=&lang=`. */
  memoriesIn: (avatarId: string, language: string) => [...chatKeys.memories(avatarId), language] as const,
};
