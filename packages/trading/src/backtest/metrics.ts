/**
 * Streaming performance metrics of an equity curve (O(1) per bar, no allocation). Definitions
 * (docs/backtest.md): returns are simple per-bar returns of the account value; Sharpe = mean /
 * standard deviation (sample) × √(bars per year); Sortino = mean / downside deviation (root mean
 * square of the negative returns over all bars, target 0) × √(bars per year); risk-free rate 0;
 * CAGR = (end / start)^(1 / years) − 1; Calmar = CAGR / max drawdown.
 */
export interface TMetricsState {
  bars: number;
  prevNav: number;
  peakNav: number;
  maxDrawdownFrac: number;
  mean: number;
  m2: number;
  downsideSq: number;
  /** Bars that ended with at least one deal open. */
  inMarketBars: number;
  /** Sum over the bars of the BTC share of the account value (BTC value / total value). */
  btcShareSum: number;
  /** Bars fed (including the first, which has no return). */
  valuedBars: number;
}

export function createMetrics(): TMetricsState {
  return {
    bars: 0,
    prevNav: NaN,
    peakNav: 0,
    maxDrawdownFrac: 0,
    mean: 0,
    m2: 0,
    downsideSq: 0,
    inMarketBars: 0,
    btcShareSum: 0,
    valuedBars: 0,
  };
}

/**
 * Feeds one bar's account value (USD), the BTC share of it (BTC value / account value, fraction;
 * the exposure) and whether any deal is open (the time in the market).
 */
export function updateMetrics(m: TMetricsState, navUsd: number, btcShare: number, inMarket: boolean): void {
  if (navUsd > m.peakNav) m.peakNav = navUsd;
  else if (m.peakNav > 0) {
    const dd = 1 - navUsd / m.peakNav;
    if (dd > m.maxDrawdownFrac) m.maxDrawdownFrac = dd;
  }
  if (m.prevNav > 0) {
    const r = navUsd / m.prevNav - 1;
    const n = m.bars + 1;
    const d = r - m.mean;
    m.mean += d / n;
    m.m2 += d * (r - m.mean);
    if (r < 0) m.downsideSq += r * r;
    m.bars = n;
  }
  if (inMarket) m.inMarketBars++;
  m.btcShareSum += btcShare;
  m.valuedBars++;
  m.prevNav = navUsd;
}

/** Risk and return of an equity curve (the account, or holding the starting coins). */
export interface TRiskMetrics {
  /** end / start − 1, fraction. */
  returnPct: number;
  /** Largest peak-to-trough fall of the account value, fraction. */
  maxDrawdownPct: number;
  /** Annualised from the bar returns (risk-free 0). */
  sharpe: number;
  sortino: number;
  /** CAGR / max drawdown. */
  calmar: number;
  /** Annualised return of the account value, fraction. */
  cagrPct: number;
  /**
   * Return over max drawdown, refined for losses (`returnOverDrawdown`): return / drawdown for a
   * gain, return × drawdown for a loss, so that losing less with a shallower drawdown always ranks
   * higher (a plain ratio — and Calmar — ranks the shallower drawdown lower in a losing period).
   */
  returnOverDrawdown: number;
}

/**
 * Return over max drawdown with Israelsen's refinement for negative returns (C. Israelsen, "A
 * refinement to the Sharpe ratio and information ratio", J. of Asset Management 5, 2005): the
 * return divided by the drawdown when the return is >= 0, multiplied by it when the return is
 * negative. Fractions in; 0 without a drawdown.
 * @example returnOverDrawdown(0.2, 0.1) === 2; returnOverDrawdown(-0.2, 0.1) === -0.02
 */
export function returnOverDrawdown(returnFrac: number, maxDrawdownFrac: number): number {
  if (!(maxDrawdownFrac > 0)) return 0;
  return returnFrac >= 0 ? returnFrac / maxDrawdownFrac : returnFrac * maxDrawdownFrac;
}

/** Trade statistics of a run: per closed deal, and per closing fill. */
export interface TDealStats {
  /** Deals fully closed (entry to full exit, all their fills summed) with PnL > 0 / with PnL <= 0. */
  dealWins: number;
  dealLosses: number;
  /** Summed PnL of the winning deals, and minus that of the losing ones (both >= 0), USD. */
  dealGrossWinUsd: number;
  dealGrossLossUsd: number;
  /** Closing fills (every CLOSE, REDUCE and LIQUIDATE once) with realized PnL > 0 / with PnL <= 0. */
  wins: number;
  losses: number;
  grossWinUsd: number;
  grossLossUsd: number;
  /** Deals fully closed. */
  closedDeals: number;
}

/**
 * The metrics traders look for. Ratios are annualised; fractions where the name says so. A deal
 * runs from its first entry to its full exit; its PnL sums all its fills (partial exits
 * included), net of fees and fill costs.
 */
export interface TBacktestMetrics extends TRiskMetrics {
  /** Winning closed deals / closed deals, fraction. */
  winRate: number;
  /** Summed PnL of the winning deals / |summed PnL of the losing deals| (null without a losing deal). */
  profitFactor: number | null;
  /** Average PnL per closed deal, USD. */
  expectancyUsd: number;
  /** Deals fully closed. */
  closedDeals: number;
  /** Closing fills (CLOSE, REDUCE, LIQUIDATE; a grid's partial sells each count). */
  closingFills: number;
  /** The same as closingFills (the name before issue 28). */
  closedTrades: number;
  /** Winning closing fills / closing fills, fraction. */
  fillWinRate: number;
  /** Summed PnL of the winning closing fills / |that of the losing ones| (null without a loss). */
  fillProfitFactor: number | null;
  /** Average realized PnL per closing fill, USD (= realized PnL / closingFills). */
  fillExpectancyUsd: number;
  /** Time-weighted BTC share of the account value (BTC value / account value, averaged over the bars), fraction. */
  exposurePct: number;
  /** Share of bars that ended with at least one deal open, fraction. */
  timeInMarketPct: number;
  feesPaidUsd: number;
  /** Spread and slippage paid against the closes, USD. */
  slippagePaidUsd: number;
  /** Fees per year as a share of the start capital, fraction. */
  feesPctPerYear: number;
  /** Bars per year the ratios were annualised with (from the bar spacing). */
  barsPerYear: number;
}

/** Finishes the risk metrics of one equity curve. */
export function finishRisk(
  m: TMetricsState,
  startNav: number,
  endNav: number,
  years: number,
  barsPerYear: number,
): TRiskMetrics {
  const std = m.bars > 1 ? Math.sqrt(m.m2 / (m.bars - 1)) : 0;
  const down = m.bars > 0 ? Math.sqrt(m.downsideSq / m.bars) : 0;
  const ann = Math.sqrt(barsPerYear);
  const cagr = startNav > 0 && years > 0 && endNav > 0 ? Math.pow(endNav / startNav, 1 / years) - 1 : 0;
  const ret = startNav > 0 ? endNav / startNav - 1 : 0;
  return {
    returnPct: ret,
    maxDrawdownPct: m.maxDrawdownFrac,
    sharpe: std > 0 ? (m.mean / std) * ann : 0,
    sortino: down > 0 ? (m.mean / down) * ann : 0,
    calmar: m.maxDrawdownFrac > 0 ? cagr / m.maxDrawdownFrac : 0,
    cagrPct: cagr,
    returnOverDrawdown: returnOverDrawdown(ret, m.maxDrawdownFrac),
  };
}

/** Finishes the metrics. `barsPerYear` annualises Sharpe/Sortino; `years` the return and the fees. */
export function finishMetrics(
  m: TMetricsState,
  startNav: number,
  endNav: number,
  years: number,
  barsPerYear: number,
  deals: TDealStats,
  feesUsd: number,
  totalBars: number,
  slippageUsd = 0,
): TBacktestMetrics {
  const fills = deals.wins + deals.losses;
  const closedDeals = deals.dealWins + deals.dealLosses;
  return {
    ...finishRisk(m, startNav, endNav, years, barsPerYear),
    winRate: closedDeals > 0 ? deals.dealWins / closedDeals : 0,
    profitFactor: deals.dealGrossLossUsd > 0 ? deals.dealGrossWinUsd / deals.dealGrossLossUsd : null,
    expectancyUsd: closedDeals > 0 ? (deals.dealGrossWinUsd - deals.dealGrossLossUsd) / closedDeals : 0,
    closedDeals: deals.closedDeals,
    closingFills: fills,
    closedTrades: fills,
    fillWinRate: fills > 0 ? deals.wins / fills : 0,
    fillProfitFactor: deals.grossLossUsd > 0 ? deals.grossWinUsd / deals.grossLossUsd : null,
    fillExpectancyUsd: fills > 0 ? (deals.grossWinUsd - deals.grossLossUsd) / fills : 0,
    exposurePct: m.valuedBars > 0 ? m.btcShareSum / m.valuedBars : 0,
    timeInMarketPct: totalBars > 0 ? m.inMarketBars / totalBars : 0,
    feesPaidUsd: feesUsd,
    slippagePaidUsd: slippageUsd,
    feesPctPerYear: startNav > 0 && years > 0 ? feesUsd / startNav / years : 0,
    barsPerYear,
  };
}
