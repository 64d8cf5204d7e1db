import type { TEngineParams } from './params';
import type { TEngineState, TStrategyState } from './state';

/** What an order did. OPEN/ADD grow a deal, REDUCE/CLOSE shrink it, LIQUIDATE is manual. */
export const ORDER_KINDS = ['OPEN', 'ADD', 'REDUCE', 'CLOSE', 'LIQUIDATE'] as const;
export type TOrderKind = (typeof ORDER_KINDS)[number];

/** One executed order (paper fill at the bar's close). */
export interface TOrder {
  tsMs: number;
  /** Strategy index (STRATEGY_NAMES order). */
  strategy: number;
  action: 'BUY' | 'SELL';
  kind: TOrderKind;
  qtyBtc: number;
  priceUsd: number;
  /** qty × price, USD (before fee). */
  valueUsd: number;
  feeUsd: number;
  /** Realized PnL of this order (0 for OPEN/ADD), USD, fees included. */
  pnlUsd: number;
  /** Reason code (REASON_TEXT). */
  reason: number;
}

/** Receives executed orders; `null` sink = count only (fast path). */
export type TOrderSink = ((o: TOrder) => void) | null;

const EPS = 1e-9;
/** A deal smaller than this (BTC) counts as closed. */
export const DUST_BTC = 1e-10;

function emit(sink: TOrderSink, ts: number, k: number, action: 'BUY' | 'SELL', kind: TOrderKind, qty: number, px: number, fee: number, pnl: number, reason: number): void {
  if (sink !== null) sink({ tsMs: ts, strategy: k, action, kind, qtyBtc: qty, priceUsd: px, valueUsd: qty * px, feeUsd: fee, pnlUsd: pnl, reason });
}

function closeBook(st: TStrategyState, pnl: number): void {
  if (pnl >= 0) {
    st.wins++;
    st.grossWinUsd += pnl;
  } else {
    st.losses++;
    st.grossLossUsd -= pnl;
  }
}

/**
 * Opens or adds to strategy k's deal with up to `wantUsd` of notional at `px`, clipped by every
 * limit: free balance, the short cap, `capUsd` (what the strategy may still deploy) and the
 * minimum trade sizes. Long = buy BTC with USDC; short = sell inventory BTC for USDC.
 * Returns the notional actually traded (0 when clipped below the minimums).
 */
export function enter(s: TEngineState, p: TEngineParams, k: number, side: number, px: number, wantUsd: number, capUsd: number, ts: number, reason: number, sink: TOrderSink): number {
  const st = s.strategies[k] as TStrategyState;
  const sp = p.strategies[k];
  const fee = p.feeRate;
  // capUsd bounds the deal's cost: a long pays notional + fee.
  const capNotional = side > 0 ? capUsd / (1 + fee) : capUsd;
  let usd = wantUsd < capNotional ? wantUsd : capNotional;
  if (side > 0) {
    const free = (s.usdc - s.shortReserveUsd) / (1 + fee);
    if (usd > free) usd = free;
  } else {
    const freeBtc = s.btc - s.longQtyBtc;
    const capBtc = p.config.shortExposureHarcap * s.inventoryBtc - s.shortQtyBtc;
    const maxBtc = freeBtc < capBtc ? freeBtc : capBtc;
    if (usd > maxBtc * px) usd = maxBtc * px;
  }
  const minUsd = sp !== undefined && sp.minNotionalUsd > p.minTradeUsdc ? sp.minNotionalUsd : p.minTradeUsdc;
  if (!(usd >= minUsd) || usd / px < p.minTradeBtc) return 0;
  const qty = usd / px;
  const feeUsd = usd * fee;
  if (side > 0) {
    s.usdc -= usd + feeUsd;
    s.btc += qty;
    s.longQtyBtc += qty;
    st.costUsd += usd + feeUsd;
  } else {
    s.usdc += usd - feeUsd;
    s.btc -= qty;
    s.shortQtyBtc += qty;
    s.shortReserveUsd += usd - feeUsd;
    st.costUsd += usd - feeUsd;
  }
  const kind: TOrderKind = st.qtyBtc > 0 ? 'ADD' : 'OPEN';
  if (kind === 'OPEN') st.entries++;
  st.qtyBtc += qty;
  st.txCount++;
  st.lastFillPx = px;
  st.lastOrderTsMs = ts;
  st.feesUsd += feeUsd;
  s.feesUsd += feeUsd;
  emit(sink, ts, k, side > 0 ? 'BUY' : 'SELL', kind, qty, px, feeUsd, 0, reason);
  return usd;
}

/**
 * Closes `fraction` (0–1] of strategy k's deal at `px`: a long sells BTC, a short buys it back
 * (clipped to the USDC available). Books realized PnL (fees included). Returns the PnL, USD.
 */
export function exit(s: TEngineState, p: TEngineParams, k: number, side: number, px: number, fraction: number, ts: number, reason: number, sink: TOrderSink, manual = false): number {
  const st = s.strategies[k] as TStrategyState;
  if (!(st.qtyBtc > 0) || !(fraction > 0)) return 0;
  const fee = p.feeRate;
  let qty = fraction >= 1 ? st.qtyBtc : st.qtyBtc * fraction;
  let pnl: number;
  let feeUsd: number;
  if (side > 0) {
    if (qty > s.btc) qty = s.btc;
    const part = qty >= st.qtyBtc ? 1 : qty / st.qtyBtc;
    const costPart = st.costUsd * part;
    const value = qty * px;
    feeUsd = value * fee;
    s.usdc += value - feeUsd;
    s.btc -= qty;
    s.longQtyBtc -= qty;
    pnl = value - feeUsd - costPart;
    st.costUsd -= costPart;
  } else {
    const maxQty = s.usdc / (px * (1 + fee));
    if (qty > maxQty) qty = maxQty;
    if (!(qty > 0)) return 0;
    const part = qty >= st.qtyBtc ? 1 : qty / st.qtyBtc;
    const creditPart = st.costUsd * part;
    const value = qty * px;
    feeUsd = value * fee;
    s.usdc -= value + feeUsd;
    if (s.usdc < 0 && s.usdc > -EPS) s.usdc = 0;
    s.btc += qty;
    s.shortQtyBtc -= qty;
    s.shortReserveUsd -= creditPart;
    pnl = creditPart - value - feeUsd;
    st.costUsd -= creditPart;
  }
  st.qtyBtc -= qty;
  st.txCount++;
  st.lastOrderTsMs = ts;
  st.feesUsd += feeUsd;
  s.feesUsd += feeUsd;
  st.realizedPnlUsd += pnl;
  const closed = st.qtyBtc < DUST_BTC;
  if (closed) {
    st.qtyBtc = 0;
    st.costUsd = 0;
    st.txCount = 0;
    st.bestPx = NaN;
    st.exits++;
    closeBook(st, pnl);
  }
  if (s.longQtyBtc < 0) s.longQtyBtc = 0;
  if (s.shortQtyBtc < 0) s.shortQtyBtc = 0;
  if (s.shortReserveUsd < 0) s.shortReserveUsd = 0;
  emit(sink, ts, k, side > 0 ? 'SELL' : 'BUY', manual ? 'LIQUIDATE' : closed ? 'CLOSE' : 'REDUCE', qty, px, feeUsd, pnl, reason);
  return pnl;
}

/** Unrealized PnL of strategy k at `px`, USD (exit fee not included). */
export function unrealizedUsd(st: TStrategyState, side: number, px: number): number {
  if (!(st.qtyBtc > 0)) return 0;
  return side >= 0 ? st.qtyBtc * px - st.costUsd : st.costUsd - st.qtyBtc * px;
}

/** Capital deployed by strategy k, USD: cost of a long deal, entry value of a short one. */
export function deployedUsd(st: TStrategyState): number {
  return st.costUsd;
}
