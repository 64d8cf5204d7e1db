/**
 * Command-line backtest: `npm run backtest -- --csv FILE [--csv FILE2] [--from 2024-01-01]
 * [--to 2024-12-31] [--interval 1h] [--strategies A,B] [--quota 1] [--config cfg.json] [--json]`.
 * Reads Binance kline CSVs (with or without header, ms/µs timestamps, datetime strings), runs the
 * same engine as live trading, prints a summary (or the whole result as JSON with --json).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { BACKTEST_INTERVAL_MS, STRATEGY_NAMES, type TBacktestInterval, type TStrategyName } from '@avatara/contracts';
import { rangeSeries, resampleSeries, type TCandleSeries } from '../candles';
import { parseKlineCsv, parseTimeMs } from '../csv';
import { runBacktest } from '../backtest/run';
import { mergeSeries } from './merge';
import { printSummary } from './summary';

const { values } = parseArgs({
  options: {
    csv: { type: 'string', multiple: true },
    from: { type: 'string' },
    to: { type: 'string' },
    interval: { type: 'string' },
    strategies: { type: 'string' },
    quota: { type: 'string' },
    config: { type: 'string' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
  allowPositionals: false,
});

function fail(msg: string): never {
  console.error(`backtest: ${msg}`);
  process.exit(2);
}

if (values.help || !values.csv?.length) {
  console.log('usage: npm run backtest -- --csv FILE [--csv FILE…] [--from DATE] [--to DATE] [--interval 1m|3m|5m|15m|1h|1d] [--strategies NAME,…] [--quota 0..1] [--config FILE.json] [--json]');
  process.exit(values.help ? 0 : 2);
}

const parts: TCandleSeries[] = values.csv.map((f) => parseKlineCsv(readFileSync(f, 'utf8')));
let series = mergeSeries(parts);
if (values.interval) {
  const ms = BACKTEST_INTERVAL_MS[values.interval as TBacktestInterval];
  if (!ms) fail(`unknown interval ${values.interval} (one of ${Object.keys(BACKTEST_INTERVAL_MS).join(', ')})`);
  series = resampleSeries(series, ms);
}
const fromMs = values.from ? parseTimeMs(values.from) : undefined;
// A bare date as --to means "through the end of that day".
const toMs = values.to ? parseTimeMs(values.to) + (/^\d{4}-\d{2}-\d{2}$/.test(values.to) ? 86_400_000 - 1 : 0) : undefined;
if (Number.isNaN(fromMs) || Number.isNaN(toMs)) fail('unreadable --from/--to date');
if (fromMs !== undefined && toMs !== undefined && fromMs > toMs) fail('Von-Datum darf nicht nach dem Bis-Datum liegen.');
series = rangeSeries(series, fromMs, toMs);
if (series.length === 0) fail('no candles in the selected range');

const names = values.strategies ? values.strategies.split(',').map((x) => x.trim()).filter(Boolean) : [...STRATEGY_NAMES];
for (const n of names) if (!STRATEGY_NAMES.includes(n as TStrategyName)) fail(`unknown strategy ${n}`);
const config = values.config ? (JSON.parse(readFileSync(values.config, 'utf8')) as Record<string, unknown>) : {};
const result = runBacktest(series, {
  config,
  enabledStrategies: names as TStrategyName[],
  totalQuota: values.quota !== undefined ? Number(values.quota) : undefined,
  now: () => performance.now(),
});
if (values.json) console.log(JSON.stringify(result, null, 2));
else printSummary(result);
