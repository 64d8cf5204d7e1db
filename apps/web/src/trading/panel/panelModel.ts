import {
  MARKET_SITUATIONS,
  STRATEGY_NAMES,
  type TMarketSituation,
  type TStrategyName,
} from '@avatara/contracts/trading';
import { clampInt, serverNumber } from '../numbers';

/*
 * The panel's view of the server's answers (trading-dashboard.md §3), read tolerantly: every
 * number through §5's rule (comma decimals, whitespace removed, non-numeric → 0), every field
 * variant the spec names. Nothing here trusts the shape of an answer.
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

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const obj = (v: unknown): Obj => (isObj(v) ? v : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const text = (v: unknown, fallback = ''): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;
const flag = (v: unknown): boolean => v === true || serverNumber(v) === 1 || v === 'true';

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
export function transactionCount(deal: Obj): number {
  for (const field of COUNT_FIELDS) {
    const v = deal[field];
    if (v === undefined || v === null) continue;
    return Array.isArray(v) ? v.length : serverNumber(v);
  }
  return 0;
}

/** §5: prob shown rounded and clamped to 0–100. */
export const probPct = (v: unknown): number => clampInt(serverNumber(v), 0, 100, 0);

function signalOf(v: unknown): DecisionStrategy['signal'] {
  return v === 'BUY' || v === 'SELL' ? v : 'HOLD';
}

export function parseSummary(raw: unknown): WalletSummary {
  const s = obj(raw);
  const px = serverNumber(s.px) || serverNumber(s.lastActualPrice) || serverNumber(s.mid);
  const strategies = list(s.decisionStrategies).map((d): DecisionStrategy => {
    const o = obj(d);
    return {
      strategy: text(o.strategyName ?? o.strategy),
      enabled: flag(o.enabled),
      prob: probPct(o.prob),
      signal: signalOf(o.signal),
      realizedPnl: serverNumber(o.realizedPnl),
      unrealizedPnl: serverNumber(o.unrealizedPnl),
      reason: text(o.reason),
    };
  });
  const openDeals = list(s.openDeals).map((d): OpenDeal => {
    const o = obj(d);
    return {
      strategy: text(o.strategy),
      side: o.side === 'SHORT' ? 'SHORT' : 'LONG',
      qty: serverNumber(o.qty),
      market: text(o.market, 'BTCUSDC'),
      avgEntry: serverNumber(o.avgEntry),
      unrealizedPnl: serverNumber(o.unrealizedPnl),
      pnlPct: serverNumber(o.pnlPct),
      snaps: transactionCount(o),
    };
  });
  const recentTrades = list(s.recentTrades).map((t): RecentTrade => {
    const o = obj(t);
    const qty = serverNumber(o.qty);
    const price = serverNumber(o.price);
    return {
      ts: serverNumber(o.ts),
      strategy: text(o.strategy),
      action: text(o.action ?? o.side),
      qty,
      price,
      value: serverNumber(o.value) || qty * price,
    };
  });
  const realizedPnl = serverNumber(s.realizedPnl);
  const unrealizedPnl = serverNumber(s.unrealizedPnl);
  return {
    mid: serverNumber(s.mid) || px,
    px,
    total: serverNumber(s.total) || serverNumber(s.nav),
    usdc: serverNumber(s.usdc),
    btc: serverNumber(s.btc),
    realizedPnl,
    unrealizedPnl,
    totalPnl: s.totalPnl === undefined ? realizedPnl + unrealizedPnl : serverNumber(s.totalPnl),
    tradingOn: flag(s.tradingOn),
    situation: text(s.situation),
    userId: text(s.userId) || DEFAULT_USER_ID,
    strategies,
    openDeals,
    recentTrades,
  };
}

export function parseDecision(raw: unknown): MarketDecision {
  const d = obj(raw);
  return {
    situation: text(d.situation),
    rsi: serverNumber(d.rsiNonAi),
    volPct: serverNumber(d.volPctNonAi),
    atr14: serverNumber(d.atr14NonAi),
    trendUp: serverNumber(d.trendUp),
    price: serverNumber(d.priceNonAi),
    emaShort: serverNumber(d.emaShort),
    emaLong: serverNumber(d.emaLong),
    emaSpreadPct: serverNumber(d.emaSpreadPct),
  };
}

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
export function totalFromServer(a: Obj): number {
  const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
  if (a.quota !== undefined && a.quota !== null) return clamp01(serverNumber(a.quota));
  if (a.portfolioQuotaPct !== undefined && a.portfolioQuotaPct !== null)
    return clamp01(serverNumber(a.portfolioQuotaPct));
  if (a.portfolioQuotaPct100 !== undefined && a.portfolioQuotaPct100 !== null)
    return clamp01(serverNumber(a.portfolioQuotaPct100) / 100);
  return 1;
}

export function parseAllocations(raw: unknown): Allocations {
  const a = obj(raw);
  const quotas: Allocations['quotas'] = {};
  for (const entry of list(a.strategies)) {
    const o = obj(entry);
    const name = text(o.strategy ?? o.strategyName);
    if (name) quotas[name] = quotaFromServer(o.quota);
  }
  return { total: totalFromServer(a), quotas };
}

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
