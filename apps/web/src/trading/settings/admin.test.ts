import { describe, expect, it } from 'vitest';
import {
  bootstrapBody,
  defaultAdminForm,
  ingestBody,
  jobEnded,
  jobLine,
  metaQuery,
  parseSignalList,
  readQuery,
  readRows,
  type TAdminForm,
} from './admin';

const NOW = Date.UTC(2026, 4, 20, 12, 0, 0);
const form = (over: Partial<TAdminForm> = {}): TAdminForm => ({
  symbol: 'btcusdc',
  interval: '1h',
  from: '2026-05-01',
  to: '',
  signals: '',
  ...over,
});

describe('parseSignalList', () => {
  it('splits at commas, trims and drops empty entries', () => {
    expect(parseSignalList(' BTC_RSI, ,GOLD ,')).toEqual(['BTC_RSI', 'GOLD']);
  });
  it('is null when no signal is left', () => {
    expect(parseSignalList('')).toBeNull();
    expect(parseSignalList(' , ,')).toBeNull();
  });
});

describe('bootstrapBody / ingestBody', () => {
  it('sends symbol, interval, from, to and signals; an empty to means now', () => {
    expect(bootstrapBody(form({ signals: 'GOLD, ETH' }), NOW)).toEqual({
      symbol: 'BTCUSDC',
      interval: '1h',
      from: '2026-05-01',
      to: '2026-05-20T12:00:00.000Z',
      signals: ['GOLD', 'ETH'],
    });
  });
  it('keeps a typed to and sends signals null when none is named', () => {
    expect(ingestBody(form({ to: '2026-05-10' }), NOW)).toEqual({
      symbol: 'BTCUSDC',
      interval: '1h',
      to: '2026-05-10',
      signals: null,
    });
  });
  it('falls back to BTCUSDC for an empty symbol', () => {
    expect(ingestBody(form({ symbol: '  ' }), NOW).symbol).toBe('BTCUSDC');
  });
});

describe('metaQuery / readQuery', () => {
  it('asks meta by symbol and epoch', () => {
    expect(metaQuery(form())).toEqual({ symbol: 'BTCUSDC', epoch: '1h' });
  });
  it('reads with fromIso, toIso (now when empty) and signalsCsv only when signals are named', () => {
    expect(readQuery(form({ signals: 'BTCUSDC,BTC_RSI' }), NOW)).toEqual({
      symbol: 'BTCUSDC',
      epoch: '1h',
      fromIso: '2026-05-01',
      toIso: '2026-05-20T12:00:00.000Z',
      signalsCsv: 'BTCUSDC,BTC_RSI',
    });
    expect(readQuery(form(), NOW)).not.toHaveProperty('signalsCsv');
  });
});

describe('defaultAdminForm', () => {
  it('starts at BTCUSDC 1m, 7 days back, to empty (now)', () => {
    expect(defaultAdminForm(NOW)).toEqual({
      symbol: 'BTCUSDC',
      interval: '1m',
      from: '2026-05-13',
      to: '',
      signals: '',
    });
  });
});

describe('jobs and results', () => {
  const job = {
    jobId: 'sig_123456',
    kind: 'bootstrap' as const,
    status: 'RUNNING' as const,
    percent: 42.46,
    message: '',
    symbol: 'BTCUSDC',
    interval: '1m' as const,
    signals: [],
    from: 0,
    fromIso: '',
    to: 0,
    toIso: '',
    doneIso: '',
    candles: 55000,
    pointsWritten: 165000,
    gaps: [],
    gapCount: 1,
    createdAt: '',
    elapsedText: '12.3 s',
  };
  it('ends polling on DONE, ERROR and CANCELLED only', () => {
    expect(
      ['QUEUED', 'RUNNING', 'DONE', 'ERROR', 'CANCELLED'].map((status) =>
        jobEnded({ status: status as never }),
      ),
    ).toEqual([false, false, true, true, true]);
  });
  it('describes the progress in one German line', () => {
    expect(jobLine(job)).toBe('RUNNING 42,5 % · 12.3 s · 55.000 Kerzen · 165.000 Punkte · 1 Lücke');
  });
  it('summarises each read series by count, first and last value', () => {
    const rows = readRows({
      symbol: 'BTCUSDC',
      epoch: '1m',
      from: 0,
      fromIso: '',
      to: 0,
      toIso: '',
      series: [
        { signal: 'BTC_RSI', epochMs: [1, 2], values: [41.5, 55.25] },
        { signal: 'GOLD', epochMs: [], values: [] },
      ],
    });
    expect(rows).toEqual([
      { signal: 'BTC_RSI', points: '2', first: '41,5', last: '55,25' },
      { signal: 'GOLD', points: '0', first: '–', last: '–' },
    ]);
  });
});
