/**
 * The command-line backtest as a whole process (issue 11: within 0.3 s over the 7-year hourly
 * file), and where its time goes. Prints figures; asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { CLI_LAUNCH, CLI_LAUNCH_COMMAND, PACKAGE_DIR } from '../scripts/cli-build.mjs';

/** What BACKTEST_TIMING=1 reports (src/cli/timing.ts), ms: wall parts, all threads' CPU, the main thread's CPU per part. */
interface TParts {
  wall: Record<string, number>;
  mainCpu: Record<string, number>;
}

interface TRun {
  wallMs: number;
  parts?: TParts;
}

const pairs = (text: string) =>
  Object.fromEntries(
    text
      .split(', ')
      .map((kv) => [kv.slice(0, kv.lastIndexOf(' ')), Number(kv.slice(kv.lastIndexOf(' ') + 1))]),
  ) as Record<string, number>;

/**
 * Runs `command args…` once; its wall time (spawn included) and, with `timed`, the CLI's
 * BACKTEST_TIMING parts (reading them costs the run ≈ 10 ms, so the headline runs are untimed).
 */
function once(command: string, args: string[], env: NodeJS.ProcessEnv, timed: boolean): TRun {
  const t0 = performance.now();
  const p = spawnSync(command, args, {
    encoding: 'utf8',
    env: timed ? { ...env, BACKTEST_TIMING: '1' } : env,
  });
  const wallMs = performance.now() - t0;
  if (p.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${p.stderr}`);
  const m = /timing \(ms since process start\): (.*); main thread cpu: (.*)/.exec(p.stderr);
  return m ? { wallMs, parts: { wall: pairs(m[1]!), mainCpu: pairs(m[2]!) } } : { wallMs };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(0)} ms`;

/**
 * Runs the built CLI (`bundle`) over `csv` `runs` times as a user does, the executable itself
 * (its `#!` line launches it as CLI_LAUNCH says), interleaved with the same bundle under `node`
 * with node's defaults and this machine's environment, with `npm run backtest`'s script
 * (staleness check, then the bundle) and with an empty node, and prints medians: the wall time
 * and its parts, and the main thread's CPU time per part, which leaves out waiting for a CPU (on
 * a loaded machine most of the wall time). These machines set NODE_EXTRA_CA_CERTS, which makes
 * every node process read a CA bundle at start; the CLI's launch drops it.
 */
export function benchCli(bundle: string, csv: string, runs = 11): void {
  const env = process.env;
  const noCa = { ...process.env };
  delete noCa.NODE_EXTRA_CA_CERTS;
  const caSet = env.NODE_EXTRA_CA_CERTS !== undefined;
  const node = process.execPath;
  const launch = (script: string) =>
    [
      'env',
      [
        ...CLI_LAUNCH.unsetEnv.flatMap((name) => ['-u', name]),
        node,
        ...CLI_LAUNCH.nodeFlags,
        script,
        '--csv',
        csv,
      ],
    ] as const;
  const cases: Record<
    string,
    { command: string; args: readonly string[]; env: NodeJS.ProcessEnv; timed?: boolean }
  > = {
    cli: { command: bundle, args: ['--csv', csv], env },
    cliTimed: { command: bundle, args: ['--csv', csv], env, timed: true },
    plain: { command: node, args: [bundle, '--csv', csv], env },
    plainTimed: { command: node, args: [bundle, '--csv', csv], env, timed: true },
    npm: {
      command: launch(path.join(PACKAGE_DIR, 'scripts', 'backtest.mjs'))[0],
      args: launch(path.join(PACKAGE_DIR, 'scripts', 'backtest.mjs'))[1],
      env,
    },
    empty: { command: node, args: ['-e', '0'], env },
    ...(caSet ? { emptyNoCa: { command: node, args: ['-e', '0'], env: noCa } } : {}),
  };
  const got: Record<string, TRun[]> = {};
  for (let r = 0; r < runs; r++)
    for (const [k, c] of Object.entries(cases))
      (got[k] ??= []).push(once(c.command, [...c.args], c.env, c.timed === true));
  const wall = (k: string) => median(got[k]!.map((x) => x.wallMs));
  const part = (k: string, p: string) => median(got[k]!.map((x) => x.parts!.wall[p]!));
  const cpu = (k: string, p: string) => median(got[k]!.map((x) => x.parts!.mainCpu[p]!));
  const cliAll = got.cli!.map((x) => x.wallMs);
  console.log(
    `command-line backtest, whole process over the 7-year 1h file, as a user runs it (dist/backtest.cjs --csv …, launched by its #! line as \`${CLI_LAUNCH_COMMAND}\`: start, read, parse, 7 strategies, report; ${runs} runs each, interleaved; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores): median ${ms(wall('cli'))} (min ${ms(Math.min(...cliAll))}, max ${ms(Math.max(...cliAll))}); \`node dist/backtest.cjs\` with node's defaults and this machine's environment${caSet ? ' (NODE_EXTRA_CA_CERTS set)' : ''} ${ms(wall('plain'))}; through npm run backtest's script (staleness check, then the same bundle) ${ms(wall('npm'))}`,
  );
  const breakdown = (k: string) =>
    `wall: node's own start-up ${ms(part(k, 'node'))}, loading the bundle ${ms(part(k, 'bundle'))}, read+parse ${ms(part(k, 'read+parse'))}, backtest ${ms(part(k, 'run'))}, report ${ms(part(k, 'report'))}, process exit and spawn ~${ms(wall(k) - part(k, 'total'))}; ` +
    `main thread on a CPU: start-up and bundle ${ms(cpu(k, 'before'))}, read+parse ${ms(cpu(k, 'read+parse'))}, backtest ${ms(cpu(k, 'run'))}, report ${ms(cpu(k, 'report'))}; all threads' CPU ${ms(part(k, 'cpu'))}`;
  console.log(
    `  where it goes (medians of the same runs with BACKTEST_TIMING=1, whole process ${ms(wall('cliTimed'))}): ${breakdown('cliTimed')}; an empty \`node -e 0\` takes ${ms(wall('empty'))}${caSet ? ` (${ms(wall('emptyNoCa'))} without NODE_EXTRA_CA_CERTS)` : ''}`,
  );
  console.log(
    `  node dist/backtest.cjs with node's defaults (BACKTEST_TIMING=1, ${ms(wall('plainTimed'))}): ${breakdown('plainTimed')}`,
  );
}
