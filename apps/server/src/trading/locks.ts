/**
 * One write at a time per trading account (trading-dashboard.md §8: a toggle save answers
 * 423 'Gesperrt (LOCKED)' while another write for the same user runs). In this process a
 * set of ids; across instances the store adds a PostgreSQL advisory transaction lock.
 */
import { AppError } from '../errors';

export class WriteLocks {
  private readonly held = new Set<string>();

  /** Runs `fn` holding the user's write lock; 423 when it is already held. */
  async run<T>(userId: string, fn: () => Promise<T>): Promise<T> {
    if (this.held.has(userId)) throw lockedError();
    this.held.add(userId);
    try {
      return await fn();
    } finally {
      this.held.delete(userId);
    }
  }
}

export function lockedError(): AppError {
  return new AppError('LOCKED', 'Another change to this trading account is running; try again in a moment.');
}
