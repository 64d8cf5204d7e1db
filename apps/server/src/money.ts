/** Money is integer micro-USD everywhere on the server; USD numbers only at the edges. */
export const MICRO_PER_USD = 1_000_000;

/** 12.34 → 12_340_000 (rounded to the nearest micro-USD). */
export function usdToMicro(usd: number): number {
  return Math.round(usd * MICRO_PER_USD);
}

/** 12_340_000 → 12.34 */
export function microToUsd(microUsd: number): number {
  return microUsd / MICRO_PER_USD;
}

/** US cents for payment providers: 12_340_000 micro-USD → 1234. */
export function microToCents(microUsd: number): number {
  return Math.round(microUsd / 10_000);
}
