/**
 * `npm run bench`: bars per second of the backtester with all 7 strategies on, over one year of
 * 1m candles (the real 3-week 1m series repeated) and over the 7 years of real 1h candles, the
 * memory one year of 1m candles takes, and the wall time of a whole command-line backtest process
 * (the built JavaScript CLI: start, parse, 7 strategies, report). Prints figures; asserts nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { parseKlineCsv } from '../src/csv';
import { runBacktest, type TBacktestOptions } from '../src/backtest/run';
import { ALL_STRATEGIES_SIZED } from '../src/compile-params';
import type { TCandleSeries } from '../src/candles';
import { repeatSeries } from './synth';
import { ensureCliBuilt } from '../scripts/cli-build.mjs';
import { benchCli } from './cli';

const DATA = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..', '../shared/data');
const MB = 1024 * 1024;
const YEAR_1M = 525_600;

function gc(): void {
  v8.setFlagsFromString('--expose-gc');
  const f = vm.runInNewContext('gc') as (() => void) | undefined;
  f?.();
}

/** All 7 strategies trading, each at its size (the defaults leave six at quota 0 since issue 28). */
const ALL_SEVEN: TBacktestOptions = { config: ALL_STRATEGIES_SIZED };

function time(series: TCandleSeries, runs: number): { best: number; result: ReturnType<typeof runBacktest> } {
  let best = Infinity;
  let result = runBacktest(series, ALL_SEVEN);
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    result = runBacktest(series, ALL_SEVEN);
    best = Math.min(best, performance.now() - t0);
  }
  return { best, result };
}

const fmt = (x: number) => Math.round(x).toLocaleString('en-US');

export async function runBench(): Promise<void> {
  let h1: TCandleSeries;
  let m1: TCandleSeries;
  try {
    h1 = parseKlineCsv(readFileSync(path.join(DATA, 'binance-btcusdt-1h-2018-2025.csv'), 'utf8'));
    m1 = parseKlineCsv(readFileSync(path.join(DATA, 'binanceus-btcusdt-1m-2023-03.csv'), 'utf8'));
  } catch {
    console.log(`trading bench skipped: shared data not found at ${DATA}`);
    return;
  }

  // Memory: one year of 1m candles plus a full backtest over them.
  gc();
  const heap0 = process.memoryUsage().heapUsed;
  const rss0 = process.memoryUsage().rss;
  const ab0 = process.memoryUsage().arrayBuffers;
  const year = repeatSeries(m1, YEAR_1M);
  const r0 = runBacktest(year, ALL_SEVEN);
  const mem = process.memoryUsage();
  const candleMb = (year.length * 6 * 8) / MB;
  console.log(
    `memory, 1 year of 1m candles (${fmt(year.length)} bars) + backtest: heap +${((mem.heapUsed - heap0) / MB).toFixed(1)} MB, array buffers +${((mem.arrayBuffers - ab0) / MB).toFixed(1)} MB, RSS +${((mem.rss - rss0) / MB).toFixed(1)} MB (candles ${candleMb.toFixed(1)} MB as Float64Array; ${fmt(r0.tradeCount)} orders)`,
  );

  const y = time(year, 3);
  console.log(
    `backtest, all 7 strategies, 1 year of 1m candles: ${fmt(year.length / (y.best / 1000))} bars/s (${y.best.toFixed(0)} ms, ${fmt(y.result.tradeCount)} orders)`,
  );
  const h = time(h1, 5);
  console.log(
    `backtest, all 7 strategies, 7 years of real 1h candles (${fmt(h1.length)} bars): ${fmt(h1.length / (h.best / 1000))} bars/s (${h.best.toFixed(1)} ms, ${fmt(h.result.tradeCount)} orders)`,
  );
  benchCli(await ensureCliBuilt(), path.join(DATA, 'binance-btcusdt-1h-2018-2025.csv'));
}
