import { describe, expect, it } from 'vitest';
import { SESSION_CACHE_TTL_MS, SessionCache } from './cache';
import type { ResolvedSession } from './types';
import type { UserRow } from './service';

const session = (userId: string, balance = 1): ResolvedSession => ({
  user: { id: userId, balanceMicroUsd: balance } as UserRow,
  consent: true,
  expiresAt: new Date('2030-01-01T00:00:00Z'),
});
const now = new Date('2026-11-23T12:00:00Z');

function live() {
  let t = 0;
  const cache = new SessionCache(() => t);
  cache.setLive(true);
  return { cache, advance: (ms: number) => (t += ms) };
}

describe('SessionCache', () => {
  it('keeps nothing until notifications flow, and drops everything when they stop', () => {
    const cache = new SessionCache(() => 0);
    cache.store('t1', cache.mark(), session('u1'));
    expect(cache.get('t1', now)).toBeUndefined();
    cache.setLive(true);
    cache.store('t1', cache.mark(), session('u1'));
    expect(cache.get('t1', now)?.user.id).toBe('u1');
    cache.setLive(false);
    expect(cache.get('t1', now)).toBeUndefined();
    cache.setLive(true);
    expect(cache.get('t1', now)).toBeUndefined();
  });

  it('evicts every token of a changed user and no other', () => {
    const { cache } = live();
    cache.store('a1', cache.mark(), session('a'));
    cache.store('a2', cache.mark(), session('a'));
    cache.store('b1', cache.mark(), session('b'));
    cache.userChanged('a');
    expect(cache.get('a1', now)).toBeUndefined();
    expect(cache.get('a2', now)).toBeUndefined();
    expect(cache.get('b1', now)?.user.id).toBe('b');
  });

  it('does not keep an answer read while its user changed (the read may predate the commit)', () => {
    const { cache } = live();
    const mark = cache.mark();
    cache.userChanged('a'); // the notification arrives while the lookup is under way
    cache.store('a1', mark, session('a', 1));
    expect(cache.get('a1', now)).toBeUndefined();
    // another user's change does not block it
    const mark2 = cache.mark();
    cache.userChanged('b');
    cache.store('a1', mark2, session('a', 2));
    expect(cache.get('a1', now)?.user.balanceMicroUsd).toBe(2);
  });

  it('does not keep an answer read across a loss of notifications', () => {
    const { cache } = live();
    const mark = cache.mark();
    cache.setLive(false);
    cache.setLive(true);
    cache.store('a1', mark, session('a'));
    expect(cache.get('a1', now)).toBeUndefined();
  });

  it('forgets entries after the TTL and sessions that have ended', () => {
    const { cache, advance } = live();
    cache.store('a1', cache.mark(), session('a'));
    advance(SESSION_CACHE_TTL_MS - 1);
    expect(cache.get('a1', now)).toBeDefined();
    advance(1);
    expect(cache.get('a1', now)).toBeUndefined();
    cache.store('a2', cache.mark(), { ...session('a'), expiresAt: new Date(now.getTime() + 1000) });
    expect(cache.get('a2', new Date(now.getTime() + 1000))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets one token without touching the user’s others', () => {
    const { cache } = live();
    cache.store('a1', cache.mark(), session('a'));
    cache.store('a2', cache.mark(), session('a'));
    cache.forgetToken('a1');
    expect(cache.get('a1', now)).toBeUndefined();
    expect(cache.get('a2', now)).toBeDefined();
  });
});
