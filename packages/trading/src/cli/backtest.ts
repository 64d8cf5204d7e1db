/**
 * Command-line backtest: `npm run backtest -- --csv FILE [--csv FILE2] [--from 2024-01-01]
 * [--to 2024-12-31] [--interval 1h] [--strategies A,B] [--quota 1] [--config cfg.json]
 * [--warmup-days 200] [--crossover sma:50:200[:share]] [--deposit-btc-share 0.5] [--json]`. Reads Binance kline CSVs (with or without header, ms/µs
 * timestamps, datetime strings), warms the engine up on the bars before --from, runs the same
 * engine as live trading, prints a summary (or the whole result as JSON with --json).
 * `npm run backtest` runs it as bundled JavaScript (packages/trading/dist/backtest.cjs, rebuilt
 * when a source is newer; scripts/backtest.mjs).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  BACKTEST_INTERVAL_MS,
  ENGINE_STRATEGY_NAMES,
  STRATEGY_NAMES,
  ZTradingConfig,
  type TBacktestInterval,
  type TEngineStrategyName,
} from '@avatara/contracts';
import { resampleSeries, type TCandleSeries } from '../candles';
import { parseTimeMs } from '../csv';
import { runBacktest } from '../backtest/run';
import { DEFAULT_WARM_UP_MS, periodWithWarmUp } from '../backtest/period';
import { crossoverSettings, type TCrossoverSettings } from '../params';
import { mergeSeries } from './merge';
import { readKlineCsvFile } from './read-csv';
import { createRunTiming } from './timing';
import { writeStdout } from './stdout';
import { summaryText } from './summary';

const USAGE =
  'usage: npm run backtest -- --csv FILE [--csv FILE…] [--from DATE] [--to DATE] [--interval 1m|3m|5m|15m|1h|1d] [--strategies NAME,… (the 7, or MA_CROSSOVER)] [--quota 0..1] [--config FILE.json] [--warmup-days N (default 200)] [--crossover sma|ema:FAST:SLOW[:SHARE] (default sma:50:200:1)] [--deposit-btc-share 0..1 (default 0.5)] [--json]';

function fail(msg: string): never {
  console.error(`backtest: ${msg}`);
  process.exit(2);
}

/** Why a file could not be read, in a line (not node's stack trace). */
function readError(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  if (err.code === 'ENOENT') return 'no such file';
  if (err.code === 'EISDIR') return 'it is a folder, not a file';
  if (err.code === 'EACCES') return 'permission denied';
  return err.message ?? String(e);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        csv: { type: 'string', multiple: true },
        from: { type: 'string' },
        to: { type: 'string' },
        interval: { type: 'string' },
        strategies: { type: 'string' },
        quota: { type: 'string' },
        config: { type: 'string' },
        'warmup-days': { type: 'string' },
        crossover: { type: 'string' },
        'deposit-btc-share': { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      allowPositionals: false,
    });
  } catch (e) {
    // An unknown option, a value missing, a stray argument: node's message and the usage.
    return fail(`${(e as Error).message}\n${USAGE}`);
  }
})();

if (values.help || !values.csv?.length) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

// BACKTEST_TIMING=1 prints where the time of a whole run goes (to stderr, timing.ts): node's own
// start-up, loading this bundle, read+parse, the backtest (with its warm-up), the report (`npm run bench`).
const timing = process.env.BACKTEST_TIMING === '1' ? createRunTiming() : undefined;
const parts: TCandleSeries[] = values.csv.map((f) => {
  let part: TCandleSeries;
  try {
    part = readKlineCsvFile(f);
  } catch (e) {
    return fail(`cannot read --csv ${f}: ${readError(e)}`);
  }
  if (part.length === 0)
    fail(
      `no kline rows in ${f} (rows like "open time,open,high,low,close,volume,…", with or without a header)`,
    );
  return part;
});
timing?.mark('read+parse');
const merged = mergeSeries(parts);
const intervalMs = values.interval ? BACKTEST_INTERVAL_MS[values.interval as TBacktestInterval] : undefined;
if (values.interval && !intervalMs)
  fail(`unknown interval ${values.interval} (one of ${Object.keys(BACKTEST_INTERVAL_MS).join(', ')})`);
const all = intervalMs ? resampleSeries(merged, intervalMs) : merged;
const fromMs = values.from ? parseTimeMs(values.from) : undefined;
// A bare date as --to means "through the end of that day".
const toMs = values.to
  ? parseTimeMs(values.to) + (/^\d{4}-\d{2}-\d{2}$/.test(values.to) ? 86_400_000 - 1 : 0)
  : undefined;
if (Number.isNaN(fromMs) || Number.isNaN(toMs)) fail('unreadable --from/--to date');
if (fromMs !== undefined && toMs !== undefined && fromMs > toMs)
  fail('Von-Datum darf nicht nach dem Bis-Datum liegen.');
const warmUpDays =
  values['warmup-days'] !== undefined ? Number(values['warmup-days']) : DEFAULT_WARM_UP_MS / 86_400_000;
if (!(warmUpDays >= 0)) fail('--warmup-days must be a number >= 0');
const period = periodWithWarmUp(all, fromMs, toMs, warmUpDays * 86_400_000);
const series = period.series;
if (series.length === 0) fail('no candles in the selected range');

const totalQuota = values.quota !== undefined ? Number(values.quota) : undefined;
if (totalQuota !== undefined && !(values.quota!.trim() !== '' && totalQuota >= 0 && totalQuota <= 1))
  fail(`--quota must be a number from 0 to 1 (got ${values.quota})`);
const names = values.strategies
  ? values.strategies
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean)
  : [...STRATEGY_NAMES];
for (const n of names)
  if (!ENGINE_STRATEGY_NAMES.includes(n as TEngineStrategyName))
    fail(`unknown strategy ${n} (one of ${ENGINE_STRATEGY_NAMES.join(', ')})`);
/** `--crossover sma:50:200` or `ema:12:26:0.5`: the benchmark crossover's kind, periods and share. */
function readCrossover(text: string): TCrossoverSettings {
  const [kind, fast, slow, share, ...rest] = text.split(':');
  const num = (x: string | undefined) => (x === undefined || x.trim() === '' ? NaN : Number(x));
  if (rest.length > 0 || fast === undefined || slow === undefined)
    fail(`--crossover: KIND:FAST:SLOW[:SHARE], e.g. sma:50:200 (got ${text})`);
  try {
    return crossoverSettings({
      kind: kind?.toUpperCase() as TCrossoverSettings['kind'],
      fastPeriod: num(fast),
      slowPeriod: num(slow),
      ...(share !== undefined ? { share: num(share) } : {}),
    });
  } catch (e) {
    return fail(`--crossover: ${(e as Error).message} (got ${text})`);
  }
}
const crossover = values.crossover !== undefined ? readCrossover(values.crossover) : undefined;
const depositBtcShare =
  values['deposit-btc-share'] !== undefined ? Number(values['deposit-btc-share']) : undefined;
if (
  depositBtcShare !== undefined &&
  !(values['deposit-btc-share']!.trim() !== '' && depositBtcShare >= 0 && depositBtcShare <= 1)
)
  fail(`--deposit-btc-share must be a number from 0 to 1 (got ${values['deposit-btc-share']})`);
/** The --config file's content, checked against the config schema (fails with the first problems). */
function readConfig(file: string): Record<string, unknown> {
  let config: Record<string, unknown> = {};
  try {
    config = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (e) {
    fail(`cannot read --config ${file}: ${(e as Error).message}`);
  }
  const checked = ZTradingConfig.safeParse(config);
  if (!checked.success)
    fail(
      `invalid --config: ${checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return config;
}
const config = values.config ? readConfig(values.config) : {};
const result = runBacktest(series, {
  config,
  enabledStrategies: names as TEngineStrategyName[],
  totalQuota,
  ...(crossover ? { crossover } : {}),
  ...(depositBtcShare !== undefined ? { depositBtcShare } : {}),
  warmUpSeries: period.warmUpSeries,
  // The summary prints no trade events: only --json needs them as objects.
  maxTradeEvents: values.json ? undefined : 0,
  // process.uptime, not performance.now: the performance API costs a start-up ~2 ms.
  now: () => process.uptime() * 1000,
});
timing?.mark('run');
const written = writeStdout(
  values.json ? `${JSON.stringify(result, null, 2)}\n` : summaryText(result, period.warmUpSeries.length),
);
if (timing) {
  timing.mark('report');
  console.error(timing.line()); // synchronous for files, pipes and terminals on Linux
}
// Done: exit now rather than when the event loop drains, which also waits for V8's background
// compilations still queued (≈ 15 ms of a ≈ 0.35 s run; docs/benchmarks.md). Only when the
// output is all out: a full non-blocking pipe left the rest to process.stdout.
if (written) process.exit(0);
