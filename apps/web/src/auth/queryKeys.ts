/** The sign-in screens' query keys (TanStack's "query key factory"): all start with `authKeys.all`. */
export const authKeys = {
  all: ['auth'] as const,
  /** `GET /auth/providers`: the configured social providers. */
  providers: () => [...authKeys.all, 'providers'] as const,
};
