/** The avatars' query keys (TanStack's "query key factory"): all start with `avatarKeys.all`. */
export const avatarKeys = {
  all: ['avatars'] as const,
  /** `GET /getAvatars?lang=`: the avatars with texts in `language`. */
  list: (language: string) => [...avatarKeys.all, 'list', language] as const,
};
