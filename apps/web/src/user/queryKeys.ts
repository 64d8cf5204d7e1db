/** The signed-in user's query keys (TanStack's "query key factory"): all start with `userKeys.all`. */
export const userKeys = {
  all: ['user'] as const,
  /** `GET /isConsent?email=`: ConsentScreen writes its answer there, a new sign-in invalidates it. */
  consent: (email: string | null) => [...userKeys.all, 'consent', email] as const,
  /**
   * `GET /trading/access`: whether the account may open the trading panel, and over which trading
   * account. Per account: after a sign-out another account's answer is not reused.
   */
  tradingAccess: (email: string) => [...userKeys.all, 'trading-access', email] as const,
};
