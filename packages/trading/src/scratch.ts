/** What every strategy gets for one bar: filled in by `advance`, reused from bar to bar (no allocation). */
export interface TBarContext {
  tsMs: number;
  priceUsd: number;
  navUsd: number;
  /** New deals and adds allowed (trading on, no pause, no guard, no bad tick). */
  allowEntry: boolean;
  /** Exits allowed (trading on, no bad tick). */
  allowExit: boolean;
  /** Why entries are blocked (reason code) when !allowEntry. */
  blockReason: number;
  /** Trend regime: +1 close above the filter EMA, -1 below, 0 warming up; 2 = filter off. */
  regime: number;
  /**
   * BTC of the bar's volume share held back for the deals that must close this bar (stop-loss or
   * maximum holding time, exits allowed): entries may not trade it, so a capped bar's volume goes
   * to the way out first, whichever strategy's turn comes first. 0 without a volume cap.
   */
  exitReserveBtc: number;
}

/**
 * The kernel's working memory. One belongs to each compiled `TEngineParams` (so to each backtest
 * run, and on the server to each config), never to the module: two engines share nothing. Not
 * part of any result; everything in it is either rewritten every bar or a cache of a pure value.
 */
export interface TEngineScratch {
  /** The context of the bar being processed. */
  bar: TBarContext;
  /** Bar spacing (ms) that `regimeAlpha` was computed for; NaN before the first. */
  regimeDtMs: number;
  /** The regime EMA's factor for bars `regimeDtMs` apart (bars are mostly evenly spaced). */
  regimeAlpha: number;
}

/** A fresh scratch space (what `compileParams` attaches to the params it returns). */
export function createScratch(): TEngineScratch {
  return {
    bar: {
      tsMs: 0,
      priceUsd: 0,
      navUsd: 0,
      allowEntry: false,
      allowExit: false,
      blockReason: 0,
      regime: 2,
      exitReserveBtc: 0,
    },
    regimeDtMs: NaN,
    regimeAlpha: 0,
  };
}
