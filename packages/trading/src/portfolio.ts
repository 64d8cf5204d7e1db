import type { TEngineParams } from './params';
import { R } from './reasons';
import { FEE_BUDGET_BURST_MS, YEAR_MS, type TEngineState, type TStrategyState } from './state';

/** What an order did. OPEN/ADD grow a deal, REDUCE/CLOSE shrink it, LIQUIDATE is manual. */
export const ORDER_KINDS = ['OPEN', 'ADD', 'REDUCE', 'CLOSE', 'LIQUIDATE'] as const;
export type TOrderKind = (typeof ORDER_KINDS)[number];

/**
 * One executed order (paper fill at the bar's close, moved by half the spread and the slippage,
 * never beyond the bar's high or low).
 */
export interface TOrder {
  /** The time the fill price belongs to: the close time of the bar whose close it fills at, ms. */
  tsMs: number;
  /** Strategy index (ENGINE_STRATEGY_NAMES order). */
  strategy: number;
  action: 'BUY' | 'SELL';
  kind: TOrderKind;
  qtyBtc: number;
  /**
   * Fill price, USD: the close plus (buy) or minus (sell) half the spread and the slippage, capped
   * at the bar's high (buy) or low (sell).
   */
  priceUsd: number;
  /** qty × fill price, USD (before fee). */
  valueUsd: number;
  feeUsd: number;
  /** Spread and slippage paid against the close, USD (qty × |fill price − close|). */
  slipUsd: number;
  /** Realized PnL of this order (0 for OPEN/ADD), USD, fees and slippage included. */
  pnlUsd: number;
  /** Reason code (REASON_TEXT). */
  reason: number;
}

/** Receives executed orders; `null` sink = count only (fast path). */
export type TOrderSink = ((o: TOrder) => void) | null;

const EPS = 1e-9;
/** A deal smaller than this (BTC) counts as closed. */
export const DUST_BTC = 1e-10;

function emit(
  sink: TOrderSink,
  ts: number,
  k: number,
  action: 'BUY' | 'SELL',
  kind: TOrderKind,
  qty: number,
  px: number,
  fee: number,
  slip: number,
  pnl: number,
  reason: number,
): void {
  if (sink !== null)
    sink({
      tsMs: ts,
      strategy: k,
      action,
      kind,
      qtyBtc: qty,
      priceUsd: px,
      valueUsd: qty * px,
      feeUsd: fee,
      slipUsd: slip,
      pnlUsd: pnl,
      reason,
    });
}

/**
 * Books one closing fill into the fill-level trade statistics (a win when its realized PnL is
 * > 0) and adds it to the open deal's PnL; when the fill closed the deal, books the deal's whole
 * PnL into the deal-level statistics.
 */
function closeBook(st: TStrategyState, pnl: number, closed: boolean): void {
  if (pnl > 0) {
    st.wins++;
    st.grossWinUsd += pnl;
  } else {
    st.losses++;
    st.grossLossUsd -= pnl;
  }
  st.dealPnlUsd += pnl;
  if (!closed) return;
  const deal = st.dealPnlUsd;
  if (deal > 0) {
    st.dealWins++;
    st.dealGrossWinUsd += deal;
  } else {
    st.dealLosses++;
    st.dealGrossLossUsd -= deal;
  }
  st.dealPnlUsd = 0;
}

function payFee(s: TEngineState, st: TStrategyState, feeUsd: number, slipUsd: number): void {
  st.feesUsd += feeUsd;
  s.feesUsd += feeUsd;
  st.slipUsd += slipUsd;
  s.slippageUsd += slipUsd;
  if (st.feeBudgetUsd === st.feeBudgetUsd) st.feeBudgetUsd -= feeUsd;
}

/**
 * Strategy k's fee budget left at `ts`, USD: a token bucket that fills at `p.feeBudgetPctPerYear` ×
 * the deposited capital × k's share (`sp.feeBudgetShare`) per year. It holds one month
 * of that, or one round trip (2 × fee) of k's whole allocation (of the account value at `px`, at
 * least the deposit) if that is more, and
 * starts full at k's first entry attempt. Every fee k pays (entries and exits) is taken out; it
 * may go below 0 when exits pay more than was left. Over a year the account's fees stay within
 * the yearly rate plus the buckets' content.
 */
export function feeBudgetLeftUsd(
  s: TEngineState,
  p: TEngineParams,
  k: number,
  px: number,
  ts: number,
): number {
  const st = s.strategies[k] as TStrategyState;
  const sp = p.strategies[k]!;
  const rate = (p.feeBudgetPctPerYear * s.depositedUsd * sp.feeBudgetShare) / YEAR_MS;
  const nav = s.usdc + s.btc * px;
  const base = nav > s.depositedUsd ? nav : s.depositedUsd;
  const oneRoundTrip = 2 * p.feePct * base * p.totalQuota * sp.allocShare;
  const month = rate * FEE_BUDGET_BURST_MS;
  const cap = month > oneRoundTrip ? month : oneRoundTrip;
  if (st.feeBudgetUsd !== st.feeBudgetUsd) st.feeBudgetUsd = cap;
  else if (ts > st.feeBudgetTsMs) {
    const v = st.feeBudgetUsd + rate * (ts - st.feeBudgetTsMs);
    st.feeBudgetUsd = v < cap ? v : cap;
  }
  if (!(ts <= st.feeBudgetTsMs)) st.feeBudgetTsMs = ts;
  return st.feeBudgetUsd;
}

/**
 * What of the bar's volume share a fill may still trade, BTC: all that is left for a stop-loss or
 * holding-time exit (`wayOut`); for an entry or any other exit (take-profit, a signal), what is left
 * beyond what the deals due to close this bar need (`exitReserveBtc`). Infinity without a cap.
 */
function volumeOpenBtc(s: TEngineState, p: TEngineParams, wayOut: boolean): number {
  const reserve = wayOut ? 0 : p.scratch.bar.exitReserveBtc;
  return s.barVolumeLeftBtc > reserve ? s.barVolumeLeftBtc - reserve : 0;
}

/**
 * Opens or adds to strategy k's deal with up to `wantUsd` of notional, clipped by every limit:
 * free balance, the short cap, `capUsd` (what the strategy may still deploy), the bar's volume
 * share, the fee budget (`feeBudgetLeftUsd`) and the minimum trade sizes. `px` is the bar's close; the fill is
 * `px × (1 + s.fillBuyFrac)` for a buy, `px × (1 − s.fillSellFrac)` for a sell (half the spread and
 * the slippage against the trader, capped at the bar's high / low). Long = buy BTC with USDC; short = sell inventory BTC for USDC.
 * Returns the notional actually traded (0 when clipped below the minimums; `s.lastRefusal` then
 * says why).
 */
export function enter(
  s: TEngineState,
  p: TEngineParams,
  k: number,
  side: number,
  px: number,
  wantUsd: number,
  capUsd: number,
  ts: number,
  reason: number,
  sink: TOrderSink,
): number {
  const st = s.strategies[k] as TStrategyState;
  const sp = p.strategies[k];
  const fee = p.feePct;
  const fp = side > 0 ? px * (1 + s.fillBuyFrac) : px * (1 - s.fillSellFrac);
  // capUsd bounds the deal's cost: a long pays notional + fee.
  const capNotional = side > 0 ? capUsd / (1 + fee) : capUsd;
  let why: number = R.CAP_REACHED;
  let usd = wantUsd < capNotional ? wantUsd : capNotional;
  if (side > 0) {
    const free = (s.usdc - s.shortReserveUsd) / (1 + fee);
    if (usd > free) usd = free;
  } else {
    const freeBtc = s.btc - s.longQtyBtc;
    const capBtc = p.maxShortPct * s.inventoryBtc - s.shortQtyBtc;
    const maxBtc = freeBtc < capBtc ? freeBtc : capBtc;
    if (usd > maxBtc * fp) usd = maxBtc * fp;
  }
  const volumeBtc = volumeOpenBtc(s, p, false);
  if (usd > volumeBtc * fp) {
    usd = volumeBtc * fp;
    why = R.NO_VOLUME;
  }
  if (p.feeBudgetPctPerYear > 0 && fee > 0 && s.depositedUsd > 0 && sp !== undefined && sp.feeBudgeted) {
    // An entry pays its fee now and about the same again when it exits: both must be in the
    // budget. All or nothing: a stub position would block the real one later.
    if (2 * fee * usd > feeBudgetLeftUsd(s, p, k, px, ts)) {
      s.lastRefusal = R.FEE_BUDGET;
      return 0;
    }
  }
  const minUsd = sp !== undefined && sp.minOrderUsd > p.minTradeUsdc ? sp.minOrderUsd : p.minTradeUsdc;
  if (!(usd >= minUsd) || usd / fp < p.minTradeBtc) {
    s.lastRefusal = why;
    return 0;
  }
  const qty = usd / fp;
  const feeUsd = usd * fee;
  const slip = side > 0 ? qty * (fp - px) : qty * (px - fp);
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
  s.barVolumeLeftBtc -= qty;
  const kind: TOrderKind = st.qtyBtc > 0 ? 'ADD' : 'OPEN';
  if (kind === 'OPEN') {
    st.entries++;
    st.openedTsMs = ts;
  }
  st.qtyBtc += qty;
  st.txCount++;
  st.lastFillPx = px;
  st.lastOrderTsMs = ts;
  payFee(s, st, feeUsd, slip);
  emit(sink, ts, k, side > 0 ? 'BUY' : 'SELL', kind, qty, fp, feeUsd, slip, 0, reason);
  return usd;
}

/**
 * Closes `fraction` (0–1] of strategy k's deal at the bar's close `px` (a sell filled at
 * `px × (1 − s.fillSellFrac)`, a buy at `px × (1 + s.fillBuyFrac)`: within the bar's low–high): a
 * long sells BTC, a short buys it back (clipped to the USDC available). Clipped to the bar's volume
 * share unless `manual` (a liquidation at a price between bars: it pays the last bar's whole
 * `fillCostFrac`, uncapped); what is left waits for the next bar. Books realized PnL (fees and slippage included) and counts the fill in the trade
 * statistics. Returns the PnL, USD.
 */
export function exit(
  s: TEngineState,
  p: TEngineParams,
  k: number,
  side: number,
  px: number,
  fraction: number,
  ts: number,
  reason: number,
  sink: TOrderSink,
  manual = false,
): number {
  const st = s.strategies[k] as TStrategyState;
  if (!(st.qtyBtc > 0) || !(fraction > 0)) return 0;
  const fee = p.feePct;
  let qty = fraction >= 1 ? st.qtyBtc : st.qtyBtc * fraction;
  if (!manual) {
    const left = volumeOpenBtc(s, p, reason === R.STOP_LOSS || reason === R.MAX_HOLD);
    if (qty > left) qty = left;
  }
  if (!(qty > 0)) return 0;
  let pnl: number;
  let feeUsd: number;
  let fp: number;
  if (side > 0) {
    fp = px * (1 - (manual ? s.fillCostFrac : s.fillSellFrac));
    if (qty > s.btc) qty = s.btc;
    const part = qty >= st.qtyBtc ? 1 : qty / st.qtyBtc;
    const costPart = st.costUsd * part;
    const value = qty * fp;
    feeUsd = value * fee;
    s.usdc += value - feeUsd;
    s.btc -= qty;
    s.longQtyBtc -= qty;
    pnl = value - feeUsd - costPart;
    st.costUsd -= costPart;
  } else {
    fp = px * (1 + (manual ? s.fillCostFrac : s.fillBuyFrac));
    const maxQty = s.usdc / (fp * (1 + fee));
    if (qty > maxQty) qty = maxQty;
    if (!(qty > 0)) return 0;
    const part = qty >= st.qtyBtc ? 1 : qty / st.qtyBtc;
    const creditPart = st.costUsd * part;
    const value = qty * fp;
    feeUsd = value * fee;
    s.usdc -= value + feeUsd;
    if (s.usdc < 0 && s.usdc > -EPS) s.usdc = 0;
    s.btc += qty;
    s.shortQtyBtc -= qty;
    s.shortReserveUsd -= creditPart;
    pnl = creditPart - value - feeUsd;
    st.costUsd -= creditPart;
  }
  const slip = side > 0 ? qty * (px - fp) : qty * (fp - px);
  if (!manual) s.barVolumeLeftBtc -= qty;
  st.qtyBtc -= qty;
  st.txCount++;
  st.lastOrderTsMs = ts;
  payFee(s, st, feeUsd, slip);
  st.realizedPnlUsd += pnl;
  const closed = st.qtyBtc < DUST_BTC;
  closeBook(st, pnl, closed);
  if (closed) {
    st.qtyBtc = 0;
    st.costUsd = 0;
    st.txCount = 0;
    st.bestPx = NaN;
    st.openedTsMs = NaN;
    st.exits++;
  }
  if (s.longQtyBtc < DUST_BTC) s.longQtyBtc = 0;
  if (s.shortQtyBtc < DUST_BTC) s.shortQtyBtc = 0;
  if (s.shortReserveUsd < 0 || s.shortQtyBtc === 0) s.shortReserveUsd = 0;
  emit(
    sink,
    ts,
    k,
    side > 0 ? 'SELL' : 'BUY',
    manual ? 'LIQUIDATE' : closed ? 'CLOSE' : 'REDUCE',
    qty,
    fp,
    feeUsd,
    slip,
    pnl,
    reason,
  );
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
