import { readFileSync } from 'node:fs';

/**
 * Time the process's main thread has spent on a CPU since it started, ms (Linux:
 * /proc/thread-self/schedstat; NaN elsewhere). Unlike wall time it leaves out waiting for a CPU,
 * which is most of a run's wall time on a loaded machine.
 */
export function mainThreadCpuMs(): number {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'latin1').split(' ')[0]) / 1e6;
  } catch {
    return NaN;
  }
}

/** Marks the end of each part of a run; `line()` is what BACKTEST_TIMING=1 prints. */
export interface TRunTiming {
  /** The part that ends now (e.g. 'read+parse'). */
  mark(part: string): void;
  line(): string;
}

/**
 * Starts timing a run at this point (after node's start-up and the bundle's loading). The line
 * has the wall time of each part (ms since the process started: node's own start-up, loading
 * the bundle, then the marked parts), the CPU time of all threads, and the main thread's CPU
 * time before and in each part.
 * @example const t = createRunTiming(); parse(); t.mark('read+parse'); console.error(t.line());
 */
export function createRunTiming(): TRunTiming {
  const node = performance.nodeTiming.bootstrapComplete;
  const marks: { part: string; wall: number; cpu: number }[] = [
    { part: 'bundle', wall: performance.now(), cpu: mainThreadCpuMs() },
  ];
  const f = (x: number) => x.toFixed(1);
  return {
    mark(part) {
      marks.push({ part, wall: performance.now(), cpu: mainThreadCpuMs() });
    },
    line() {
      const walls = [`node ${f(node)}`, `bundle ${f(marks[0]!.wall - node)}`];
      const cpus = [`before ${f(marks[0]!.cpu)}`];
      for (let i = 1; i < marks.length; i++) {
        walls.push(`${marks[i]!.part} ${f(marks[i]!.wall - marks[i - 1]!.wall)}`);
        cpus.push(`${marks[i]!.part} ${f(marks[i]!.cpu - marks[i - 1]!.cpu)}`);
      }
      const all = process.cpuUsage();
      return `timing (ms since process start): ${walls.join(', ')}, total ${f(marks.at(-1)!.wall)}, cpu ${f((all.user + all.system) / 1000)}; main thread cpu: ${cpus.join(', ')}`;
    },
  };
}
