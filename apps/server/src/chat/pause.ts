import {
  SPEAK_UP_AFTER_SILENCE_MS,
  SPEAK_UP_MIN_GAP_MS,
  SPEAK_UPS_PER_HOUR,
  type PauseFacts,
} from '@avatara/companion';
import type { ChatStore } from './store';

interface PairClock {
  lastUserAt: number;
  lastAnyAt: number;
  /** Times the avatar spoke up on its own within the last hour. */
  speakUps: number[];
}

/** Pairs whose clocks are kept in memory (least recently used are dropped). */
const MAX_PAIRS = 20_000;

/**
 * Decides `AI:PAUSE` cheaply. The chat client sends a pause every 5 s of inactivity; almost all of
 * them are answered `AI:OK` from an in-memory clock per (user, avatar) without touching the
 * database or a model. Only after 2 minutes of silence, once per silence and at most 3 times an
 * hour, does the caller look at the avatar's state (`shouldSpeakUp`). A cold clock (after a
 * restart) is loaded once from the stored messages.
 */
export class PauseClock {
  private readonly pairs = new Map<string, PairClock>();

  constructor(
    private readonly store: ChatStore,
    private readonly now: () => Date,
  ) {}

  private key(userId: string, avatarId: string): string {
    return `${userId}/${avatarId}`;
  }

  private touch(key: string, clock: PairClock): PairClock {
    this.pairs.delete(key);
    this.pairs.set(key, clock);
    if (this.pairs.size > MAX_PAIRS) this.pairs.delete(this.pairs.keys().next().value!);
    return clock;
  }

  private async clock(userId: string, avatarId: string): Promise<PairClock> {
    const key = this.key(userId, avatarId);
    const known = this.pairs.get(key);
    if (known) return this.touch(key, known);
    return this.touch(key, await this.store.pauseFacts(userId, avatarId));
  }

  /** Records a message of the user (any sender resets the silence). */
  async noteUser(userId: string, avatarId: string): Promise<void> {
    const c = await this.clock(userId, avatarId);
    c.lastUserAt = c.lastAnyAt = this.now().getTime();
  }

  /** Records a reply of the avatar; `spokeUp` for one it sent on its own during a pause. */
  async noteAvatar(userId: string, avatarId: string, spokeUp: boolean): Promise<void> {
    const c = await this.clock(userId, avatarId);
    const t = this.now().getTime();
    c.lastAnyAt = t;
    if (spokeUp) c.speakUps.push(t);
  }

  /**
   * The facts of the pause rule when the cheap checks allow speaking up, else null
   * (answer `AI:OK`). `hasOpenTopic` is filled in by the caller.
   */
  async candidate(userId: string, avatarId: string): Promise<Omit<PauseFacts, 'hasOpenTopic'> | null> {
    const c = await this.clock(userId, avatarId);
    const t = this.now().getTime();
    c.speakUps = c.speakUps.filter((s) => t - s < 3_600_000);
    const silenceMs = t - c.lastAnyAt;
    // Never met, or nothing said yet in this pair: the greeting of the session start speaks first.
    if (c.lastAnyAt === 0 || silenceMs < SPEAK_UP_AFTER_SILENCE_MS) return null;
    const last = c.speakUps.at(-1);
    const facts = {
      silenceMs,
      sinceLastSpeakUpMs: last === undefined ? Number.POSITIVE_INFINITY : t - last,
      spokeUpThisSilence: last !== undefined && last > c.lastUserAt,
      speakUpsLastHour: c.speakUps.length,
    };
    if (
      facts.spokeUpThisSilence ||
      facts.sinceLastSpeakUpMs < SPEAK_UP_MIN_GAP_MS ||
      facts.speakUpsLastHour >= SPEAK_UPS_PER_HOUR
    )
      return null;
    return facts;
  }
}
