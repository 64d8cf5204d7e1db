import { ENGINE_STRATEGY_NAMES } from '@avatara/contracts';
import { ORDER_KINDS, type TOrder } from '../portfolio';
import type { TTradeEvent } from './types';

/**
 * Every order of a backtest, kept without a cap as struct-of-arrays (typed arrays, 51 bytes per
 * order, grown by doubling): a year of busy 1m trading stays a few MB and nothing is allocated
 * per order. Read it page by page with `tradeEventsPage`.
 */
export interface TTradeLog {
  length: number;
  tsMs: Float64Array;
  /** Strategy index (ENGINE_STRATEGY_NAMES order). */
  strategy: Uint8Array;
  /** Bit 0: SELL; bits 1–3: index in ORDER_KINDS. */
  code: Uint8Array;
  /** Reason code (REASON_TEXT). */
  reason: Uint8Array;
  qtyBtc: Float64Array;
  priceUsd: Float64Array;
  feeUsd: Float64Array;
  slipUsd: Float64Array;
  pnlUsd: Float64Array;
}

/** An empty log with room for `capacity` orders (it grows as needed). */
export function createTradeLog(capacity = 1024): TTradeLog {
  const n = Math.max(16, capacity);
  return {
    length: 0,
    tsMs: new Float64Array(n),
    strategy: new Uint8Array(n),
    code: new Uint8Array(n),
    reason: new Uint8Array(n),
    qtyBtc: new Float64Array(n),
    priceUsd: new Float64Array(n),
    feeUsd: new Float64Array(n),
    slipUsd: new Float64Array(n),
    pnlUsd: new Float64Array(n),
  };
}

function grow<T extends Float64Array | Uint8Array>(a: T, n: number): T {
  const b = new (a.constructor as new (n: number) => T)(n);
  b.set(a);
  return b;
}

/** Appends one order. */
export function pushTrade(log: TTradeLog, o: TOrder): void {
  const i = log.length;
  if (i === log.tsMs.length) {
    const n = i * 2;
    log.tsMs = grow(log.tsMs, n);
    log.strategy = grow(log.strategy, n);
    log.code = grow(log.code, n);
    log.reason = grow(log.reason, n);
    log.qtyBtc = grow(log.qtyBtc, n);
    log.priceUsd = grow(log.priceUsd, n);
    log.feeUsd = grow(log.feeUsd, n);
    log.slipUsd = grow(log.slipUsd, n);
    log.pnlUsd = grow(log.pnlUsd, n);
  }
  log.tsMs[i] = o.tsMs;
  log.strategy[i] = o.strategy;
  log.code[i] = (o.action === 'SELL' ? 1 : 0) | (ORDER_KINDS.indexOf(o.kind) << 1);
  log.reason[i] = o.reason;
  log.qtyBtc[i] = o.qtyBtc;
  log.priceUsd[i] = o.priceUsd;
  log.feeUsd[i] = o.feeUsd;
  log.slipUsd[i] = o.slipUsd;
  log.pnlUsd[i] = o.pnlUsd;
  log.length = i + 1;
}

/** The trade event (spec §3 tradeEvents) of order `i`. */
export function tradeEventAt(log: TTradeLog, i: number): TTradeEvent {
  const k = log.strategy[i]!;
  const name = ENGINE_STRATEGY_NAMES[k]!;
  const code = log.code[i]!;
  const qty = log.qtyBtc[i]!;
  const px = log.priceUsd[i]!;
  return {
    ts: log.tsMs[i]!,
    action: (code & 1) === 1 ? 'SELL' : 'BUY',
    side: name.endsWith('_SHORT') ? 'SHORT' : 'LONG',
    strategy: name,
    price: px,
    qty,
    value: qty * px,
    kind: ORDER_KINDS[code >> 1] ?? 'OPEN',
    pnl: log.pnlUsd[i]!,
    fee: log.feeUsd[i]!,
  };
}

/** Orders [offset, offset + limit) as trade events, oldest first (a page for the caller). */
export function tradeEventsPage(log: TTradeLog, offset = 0, limit = log.length): TTradeEvent[] {
  const from = Math.max(0, Math.floor(offset));
  const to = Math.min(log.length, from + Math.max(0, Math.floor(limit)));
  const out: TTradeEvent[] = [];
  for (let i = from; i < to; i++) out.push(tradeEventAt(log, i));
  return out;
}
