import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { createRunTiming, mainThreadCpuMs } from './timing';

const busy = (ms: number) => {
  const end = performance.now() + ms;
  let x = 0;
  while (performance.now() < end) x += Math.sqrt(x + 1);
  return x;
};

describe('mainThreadCpuMs', () => {
  it.runIf(existsSync('/proc/thread-self/schedstat'))(
    'grows while the thread computes, never faster than the clock',
    () => {
      // On a loaded machine the thread may get little of the 30 ms: it must get some, and no more than all.
      const a = mainThreadCpuMs();
      const t0 = performance.now();
      busy(30);
      const grew = mainThreadCpuMs() - a;
      const wall = performance.now() - t0;
      expect(grew).toBeGreaterThan(0);
      expect(grew).toBeLessThanOrEqual(wall + 5);
    },
  );
});

describe('createRunTiming', () => {
  it('lists the wall time of node, the bundle and each marked part in order, then the CPU times', () => {
    const t = createRunTiming();
    busy(2);
    t.mark('read+parse');
    t.mark('run');
    const line = t.line();
    expect(line).toMatch(
      /^timing \(ms since process start\): node [\d.]+, bundle [\d.]+, read\+parse [\d.]+, run [\d.]+, total [\d.]+, cpu [\d.]+; main thread cpu: before (NaN|[\d.]+), read\+parse (NaN|[\d.]+), run (NaN|[\d.]+)$/,
    );
  });
});
