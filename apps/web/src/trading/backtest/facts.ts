/*
 * The result's figures as labelled German texts (money 2 decimals, BTC 8, §9): totals, trading
 * against the three benchmarks (holding the split deposit, holding BTC, cash), and every metric
 * the engine reports (docs/backtest.md).
 */
import { formatIsoUtc } from '../charts/time';
import { formatBtc, formatFractionPct, formatMoney, formatNumber, formatSigned } from '../numbers';
import type { TBacktestResultView, TRisk } from './result';
import { BACKTEST_LABELS as L } from './texts';

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

/** Trading and the three benchmarks at the end, and trading against both holdings (percent). */
export function benchmarkFacts(r: TBacktestResultView): TFact[] {
  const { holdSplit, holdBtc, cash } = r.benchmarks;
  const outperf = (v: number | undefined) => (v === undefined ? '–' : `${formatSigned(v)} %`);
  return [
    { key: 'trading', label: L.withTrading, value: usd(r.endWithTrade) },
    { key: 'holding', label: L.holdSplit, value: usd(holdSplit.endUsd) },
    { key: 'holding-btc', label: L.holdBtc, value: holdBtc ? usd(holdBtc.endUsd) : '–' },
    { key: 'cash', label: L.cash, value: usd(cash.endUsd) },
    {
      key: 'outperformance',
      label: L.outperfSplit,
      value: outperf(holdSplit.relativeOutperfPct),
      tone: tone(holdSplit.relativeOutperfPct),
    },
    {
      key: 'outperformance-btc',
      label: L.outperfBtc,
      value: outperf(holdBtc?.relativeOutperfPct),
      tone: holdBtc ? tone(holdBtc.relativeOutperfPct) : undefined,
    },
  ];
}

/** One row of the risk table: the account and each benchmark ('–' where unknown). */
export interface TRiskRow {
  key: keyof TRisk | 'exposurePct';
  label: string;
  trading: string;
  holding: string;
  holdingBtc: string;
  cash: string;
}

/** `digits` of a ratio: return ÷ drawdown of a loss is small (−0.084 × 0.143 = −0.012), so 3. */
const RISK_ROWS: { key: keyof TRisk | 'exposurePct'; label: string; pct: boolean; digits?: number }[] = [
  { key: 'returnPct', label: 'Rendite', pct: true },
  { key: 'cagrPct', label: 'CAGR', pct: true },
  { key: 'maxDrawdownPct', label: 'Max. Drawdown', pct: true },
  { key: 'returnOverDrawdown', label: 'Rendite / Drawdown', pct: false, digits: 3 },
  { key: 'sharpe', label: 'Sharpe', pct: false },
  { key: 'sortino', label: 'Sortino', pct: false },
  { key: 'calmar', label: 'Calmar', pct: false },
  { key: 'exposurePct', label: 'BTC-Anteil (zeitgewichtet)', pct: true },
];

/** The risk figures of the account beside those of the three benchmarks ('–' without one). */
export function riskRows(r: TBacktestResultView): TRiskRow[] {
  const f = (v: number | undefined, pct: boolean, digits = 2) =>
    v === undefined || !Number.isFinite(v) ? '–' : pct ? formatFractionPct(v) : formatNumber(v, digits);
  const { holdSplit, holdBtc, cash } = r.benchmarks;
  return RISK_ROWS.map(({ key, label, pct, digits }) => ({
    key,
    label,
    trading: f(r.metrics[key], pct, digits),
    // `benchmark` (the older field) when only it was sent: holdSplit is derived from it then.
    holding: r.benchmark || key === 'exposurePct' ? f(holdSplit[key], pct, digits) : '–',
    holdingBtc: f(holdBtc?.[key], pct, digits),
    cash: f(cash[key], pct, digits),
  }));
}

/** Trade statistics (per closed deal first, then per closing fill), exposure and costs. */
export function metricFacts(r: TBacktestResultView): TFact[] {
  const m = r.metrics;
  const ratio = (v: number | null) => (v === null ? '–' : formatNumber(v, 2));
  return [
    { key: 'win-rate', label: 'Trefferquote (je Deal)', value: formatFractionPct(m.winRate) },
    { key: 'profit-factor', label: 'Profit-Faktor (je Deal)', value: ratio(m.profitFactor) },
    {
      key: 'expectancy',
      label: 'Erwartungswert je Deal',
      value: signedUsd(m.expectancyUsd),
      tone: tone(m.expectancyUsd),
    },
    { key: 'closed-deals', label: 'Geschlossene Deals', value: formatNumber(m.closedDeals, 0) },
    { key: 'fill-win-rate', label: 'Trefferquote je Fill', value: formatFractionPct(m.fillWinRate) },
    { key: 'fill-profit-factor', label: 'Profit-Faktor je Fill', value: ratio(m.fillProfitFactor) },
    {
      key: 'closed-trades',
      label: 'Schließende Fills',
      value: formatNumber(m.closingFills || m.closedTrades, 0),
    },
    {
      key: 'exposure',
      label: 'Exposure (BTC-Anteil, zeitgewichtet)',
      value: formatFractionPct(m.exposurePct),
    },
    { key: 'time-in-market', label: 'Zeit mit offenem Deal', value: formatFractionPct(m.timeInMarketPct) },
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
