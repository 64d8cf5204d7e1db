/**
 * `npm run backtests:table`: backtests the default configuration (10,000 USD deposit = half BTC at
 * the first close, half USDC) over fixed periods of the real market data in ../shared/data (or
 * SHARED_DATA_DIR) and writes docs/backtests.md: trading against the three benchmarks (holding the
 * split deposit, holding BTC, cash), and the strategies' P/L after costs: each strategy at its
 * size, how the defaults were chosen in sample, the defaults out of sample (scripts/backtests-pnl.ts).
 * Deterministic (no clock in the figures); run it again after changing the engine or a default.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { DEFAULT_TRADING_CONFIG, STRATEGY_NAMES } from '@avatara/contracts';
import {
  DEFAULT_WARM_UP_MS,
  parseKlineCsv,
  parseTimeMs,
  periodWithWarmUp,
  resampleSeries,
  runBacktest,
  type TBacktestResult,
  type TCandleSeries,
  type TRiskMetrics,
  STANDARD_QUOTA,
} from '@avatara/trading';
import {
  crossoverSection,
  defaultOn,
  defaultsSection,
  IN_SAMPLE,
  OUT_OF_SAMPLE,
  selectionSection,
  sizedSection,
  YEARS_NEEDED,
} from './backtests-pnl';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The shared market data beside the repository; `SHARED_DATA_DIR` moves it (as for the tests). */
const DATA = process.env.SHARED_DATA_DIR ?? path.resolve(ROOT, '../shared/data');
const OUT = path.join(ROOT, 'docs/backtests.md');
const H1 = 'binance-btcusdt-1h-2018-2025.csv';
const M1_USDT = 'binanceus-btcusdt-1m-2023-03.csv';
const M1_USDC = 'binanceus-btcusdc-1m-2023-03.csv';

interface TRow {
  period: string;
  data: string;
  r: TBacktestResult;
  warmUpBars: number;
  fromMs?: number;
  toMs?: number;
}

function load(file: string): TCandleSeries {
  const p = path.join(DATA, file);
  if (!existsSync(p)) {
    console.error(`backtests:table: ${p} not found (the shared market data lives beside the repository)`);
    process.exit(1);
  }
  return parseKlineCsv(readFileSync(p, 'utf8'));
}

const day = (d: string) => parseTimeMs(d);
const endOf = (d: string) => parseTimeMs(d) + 86_400_000 - 1;

function run(period: string, data: string, all: TCandleSeries, from?: number, to?: number): TRow {
  const { series, warmUpSeries } = periodWithWarmUp(all, from, to, DEFAULT_WARM_UP_MS);
  return {
    period,
    data,
    r: runBacktest(series, { warmUpSeries }),
    warmUpBars: warmUpSeries.length,
    ...(from !== undefined ? { fromMs: from } : {}),
    ...(to !== undefined ? { toMs: to } : {}),
  };
}

const h1 = load(H1);
const rows: TRow[] = [
  run('2018-02 → 2025-03', '1h BTCUSDT', h1),
  ...[2018, 2019, 2020, 2021, 2022, 2023, 2024].map((y) =>
    run(String(y), '1h BTCUSDT', h1, day(`${y}-01-01`), endOf(`${y}-12-31`)),
  ),
  run('2025 Q1', '1h BTCUSDT', h1, day('2025-01-01'), endOf('2025-03-31')),
];
const checks: TRow[] = [
  run('2018-02 → 2025-03', '4h BTCUSDT (the 1h file resampled)', resampleSeries(h1, 4 * 3_600_000)),
  run('2018-02 → 2025-03', '1d BTCUSDT (the 1h file resampled)', resampleSeries(h1, 86_400_000)),
  run('2023-03-01 → 03-21', '1m BTCUSDT (Binance.US)', load(M1_USDT)),
  run('2023-03-01 → 03-21', '1m BTCUSDC (Binance.US, thin volume)', load(M1_USDC)),
  run(
    '2023-03-01 → 03-21',
    '15m BTCUSDT (the 1m file resampled)',
    resampleSeries(load(M1_USDT), 15 * 60_000),
  ),
];

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const num = (x: number) => x.toFixed(2);
/** Return ÷ drawdown: 3 decimals (a loss times a drawdown is small: −0.084 × 0.143 = −0.012). */
const rdd = (x: number) => x.toFixed(3);
const usd0 = (x: number) => Math.round(x).toLocaleString('en-US');
const ratio = (x: number | null) => (x === null ? '–' : x.toFixed(2));
const slash = (...xs: string[]) => xs.join(' / ');
const years = (r: TBacktestResult) => (Date.parse(r.to) - Date.parse(r.from)) / (365.25 * 86_400_000);
const mark = (ok: boolean) => (ok ? '✓' : '✗');
/** Trading's drawdown no deeper than the benchmark's / its return over drawdown at least the benchmark's. */
const ddOk = (r: TBacktestResult, b: TRiskMetrics) => r.metrics.maxDrawdownPct <= b.maxDrawdownPct;
const rddOk = (r: TBacktestResult, b: TRiskMetrics) => r.metrics.returnOverDrawdown >= b.returnOverDrawdown;
const verdict = (r: TBacktestResult, b: TRiskMetrics) => `${mark(ddOk(r, b))} ${mark(rddOk(r, b))}`;

/** Returns, drawdowns, return over drawdown and the verdicts against both holdings. */
function line(row: TRow): string {
  const { metrics: m, benchmarks: b } = row.r;
  const s = b.holdSplit;
  const h = b.holdBtc;
  return `| ${row.period} | ${slash(pct(m.returnPct), pct(s.returnPct), pct(h.returnPct), pct(b.cash.returnPct))} | ${slash(pct(m.maxDrawdownPct), pct(s.maxDrawdownPct), pct(h.maxDrawdownPct))} | ${slash(rdd(m.returnOverDrawdown), rdd(s.returnOverDrawdown), rdd(h.returnOverDrawdown))} | ${verdict(row.r, s)} | ${verdict(row.r, h)} | ${pct(m.feesPctPerYear)} ${mark(m.feesPctPerYear <= 0.02)} | ${row.r.tradeCount} |`;
}

/** Sharpe, Sortino and Calmar of trading and both holdings (cash: all 0). */
function ratioLine(row: TRow): string {
  const { metrics: m, benchmarks: b } = row.r;
  const three = (k: 'sharpe' | 'sortino' | 'calmar') =>
    slash(num(m[k]), num(b.holdSplit[k]), num(b.holdBtc[k]));
  return `| ${row.period} | ${three('sharpe')} | ${three('sortino')} | ${three('calmar')} |`;
}

/** What a trader reads about the trades: BTC share, time in the market, deals, gross P/L, costs, net P/L. */
function tradeLine(row: TRow): string {
  const { metrics: m, benchmarks: b } = row.r;
  const t = row.r.strategyPnl[0]!.total;
  return `| ${row.period} | ${slash(pct(m.exposurePct), pct(b.holdSplit.exposurePct))} | ${pct(m.timeInMarketPct)} | ${m.closedDeals} / ${m.closingFills} | ${slash(pct(m.winRate), pct(m.fillWinRate))} | ${slash(ratio(m.profitFactor), ratio(m.fillProfitFactor))} | ${slash(usd0(t.grossUsd), usd0(t.costsUsd), usd0(t.netUsd))} ${mark(t.netUsd >= 0)} |`;
}

const table = (columns: string[], first: string[] = []) =>
  `| ${[...first, ...columns].join(' | ')} |\n|${[...first, ...columns].map(() => '---').join('|')}|`;
const COLUMNS = [
  'period',
  'return (trading / split / BTC / cash)',
  'max drawdown (trading / split / BTC)',
  'return ÷ drawdown (trading / split / BTC)',
  'vs split: DD, R÷DD',
  'vs BTC: DD, R÷DD',
  'fees a year (of the start capital)',
  'orders',
];
const RATIO_COLUMNS = [
  'period',
  'Sharpe (trading / split / BTC)',
  'Sortino (trading / split / BTC)',
  'Calmar (trading / split / BTC)',
];
const TRADE_COLUMNS = [
  'period',
  'exposure: BTC share (trading / split)',
  'time with a deal open',
  'closed deals / closing fills',
  'win rate (per deal / per fill)',
  'profit factor (per deal / per fill)',
  'P/L of the strategies USD: gross / costs / net',
];
const count = (list: TRow[], ok: (r: TBacktestResult) => boolean) =>
  `${list.filter((x) => ok(x.r)).length} of ${list.length}`;
const c = DEFAULT_TRADING_CONFIG;
const whole = rows[0]!.r;
const on = defaultOn();
const off = STRATEGY_NAMES.filter((n) => !on.includes(n));
const periods = rows.map((x) => ({ period: x.period, fromMs: x.fromMs, toMs: x.toMs }));
const sized = sizedSection(h1, periods);
const selection = selectionSection(h1);
const sameAsDefaults = selection.chosen.length === on.length && selection.chosen.every((n) => on.includes(n));
const defaults = defaultsSection(h1);
const net = (r: TBacktestResult) => r.strategyPnl[0]!.total.netUsd;
const isYears = rows.filter((x) => ['2018', '2019', '2020', '2021'].includes(x.period));
const oosYears = rows.filter((x) => ['2022', '2023', '2024', '2025 Q1'].includes(x.period));
const oosSplit = defaults.outOfSample.strategyPnl.slice(1);
const crossover = crossoverSection(h1);

const md = `# Backtests of the default configuration

Written by \`npm run backtests:table\` (\`scripts/backtests-table.ts\`, \`scripts/backtests-pnl.ts\`); do not edit by hand.
The defaults of \`ZTradingConfig\` (docs/strategies.md): since issue 28 only ${on.map((n) => `${n} (quota ${STANDARD_QUOTA[n]})`).join(', ')} ${on.length === 1 ? 'trades' : 'trade'};
${off.join(', ')} have quota 0 (off): they did not earn their costs on the
in-sample part (["How the defaults were chosen"](#how-the-defaults-were-chosen-in-sample-20182021)). A deposit of
10,000 USD at the first close of the period (half BTC, half USDC), fills as in the engine
(fee ${pct(c.feeRate)} a fill, spread ${(c.fillSpreadPct * 1e4).toFixed(0)} bp, slippage ${c.fillSlippageAtrShare} × ATR(14) a fill, never beyond the bar's
high or low, at most ${pct(c.fillMaxVolumeSharePct)} of a bar's volume). Each period starts with up to ${DEFAULT_WARM_UP_MS / 86_400_000} days of the
bars before it fed through the engine with trading off (indicators and the 200-day trend filter
warm, as a running account's would be); the file starts 2018-02-09, so 2018 and the whole span
start cold.

**Benchmarks** (docs/backtest.md): **split** = the deposit held as the account splits it (half
USDC, half BTC at the first close, no fee) and never touched — the account's own starting coins;
**BTC** = the whole deposit buys BTC at the first close, paying one fee (${pct(c.feeRate)}); **cash** = the deposit
kept as USDC (return 0, no risk). Over the whole file: trading ends at ${usd0(whole.endWithTrade)} USD, holding the split at
${usd0(whole.benchmarks.holdSplit.endUsd)}, holding BTC at ${usd0(whole.benchmarks.holdBtc.endUsd)}, cash at ${usd0(whole.benchmarks.cash.endUsd)}.

Definitions (docs/backtest.md): return = end / start − 1; max drawdown = largest fall from a
peak of the account value, bar closes; **return ÷ drawdown** = return / max drawdown for a gain,
return × max drawdown for a loss (Israelsen's refinement: losing less with a shallower drawdown
always ranks higher — plain ratios such as Calmar, and Sortino, rank the shallower drawdown lower
in a losing period); Sharpe = mean / standard deviation of the per-bar returns × √(bars a year),
Sortino = mean / downside deviation (root mean square of the negative bar returns, target 0) ×
√(bars a year), risk-free rate 0, bars a year from the bar spacing (1h: ${Math.round(whole.metrics.barsPerYear)}); Calmar = CAGR /
max drawdown; fees = fees paid / start capital / years.
Verdicts against each holding: **DD** ✓ when trading's drawdown is no deeper, **R÷DD** ✓ when
trading's return ÷ drawdown is at least the holding's; fees ✓ at most 2 % a year.

**Do the defaults earn their costs?** Net P/L of the strategies (after fees, spread and slippage;
= the account's gain over holding the deposit): over the whole file ${usd0(net(whole))} USD ${mark(net(whole) >= 0)}; in the
single years of the in-sample part (${IN_SAMPLE.period}, what the defaults were chosen on) ≥ 0 in
${count(isYears, (r) => net(r) >= 0)}; out of sample (${OUT_OF_SAMPLE.period}, not looked at to choose them) ${usd0(net(defaults.outOfSample))} USD over
the part as one run ${mark(net(defaults.outOfSample) >= 0)}, ≥ 0 in ${count(oosYears, (r) => net(r) >= 0)} of its single years (2025: the first quarter). The per-strategy
tables are [below](#the-strategies-pl-after-costs).

## Real hourly BTCUSDT (Binance, 2018-02-09 → 2025-03-31)

${table(COLUMNS)}
${rows.map(line).join('\n')}

Against holding the split: drawdown no deeper in ${count(rows, (r) => ddOk(r, r.benchmarks.holdSplit))} periods, return ÷ drawdown at least
its in ${count(rows, (r) => rddOk(r, r.benchmarks.holdSplit))}. Against holding BTC: drawdown no deeper in ${count(rows, (r) => ddOk(r, r.benchmarks.holdBtc))}, return ÷
drawdown at least its in ${count(rows, (r) => rddOk(r, r.benchmarks.holdBtc))}. More money at the end than holding the split: ${count(rows, (r) => r.endWithTrade >= r.benchmarks.holdSplit.endUsd)};
than holding BTC: ${count(rows, (r) => r.endWithTrade >= r.benchmarks.holdBtc.endUsd)}; than cash: ${count(rows, (r) => r.endWithTrade >= r.benchmarks.cash.endUsd)}. Fees at most 2 % a year: ${count(rows, (r) => r.metrics.feesPctPerYear <= 0.02)}.

### Risk ratios

${table(RATIO_COLUMNS)}
${rows.map(ratioLine).join('\n')}

### The trades

Exposure = the time-weighted BTC share of the account value; time with a deal open = the share
of bars that end with at least one deal open (what "exposure" meant before issue 28). Win rate
and profit factor per closed deal (entry to full exit, partial fills summed, net of fees) and per
closing fill. P/L of the strategies: net = their realized + unrealized P/L after fees, spread and
slippage (the account's change minus what the held coins did: its gain over holding the deposit);
costs = fees + spread + slippage; gross = net + costs, what their trades made before costs.

${table(TRADE_COLUMNS)}
${rows.map(tradeLine).join('\n')}

## Other data (robustness checks, same defaults)

${table(COLUMNS, ['data'])}
${checks.map((row) => `| ${row.data} ${line(row)}`).join('\n')}

The 1m files cover three weeks without earlier bars to warm up on: the 200-day trend filter is
never ready there, so the trend-follow long (which needs its bull regime) does not trade, nor
would the other longs; the 1m ratios are annualised from three weeks and say little.

## The strategies' P/L after costs

Per strategy and period: **gross / costs / net** USD. Gross = what its trades made before costs;
costs = fees + spread + slippage; net = gross − costs = its realized + unrealized P/L (open deals
valued at the period's last close) = what the account gained over holding the deposit through it.

### Each strategy switched on at its size

All seven together at the quotas they are sized for (\`STANDARD_QUOTA\`, docs/strategies.md
"Default sizes"; the defaults before issue 28), everything else as the defaults; the same periods
and warm-up as above, each period a run of its own.

${sized}

### How the defaults were chosen (in sample: ${IN_SAMPLE.period})

The rule, applied to the in-sample part only: one run over ${IN_SAMPLE.period} (the file starts
2018-02-09, cold), split by calendar year (\`strategyPnl\`); a strategy stays on when its net P/L
is ≥ 0 over the part and in at least ${YEARS_NEEDED} of its 4 years. The others are switched off (quota 0) and
the rest judged again, since switching strategies off changes the others' share of the fee
budget and of the capital. No parameter of a strategy was fitted: the only knob is on or off.

${selection.text}

Chosen: ${selection.chosen.join(', ') || 'none'}. The defaults ${sameAsDefaults ? 'switch on exactly these' : `**differ**: they switch on ${on.join(', ')}`}.

### The defaults in sample and out of sample

One run per part, split by calendar year. The out-of-sample part (${OUT_OF_SAMPLE.period}) played no part
in choosing them.

${defaults.text}

Out of sample the defaults net ${usd0(net(defaults.outOfSample))} USD over the part ${mark(net(defaults.outOfSample) >= 0)}, and ≥ 0 in
${oosSplit.filter((y) => y.total.netUsd >= 0).length} of its ${oosSplit.length} calendar years. What holds and what does not: the trend-follow long earns its
costs over each part as a whole, not in every year — it loses when it buys into a rally that
fails (2018, 2022, early 2025). Its gross P/L comes from holding more BTC while the 200-day trend
is up, not from fine timing; so the account beats holding its own split deposit, but against
holding BTC outright it still ends behind in every rising period (the first table).

### The benchmark crossover

\`MA_CROSSOVER\` (docs/strategies.md): all-in at the cross up, all-out at the cross down, from
10,000 USDC (\`--deposit-btc-share 0\`), no warm-up, the whole file, fills as above — the run
another backtester makes, without decomposing the account. The independent check of issue 28
counted 366 orders for EMA 50/200 in backtrader and backtesting.py.
\`npm run backtest -- --csv …1h-2018-2025.csv --strategies MA_CROSSOVER --crossover ema:50:200 --deposit-btc-share 0 --warmup-days 0\`

${crossover}

Periods, bars and warm-up: ${[...rows, ...checks].map((x) => `${x.period} ${x.data.split(' ')[0]} ${x.r.bars} bars${x.warmUpBars ? ` + ${x.warmUpBars} warm-up` : ''} (${years(x.r).toFixed(2)} y)`).join('; ')}.
`;

// Formatted as `npm run lint` checks it (prettier aligns the tables).
writeFileSync(OUT, await format(md, { ...(await resolveConfig(OUT)), filepath: OUT }));
console.log(`wrote ${path.relative(ROOT, OUT)}`);
