/*
 * The result's figures as labelled German texts (money 2 decimals, BTC 8, §9): totals, the
 * benchmark against holding, and every metric the engine reports (docs/backtest.md).
 */
import { formatIsoUtc } from '../charts/time';
import { formatBtc, formatFractionPct, formatMoney, formatNumber, formatSigned } from '../numbers';
import type { TBacktestResultView, TRisk } from './result';

/** A labelled figure; `key` doubles as its test id suffix; `tone` colours gains and losses. */
export interface TFact {
  key: string;
  label: string;
  value: string;
  tone?: 'up' | 'down';
}

const tone = (v: number): TFact['tone'] => (v > 0 ? 'up' : v < 0 ? 'down' : undefined);
const usd = (v: number) => `${formatMoney(v)} $`;
const signedUsd = (v: number) => `${formatSigned(v)} $`;

/** Start, end, PnL and run facts. */
export function totalFacts(r: TBacktestResultView): TFact[] {
  return [
    { key: 'range', label: 'Zeitraum', value: `${formatIsoUtc(r.from)} – ${formatIsoUtc(r.to)}` },
    { key: 'start-capital', label: 'Startkapital', value: usd(r.startCapital) },
    { key: 'init-usdc', label: 'Start USDC', value: formatMoney(r.btInitUsdc) },
    { key: 'init-btc', label: 'Start BTC', value: formatBtc(r.btInitBtc) },
    { key: 'start-px', label: 'Startpreis', value: usd(r.btStartPx) },
    { key: 'end-px', label: 'Endpreis', value: usd(r.btEndPx) },
    { key: 'net-pnl', label: 'Netto-PnL (Strategien)', value: signedUsd(r.netPnl), tone: tone(r.netPnl) },
    {
      key: 'gross-pnl',
      label: 'Brutto-PnL (vor Gebühren)',
      value: signedUsd(r.grossPnl),
      tone: tone(r.grossPnl),
    },
    { key: 'upnl', label: 'Unrealisierter PnL', value: signedUsd(r.uPnl), tone: tone(r.uPnl) },
    { key: 'total-pnl', label: 'Gesamt-PnL (Konto)', value: signedUsd(r.totalPnl), tone: tone(r.totalPnl) },
    { key: 'bars', label: 'Kerzen', value: formatNumber(r.bars, 0) },
    { key: 'orders', label: 'Orders', value: formatNumber(r.tradeCount, 0) },
    { key: 'elapsed', label: 'Rechenzeit', value: r.elapsedText || '–' },
  ];
}

/** Holding vs. trading at the end, and the outperformance (§3 relativeOutperfPct, percent). */
export function benchmarkFacts(r: TBacktestResultView): TFact[] {
  return [
    { key: 'holding', label: 'Halten (ohne Trading)', value: usd(r.endNoTrade) },
    { key: 'trading', label: 'Mit Trading', value: usd(r.endWithTrade) },
    {
      key: 'outperformance',
      label: 'Outperformance',
      value: `${formatSigned(r.relativeOutperfPct)} %`,
      tone: tone(r.relativeOutperfPct),
    },
  ];
}

export interface TRiskRow {
  key: keyof TRisk;
  label: string;
  trading: string;
  holding: string;
}

const RISK_ROWS: { key: keyof TRisk; label: string; pct: boolean }[] = [
  { key: 'returnPct', label: 'Rendite', pct: true },
  { key: 'cagrPct', label: 'CAGR', pct: true },
  { key: 'maxDrawdownPct', label: 'Max. Drawdown', pct: true },
  { key: 'sharpe', label: 'Sharpe', pct: false },
  { key: 'sortino', label: 'Sortino', pct: false },
  { key: 'calmar', label: 'Calmar', pct: false },
];

/** The risk figures of the account beside those of holding ('–' without a benchmark). */
export function riskRows(r: TBacktestResultView): TRiskRow[] {
  const f = (v: number, pct: boolean) => (pct ? formatFractionPct(v) : formatNumber(v, 2));
  return RISK_ROWS.map(({ key, label, pct }) => ({
    key,
    label,
    trading: f(r.metrics[key], pct),
    holding: r.benchmark ? f(r.benchmark[key], pct) : '–',
  }));
}

/** Trade statistics and costs. */
export function metricFacts(r: TBacktestResultView): TFact[] {
  const m = r.metrics;
  return [
    { key: 'win-rate', label: 'Trefferquote', value: formatFractionPct(m.winRate) },
    {
      key: 'profit-factor',
      label: 'Profit-Faktor',
      value: m.profitFactor === null ? '–' : formatNumber(m.profitFactor, 2),
    },
    {
      key: 'expectancy',
      label: 'Erwartungswert je Fill',
      value: signedUsd(m.expectancyUsd),
      tone: tone(m.expectancyUsd),
    },
    { key: 'closed-trades', label: 'Schließende Fills', value: formatNumber(m.closedTrades, 0) },
    { key: 'closed-deals', label: 'Geschlossene Deals', value: formatNumber(m.closedDeals, 0) },
    { key: 'exposure', label: 'Exposure', value: formatFractionPct(m.exposurePct) },
    { key: 'fees', label: 'Gebühren', value: usd(m.feesPaidUsd) },
    { key: 'slippage', label: 'Spread + Slippage', value: usd(m.slippagePaidUsd) },
    {
      key: 'fees-year',
      label: 'Gebühren p. a. (vom Startkapital)',
      value: formatFractionPct(m.feesPctPerYear),
    },
    { key: 'bars-year', label: 'Kerzen pro Jahr (Annualisierung)', value: formatNumber(m.barsPerYear, 0) },
  ];
}
