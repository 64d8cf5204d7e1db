import {
  MARKET_SITUATIONS,
  STRATEGY_NAMES,
  type TMarketSituation,
  type TStrategyName,
} from '@avatara/contracts/trading';
import {
  ZAllocationsAnswer,
  ZMarketDecision,
  ZWalletSummary,
  type TAllocationsAnswer,
  type TMarketDecisionAnswer,
  type TWalletSummaryAnswer,
} from '@avatara/contracts/trading-api';
import { clampInt, serverNumber } from '../numbers';

/*
 * The panel's view of the server's answers (trading-dashboard.md §3). The answers are read by their
 * schemas in `@avatara/contracts/trading-api` (tolerantly: every number through §5's rule, comma
 * decimals, whitespace removed, non-numeric → 0; a damaged field reads as 0 or ''); here the field
 * variants the spec names become the panel's view.
 */

/** §1: the trading account when the summary names none. */
export const DEFAULT_USER_ID = 'defaultUser';
/** §7/§9: `mid` of the allocations call when the summary has none. */
export const DEFAULT_MID = 108_000;
/** §9: the deposit button's amount, USD. */
export const DEPOSIT_USD = 10_000;
/** §9: the open-deals table shows at least this many rows. */
export const MIN_DEAL_ROWS = 3;

export interface DecisionStrategy {
  strategy: string;
  enabled: boolean;
  /** 0–100, rounded and clamped (§5). */
  prob: number;
  signal: 'BUY' | 'SELL' | 'HOLD';
  realizedPnl: number;
  unrealizedPnl: number;
  reason: string;
}

export interface OpenDeal {
  strategy: string;
  side: 'LONG' | 'SHORT';
  qty: number;
  market: string;
  avgEntry: number;
  unrealizedPnl: number;
  pnlPct: number;
  /** The transaction count, from whichever field the server sent (§3). */
  snaps: number;
}

export interface RecentTrade {
  ts: number;
  strategy: string;
  action: string;
  qty: number;
  price: number;
  value: number;
}

/** Why a strategy makes no trade now (issue 28 §5; docs/trading-dashboard.md "Warum kein Trade?"). */
export interface WhyNoTrade {
  strategy: string;
  /** One of WHY_NO_TRADE_CODES (an unknown one is shown as it came). */
  code: string;
  untilMs: number | null;
  metric: string | null;
  value: number | null;
  threshold: number | null;
}

/** The live loop's bars: their length, the next close, and whether they are demo bars. */
export interface LiveBar {
  barMs: number;
  nextCloseMs: number;
  validatedBarMs: number;
  fast: boolean;
}

export interface WalletSummary {
  mid: number;
  px: number;
  total: number;
  usdc: number;
  btc: number;
  realizedPnl: number;
  unrealizedPnl: number;
  totalPnl: number;
  tradingOn: boolean;
  situation: string;
  userId: string;
  strategies: DecisionStrategy[];
  openDeals: OpenDeal[];
  recentTrades: RecentTrade[];
  /** Empty from a server that sends none. */
  whyNoTrade: WhyNoTrade[];
  /** null from a server that sends none. */
  liveBar: LiveBar | null;
}

export interface MarketDecision {
  situation: string;
  rsi: number;
  /** Fractions (§3). */
  volPct: number;
  atr14: number;
  trendUp: number;
  price: number;
  emaShort: number;
  emaLong: number;
  emaSpreadPct: number;
}

/** §3: the deal's transaction count from whichever of these fields is present, first wins. */
const COUNT_FIELDS = [
  'snaps',
  'trades',
  'txCount',
  'transactionsCount',
  'transactions',
  'numTrades',
  'count',
] as const;
export function transactionCount(deal: Readonly<Record<string, unknown>>): number {
  for (const field of COUNT_FIELDS) {
    const v = deal[field];
    if (v === undefined || v === null) continue;
    return Array.isArray(v) ? v.length : serverNumber(v);
  }
  return 0;
}

/** §5: prob shown rounded and clamped to 0–100. */
export const probPct = (v: unknown): number => clampInt(serverNumber(v), 0, 100, 0);

/** The summary answer (§3 "Wallet summary") as the panel shows it. */
export function summaryView(s: TWalletSummaryAnswer): WalletSummary {
  const px = s.px || s.lastActualPrice || s.mid;
  const strategies = s.decisionStrategies.map((d): DecisionStrategy => ({
    strategy: d.strategyName ?? d.strategy ?? '',
    enabled: d.enabled,
    prob: probPct(d.prob),
    signal: d.signal,
    realizedPnl: d.realizedPnl,
    unrealizedPnl: d.unrealizedPnl,
    reason: d.reason,
  }));
  const openDeals = s.openDeals.map((d): OpenDeal => ({
    strategy: d.strategy,
    side: d.side,
    qty: d.qty,
    market: d.market,
    avgEntry: d.avgEntry,
    unrealizedPnl: d.unrealizedPnl,
    pnlPct: d.pnlPct,
    snaps: transactionCount(d),
  }));
  const recentTrades = s.recentTrades.map((t): RecentTrade => ({
    ts: t.ts,
    strategy: t.strategy,
    action: t.action ?? t.side ?? '',
    qty: t.qty,
    price: t.price,
    value: t.value || t.qty * t.price,
  }));
  return {
    mid: s.mid || px,
    px,
    total: s.total || s.nav,
    usdc: s.usdc,
    btc: s.btc,
    realizedPnl: s.realizedPnl,
    unrealizedPnl: s.unrealizedPnl,
    totalPnl: s.totalPnl ?? s.realizedPnl + s.unrealizedPnl,
    tradingOn: s.tradingOn === 1,
    situation: s.situation,
    userId: s.userId || DEFAULT_USER_ID,
    strategies,
    openDeals,
    recentTrades,
    whyNoTrade: (s.whyNoTrade ?? []).map((w): WhyNoTrade => ({
      strategy: w.strategy,
      code: w.code,
      untilMs: w.untilMs,
      metric: w.metric,
      value: w.value,
      threshold: w.threshold,
    })),
    liveBar:
      s.liveBar && s.liveBar.barMs > 0
        ? {
            barMs: s.liveBar.barMs,
            nextCloseMs: s.liveBar.nextCloseMs,
            validatedBarMs: s.liveBar.validatedBarMs,
            fast: s.liveBar.fast,
          }
        : null,
  };
}

/** Any value read as a summary answer (tests; the client reads answers through the same schema). */
export const parseSummary = (raw: unknown): WalletSummary => summaryView(ZWalletSummary.parse(raw));

/** The snapshot answer (§3 "Market decision snapshot") as the panel shows it. */
export function decisionView(d: TMarketDecisionAnswer): MarketDecision {
  return {
    situation: d.situation,
    rsi: d.rsiNonAi,
    volPct: d.volPctNonAi,
    atr14: d.atr14NonAi,
    trendUp: d.trendUp,
    price: d.priceNonAi,
    emaShort: d.emaShort,
    emaLong: d.emaLong,
    emaSpreadPct: d.emaSpreadPct,
  };
}

export const parseDecision = (raw: unknown): MarketDecision => decisionView(ZMarketDecision.parse(raw));

/** Allocations as the panel edits them: whole percent per strategy (null = cleared), total 0–1. */
export interface Allocations {
  /** Slider value 0–1 (§5: step 0.01, default 100 %). */
  total: number;
  quotas: Partial<Record<string, number | null>>;
}

/** §5: a strategy quota from the server: above 0 and up to 1 is a fraction (→ percent), else clamped 0–100. */
export function quotaFromServer(v: unknown): number {
  const n = serverNumber(v);
  if (n > 0 && n <= 1) return Math.round(n * 10_000) / 100;
  return Math.min(100, Math.max(0, n));
}

/** §3: the overall quota from whichever variant is present (quota, portfolioQuotaPct 0–1, portfolioQuotaPct100 0–100); default 1. */
export function totalFromServer(a: {
  quota?: unknown;
  portfolioQuotaPct?: unknown;
  portfolioQuotaPct100?: unknown;
}): number {
  const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
  if (a.quota !== undefined && a.quota !== null) return clamp01(serverNumber(a.quota));
  if (a.portfolioQuotaPct !== undefined && a.portfolioQuotaPct !== null)
    return clamp01(serverNumber(a.portfolioQuotaPct));
  if (a.portfolioQuotaPct100 !== undefined && a.portfolioQuotaPct100 !== null)
    return clamp01(serverNumber(a.portfolioQuotaPct100) / 100);
  return 1;
}

/** The allocations answer (§3 "Allocations response") as the panel edits it. */
export function allocationsView(a: TAllocationsAnswer): Allocations {
  const quotas: Allocations['quotas'] = {};
  for (const entry of a.strategies) {
    const name = entry.strategy ?? entry.strategyName ?? '';
    if (name) quotas[name] = quotaFromServer(entry.quota);
  }
  return { total: totalFromServer(a), quotas };
}

export const parseAllocations = (raw: unknown): Allocations => allocationsView(ZAllocationsAnswer.parse(raw));

/** §5: the quota input — an integer 0–100, rounded and clamped; empty clears it (null). */
export function quotaInput(value: string): number | null {
  if (value.trim() === '') return null;
  return clampInt(value, 0, 100, 0);
}

/** §5/§7: the allocations write body; only finite quotas are sent, ÷100 and clamped 0–1. */
export function allocationsBody(
  userId: string,
  alloc: Allocations,
): { userId: string; quota: number; strategies: { strategy: TStrategyName; quota: number }[] } {
  const strategies: { strategy: TStrategyName; quota: number }[] = [];
  for (const name of STRATEGY_NAMES) {
    const q = alloc.quotas[name];
    if (typeof q === 'number' && Number.isFinite(q))
      strategies.push({ strategy: name, quota: Math.min(1, Math.max(0, q / 100)) });
  }
  return { userId, quota: Math.min(1, Math.max(0, Math.round(alloc.total * 100) / 100)), strategies };
}

/** The on/off switches as the panel edits them (§4 "Toggles"). */
export interface Toggles {
  tradingOn: boolean;
  enabled: Partial<Record<string, boolean>>;
}

export function togglesOf(summary: WalletSummary): Toggles {
  return {
    tradingOn: summary.tradingOn,
    enabled: Object.fromEntries(summary.strategies.map((s) => [s.strategy, s.enabled])),
  };
}

/** Whether the edited switches differ from the server's (the dirty flag that enables Speichern). */
export function togglesDiffer(a: Toggles, b: Toggles): boolean {
  if (a.tradingOn !== b.tradingOn) return true;
  const names = new Set([...Object.keys(a.enabled), ...Object.keys(b.enabled)]);
  for (const name of names) if (Boolean(a.enabled[name]) !== Boolean(b.enabled[name])) return true;
  return false;
}

/** §7: the toggles body (known strategies only). */
export function togglesBody(t: Toggles): {
  tradingOn: 0 | 1;
  enabled: Partial<Record<TStrategyName, boolean>>;
} {
  const enabled: Partial<Record<TStrategyName, boolean>> = {};
  for (const name of STRATEGY_NAMES)
    if (t.enabled[name] !== undefined) enabled[name] = Boolean(t.enabled[name]);
  return { tradingOn: t.tradingOn ? 1 : 0, enabled };
}

/** REAL. P/L in percent of the capital the account started from (total minus all P/L). */
export function realizedPct(summary: WalletSummary): number {
  const base = summary.total - summary.totalPnl;
  return base > 0 ? (100 * summary.realizedPnl) / base : 0;
}

/** The colour family of a market situation (§3), for the panel's badges. */
export function situationTone(s: string): 'up' | 'down' | 'alert' | 'neutral' {
  if (!(MARKET_SITUATIONS as readonly string[]).includes(s)) return 'neutral';
  const name = s as TMarketSituation;
  if (
    name === 'STRONG_UPTREND' ||
    name === 'UPTREND' ||
    name === 'BREAKOUT_UP' ||
    name === 'REVERSAL_UP_CANDIDATE' ||
    name === 'OVERSOLD'
  )
    return 'up';
  if (
    name === 'STRONG_DOWNTREND' ||
    name === 'DOWNTREND' ||
    name === 'BREAKOUT_DOWN' ||
    name === 'REVERSAL_DOWN_CANDIDATE' ||
    name === 'OVERBOUGHT'
  )
    return 'down';
  if (name === 'VOLATILITY_HIGH' || name === 'NEWS_EVENT') return 'alert';
  return 'neutral';
}
