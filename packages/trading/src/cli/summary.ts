import type { TBacktestResult } from '../backtest/types';

const usd = (x: number) => x.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pct = (x: number) => `${(x * 100).toFixed(2)} %`;

/** Prints a human-readable backtest summary to stdout. */
export function printSummary(r: TBacktestResult): void {
  const m = r.metrics;
  console.log(`Backtest ${r.from} → ${r.to}  (${r.bars} bars, ${r.elapsedText}, status ${r.status})`);
  console.log(`Start capital ${usd(r.startCapital)} USD  (${usd(r.btInitUsdc)} USDC + ${r.btInitBtc.toFixed(8)} BTC at ${usd(r.btStartPx)})`);
  console.log(`End with trading ${usd(r.endWithTrade)}  |  buy & hold ${usd(r.endNoTrade)}  |  relative ${r.relativeOutperfPct.toFixed(2)} %  (end price ${usd(r.btEndPx)})`);
  console.log(`PnL net ${usd(r.netPnl)}  gross ${usd(r.grossPnl)}  unrealized ${usd(r.uPnl)}  total ${usd(r.totalPnl)}  fees ${usd(m.feesPaidUsd)}`);
  console.log(`Max DD ${pct(m.maxDrawdownPct)}  Sharpe ${m.sharpe.toFixed(2)}  Sortino ${m.sortino.toFixed(2)}  Calmar ${m.calmar.toFixed(2)}  CAGR ${pct(m.cagrPct)}`);
  console.log(`Closed deals ${m.closedDeals}  win rate ${pct(m.winRate)}  profit factor ${m.profitFactor === null ? '–' : m.profitFactor.toFixed(2)}  expectancy ${usd(m.expectancyUsd)} USD  exposure ${pct(m.exposurePct)}  orders ${r.tradeCount}`);
  console.log('');
  console.log('strategy               on  signals  entries  exits   realized USD  unrealized USD');
  for (const s of r.perStrategy) {
    console.log(`${s.strategy.padEnd(22)} ${s.enabled ? 'x' : ' '}  ${String(s.signals).padStart(7)}  ${String(s.entries).padStart(7)}  ${String(s.exits).padStart(5)}  ${usd(s.realizedPnl).padStart(13)}  ${usd(s.unrealizedPnl).padStart(14)}`);
  }
}
