import {
  ZAdminSignalsReadQuery,
  ZSignalSeriesQuery,
  ZSignalsBootstrapRequest,
  ZSignalsIngestRequest,
} from '@avatara/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MarketData } from '../market-data';
import { SignalStore } from '../signal-store';
import { SimulatorSource } from '../sim/source';
import { MarketStore } from '../store';
import { adminMeta, adminRead } from './admin';
import { SignalJobs } from './jobs';
import { SignalsService } from './service';

const NOW = Date.parse('2024-06-15T10:00:30Z');
const T = (iso: string) => Date.parse(iso);

describe('SignalJobs', () => {
  // Every test starts from an empty store (DuckDB in memory), so the tests hold in any order.
  let svc: SignalsService;
  let jobs: SignalJobs;
  beforeEach(async () => {
    const store = await MarketStore.open(':memory:');
    svc = new SignalsService(
      new MarketData(store, new SimulatorSource(42, () => NOW), { now: () => NOW }),
      new SignalStore(store.db),
      { now: () => NOW },
    );
    jobs = new SignalJobs(svc, { chunkBars: 500 });
  });
  afterEach(async () => {
    await jobs.close();
    await svc.market.close();
  });

  const bootstrap = async (body: Record<string, unknown>) =>
    jobs.settled((await jobs.bootstrap(ZSignalsBootstrapRequest.parse(body))).jobId);
  const read = (o: Record<string, unknown>) => adminRead(svc, ZAdminSignalsReadQuery.parse(o));
  /** Three days of BTC, RSI and gold at 5 minutes, persisted: 2024-06-01 → 06-03. */
  const THREE_DAYS = {
    symbol: 'BTCUSDC',
    interval: '5m',
    from: '2024-06-01',
    to: '2024-06-03',
    signals: 'BTCUSDC, BTC_RSI ,GOLD,,',
  };

  it('persists a range in chunks with progress; repeating it changes nothing', async () => {
    const body = THREE_DAYS;
    const accepted = await jobs.bootstrap(ZSignalsBootstrapRequest.parse(body));
    expect(accepted).toEqual({ jobId: expect.stringMatching(/^sig_/), status: 'QUEUED' });
    const a = await jobs.settled(accepted.jobId);
    expect(a).toMatchObject({
      kind: 'bootstrap',
      status: 'DONE',
      percent: 100,
      signals: ['BTCUSDC', 'BTC_RSI', 'GOLD'],
      candles: 864,
      pointsWritten: 3 * 864,
      gapCount: 0,
    });
    expect([a.fromIso, a.toIso, a.doneIso]).toEqual([
      '2024-06-01T00:00:00.000Z',
      '2024-06-04T00:00:00.000Z',
      '2024-06-04T00:00:00.000Z',
    ]);
    const first = (await read({
      symbol: 'BTCUSDC',
      epoch: '5m',
      fromIso: '2024-06-01',
      toIso: '2024-06-03',
    }))!;
    const b = await bootstrap(body);
    expect(b.pointsWritten).toBe(a.pointsWritten);
    const second = (await read({
      symbol: 'BTCUSDC',
      epoch: '5m',
      fromIso: '2024-06-01',
      toIso: '2024-06-03',
    }))!;
    expect(second).toEqual(first);
    expect(second.series.map((s) => [s.signal, s.epochMs.length])).toEqual([
      ['BTCUSDC', 864],
      ['BTC_RSI', 864],
      ['GOLD', 864],
    ]);
    const meta = await adminMeta(svc, { symbol: 'BTCUSDC', epoch: '5m' });
    const rsi = meta.signals.find((s) => s.signal === 'BTC_RSI')!;
    expect(rsi).toMatchObject({
      points: 864,
      first: '2024-06-01T00:00:00.000Z',
      last: '2024-06-03T23:55:00.000Z',
      gaps: [],
    });
    expect(rsi.ranges).toEqual([
      {
        from: T('2024-06-01T00:00:00Z'),
        fromIso: '2024-06-01T00:00:00.000Z',
        to: T('2024-06-04T00:00:00Z'),
        toIso: '2024-06-04T00:00:00.000Z',
      },
    ]);
    expect(meta.candles.find((c) => c.symbol === 'PAXGUSDT')).toMatchObject({
      source: 'sim',
      bars: 864 + 250,
    });
  });

  it('serves a fully persisted range from the store, with the computed values', async () => {
    expect((await bootstrap(THREE_DAYS)).status).toBe('DONE');
    const q = ZSignalSeriesQuery.parse({
      signal: 'BTC_RSI',
      from: '2024-06-02',
      to: '2024-06-02',
      interval: '5m',
    });
    const persisted = (await svc.series(q))!;
    expect(persisted.persisted).toBe(true);
    expect(persisted.epochMs).toHaveLength(288);
    const computed = (
      await svc.compute('BTCUSDC', '5m', ['BTC_RSI'], {
        from: T('2024-06-02T00:00:00Z'),
        to: T('2024-06-03T00:00:00Z'),
      })
    ).values.get('BTC_RSI')!;
    for (let i = 0; i < 288; i += 17) expect(persisted.values[i]!).toBeCloseTo(computed.values[i]!, 6);
  });

  it('answers nothing unless every asked signal is persisted over the whole range', async () => {
    expect((await bootstrap(THREE_DAYS)).status).toBe('DONE');
    expect(
      await read({ symbol: 'BTCUSDC', epoch: '5m', fromIso: '2024-05-31', toIso: '2024-06-02' }),
    ).toBeNull();
    expect(
      await read({
        symbol: 'BTCUSDC',
        epoch: '5m',
        fromIso: '2024-06-01',
        toIso: '2024-06-02',
        signalsCsv: 'ETH',
      }),
    ).toBeNull();
    expect(await read({ symbol: 'BTCUSDC', epoch: '1m', fromIso: '2024-06-01' })).toBeNull();
    expect(
      (await read({
        symbol: 'BTCUSDC',
        epoch: '5m',
        fromIso: '2024-06-02T10:00:00Z',
        toIso: '2024-06-02T10:59:59Z',
        signalsCsv: 'GOLD',
      }))!.series[0]!.epochMs,
    ).toHaveLength(12);
  });

  it('ingests from the end of what is persisted up to now', async () => {
    expect((await bootstrap(THREE_DAYS)).status).toBe('DONE');
    const j = await jobs.settled(
      (
        await jobs.ingest(
          ZSignalsIngestRequest.parse({
            symbol: 'BTCUSDC',
            interval: '5m',
            to: '',
            signals: ['BTCUSDC', 'BTC_RSI', 'GOLD'],
          }),
        )
      ).jobId,
    );
    expect(j).toMatchObject({
      kind: 'ingest',
      status: 'DONE',
      fromIso: '2024-06-04T00:00:00.000Z',
      toIso: '2024-06-15T10:00:00.000Z',
    });
    const again = await jobs.settled(
      (
        await jobs.ingest(
          ZSignalsIngestRequest.parse({ symbol: 'BTCUSDC', interval: '5m', signals: ['GOLD'] }),
        )
      ).jobId,
    );
    expect(again).toMatchObject({
      status: 'DONE',
      pointsWritten: 0,
      message: expect.stringMatching(/Nichts/),
    });
  });

  it('reports stretches the source has no candles for and stores nothing there', async () => {
    const j = await bootstrap({
      symbol: 'ETHUSDT',
      interval: '1h',
      from: '2015-08-05',
      to: '2015-08-08',
      signals: ['BTC_VOLUME', 'BTC_RSI'],
    });
    expect(j.status).toBe('DONE');
    expect(j.gaps).toEqual([
      {
        symbol: 'ETHUSDT',
        from: T('2015-08-05T00:00:00Z'),
        fromIso: '2015-08-05T00:00:00.000Z',
        to: T('2015-08-07T00:00:00Z'),
        toIso: '2015-08-07T00:00:00.000Z',
        bars: 48,
      },
    ]);
    expect(j.candles).toBe(48);
    const meta = await adminMeta(svc, { symbol: 'ETHUSDT', epoch: '1h' });
    expect(meta.signals.find((s) => s.signal === 'BTC_VOLUME')).toMatchObject({
      points: 48,
      gaps: [{ bars: 48, fromIso: '2015-08-05T00:00:00.000Z' }],
    });
    expect(meta.signals.find((s) => s.signal === 'BTC_RSI')!.gaps[0]!.bars).toBe(48 + 14);
  });

  it('cancels waiting jobs when the server stops, and takes no new ones', async () => {
    const other = new SignalJobs(svc);
    const body = ZSignalsBootstrapRequest.parse({
      symbol: 'BTCUSDC',
      interval: '1h',
      from: '2024-01-01',
      to: '2024-01-02',
      signals: ['GOLD'],
    });
    const running = await other.bootstrap(body);
    const waiting = await other.bootstrap(body);
    await other.close();
    expect(other.get(running.jobId).status).toMatch(/DONE|CANCELLED/);
    expect(other.get(waiting.jobId)).toMatchObject({ status: 'CANCELLED', message: 'Server stopping' });
    await expect(
      other.bootstrap(ZSignalsBootstrapRequest.parse({ from: '2024-01-01' })),
    ).rejects.toMatchObject({ code: 'SHUTTING_DOWN' });
  });

  it('refuses ranges and markets it cannot serve with 400 naming the field', async () => {
    await expect(
      jobs.bootstrap(
        ZSignalsBootstrapRequest.parse({ symbol: 'BTCUSDC', from: '2024-06-10', to: '2024-06-01' }),
      ),
    ).rejects.toMatchObject({ field: 'from' });
    await expect(
      jobs.bootstrap(ZSignalsBootstrapRequest.parse({ symbol: 'BTCUSDC', from: '2005-01-01' })),
    ).rejects.toMatchObject({ field: 'from' });
    await expect(
      jobs.bootstrap(
        ZSignalsBootstrapRequest.parse({ symbol: 'DOGEUSDT', from: '2024-06-01', signals: ['BTC_RSI'] }),
      ),
    ).rejects.toMatchObject({ field: 'symbol' });
    expect(() => jobs.get('sig_unknown')).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
  });
});
