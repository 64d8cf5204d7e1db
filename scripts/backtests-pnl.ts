/**
 * The parts of docs/backtests.md about the strategies' P/L after costs (issue 28), for
 * `npm run backtests:table` (scripts/backtests-table.ts):
 * - what each of the 7 strategies earns after its costs when switched on at its size;
 * - how the defaults were chosen: the rule applied to the in-sample part (2018–2021) only;
 * - the defaults in sample and out of sample (2022-01 → 2025-03), which they were not chosen on;
 * - the benchmark crossover (MA_CROSSOVER) over the whole file.
 */
import { DEFAULT_TRADING_CONFIG, STRATEGY_NAMES, type TStrategyName } from '@avatara/contracts';
import {
  DEFAULT_WARM_UP_MS,
  parseTimeMs,
  periodWithWarmUp,
  runBacktest,
  STANDARD_QUOTA,
  STRATEGY_QUOTA_FIELD,
  type TBacktestResult,
  type TCandleSeries,
  type TCrossoverSettings,
  type TPnlAfterCosts,
  type TPnlPeriod,
} from '@avatara/trading';

/** A period of the file: open times of its first and last bar (absent: the file's). */
export interface TPeriod {
  period: string;
  fromMs?: number;
  toMs?: number;
}

/** The part the defaults were chosen on, and the part they were judged on. */
export const IN_SAMPLE: TPeriod = {
  period: '2018–2021',
  fromMs: parseTimeMs('2018-01-01'),
  toMs: parseTimeMs('2021-12-31 23:59:59'),
};
export const OUT_OF_SAMPLE: TPeriod = {
  period: '2022-01 → 2025-03',
  fromMs: parseTimeMs('2022-01-01'),
  toMs: parseTimeMs('2025-03-31 23:59:59'),
};
/** The rule: net P/L after costs >= 0 over the in-sample part and in at least this many of its 4 years. */
export const YEARS_NEEDED = 3;

const usd0 = (x: number) => Math.round(x).toLocaleString('en-US');
const table = (columns: string[]) => `| ${columns.join(' | ')} |\n|${columns.map(() => '---').join('|')}|`;
const gcn = (x: TPnlAfterCosts) => `${usd0(x.grossUsd)} / ${usd0(x.costsUsd)} / ${usd0(x.netUsd)}`;
const mark = (ok: boolean) => (ok ? '✓' : '✗');

/** Quotas with only `on` switched on, each at its size. */
const quotasFor = (on: readonly TStrategyName[]) =>
  Object.fromEntries(STRATEGY_NAMES.map((n) => [n, on.includes(n) ? STANDARD_QUOTA[n] : 0])) as Record<
    TStrategyName,
    number
  >;

/** The strategies the config's defaults switch on (quota > 0). */
export const defaultOn = (): TStrategyName[] =>
  STRATEGY_NAMES.filter((n) => Number(DEFAULT_TRADING_CONFIG[STRATEGY_QUOTA_FIELD[n]]) > 0);

/** One backtest of `all` over a period (warmed up on the bars before it), with the given quotas. */
function run(all: TCandleSeries, p: TPeriod, strategyQuota?: Record<TStrategyName, number>): TBacktestResult {
  const { series, warmUpSeries } = periodWithWarmUp(all, p.fromMs, p.toMs, DEFAULT_WARM_UP_MS);
  return runBacktest(series, {
    warmUpSeries,
    maxTradeEvents: 0,
    ...(strategyQuota ? { strategyQuota } : {}),
  });
}

const row = (period: TPnlPeriod, name: TStrategyName) => period.strategies.find((x) => x.strategy === name)!;

/** Whether a strategy passes the rule in an in-sample run (split by year). */
function passes(r: TBacktestResult, name: TStrategyName): boolean {
  const [whole, ...years] = r.strategyPnl;
  return (
    row(whole!, name).netUsd >= 0 && years.filter((y) => row(y, name).netUsd >= 0).length >= YEARS_NEEDED
  );
}

/** Each strategy switched on at its size, the seven together, per period: gross / costs / net. */
export function sizedSection(all: TCandleSeries, periods: TPeriod[]): string {
  const runs = periods.map((p) => run(all, p, quotasFor(STRATEGY_NAMES)));
  const line = (label: string, pick: (r: TBacktestResult) => TPnlAfterCosts) =>
    `| ${label} | ${runs.map((r) => gcn(pick(r))).join(' | ')} |`;
  return `${table(['strategy (quota)', ...periods.map((p) => p.period)])}
${STRATEGY_NAMES.map((n) => line(`${n} (${STANDARD_QUOTA[n]})`, (r) => row(r.strategyPnl[0]!, n))).join('\n')}
${line('all seven', (r) => r.strategyPnl[0]!.total)}`;
}

/**
 * The rule applied to the in-sample part, in rounds: all seven at their sizes; those that fail
 * are switched off and the rest judged again (switching strategies off changes the others' share
 * of the fee budget and of the capital), until all that are left pass.
 */
export function selectionSection(all: TCandleSeries): { text: string; chosen: TStrategyName[] } {
  let on: TStrategyName[] = [...STRATEGY_NAMES];
  const parts: string[] = [];
  for (let round = 1; on.length > 0; round++) {
    const r = run(all, IN_SAMPLE, quotasFor(on));
    const [whole, ...years] = r.strategyPnl;
    const kept = on.filter((n) => passes(r, n));
    parts.push(`Round ${round}: ${on.length === 7 ? 'all seven' : on.join(', ')} switched on.

${table(['strategy', ...years.map((y) => `${y.period} net`), `${IN_SAMPLE.period}: gross / costs / net`, 'years ≥ 0', 'kept'])}
${on
  .map(
    (n) =>
      `| ${n} | ${years.map((y) => usd0(row(y, n).netUsd)).join(' | ')} | ${gcn(row(whole!, n))} | ${years.filter((y) => row(y, n).netUsd >= 0).length} of ${years.length} | ${mark(kept.includes(n))} |`,
  )
  .join('\n')}`);
    if (kept.length === on.length) break;
    on = kept;
  }
  return { text: parts.join('\n\n'), chosen: on };
}

/** The defaults over the in-sample and the out-of-sample part, each one run split by year. */
export function defaultsSection(all: TCandleSeries): {
  text: string;
  inSample: TBacktestResult;
  outOfSample: TBacktestResult;
} {
  const inSample = run(all, IN_SAMPLE);
  const outOfSample = run(all, OUT_OF_SAMPLE);
  const on = defaultOn();
  const lines = (part: string, r: TBacktestResult) => {
    const [whole, ...years] = r.strategyPnl;
    return [...years, whole!].map(
      (p) =>
        `| ${part} | ${p === whole ? `**${part === 'in sample' ? IN_SAMPLE.period : OUT_OF_SAMPLE.period}**` : p.period} | ${on.map((n) => gcn(row(p, n))).join(' | ')} | ${gcn(p.total)} | ${mark(p.total.netUsd >= 0)} |`,
    );
  };
  const text = `${table(['part', 'period', ...on.map((n) => `${n}: gross / costs / net`), 'all: gross / costs / net', 'net ≥ 0'])}
${[...lines('in sample', inSample), ...lines('out of sample', outOfSample)].join('\n')}`;
  return { text, inSample, outOfSample };
}

/** The benchmark crossover over the whole file, from cash, as other backtesters run it. */
export function crossoverSection(all: TCandleSeries): string {
  const kinds: Partial<TCrossoverSettings>[] = [
    { kind: 'SMA', fastPeriod: 50, slowPeriod: 200 },
    { kind: 'EMA', fastPeriod: 50, slowPeriod: 200 },
  ];
  const rows = kinds.map((crossover) => {
    const r = runBacktest(all, {
      enabledStrategies: ['MA_CROSSOVER'],
      crossover,
      depositBtcShare: 0,
      maxTradeEvents: 0,
    });
    const pnl = r.strategyPnl[0]!.total;
    return `| ${crossover.kind} ${crossover.fastPeriod}/${crossover.slowPeriod} | ${r.tradeCount} | ${usd0(r.endWithTrade)} | ${usd0(r.benchmarks.holdBtc.endUsd)} | ${gcn(pnl)} | ${(r.metrics.maxDrawdownPct * 100).toFixed(1)} % |`;
  });
  return `${table(['crossover (all-in, from 10,000 USDC)', 'orders', 'end USD', 'holding BTC: end USD', 'gross / costs / net USD', 'max drawdown'])}
${rows.join('\n')}`;
}
