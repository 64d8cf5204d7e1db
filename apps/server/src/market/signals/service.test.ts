import { SIGNAL_NAMES, ZSignalSeriesQuery, ZSignalsMetaQuery } from '@avatara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarketData } from '../market-data';
import { SignalStore } from '../signal-store';
import { SimulatorSource } from '../sim/source';
import { MarketStore } from '../store';
import { SignalsService } from './service';

const NOW = Date.parse('2024-06-15T10:00:30Z');
const T = (iso: string) => Date.parse(iso);
const q = (o: Record<string, unknown>) => ZSignalSeriesQuery.parse(o);

describe('SignalsService', () => {
  let svc: SignalsService;
  beforeAll(async () => {
    const store = await MarketStore.open(':memory:');
    svc = new SignalsService(
      new MarketData(store, new SimulatorSource(42, () => NOW), { now: () => NOW }),
      new SignalStore(store.db),
      { now: () => NOW, maxBars: 200_000 },
    );
  });
  afterAll(() => svc.market.close());

  it('lists 13 signals with name, label, unit and description', () => {
    const { signals } = svc.catalog();
    expect(signals.map((s) => s.name)).toEqual([...SIGNAL_NAMES]);
    expect(signals.slice(0, 3).map((s) => [s.name, s.label])).toEqual([
      ['BTCUSDC', 'BTC'],
      ['BTC_RSI', 'RSI'],
      ['GOLD', 'GOLD'],
    ]);
    for (const s of signals) expect(s.description.length).toBeGreaterThan(5);
  });

  it('tells which signals are available for a symbol', async () => {
    const meta = await svc.meta(ZSignalsMetaQuery.parse({ withAvailable: 'true' }));
    expect(meta).toMatchObject({
      symbol: 'BTCUSDC',
      interval: '1m',
      defaultSignals: ['BTCUSDC', 'BTC_RSI', 'GOLD'],
      source: 'sim',
    });
    expect(meta.availableSignals).toHaveLength(13);
    const doge = await svc.meta(ZSignalsMetaQuery.parse({ symbol: 'DOGEUSDT' }));
    expect(doge.availableSignals).toEqual(['BTCUSDC', 'GOLD', 'ETH', 'BTCUSDT', 'GOLD_BTC']);
    expect(
      (await svc.meta(ZSignalsMetaQuery.parse({ withAvailable: 'false' }))).availableSignals,
    ).toBeUndefined();
  });

  it('computes every signal with finite values, at most maxPoints, first and last kept', async () => {
    for (const signal of SIGNAL_NAMES) {
      const s = (await svc.series(q({ signal, from: '2024-06-10', to: '2024-06-12', interval: '5m' })))!;
      expect(s.epochMs.length, signal).toBe(500);
      expect(s.epochMs[0], signal).toBe(T('2024-06-10T00:00:00Z'));
      expect(s.epochMs[499], signal).toBe(T('2024-06-12T23:55:00Z'));
      expect(s.values.every(Number.isFinite), signal).toBe(true);
      expect(s.reduced).toBe(true);
    }
    const rsi = (await svc.series(
      q({ signal: 'RSI', from: '2024-06-10', to: '2024-06-11', interval: '15m', maxPoints: 1000 }),
    ))!;
    expect(rsi.signal).toBe('BTC_RSI');
    expect(rsi.epochMs).toHaveLength(192); // a date alone as `to` is its whole day
    expect(rsi.values.every((v) => v >= 0 && v <= 100)).toBe(true);
  });

  it('gives the same values whether the range starts earlier or later (warm-up before the range)', async () => {
    const a = (await svc.series(
      q({
        signal: 'BTC_MACD_HIST',
        from: '2024-06-01T00:00:00Z',
        to: '2024-06-01T12:00:00Z',
        maxPoints: 5000,
      }),
    ))!;
    const b = (await svc.series(
      q({
        signal: 'BTC_MACD_HIST',
        from: '2024-06-01T06:00:00Z',
        to: '2024-06-01T12:00:00Z',
        maxPoints: 5000,
      }),
    ))!;
    const off = a.epochMs.indexOf(b.epochMs[0]!);
    expect(off).toBe(360);
    for (let i = 0; i < b.values.length; i += 37) expect(b.values[i]!).toBeCloseTo(a.values[off + i]!, 3);
  });

  it('moves a range with too many bars to a coarser interval', async () => {
    expect(svc.fitInterval('1m', T('2023-06-15T00:00:00Z'), NOW)).toBe('3m');
    const s = (await svc.series(q({ signal: 'GOLD', from: '2019-06-15', interval: '1m' })))!;
    expect(s.interval).toBe('15m');
    expect(s.to).toBe(NOW);
  });

  it('answers nothing for a range without data and 400 for a range that ends before it starts', async () => {
    expect(
      await svc.series(q({ signal: 'ETH', from: '2013-01-01', to: '2014-01-01', interval: '1d' })),
    ).toBeNull();
    await expect(
      svc.series(q({ signal: 'BTC', from: '2024-06-02', to: '2024-06-01' })),
    ).rejects.toMatchObject({ code: 'VALIDATION', field: 'from' });
    await expect(
      svc.series(q({ signal: 'BTC_RSI', symbol: 'DOGEUSDT', from: '2024-06-01' })),
    ).rejects.toMatchObject({ field: 'symbol' });
  });
});
