import type { ResolvedSession } from './types';

/**
 * How long a resolved session is reused at most. Invalidation does not rely on it: every change
 * of a user, consent or session row evicts at once (see SessionCache). It only bounds the memory
 * of idle entries and is a last line of defence.
 */
export const SESSION_CACHE_TTL_MS = 10_000;
/** Entries kept at most; beyond it the cache starts over (a flood of distinct tokens). */
export const SESSION_CACHE_MAX = 20_000;

/**
 * A short-lived in-process cache of resolved sessions, by token hash (docs/benchmarks.md).
 *
 * Correctness rests on two rules:
 * - **Every change evicts.** The database notifies `avatara_user_changed` with the user's id on
 *   every update or delete of a `users`, `consents` or `sessions` row (migration 0009), at commit,
 *   to every server instance; the services that write also evict at once in their own process.
 * - **No stale store.** A lookup notes the change counter before it reads; its answer is kept only
 *   when no change of that user arrived since, and only while notifications are flowing (after a
 *   lost listener connection everything is dropped and nothing is kept until it is back).
 */
export class SessionCache {
  private readonly entries = new Map<string, { at: number; value: ResolvedSession }>();
  private readonly tokensOfUser = new Map<string, Set<string>>();
  /** Change counter; `changedAt` holds, per user, the counter of that user's last change. */
  private seq = 0;
  private readonly changedAt = new Map<string, number>();
  /** Counter of the last "forget everything" (lost notifications, pruned `changedAt`). */
  private resetAt = 0;
  private live = false;

  constructor(private readonly clock: () => number = () => performance.now()) {}

  /** Whether notifications are flowing; while false, nothing is cached. */
  get enabled(): boolean {
    return this.live;
  }

  /** Notifications started (true) or may have been missed (false: everything is dropped). */
  setLive(live: boolean): void {
    this.live = live;
    this.reset();
  }

  /** A cached answer for a token hash that is still fresh and whose session has not ended. */
  get(tokenHash: string, now: Date): ResolvedSession | undefined {
    if (!this.live) return undefined;
    const hit = this.entries.get(tokenHash);
    if (!hit) return undefined;
    if (this.clock() - hit.at >= SESSION_CACHE_TTL_MS || hit.value.expiresAt <= now) {
      this.evictToken(tokenHash, hit.value.user.id);
      return undefined;
    }
    return hit.value;
  }

  /** Call before reading the database; pass the result to `store`. */
  mark(): number {
    return this.seq;
  }

  /** Keeps an answer read after `mark`, unless its user changed (or everything was reset) since. */
  store(tokenHash: string, mark: number, value: ResolvedSession): void {
    if (!this.live || this.resetAt > mark || (this.changedAt.get(value.user.id) ?? -1) > mark) return;
    if (this.entries.size >= SESSION_CACHE_MAX) this.reset();
    this.entries.set(tokenHash, { at: this.clock(), value });
    let tokens = this.tokensOfUser.get(value.user.id);
    if (!tokens) this.tokensOfUser.set(value.user.id, (tokens = new Set()));
    tokens.add(tokenHash);
  }

  /** A user's row, consent or sessions changed: drops every entry of that user. */
  userChanged(userId: string): void {
    this.seq += 1;
    if (this.changedAt.size >= SESSION_CACHE_MAX) {
      this.changedAt.clear();
      this.resetAt = this.seq;
    }
    this.changedAt.set(userId, this.seq);
    const tokens = this.tokensOfUser.get(userId);
    if (!tokens) return;
    for (const t of tokens) this.entries.delete(t);
    this.tokensOfUser.delete(userId);
  }

  /** Drops one token's entry (its session was deleted by this process). */
  forgetToken(tokenHash: string): void {
    const hit = this.entries.get(tokenHash);
    if (hit) this.evictToken(tokenHash, hit.value.user.id);
  }

  /** Drops everything; lookups under way when this happens are not kept. */
  reset(): void {
    this.seq += 1;
    this.resetAt = this.seq;
    this.changedAt.clear();
    this.entries.clear();
    this.tokensOfUser.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private evictToken(tokenHash: string, userId: string): void {
    this.entries.delete(tokenHash);
    const tokens = this.tokensOfUser.get(userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.tokensOfUser.delete(userId);
  }
}
