import type { TBacktestResult } from '../backtest/types';

/** 1234567.891 → "1,234,567.89" (without Intl, whose start-up alone costs a CLI run ~25 ms). */
export function usd(x: number): string {
  const [int, frac] = Math.abs(x).toFixed(2).split('.') as [string, string];
  return `${x < 0 && Number(int + frac) !== 0 ? '-' : ''}${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}
const pct = (x: number) => `${(x * 100).toFixed(2)} %`;

/** A human-readable backtest summary: lines of text, each ending with a newline. */
export function summaryText(r: TBacktestResult, warmUpBars = 0): string {
  const m = r.metrics;
  const b = r.benchmark;
  const lines = [
    `Backtest ${r.from} → ${r.to}  (${r.bars} bars after ${warmUpBars} warm-up bars, ${r.elapsedText}, status ${r.status})`,
    `Start capital ${usd(r.startCapital)} USD  (${usd(r.btInitUsdc)} USDC + ${r.btInitBtc.toFixed(8)} BTC at ${usd(r.btStartPx)})`,
    `End with trading ${usd(r.endWithTrade)}  |  buy & hold ${usd(r.endNoTrade)}  |  relative ${r.relativeOutperfPct.toFixed(2)} %  (end price ${usd(r.btEndPx)})`,
    `PnL net ${usd(r.netPnl)}  gross ${usd(r.grossPnl)}  unrealized ${usd(r.uPnl)}  total ${usd(r.totalPnl)}  fees ${usd(m.feesPaidUsd)} (${pct(m.feesPctPerYear)} of the start capital a year)  spread+slippage ${usd(m.slippagePaidUsd)}`,
    `Trading  return ${pct(m.returnPct)}  max DD ${pct(m.maxDrawdownPct)}  Sharpe ${m.sharpe.toFixed(2)}  Sortino ${m.sortino.toFixed(2)}  Calmar ${m.calmar.toFixed(2)}  CAGR ${pct(m.cagrPct)}`,
    `Holding  return ${pct(b.returnPct)}  max DD ${pct(b.maxDrawdownPct)}  Sharpe ${b.sharpe.toFixed(2)}  Sortino ${b.sortino.toFixed(2)}  Calmar ${b.calmar.toFixed(2)}  CAGR ${pct(b.cagrPct)}  (ratios annualised with ${Math.round(m.barsPerYear)} bars a year)`,
    `Closing fills ${m.closedTrades}  win rate ${pct(m.winRate)}  profit factor ${m.profitFactor === null ? '–' : m.profitFactor.toFixed(2)}  expectancy ${usd(m.expectancyUsd)} USD  closed deals ${m.closedDeals}  exposure ${pct(m.exposurePct)}  orders ${r.tradeCount}`,
    '',
    'strategy               on  signals  entries  exits  stops  max-hold   realized USD  unrealized USD    fees USD',
    ...r.perStrategy.map(
      (s) =>
        `${s.strategy.padEnd(22)} ${s.enabled ? 'x' : ' '}  ${String(s.signals).padStart(7)}  ${String(s.entries).padStart(7)}  ${String(s.exits).padStart(5)}  ${String(s.stopLosses).padStart(5)}  ${String(s.maxHoldExits).padStart(8)}  ${usd(s.realizedPnl).padStart(13)}  ${usd(s.unrealizedPnl).padStart(14)}  ${usd(s.feesPaid).padStart(10)}`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}
