/**
 * Money is integer micro-USD everywhere on the server; USD numbers only at the edges.
 * `MicroUsd` is a branded integer so that a USD float or a token count cannot be passed where
 * money is meant: make one with `microUsd()` or `usdToMicro()`.
 */
export type MicroUsd = number & { readonly __unit: 'micro-USD' };

export const MICRO_PER_USD = 1_000_000;

/** Brands an integer amount of micro-USD; throws on a fraction or a non-finite number. */
export function microUsd(amount: number): MicroUsd {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`micro-USD must be a safe integer, got ${amount}`);
  return amount as MicroUsd;
}

/** 12.34 → 12_340_000 (rounded to the nearest micro-USD). */
export function usdToMicro(usd: number): MicroUsd {
  return Math.round(usd * MICRO_PER_USD) as MicroUsd;
}

/** 12_340_000 → 12.34 */
export function microToUsd(amount: number): number {
  return amount / MICRO_PER_USD;
}

/** US cents for payment providers: 12_340_000 micro-USD → 1234. */
export function microToCents(amount: number): number {
  return Math.round(amount / 10_000);
}

/**
 * A price per token in micro-USD (fractional: 0.15 USD per million tokens is 0.15 micro-USD per
 * token). Numerically equal to the price in USD per million tokens.
 */
export type MicroUsdPerToken = number & { readonly __unit: 'micro-USD/token' };

/** Prices of one model: what a user pays per input (prompt) and per output (completion) token. */
export interface TokenPrices {
  readonly input: MicroUsdPerToken;
  readonly output: MicroUsdPerToken;
}

/**
 * The cost of a number of tokens, rounded up to a whole micro-USD (a reply is never free
 * because of rounding).
 * @example tokenCost({ input: 1, output: 4 } as TokenPrices, 1000, 100) // 1400
 */
export function tokenCost(prices: TokenPrices, promptTokens: number, completionTokens: number): MicroUsd {
  return Math.max(
    0,
    Math.ceil(prices.input * promptTokens + prices.output * completionTokens - 1e-9),
  ) as MicroUsd;
}
