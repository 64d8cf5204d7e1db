/** Where the live loop and the panel get the BTC price (the market-data service provides one). */
export interface PriceTick {
  /** Time of the price, ms since epoch. */
  tsMs: number;
  priceUsd: number;
  /** Base volume traded since the previous tick, when the source knows it. */
  volume?: number;
}

export interface PriceFeed {
  latest(): Promise<PriceTick>;
}
