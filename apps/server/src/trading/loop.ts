/**
 * The live paper-trading loop (docs/trading-service.md): every second it reads a price from the
 * feed, builds the current bar (high, low, close, volume of the seconds in it) and, when a bar
 * of TRADING_BAR_SECONDS closes, feeds it to the engine of every trading account — the same
 * kernel as the backtester — storing state and trades in one transaction. Only the leader
 * trades; a restart resumes from the stored state (bars not after the stored one are ignored).
 */
import type { PriceFeed } from '../market/feed';
import type { Leadership } from './leader';
import type { TradingService } from './service';

interface Bar {
  startMs: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface LoopLog {
  warn(obj: object, msg: string): void;
}

export class TradingLoop {
  private timer: NodeJS.Timeout | null = null;
  private bar: Bar | null = null;
  private running: Promise<void> | null = null;
  private caughtUp = false;
  /** Bars fed to the engine by this instance (for tests and logs). */
  barsFed = 0;
  /** The close time of the last bar this instance fed, ms (`/metrics`); null: none yet. */
  lastBarMs: number | null = null;

  constructor(
    private readonly trading: TradingService,
    private readonly feed: PriceFeed,
    private readonly leadership: Leadership,
    private readonly opts: {
      barMs: number;
      everyMs?: number;
      log: LoopLog;
      /** Runs before each bar is fed (own accounts whose plan ended are switched off). */
      beforeBar?: () => Promise<unknown>;
    },
  ) {}

  start(): void {
    this.leadership.start();
    this.timer = setInterval(() => {
      if (this.running) return; // a slow database: skip this second rather than pile up
      this.running = this.tick()
        .catch((err: unknown) => this.opts.log.warn({ err }, 'trading loop tick failed'))
        .finally(() => {
          this.running = null;
        });
    }, this.opts.everyMs ?? 1000);
  }

  /** One second of the loop: read the price; when a bar closes, trade it. */
  async tick(): Promise<void> {
    if (!this.leadership.isLeader()) {
      this.bar = null;
      this.caughtUp = false;
      return;
    }
    const t = await this.feed.latest();
    if (!this.caughtUp) {
      // Newly leading: bring every account's indicators up to now (no trades for the gap).
      await this.trading.catchUp(Math.floor(t.tsMs / this.opts.barMs) * this.opts.barMs - 1);
      this.caughtUp = true;
    }
    if (!(t.priceUsd > 0)) return;
    const startMs = Math.floor(t.tsMs / this.opts.barMs) * this.opts.barMs;
    const b = this.bar;
    if (b && startMs > b.startMs) {
      await this.feedBar(b);
      this.bar = null;
    }
    if (!this.bar)
      this.bar = { startMs, high: t.priceUsd, low: t.priceUsd, close: t.priceUsd, volume: t.volume ?? 0 };
    else {
      this.bar.high = Math.max(this.bar.high, t.priceUsd);
      this.bar.low = Math.min(this.bar.low, t.priceUsd);
      this.bar.close = t.priceUsd;
      this.bar.volume += t.volume ?? 0;
    }
  }

  private async feedBar(b: Bar): Promise<void> {
    // The bar's time is its close (start + length − 1 ms): what the engine saw at that moment.
    const bar = {
      tsMs: b.startMs + this.opts.barMs - 1,
      high: b.high,
      low: b.low,
      close: b.close,
      volume: b.volume,
    };
    // Its failure must not stop the bar for every other account.
    await this.opts
      .beforeBar?.()
      .catch((err: unknown) => this.opts.log.warn({ err }, 'trading loop: before bar'));
    for (const id of await this.trading.accountIds()) await this.trading.tick(id, bar);
    this.barsFed++;
    this.lastBarMs = bar.tsMs;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    await this.leadership.stop();
  }
}
