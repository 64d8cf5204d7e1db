import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli, CLI_LAUNCH_COMMAND, PACKAGE_DIR } from '../../scripts/cli-build.mjs';
import { randomWalk } from '../testing/synth';

/** The CLI as `npm run backtest` runs it: bundled JavaScript, built here (no prebuilt dist needed). */
describe('command-line backtest (bundled)', () => {
  let dir = '';
  let bundle = '';
  let csv = '';
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'avatara-cli-'));
    bundle = await buildCli(path.join(dir, 'backtest.cjs'));
    // 400 days of hourly bars in the shared files' shape.
    const closes = randomWalk(7, 400 * 24, 30_000, 0.006, 0.00002);
    const t0 = Date.UTC(2023, 0, 1);
    const rows = closes.map((c, i) => {
      const iso = new Date(t0 + i * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
      const o = i > 0 ? closes[i - 1]! : c;
      return `${iso},${o},${Math.max(o, c) * 1.002},${Math.min(o, c) * 0.998},${c},${(100 + (i % 7)).toFixed(3)}`;
    });
    csv = path.join(dir, 'btc-1h.csv');
    writeFileSync(csv, `datetime,open,high,low,close,volume\n${rows.join('\n')}\n`);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (...args: string[]) => spawnSync(process.execPath, [bundle, ...args], { encoding: 'utf8' });

  it('prints the summary with trading and the three benchmarks side by side, warmed up on the bars before --from', () => {
    const p = run('--csv', csv, '--from', '2023-09-01');
    expect(p.status).toBe(0);
    expect(p.stdout).toMatch(/^Backtest 2023-09-01T00:00:00\.000Z → .*after 4800 warm-up bars/);
    expect(p.stdout).toMatch(
      /\nEnd with trading [\d,.]+ {2}\| {2}holding split [\d,.]+ \(trading [-+][\d.]+ %\) {2}\| {2}holding BTC [\d,.]+ .*\| {2}cash 10,000\.00 /,
    );
    for (const label of ['Trading', 'Hold split', 'Hold BTC', 'Cash'])
      expect(p.stdout).toMatch(new RegExp(`\\n${label} +return .*max DD .*return/DD .*Calmar .*exposure`));
    expect(p.stdout).toMatch(
      /\nClosed deals \d+ {2}win rate .*\| {2}closing fills \d+ {2}fill win rate .*time in market/,
    );
    expect(p.stdout).toContain('TREND_FOLLOW_SHORT');
  });

  it('writes the whole result as JSON with every trade event, and refuses bad input with exit code 2', () => {
    const p = run('--csv', csv, '--json', '--warmup-days', '0');
    expect(p.status).toBe(0);
    const r = JSON.parse(p.stdout) as {
      bars: number;
      tradeCount: number;
      tradeEvents: { ts: number }[];
      endNoTrade: number;
      benchmark: { maxDrawdownPct: number };
      benchmarks: Record<'holdSplit' | 'holdBtc' | 'cash', { endUsd: number; maxDrawdownPct: number }>;
      metrics: Record<string, number | null>;
    };
    expect(r.bars).toBe(400 * 24);
    expect(r.tradeEvents).toHaveLength(r.tradeCount);
    expect(r.benchmark.maxDrawdownPct).toBeGreaterThan(0);
    expect(r.benchmarks.holdSplit.endUsd).toBe(r.endNoTrade);
    expect(r.benchmarks.holdBtc.maxDrawdownPct).toBeGreaterThan(r.benchmark.maxDrawdownPct);
    expect(r.benchmarks.cash.endUsd).toBe(10_000);
    for (const k of ['winRate', 'fillWinRate', 'closingFills', 'exposurePct', 'timeInMarketPct'])
      expect(typeof r.metrics[k], k).toBe('number');
    // Hourly bars: every trade at a bar's close time, hh:59:59.999.
    expect(r.tradeEvents.every((e) => e.ts % 3_600_000 === 3_600_000 - 1)).toBe(true);
    expect(run('--csv', csv, '--from', '2024-01-10', '--to', '2023-01-01').status).toBe(2);
    expect(run('--csv', csv, '--strategies', 'NOPE').stderr).toContain('unknown strategy NOPE');
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ Grid_steps: 1.5 }));
    const refused = run('--csv', csv, '--config', bad);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/invalid --config: Grid_steps: .*int/);
  });

  it('prints gross P/L, costs and net P/L per strategy and year, and runs the benchmark crossover from cash', () => {
    const args = ['--csv', csv, '--strategies', 'MA_CROSSOVER', '--crossover', 'ema:24:96'];
    const p = run(...args, '--deposit-btc-share', '0', '--warmup-days', '0');
    expect(p.status, p.stderr).toBe(0);
    expect(p.stdout).toMatch(/\nStart capital 10,000\.00 USD {2}\(10,000\.00 USDC \+ 0\.00000000 BTC at /);
    expect(p.stdout).toMatch(/\nMA_CROSSOVER +x /);
    expect(p.stdout).toMatch(
      /\nstrategy +2023 +2024 +whole run\nMA_CROSSOVER +gross( +-?[\d,.]+){3}\n +costs( +[\d,.]+){3}\n +net ( +-?[\d,.]+){3}\n/,
    );
    const r = JSON.parse(run(...args, '--deposit-btc-share', '0', '--warmup-days', '0', '--json').stdout) as {
      tradeEvents: { strategy: string }[];
      strategyPnl: { period: string; total: { netUsd: number } }[];
      netPnl: number;
    };
    expect(r.tradeEvents.length).toBeGreaterThan(4);
    expect(new Set(r.tradeEvents.map((e) => e.strategy))).toEqual(new Set(['MA_CROSSOVER']));
    expect(r.strategyPnl.map((x) => x.period)).toEqual(['all', '2023', '2024']);
    expect(r.strategyPnl[0]!.total.netUsd).toBeCloseTo(r.netPnl, 6);
    for (const [bad, message] of [
      [
        ['--crossover', 'ema:96:24'],
        /^backtest: --crossover: the fast crossover period must be below the slow one/,
      ],
      [['--crossover', 'wma:5:20'], /^backtest: --crossover: crossover kind WMA/],
      [['--crossover', '5:20'], /^backtest: --crossover: KIND:FAST:SLOW/],
      [
        ['--deposit-btc-share', '2'],
        /^backtest: --deposit-btc-share must be a number from 0 to 1 \(got 2\)\n$/,
      ],
    ] as const) {
      const refused = run('--csv', csv, ...bad);
      expect(refused.status, bad.join(' ')).toBe(2);
      expect(refused.stderr, bad.join(' ')).toMatch(message);
    }
  });

  it('answers every bad argument with one line that names it and exit code 2, never a stack trace', () => {
    const notCsv = path.join(dir, 'notes.txt');
    writeFileSync(notCsv, 'hello,world\nnothing here\n');
    const cases: [string[], RegExp][] = [
      [['--csv', csv, '--bogus'], /^backtest: Unknown option '--bogus'.*\nusage: npm run backtest/],
      [
        ['--csv', path.join(dir, 'missing.csv')],
        /^backtest: cannot read --csv .*missing\.csv: no such file\n$/,
      ],
      [['--csv', dir], /^backtest: cannot read --csv .*: it is a folder, not a file\n$/],
      [['--csv', notCsv], /^backtest: no kline rows in .*notes\.txt \(rows like/],
      [['--csv', csv, '--quota', 'abc'], /^backtest: --quota must be a number from 0 to 1 \(got abc\)\n$/],
      [['--csv', csv, '--quota', '7'], /^backtest: --quota must be a number from 0 to 1 \(got 7\)\n$/],
      [['--csv', csv, '--quota', ''], /^backtest: --quota must be a number from 0 to 1/],
      [['--csv', csv, '--warmup-days=-1'], /^backtest: --warmup-days must be a number >= 0\n$/],
      [['--csv', csv, '--interval', '2h'], /^backtest: unknown interval 2h/],
    ];
    for (const [args, message] of cases) {
      const p = run(...args);
      expect(p.status, args.join(' ')).toBe(2);
      expect(p.stderr, args.join(' ')).toMatch(message);
      expect(p.stderr).not.toMatch(/\n\s+at /);
    }
    expect(run('--csv', csv, '--quota', '0.5', '--warmup-days', '0').status).toBe(0);
  });

  it('runs as an executable, launched as npm run backtest launches it', () => {
    expect(CLI_LAUNCH_COMMAND).toBe('env -u NODE_EXTRA_CA_CERTS node --v8-pool-size=1');
    expect(readFileSync(bundle, 'utf8').split('\n')[0]).toBe(
      '#!/usr/bin/env -S -u NODE_EXTRA_CA_CERTS node --v8-pool-size=1',
    );
    const direct = spawnSync(bundle, ['--csv', csv, '--json', '--warmup-days', '0'], { encoding: 'utf8' });
    expect(direct.status, direct.stderr).toBe(0);
    // The flags change how fast, never what: the same answer as a plain `node bundle` (but the run time).
    const answer = (out: string) => ({
      ...(JSON.parse(out) as Record<string, unknown>),
      elapsedText: '',
      elapsedMs: 0,
    });
    expect(answer(direct.stdout)).toEqual(answer(run('--csv', csv, '--json', '--warmup-days', '0').stdout));
    const rootPackage = JSON.parse(
      readFileSync(path.join(PACKAGE_DIR, '..', '..', 'package.json'), 'utf8'),
    ) as { scripts: Record<string, string> };
    expect(rootPackage.scripts.backtest).toBe(`${CLI_LAUNCH_COMMAND} packages/trading/scripts/backtest.mjs`);
  });

  it('reports where the time goes on stderr with BACKTEST_TIMING=1 (what npm run bench reads)', () => {
    const p = spawnSync(process.execPath, [bundle, '--csv', csv], {
      encoding: 'utf8',
      env: { ...process.env, BACKTEST_TIMING: '1' },
    });
    expect(p.status).toBe(0);
    expect(p.stderr).toMatch(
      /^timing \(ms since process start\): node [\d.]+, bundle [\d.]+, read\+parse [\d.]+, run [\d.]+, report [\d.]+, total [\d.]+, cpu [\d.]+; main thread cpu: before \S+, read\+parse \S+, run \S+, report \S+\n$/,
    );
  });

  it('runs a plain backtest without loading zod: the bundle works without its zod part beside it', () => {
    const alone = path.join(dir, 'alone');
    mkdirSync(alone);
    copyFileSync(bundle, path.join(alone, 'backtest.cjs'));
    const p = spawnSync(
      process.execPath,
      [path.join(alone, 'backtest.cjs'), '--csv', csv, '--json', '--warmup-days', '0'],
      { encoding: 'utf8' },
    );
    expect(p.stderr).toBe('');
    const r = JSON.parse(p.stdout) as { bars: number; elapsedMs: number; elapsedText: string };
    const full = JSON.parse(run('--csv', csv, '--json', '--warmup-days', '0').stdout) as typeof r;
    expect({ ...r, elapsedMs: 0, elapsedText: '' }).toEqual({ ...full, elapsedMs: 0, elapsedText: '' });
  });
});
