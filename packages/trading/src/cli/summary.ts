import type { TBenchmarkResult } from '../backtest/benchmarks';
import type { TRiskMetrics } from '../backtest/metrics';
import type { TBacktestResult, TPnlAfterCosts } from '../backtest/types';

/** 1234567.891 → "1,234,567.89" (without Intl, whose start-up alone costs a CLI run ~25 ms). */
export function usd(x: number): string {
  const [int, frac] = Math.abs(x).toFixed(2).split('.') as [string, string];
  return `${x < 0 && Number(int + frac) !== 0 ? '-' : ''}${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}
const pct = (x: number) => `${(x * 100).toFixed(2)} %`;

const ratio = (x: number | null) => (x === null ? '–' : x.toFixed(2));

/** One line of return and risk figures, its label padded to the others'. */
function riskLine(label: string, r: TRiskMetrics, exposure: number): string {
  return `${label.padEnd(13)} return ${pct(r.returnPct).padStart(9)}  max DD ${pct(r.maxDrawdownPct).padStart(8)}  return/DD ${r.returnOverDrawdown.toFixed(3).padStart(7)}  Sharpe ${r.sharpe.toFixed(2).padStart(5)}  Sortino ${r.sortino.toFixed(2).padStart(5)}  Calmar ${r.calmar.toFixed(2).padStart(5)}  CAGR ${pct(r.cagrPct).padStart(8)}  exposure ${pct(exposure).padStart(8)}`;
}

/**
 * The per-strategy P/L table: gross, costs and net of every strategy that traded (and the total of
 * all), one column per calendar year when the run spans more than one, then the whole run.
 */
export function pnlTableLines(r: TBacktestResult): string[] {
  const [all, ...years] = r.strategyPnl;
  if (!all) return [];
  const periods = years.length > 1 ? [...years, all] : [all];
  // A strategy without a trade (switched off, or quota 0) has only zeros: left out.
  const traded = new Set(r.perStrategy.filter((x) => x.entries > 0).map((x) => x.strategy));
  const w = 12;
  const head = `${'strategy'.padEnd(22)} ${''.padEnd(5)}${periods.map((x) => (x === all ? 'whole run' : x.period).padStart(w)).join('')}`;
  const rows: string[] = [];
  const block = (label: string, pick: (x: (typeof periods)[number]) => TPnlAfterCosts) => {
    const cells = (key: keyof TPnlAfterCosts) => periods.map((x) => usd(pick(x)[key]).padStart(w)).join('');
    rows.push(`${label.padEnd(22)} gross${cells('grossUsd')}`);
    rows.push(`${''.padEnd(22)} costs${cells('costsUsd')}`);
    rows.push(`${''.padEnd(22)} net  ${cells('netUsd')}`);
  };
  all.strategies.forEach((x, k) => {
    if (traded.has(x.strategy)) block(x.strategy, (period) => period.strategies[k]!);
  });
  block('all strategies', (period) => period.total);
  return [
    "P/L per strategy that traded, USD: gross = before fees, spread and slippage; costs = fees + spread + slippage; net = after them (open deals valued at the period's last close; net of all = the gain over holding the deposit)",
    head,
    ...rows,
  ];
}

/** A human-readable backtest summary: lines of text, each ending with a newline. */
export function summaryText(r: TBacktestResult, warmUpBars = 0): string {
  const m = r.metrics;
  const { holdSplit, holdBtc, cash } = r.benchmarks;
  const vs = (b: TBenchmarkResult) =>
    `${usd(b.endUsd)} (trading ${b.relativeOutperfPct >= 0 ? '+' : ''}${b.relativeOutperfPct.toFixed(2)} %)`;
  const lines = [
    `Backtest ${r.from} → ${r.to}  (${r.bars} bars after ${warmUpBars} warm-up bars, ${r.elapsedText}, status ${r.status})`,
    `Start capital ${usd(r.startCapital)} USD  (${usd(r.btInitUsdc)} USDC + ${r.btInitBtc.toFixed(8)} BTC at ${usd(r.btStartPx)})`,
    `End with trading ${usd(r.endWithTrade)}  |  holding split ${vs(holdSplit)}  |  holding BTC ${vs(holdBtc)}  |  cash ${vs(cash)}  (end price ${usd(r.btEndPx)})`,
    `PnL net ${usd(r.netPnl)}  gross before fees ${usd(r.grossPnl)}  unrealized ${usd(r.uPnl)}  total ${usd(r.totalPnl)}  fees ${usd(m.feesPaidUsd)} (${pct(m.feesPctPerYear)} of the start capital a year)  spread+slippage ${usd(m.slippagePaidUsd)}`,
    riskLine('Trading', m, m.exposurePct),
    riskLine('Hold split', holdSplit, holdSplit.exposurePct),
    riskLine('Hold BTC', holdBtc, holdBtc.exposurePct),
    `${riskLine('Cash', cash, cash.exposurePct)}  (ratios annualised with ${Math.round(m.barsPerYear)} bars a year; holding BTC paid one fee of ${usd(holdBtc.feesUsd)})`,
    `Closed deals ${m.closedDeals}  win rate ${pct(m.winRate)}  profit factor ${ratio(m.profitFactor)}  expectancy ${usd(m.expectancyUsd)} USD a deal  |  closing fills ${m.closingFills}  fill win rate ${pct(m.fillWinRate)}  fill profit factor ${ratio(m.fillProfitFactor)}  |  time in market ${pct(m.timeInMarketPct)}  orders ${r.tradeCount}`,
    '',
    'strategy               on  signals  entries  exits  won  lost  stops  max-hold   realized USD  unrealized USD    fees USD',
    ...r.perStrategy.map(
      (s) =>
        `${s.strategy.padEnd(22)} ${s.enabled ? 'x' : ' '}  ${String(s.signals).padStart(7)}  ${String(s.entries).padStart(7)}  ${String(s.exits).padStart(5)}  ${String(s.wins).padStart(3)}  ${String(s.losses).padStart(4)}  ${String(s.stopLosses).padStart(5)}  ${String(s.maxHoldExits).padStart(8)}  ${usd(s.realizedPnl).padStart(13)}  ${usd(s.unrealizedPnl).padStart(14)}  ${usd(s.feesPaid).padStart(10)}`,
    ),
    '',
    ...pnlTableLines(r),
  ];
  return `${lines.join('\n')}\n`;
}
