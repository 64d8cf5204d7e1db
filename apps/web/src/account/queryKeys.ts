/** The account page's query keys (TanStack's "query key factory"): all start with `accountKeys.all`. */
export const accountKeys = {
  all: ['account'] as const,
  /** `GET /account`: every account action reads it again. */
  details: () => [...accountKeys.all, 'details'] as const,
};
