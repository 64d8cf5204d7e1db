import { S, STRATEGY_COUNT, type TEngineParams } from './params';
import type { TOrder, TOrderSink } from './portfolio';
import { R } from './reasons';
import type { TEngineScratch } from './scratch';
import { primarySituation, SIT, situationMask } from './situations';
import { cloneState, type TEngineState } from './state';
import { protectiveExitReason } from './strategies/common';
import { runCrossover } from './strategies/crossover';
import { runDca } from './strategies/dca';
import { runGrid } from './strategies/grid';
import { runMeanReversion } from './strategies/meanReversion';
import { runTrendFollow, updateTrendEmas } from './strategies/trendFollow';
import { updateIndicators } from './indicators';
import { buildDecisions, type TStrategyDecision } from './reports';

/**
 * One candle (or tick: open = high = low = close). Prices in USD, time in ms since epoch, volume
 * in BTC (omit it for a live tick: no volume cap).
 */
export interface TCandle {
  tsMs: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume?: number;
}

/** EMA factor of a bar `dtMs` long for an EMA over `spanMs`, kept in `w` for the next bars (mostly evenly spaced). */
function regimeAlpha(w: TEngineScratch, dtMs: number, spanMs: number): number {
  w.regimeDtMs = dtMs;
  w.regimeAlpha = 1 - Math.exp((-2 * dtMs) / spanMs);
  return w.regimeAlpha;
}

/** BTC of the deals that reach their stop-loss or maximum holding time at this bar's close. */
function dueExitsBtc(s: TEngineState, p: TEngineParams, close: number, tsMs: number): number {
  let due = 0;
  for (let k = 0; k < STRATEGY_COUNT; k++) {
    const x = s.strategies[k]!;
    const sp = p.strategies[k]!;
    if (x.enabled && x.qtyBtc > 0 && protectiveExitReason(x, sp, sp.side, close, tsMs) !== 0) due += x.qtyBtc;
  }
  return due;
}

/**
 * The engine kernel: feeds one bar into `s` IN PLACE (indicators, situation, guards, the 7
 * strategies, the portfolio) and passes executed orders to `sink`. Trades fill at `close` moved
 * against the trader by half the spread and the slippage (`p.fillFixedCostFrac` +
 * `p.fillAtrShare` × ATR / close), but never beyond the bar's `high` (a buy) or `low` (a sell);
 * all fills of the bar together trade at most
 * `p.maxVolumeShare` × `volumeBtc` (the bar's volume in BTC; omitted, NaN or negative = a live
 * tick without volume = no cap). Reads only `p` (and uses its scratch space, `p.scratch`). Used
 * directly by the backtester (no allocation per bar) and, through `step`, by live trading. A bar
 * whose time is not after the previous bar's is ignored. `tsMs` is the time the close belongs to
 * (the bar's close time: its start + its length − 1 ms, as the live loop and Binance's klines
 * write it); every order of the bar carries it.
 */
export function advance(
  p: TEngineParams,
  s: TEngineState,
  tsMs: number,
  high: number,
  low: number,
  close: number,
  sink: TOrderSink,
  volumeBtc = NaN,
): void {
  if (!(tsMs > s.tsMs) || !(close > 0)) return;
  const prev = s.ind.prevClose;
  const prevTs = s.tsMs;
  const jump = prev > 0 ? Math.abs(close / prev - 1) : 0;
  updateIndicators(s.ind, high, low, close);
  const vol = s.ind.volFrac;
  const cost =
    p.fillFixedCostFrac + p.fillAtrShare * (vol === vol ? vol : high > low ? (high - low) / close : 0);
  s.fillCostFrac = cost;
  // A fill's price stays within the bar: a buy pays at most up to the high, a sell down to the low.
  const upFrac = high > close ? high / close - 1 : 0;
  const downFrac = low < close ? 1 - low / close : 0;
  s.fillBuyFrac = cost < upFrac ? cost : upFrac;
  s.fillSellFrac = cost < downFrac ? cost : downFrac;
  s.barVolumeLeftBtc = p.maxVolumeShare > 0 && volumeBtc >= 0 ? p.maxVolumeShare * volumeBtc : Infinity;
  const mask = situationMask(s.ind, close, jump, p.newsJumpPct);
  s.situationMask = mask;
  s.situation = primarySituation(mask);
  s.tsMs = tsMs;
  s.lastPx = close;
  s.bars++;
  if (p.jumpGuardOn && (mask & (1 << SIT.NEWS_EVENT)) !== 0) s.jumpGuardUntilTsMs = tsMs + p.jumpPauseMs;
  const badTick = p.badTickJumpPct > 0 && jump > p.badTickJumpPct;

  const w = p.scratch;
  const b = w.bar;
  b.tsMs = tsMs;
  b.priceUsd = close;
  b.navUsd = s.usdc + s.btc * close;
  b.allowExit = s.tradingOn && !badTick;
  b.blockReason = !s.tradingOn
    ? R.TRADING_OFF
    : badTick
      ? R.BAD_TICK
      : tsMs < s.jumpGuardUntilTsMs
        ? R.JUMP_GUARD
        : tsMs < s.pausedUntilTsMs
          ? R.RULE_CONFLICT
          : 0;
  b.allowEntry = b.blockReason === 0;
  b.exitReserveBtc = b.allowExit && s.barVolumeLeftBtc !== Infinity ? dueExitsBtc(s, p, close, tsMs) : 0;
  const span = p.regimeSpanMs;
  if (span > 0) {
    // Continuous-time EMA: like an N-bar EMA with N = span / bar spacing, for any spacing.
    const e = s.regimeEmaUsd;
    if (e === e) {
      const dt = tsMs - prevTs;
      s.regimeEmaUsd = e + (close - e) * (dt === w.regimeDtMs ? w.regimeAlpha : regimeAlpha(w, dt, span));
    } else {
      s.regimeEmaUsd = close;
      s.regimeStartTsMs = tsMs;
    }
    b.regime = tsMs - s.regimeStartTsMs < span / 2 ? 0 : close > s.regimeEmaUsd ? 1 : -1;
  } else b.regime = 2;
  const st = s.strategies;
  if (st[S.DCA_LONG]!.enabled) runDca(s, p, S.DCA_LONG, 1, b, sink);
  if (st[S.DCA_SHORT]!.enabled) runDca(s, p, S.DCA_SHORT, -1, b, sink);
  if (st[S.GRID]!.enabled) runGrid(s, p, S.GRID, b, sink);
  b.allowEntry = b.allowEntry && tsMs >= s.pausedUntilTsMs;
  if (st[S.MR_LONG]!.enabled) runMeanReversion(s, p, S.MR_LONG, 1, b, sink);
  if (st[S.MR_SHORT]!.enabled) runMeanReversion(s, p, S.MR_SHORT, -1, b, sink);
  updateTrendEmas(s, p, S.TF_LONG, close);
  updateTrendEmas(s, p, S.TF_SHORT, close);
  if (st[S.TF_LONG]!.enabled) runTrendFollow(s, p, S.TF_LONG, 1, S.TF_SHORT, b, sink);
  if (st[S.TF_SHORT]!.enabled) runTrendFollow(s, p, S.TF_SHORT, -1, S.TF_LONG, b, sink);
  // The benchmark crossover (backtests only; off unless named).
  if (st[S.MA_CROSS]!.enabled) runCrossover(s, p, S.MA_CROSS, b, sink);
  for (let k = 0; k < STRATEGY_COUNT; k++) {
    const x = st[k]!;
    if (!x.enabled) {
      x.signal = 0;
      x.reason = R.DISABLED;
    }
  }
}

/** Result of one pure step. */
export interface TStepResult {
  state: TEngineState;
  orders: TOrder[];
  decisions: TStrategyDecision[];
}

/**
 * The pure engine step for live trading: state + next candle → new state, orders, decisions.
 * The input state is not changed. Same code as the backtester (`advance`).
 * @example const { state, orders } = step(params, state, { tsMs: now, open: px, high: px, low: px, close: px });
 */
export function step(p: TEngineParams, state: TEngineState, candle: TCandle): TStepResult {
  const next = cloneState(state);
  const orders: TOrder[] = [];
  advance(p, next, candle.tsMs, candle.high, candle.low, candle.close, (o) => orders.push(o), candle.volume);
  return { state: next, orders, decisions: buildDecisions(p, next) };
}
