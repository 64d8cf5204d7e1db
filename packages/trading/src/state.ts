import { createIndicators, type TIndicatorState } from './indicators';
import { LIVE_STRATEGY_COUNT, STRATEGY_COUNT, type TEngineParams } from './params';
import { SIT } from './situations';

/** The benchmark crossover's moving averages (strategies/crossover.ts); unused by the other slots. */
export interface TCrossoverState {
  /** Closes seen (trading on or off). */
  count: number;
  /** SMA: the last slowPeriod closes, a ring (index count % slowPeriod); empty for an EMA. */
  closes: number[];
  /** Running sums of the last fastPeriod / slowPeriod closes (SMA), of the first ones (EMA seed). */
  sumFast: number;
  sumSlow: number;
  /** The fast and slow moving averages, USD; NaN until they have seen their period. */
  fast: number;
  slow: number;
  /** Sign of fast − slow, the last non-zero one (+1 above, −1 below, 0 not yet known). */
  sign: number;
}

/**
 * One strategy's deal and book-keeping. For a long deal `costUsd` is what was paid (fees
 * included); for a short deal it is the net USDC received when selling (fees deducted).
 */
export interface TStrategyState {
  enabled: boolean;
  /** Open deal size, BTC (always >= 0; the side says long or short). */
  qtyBtc: number;
  costUsd: number;
  /** Fills in the open deal (the spec's "Snaps"). */
  txCount: number;
  lastFillPx: number;
  lastOrderTsMs: number;
  /** Time of the open deal's first fill, ms (for the maximum holding time); NaN when flat. */
  openedTsMs: number;
  /** No new deal before this time (DCA re-entry, trend cross-side cooldown), ms. */
  blockedUntilTsMs: number;
  /** Best price since take-profit armed (trailing), USD; NaN when not armed. */
  bestPx: number;
  realizedPnlUsd: number;
  feesUsd: number;
  /** Spread and slippage paid against the bar's close, USD. */
  slipUsd: number;
  /** This strategy's fee budget left (token bucket, feeBudgetPctPerYear), USD; NaN until its first entry. */
  feeBudgetUsd: number;
  /** Time the fee budget was last refilled, ms. */
  feeBudgetTsMs: number;
  signals: number;
  entries: number;
  /** Deals fully closed. */
  exits: number;
  /**
   * Fill-level trade statistics: closing fills (CLOSE, REDUCE, LIQUIDATE) with realized PnL > 0,
   * and the others (<= 0), with their summed PnL (a grid's partial sells count like whole exits).
   */
  wins: number;
  losses: number;
  grossWinUsd: number;
  grossLossUsd: number;
  /** Realized PnL of the open deal so far (its partial exits), USD; 0 when flat. */
  dealPnlUsd: number;
  /**
   * Deal-level trade statistics: deals fully closed (entry to full exit, every partial fill of
   * the deal summed, fees and fill costs included) with PnL > 0, and the others (<= 0).
   */
  dealWins: number;
  dealLosses: number;
  dealGrossWinUsd: number;
  dealGrossLossUsd: number;
  /** Deals closed by the stop-loss / by the maximum holding time. */
  stopLosses: number;
  maxHoldExits: number;
  /** Confidence 0–100 of this tick. */
  prob: number;
  /** +1 BUY, -1 SELL, 0 HOLD of this tick. */
  signal: number;
  /** Reason code of this tick (REASON_TEXT). */
  reason: number;
  /** Trend follow: own fast/slow EMA of the close, USD. */
  emaFast: number;
  emaSlow: number;
  /** Grid: anchor price (USD) and the last level index. */
  anchorPx: number;
  gridLevel: number;
  /** Benchmark crossover: its moving averages. */
  cross: TCrossoverState;
}

/** The whole engine state: account, indicators, guards and the 7 strategies. Plain data. */
export interface TEngineState {
  usdc: number;
  btc: number;
  /** BTC the account would hold with no deal open; invariant under trades. */
  inventoryBtc: number;
  longQtyBtc: number;
  shortQtyBtc: number;
  /** Net USDC received by open shorts; longs may not spend it. */
  shortReserveUsd: number;
  feesUsd: number;
  /** Spread and slippage paid against the bars' closes, USD (a cost like fees). */
  slippageUsd: number;
  /** Cost of one fill this bar (half spread + slippage), fraction of the close. */
  fillCostFrac: number;
  /**
   * The cost a buy / a sell of this bar really pays, fraction of the close: `fillCostFrac`, capped
   * so that the fill price stays within the bar's high / low (a buy never above the high, a sell
   * never below the low; 0 for a tick whose high = low = close).
   */
  fillBuyFrac: number;
  fillSellFrac: number;
  /** BTC the account may still trade in this bar (volume cap); Infinity without volume. */
  barVolumeLeftBtc: number;
  /** Why the last entry attempt traded nothing (reason code). */
  lastRefusal: number;
  depositedUsd: number;
  tradingOn: boolean;
  /** Time and close of the last processed bar. */
  tsMs: number;
  lastPx: number;
  bars: number;
  ind: TIndicatorState;
  /** EMA of the close over regimeSpanMs (the trend regime filter), USD; NaN before the first bar. */
  regimeEmaUsd: number;
  /** Time of the first bar the regime EMA saw, ms. */
  regimeStartTsMs: number;
  situation: number;
  situationMask: number;
  /** No new entries before this time (rule-conflict pause), ms. */
  pausedUntilTsMs: number;
  /** No new entries before this time (jump guard), ms. */
  jumpGuardUntilTsMs: number;
  lastLongIntentTsMs: number;
  lastShortIntentTsMs: number;
  ruleConflicts: number;
  strategies: TStrategyState[];
}

function createStrategyState(enabled: boolean): TStrategyState {
  return {
    enabled,
    qtyBtc: 0,
    costUsd: 0,
    txCount: 0,
    lastFillPx: NaN,
    lastOrderTsMs: -Infinity,
    openedTsMs: NaN,
    blockedUntilTsMs: -Infinity,
    bestPx: NaN,
    realizedPnlUsd: 0,
    feesUsd: 0,
    slipUsd: 0,
    feeBudgetUsd: NaN,
    feeBudgetTsMs: NaN,
    signals: 0,
    entries: 0,
    exits: 0,
    wins: 0,
    losses: 0,
    grossWinUsd: 0,
    grossLossUsd: 0,
    dealPnlUsd: 0,
    dealWins: 0,
    dealLosses: 0,
    dealGrossWinUsd: 0,
    dealGrossLossUsd: 0,
    stopLosses: 0,
    maxHoldExits: 0,
    prob: 0,
    signal: 0,
    reason: 0,
    emaFast: NaN,
    emaSlow: NaN,
    anchorPx: NaN,
    gridLevel: 0,
    cross: { count: 0, closes: [], sumFast: 0, sumSlow: 0, fast: NaN, slow: NaN, sign: 0 },
  };
}

/** A year, ms (365.25 days). */
export const YEAR_MS = 365.25 * 86_400_000;
/** The fee budget's bucket holds this much time's worth of budget (one month). */
export const FEE_BUDGET_BURST_MS = YEAR_MS / 12;

/** What a fresh state takes from the params: whether it trades, and the indicator periods. */
export type TStateParams = Pick<
  TEngineParams,
  'tradingEnabled' | 'rsiPeriod' | 'emaShortPeriod' | 'emaLongPeriod'
>;

/** A fresh, empty account (no funds) with indicators sized by the params (`compileParams`). */
export function createEngineState(p: TStateParams): TEngineState {
  return {
    usdc: 0,
    btc: 0,
    inventoryBtc: 0,
    longQtyBtc: 0,
    shortQtyBtc: 0,
    shortReserveUsd: 0,
    feesUsd: 0,
    slippageUsd: 0,
    fillCostFrac: 0,
    fillBuyFrac: 0,
    fillSellFrac: 0,
    barVolumeLeftBtc: Infinity,
    lastRefusal: 0,
    depositedUsd: 0,
    tradingOn: p.tradingEnabled,
    tsMs: -Infinity,
    lastPx: NaN,
    bars: 0,
    ind: createIndicators(p.rsiPeriod, p.emaShortPeriod, p.emaLongPeriod),
    regimeEmaUsd: NaN,
    regimeStartTsMs: NaN,
    situation: SIT.UNSURE,
    situationMask: 1 << SIT.UNSURE,
    pausedUntilTsMs: -Infinity,
    jumpGuardUntilTsMs: -Infinity,
    lastLongIntentTsMs: -Infinity,
    lastShortIntentTsMs: -Infinity,
    ruleConflicts: 0,
    // The spec's 7 start switched on, the benchmark crossover off (a backtest switches it on by name).
    strategies: Array.from({ length: STRATEGY_COUNT }, (_, k) =>
      createStrategyState(k < LIVE_STRATEGY_COUNT),
    ),
  };
}

/** The deposit of the panel: 10,000 USD (spec §9). */
export const DEPOSIT_USD = 10_000;

/** The deposit's BTC share (spec §9: 50 % BTC at mid, 50 % USDC). */
export const DEPOSIT_BTC_SHARE = 0.5;

/**
 * Deposits `amountUsd`: half as USDC, half as BTC bought at `midUsd` (no fee), in place. A
 * backtest may choose another `btcShare` (0 = all USDC, to compare with a backtester that starts
 * with cash).
 * @throws if the mid price or the amount is not positive (spec §5: 'Kein Mid-Preis verfügbar.'),
 * or the share is outside 0–1.
 */
export function deposit(
  s: TEngineState,
  amountUsd: number,
  midUsd: number,
  btcShare = DEPOSIT_BTC_SHARE,
): void {
  if (!(midUsd > 0)) throw new Error('Kein Mid-Preis verfügbar.');
  if (!(amountUsd > 0)) throw new Error('amountUsd must be positive');
  if (!(btcShare >= 0 && btcShare <= 1)) throw new Error('btcShare must be from 0 to 1');
  const btc = (amountUsd * btcShare) / midUsd;
  s.usdc += amountUsd * (1 - btcShare);
  s.btc += btc;
  s.inventoryBtc += btc;
  s.depositedUsd += amountUsd;
  if (!(s.lastPx > 0)) s.lastPx = midUsd;
}

/** Clear Deposit: empties the account and every deal; indicators and PnL history stay. */
export function clearDeposit(s: TEngineState): void {
  s.usdc = 0;
  s.btc = 0;
  s.inventoryBtc = 0;
  s.longQtyBtc = 0;
  s.shortQtyBtc = 0;
  s.shortReserveUsd = 0;
  s.depositedUsd = 0;
  for (const st of s.strategies) {
    st.qtyBtc = 0;
    st.costUsd = 0;
    st.txCount = 0;
    st.openedTsMs = NaN;
    st.dealPnlUsd = 0;
    st.bestPx = NaN;
    st.anchorPx = NaN;
    st.gridLevel = 0;
  }
}

/** Account value at `priceUsd`: USDC + BTC × price. */
export function navUsd(s: TEngineState, priceUsd: number): number {
  return s.usdc + s.btc * priceUsd;
}

/** Deep copy of a state (the pure `step` works on a copy). */
export function cloneState(s: TEngineState): TEngineState {
  return structuredClone(s);
}

/**
 * The state as JSON text. JSON has no NaN or ±Infinity (used for "not yet" values), so they are
 * written as the strings "NaN", "Infinity" and "-Infinity"; `deserializeState` restores them.
 */
export function serializeState(s: TEngineState): string {
  return JSON.stringify(s, (_k, v: unknown) =>
    typeof v === 'number' && !Number.isFinite(v) ? String(v) : v,
  );
}

/** Reads a state written by `serializeState`. */
export function deserializeState(text: string): TEngineState {
  return JSON.parse(text, (_k, v: unknown) =>
    v === 'NaN' ? NaN : v === 'Infinity' ? Infinity : v === '-Infinity' ? -Infinity : v,
  ) as TEngineState;
}
