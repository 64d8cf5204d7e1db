import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import type { PriceFeed, PriceTick } from '../market/feed';
import { SoleLeader } from './leader';
import { TradingLoop } from './loop';
import { TradingService } from './service';
import { TradingStore } from './store';
import { WalkMarket, walkPrice } from '../testing/market';

class StepFeed implements PriceFeed {
  constructor(public tick: PriceTick) {}
  async latest() {
    return this.tick;
  }
}

describe('TradingLoop', () => {
  it('reads a price every second and feeds one bar (high, low, close of its seconds) per bar length', async () => {
    const db = await openDatabase({ kind: 'pglite' });
    try {
      const feed = new StepFeed({ tsMs: Date.UTC(2026, 0, 1), priceUsd: 50_000 });
      const svc = new TradingService(new TradingStore(db.db), feed);
      await svc.deposit('defaultUser', 10_000);
      const loop = new TradingLoop(svc, feed, new SoleLeader(), {
        barMs: 10_000,
        log: { warn: () => undefined },
      });
      const prices = [50_000, 50_500, 49_800, 50_100, 50_200, 50_300, 50_050, 50_000, 49_900, 50_000, 50_400];
      for (let i = 0; i < prices.length; i++) {
        feed.tick = { tsMs: Date.UTC(2026, 0, 1) + i * 1000, priceUsd: prices[i]! };
        await loop.tick();
      }
      // Seconds 0–9 make the first bar; it is fed when second 10 arrives.
      expect(loop.barsFed).toBe(1);
      const acc = await new TradingStore(db.db).account('defaultUser');
      expect(acc!.state.tsMs).toBe(Date.UTC(2026, 0, 1) + 9_999);
      expect(acc!.state.ind.prevClose).toBe(50_000);
      const d = await svc.decision('defaultUser');
      expect(d?.priceNonAi).toBe(50_000);
    } finally {
      await db.close();
    }
  });

  it('warms a new account up on history, and catches up without trading when it starts leading', async () => {
    const db = await openDatabase({ kind: 'pglite' });
    try {
      const market = new WalkMarket();
      const t0 = Date.UTC(2026, 0, 1);
      const feed = new StepFeed({ tsMs: t0, priceUsd: walkPrice(t0 / 60_000) });
      const svc = new TradingService(new TradingStore(db.db), feed, (from, to) =>
        market.candles('BTCUSDC', '1m', from, to),
      );
      await svc.deposit('defaultUser', 10_000);
      // Five hours of minutes before the deposit: indicators and a situation from the start.
      const d = await svc.decision('defaultUser');
      expect(d).not.toBeNull();
      expect(d!.tsMs).toBeGreaterThan(t0 - 2 * 60_000);
      const store = new TradingStore(db.db);
      const bars = (await store.account('defaultUser'))!.state.bars;
      expect(bars).toBeGreaterThanOrEqual(290);
      // The server was down for an hour: the new leader catches up on those minutes, trading nothing.
      const later = t0 + 3_600_000;
      feed.tick = { tsMs: later, priceUsd: walkPrice(later / 60_000) };
      const loop = new TradingLoop(svc, feed, new SoleLeader(), {
        barMs: 60_000,
        log: { warn: () => undefined },
      });
      await loop.tick();
      const after = (await store.account('defaultUser'))!.state;
      expect(after.bars).toBeGreaterThanOrEqual(bars + 55);
      expect(await store.tradeCount('defaultUser')).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('does nothing while another instance leads', async () => {
    const db = await openDatabase({ kind: 'pglite' });
    try {
      const feed = new StepFeed({ tsMs: 0, priceUsd: 50_000 });
      const svc = new TradingService(new TradingStore(db.db), feed);
      const loop = new TradingLoop(
        svc,
        feed,
        { isLeader: () => false, start: () => undefined, stop: async () => undefined },
        { barMs: 1000, log: { warn: () => undefined } },
      );
      for (let i = 0; i < 5; i++) {
        feed.tick = { tsMs: i * 1000, priceUsd: 50_000 };
        await loop.tick();
      }
      expect(loop.barsFed).toBe(0);
    } finally {
      await db.close();
    }
  });
});
