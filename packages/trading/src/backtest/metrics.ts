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
  exposedBars: number;
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
    exposedBars: 0,
  };
}

/** Feeds one bar's account value (USD) and whether any deal is open. */
export function updateMetrics(m: TMetricsState, navUsd: number, exposed: boolean): void {
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
  if (exposed) m.exposedBars++;
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
}

/** Trade statistics over closing fills (every CLOSE, REDUCE and LIQUIDATE counts once). */
export interface TDealStats {
  /** Closing fills with realized PnL > 0 / with PnL <= 0. */
  wins: number;
  losses: number;
  grossWinUsd: number;
  grossLossUsd: number;
  /** Deals fully closed. */
  closedDeals: number;
}

/** The metrics traders look for. Ratios are annualised; fractions where the name says so. */
export interface TBacktestMetrics extends TRiskMetrics {
  /** Winning closing fills / all closing fills, fraction. */
  winRate: number;
  /** Gross profit / gross loss over closing fills (null when there was no loss). */
  profitFactor: number | null;
  /** Average realized PnL per closing fill, USD (= realized PnL / closedTrades). */
  expectancyUsd: number;
  /** Closing fills (CLOSE, REDUCE, LIQUIDATE): the trades the statistics count. */
  closedTrades: number;
  /** Deals fully closed. */
  closedDeals: number;
  /** Share of bars that ended with at least one deal open, fraction. */
  exposurePct: number;
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
  return {
    returnPct: startNav > 0 ? endNav / startNav - 1 : 0,
    maxDrawdownPct: m.maxDrawdownFrac,
    sharpe: std > 0 ? (m.mean / std) * ann : 0,
    sortino: down > 0 ? (m.mean / down) * ann : 0,
    calmar: m.maxDrawdownFrac > 0 ? cagr / m.maxDrawdownFrac : 0,
    cagrPct: cagr,
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
  const closed = deals.wins + deals.losses;
  return {
    ...finishRisk(m, startNav, endNav, years, barsPerYear),
    winRate: closed > 0 ? deals.wins / closed : 0,
    profitFactor: deals.grossLossUsd > 0 ? deals.grossWinUsd / deals.grossLossUsd : null,
    expectancyUsd: closed > 0 ? (deals.grossWinUsd - deals.grossLossUsd) / closed : 0,
    closedTrades: closed,
    closedDeals: deals.closedDeals,
    exposurePct: totalBars > 0 ? m.exposedBars / totalBars : 0,
    feesPaidUsd: feesUsd,
    slippagePaidUsd: slippageUsd,
    feesPctPerYear: startNav > 0 && years > 0 ? feesUsd / startNav / years : 0,
    barsPerYear,
  };
}
