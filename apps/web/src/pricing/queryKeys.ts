/** The pricing screen's query keys (TanStack's "query key factory"): all start with `pricingKeys.all`. */
export const pricingKeys = {
  all: ['pricing'] as const,
  /** `GET /plans?lang=`: the plan catalogue in `language`. */
  plans: (language: string) => [...pricingKeys.all, 'plans', language] as const,
};
