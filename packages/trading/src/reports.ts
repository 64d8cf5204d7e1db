import {
  STRATEGY_NAMES,
  type TMarketSituation,
  type TStrategyName,
  type TTradeSignal,
} from '@avatara/contracts';
import { LIVE_STRATEGY_COUNT, type TEngineParams } from './params';
import { unrealizedUsd, type TOrder } from './portfolio';
import { REASON_TEXT } from './reasons';
import { situationLabels, situationName } from './situations';
import { navUsd, type TEngineState } from './state';

/** Per-tick report of one strategy (the panel's "Strategien" row). */
export interface TStrategyDecision {
  strategyName: TStrategyName;
  enabled: boolean;
  /** Confidence 0–100. */
  prob: number;
  signal: TTradeSignal;
  reason: string;
  realizedPnl: number;
  unrealizedPnl: number;
  /** Allocation quota of the strategy, fraction 0–1. */
  quota: number;
}

const SIGNAL: Readonly<Record<number, TTradeSignal>> = { 1: 'BUY', [-1]: 'SELL', 0: 'HOLD' };

/**
 * The 7 per-tick strategy reports of the current state (USD PnL at the last price); the benchmark
 * crossover (backtests only) is not one of them.
 */
export function buildDecisions(p: TEngineParams, s: TEngineState): TStrategyDecision[] {
  return s.strategies.slice(0, LIVE_STRATEGY_COUNT).map((st, k) => ({
    strategyName: STRATEGY_NAMES[k] as TStrategyName,
    enabled: st.enabled,
    prob: Math.round(st.prob * 100) / 100,
    signal: SIGNAL[st.signal] ?? 'HOLD',
    reason: REASON_TEXT[st.reason] ?? '',
    realizedPnl: st.realizedPnlUsd,
    unrealizedPnl: s.lastPx > 0 ? unrealizedUsd(st, p.strategies[k]!.side, s.lastPx) : 0,
    quota: p.strategies[k]!.allocShare,
  }));
}

/** The market decision snapshot of spec §3 (`GET /market/decision`); fractions where noted. */
export interface TMarketDecision {
  situation: TMarketSituation;
  /** Every label whose rule holds, in precedence order. */
  situations: TMarketSituation[];
  rsiNonAi: number;
  /** ATR14 / price, fraction. */
  volPctNonAi: number;
  atr14NonAi: number;
  /** Share of rising closes (EMA over emaShortPeriod bars), fraction. */
  trendUp: number;
  priceNonAi: number;
  emaShort: number;
  emaLong: number;
  /** (emaShort − emaLong) / emaLong, fraction. */
  emaSpreadPct: number;
  tsMs: number;
}

/** The market decision snapshot, or null before the first bar (the server answers 204). */
export function marketDecision(s: TEngineState): TMarketDecision | null {
  if (s.bars === 0) return null;
  const i = s.ind;
  const z = (x: number) => (Number.isFinite(x) ? x : 0);
  return {
    situation: situationName(s.situation),
    situations: situationLabels(s.situationMask),
    rsiNonAi: z(i.rsi),
    volPctNonAi: z(i.volFrac),
    atr14NonAi: z(i.atr),
    trendUp: z(i.trendUpFrac),
    priceNonAi: s.lastPx,
    emaShort: z(i.emaShort),
    emaLong: z(i.emaLong),
    emaSpreadPct: i.emaLong > 0 ? (i.emaShort - i.emaLong) / i.emaLong : 0,
    tsMs: s.tsMs,
  };
}

/** One open deal (the panel's "Open Deals" row). */
export interface TOpenDeal {
  strategy: TStrategyName;
  side: 'LONG' | 'SHORT';
  /** Deal size, BTC (positive for both sides). */
  qty: number;
  market: string;
  /** Average entry, USD per BTC (fees included). */
  avgEntry: number;
  unrealizedPnl: number;
  /** Unrealized PnL in percent of the deal's cost (1.5 = 1.5 %). */
  pnlPct: number;
  /** Fills in the deal (the panel's "Snaps"). */
  txCount: number;
}

/** One recent trade (the panel's "Letzte Trades" row). */
export interface TRecentTrade {
  ts: number;
  strategy: TStrategyName;
  action: 'BUY' | 'SELL';
  qty: number;
  price: number;
  value: number;
  kind: string;
  pnl: number;
}

/** Converts an engine order to a recent-trade row. */
export function toRecentTrade(o: TOrder): TRecentTrade {
  return {
    ts: o.tsMs,
    strategy: STRATEGY_NAMES[o.strategy] as TStrategyName,
    action: o.action,
    qty: o.qtyBtc,
    price: o.priceUsd,
    value: o.valueUsd,
    kind: o.kind,
    pnl: o.pnlUsd,
  };
}

/** The open deals at the last price. */
export function openDeals(p: TEngineParams, s: TEngineState, market = 'BTCUSDC'): TOpenDeal[] {
  const out: TOpenDeal[] = [];
  s.strategies.forEach((st, k) => {
    if (!(st.qtyBtc > 0)) return;
    const side = p.strategies[k]!.side;
    const u = unrealizedUsd(st, side, s.lastPx);
    out.push({
      strategy: STRATEGY_NAMES[k] as TStrategyName,
      side: side >= 0 ? 'LONG' : 'SHORT',
      qty: st.qtyBtc,
      market,
      avgEntry: st.costUsd / st.qtyBtc,
      unrealizedPnl: u,
      pnlPct: st.costUsd > 0 ? (100 * u) / st.costUsd : 0,
      txCount: st.txCount,
    });
  });
  return out;
}

/** The wallet summary of spec §3 (`GET /wallet/summary`), built from the engine state. */
export interface TWalletSummary {
  mid: number;
  px: number;
  lastActualPrice: number;
  total: number;
  nav: number;
  usdc: number;
  btc: number;
  realizedPnl: number;
  unrealizedPnl: number;
  totalPnl: number;
  feesPaid: number;
  tradingOn: 0 | 1;
  situation: TMarketSituation;
  userId: string;
  decisionStrategies: TStrategyDecision[];
  openDeals: TOpenDeal[];
  recentTrades: TRecentTrade[];
}

/** Builds the wallet summary; `recentTrades` are kept by the caller (newest first). */
export function walletSummary(
  p: TEngineParams,
  s: TEngineState,
  userId: string,
  recentTrades: TRecentTrade[] = [],
): TWalletSummary {
  const decisions = buildDecisions(p, s);
  const px = s.lastPx > 0 ? s.lastPx : 0;
  const realized = decisions.reduce((a, d) => a + d.realizedPnl, 0);
  const unrealized = decisions.reduce((a, d) => a + d.unrealizedPnl, 0);
  const nav = navUsd(s, px);
  return {
    mid: px,
    px,
    lastActualPrice: px,
    total: nav,
    nav,
    usdc: s.usdc,
    btc: s.btc,
    realizedPnl: realized,
    unrealizedPnl: unrealized,
    totalPnl: realized + unrealized,
    feesPaid: s.feesUsd,
    tradingOn: s.tradingOn ? 1 : 0,
    situation: situationName(s.situation),
    userId,
    decisionStrategies: decisions,
    openDeals: openDeals(p, s),
    recentTrades,
  };
}
