import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { DatabaseHandle } from '../db/client';
import { openFreshPostgres, postgresAvailable } from '../db/testing';
import { AdvisoryLockLeader } from './leader';

const until = async (cond: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!cond() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return cond();
};

describe('trading loop leadership on PostgreSQL', () => {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    if (await postgresAvailable()) handle = await openFreshPostgres();
  });
  afterAll(() => handle?.close());

  it('gives the lock to exactly one instance, and another takes over within 5 s when the holder dies', async (ctx) => {
    if (!handle) return ctx.skip();
    const clients: pg.Client[] = [];
    const connect = async () => {
      const c = await handle!.connect!();
      clients.push(c);
      return c;
    };
    const a = new AdvisoryLockLeader(connect, undefined, 200);
    const b = new AdvisoryLockLeader(connect, undefined, 200);
    a.start();
    expect(await until(() => a.isLeader(), 3000)).toBe(true);
    b.start();
    await new Promise((r) => setTimeout(r, 600));
    expect(b.isLeader()).toBe(false);
    // The holder dies: its connection goes away without unlocking (as with kill -9).
    a.abandonForTest();
    const t0 = Date.now();
    expect(await until(() => b.isLeader(), 5000)).toBe(true);
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(clients.length).toBe(2);
    await Promise.all([a.stop(), b.stop()]);
  });
});
