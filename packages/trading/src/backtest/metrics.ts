/** Streaming performance metrics of an equity curve (O(1) per bar, no allocation). */
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
  return { bars: 0, prevNav: NaN, peakNav: 0, maxDrawdownFrac: 0, mean: 0, m2: 0, downsideSq: 0, exposedBars: 0 };
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

/** The metrics traders look for. Ratios are annualised; fractions where the name says so. */
export interface TBacktestMetrics {
  /** Largest peak-to-trough fall of the account value, fraction. */
  maxDrawdownPct: number;
  sharpe: number;
  sortino: number;
  /** Annualised return / max drawdown. */
  calmar: number;
  /** Annualised return of the account value, fraction. */
  cagrPct: number;
  /** Closed deals with PnL >= 0 / all closed deals, fraction. */
  winRate: number;
  /** Gross profit / gross loss of closed deals (null when there was no loss). */
  profitFactor: number | null;
  /** Average PnL per closed deal, USD. */
  expectancyUsd: number;
  closedDeals: number;
  /** Share of bars with at least one open deal, fraction. */
  exposurePct: number;
  feesPaidUsd: number;
}

/** Finishes the metrics. `barsPerYear` annualises Sharpe/Sortino; `years` the return. */
export function finishMetrics(m: TMetricsState, startNav: number, endNav: number, years: number, barsPerYear: number, deals: { wins: number; losses: number; grossWinUsd: number; grossLossUsd: number }, feesUsd: number, totalBars: number): TBacktestMetrics {
  const std = m.bars > 1 ? Math.sqrt(m.m2 / (m.bars - 1)) : 0;
  const down = m.bars > 0 ? Math.sqrt(m.downsideSq / m.bars) : 0;
  const ann = Math.sqrt(barsPerYear);
  const cagr = startNav > 0 && years > 0 && endNav > 0 ? Math.pow(endNav / startNav, 1 / years) - 1 : 0;
  const closed = deals.wins + deals.losses;
  return {
    maxDrawdownPct: m.maxDrawdownFrac,
    sharpe: std > 0 ? (m.mean / std) * ann : 0,
    sortino: down > 0 ? (m.mean / down) * ann : 0,
    calmar: m.maxDrawdownFrac > 0 ? cagr / m.maxDrawdownFrac : 0,
    cagrPct: cagr,
    winRate: closed > 0 ? deals.wins / closed : 0,
    profitFactor: deals.grossLossUsd > 0 ? deals.grossWinUsd / deals.grossLossUsd : null,
    expectancyUsd: closed > 0 ? (deals.grossWinUsd - deals.grossLossUsd) / closed : 0,
    closedDeals: closed,
    exposurePct: totalBars > 0 ? m.exposedBars / totalBars : 0,
    feesPaidUsd: feesUsd,
  };
}
