/** Test data for the backtest jobs: a seeded random walk of one-minute candles. */
import { createSeries, type TCandleSeries } from '@avatara/trading';
import type { BacktestRange } from './range';

export function syntheticCandles(range: BacktestRange): TCandleSeries {
  const n = Math.floor((range.toMs - range.fromMs) / 60_000);
  const s = createSeries(n);
  let x = 11;
  let px = 30_000;
  for (let i = 0; i < n; i++) {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    const r = x / 2_147_483_648 - 0.5;
    const open = px;
    px *= 1 + r * 0.004 + Math.sin(i / 2000) * 0.0002;
    s.tsMs[i] = range.fromMs + i * 60_000;
    s.open[i] = open;
    s.close[i] = px;
    s.high[i] = Math.max(open, px) * 1.0005;
    s.low[i] = Math.min(open, px) * 0.9995;
    s.volume[i] = 5;
  }
  return s;
}

export const testRange = (days: number): BacktestRange => ({ symbol: 'BTCUSDT', interval: '1m', fromMs: Date.UTC(2024, 0, 1), toMs: Date.UTC(2024, 0, 1) + days * 86_400_000 });

export async function until<T>(f: () => Promise<T>, ok: (v: T) => boolean, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}
