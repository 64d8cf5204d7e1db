import { environmentManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { panelApi } from './panelApi';
import { parseAllocations, parseDecision, parseSummary, type Allocations } from './panelModel';
import { loadPanel, panelQueryOptions, POLL_MS, type PanelSnapshot } from './usePanelData';

/*
 * The panel's query driven as `usePanelData` drives it (`panelQueryOptions` + `loadPanel`), through
 * a QueryObserver: the machinery under `useQuery`, without a DOM. The server is a fake whose every
 * call waits until the test answers it, and rejects like fetch when its signal aborts.
 */

interface Call<T> {
  answer: (value: T) => void;
  fail: (error: unknown) => void;
  signal: AbortSignal | undefined;
}

/** A fake endpoint: its calls, oldest first. */
function endpoint<T>() {
  const calls: Call<T>[] = [];
  const call = (signal?: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      calls.push({ answer: resolve, fail: reject, signal });
    });
  return { calls, call, last: () => calls[calls.length - 1]! };
}

const summary = (mid: number) => parseSummary({ mid, px: mid, userId: 'u' });
const decision = (price: number) => parseDecision({ priceNonAi: price });
const allocations = (quota: number): Allocations =>
  parseAllocations({ strategies: [{ strategy: 'GRID', quota }] });
const http = (status: number) =>
  new ApiError({ kind: 'http', call: 'GET /wallet/summary', status, code: null });
const timeout = () => new DOMException('timed out', 'TimeoutError');
/** Lets answered calls run on (the fake timers keep real promises). */
const settle = () => vi.advanceTimersByTimeAsync(0);

let server: {
  summary: ReturnType<typeof endpoint<ReturnType<typeof summary>>>;
  decision: ReturnType<typeof endpoint<ReturnType<typeof decision> | null>>;
  allocations: ReturnType<typeof endpoint<Allocations>>;
};
let warn: ReturnType<typeof vi.spyOn>;
let stop: (() => void) | null = null;

/** The panel as `usePanelData(paused, edited, account)` runs it. */
function panel(paused: boolean, edited: () => boolean = () => false, account: string | null = null) {
  const client = new QueryClient();
  const options = (p: boolean) => ({
    ...panelQueryOptions(p, account),
    queryFn: (context: Parameters<typeof loadPanel>[0]) => loadPanel(context, edited, account),
  });
  const observer = new QueryObserver(client, options(paused));
  stop = observer.subscribe(() => {});
  return {
    shown: (): PanelSnapshot => observer.getCurrentResult().data!, // initialData: never undefined
    pause: (p: boolean) => observer.setOptions(options(p)),
    refresh: () => void observer.refetch({ cancelRefetch: true }),
  };
}

/** Answers the newest summary and decision (and then the allocations, when given). */
async function answer(mid: number, alloc?: Allocations) {
  server.summary.last().answer(summary(mid));
  server.decision.last().answer(decision(mid));
  await settle();
  if (alloc) {
    server.allocations.last().answer(alloc);
    await settle();
  }
}

beforeAll(() => environmentManager.setIsServer(() => false));
afterAll(() => environmentManager.setIsServer(() => typeof window === 'undefined'));
beforeEach(() => {
  vi.useFakeTimers();
  server = { summary: endpoint(), decision: endpoint(), allocations: endpoint() };
  vi.spyOn(panelApi, 'summary').mockImplementation(server.summary.call);
  vi.spyOn(panelApi, 'decision').mockImplementation(server.decision.call);
  vi.spyOn(panelApi, 'allocations').mockImplementation((_mid, signal) => server.allocations.call(signal));
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  stop?.();
  stop = null;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('usePanelData polling (§4, §9)', () => {
  it('loads at once, then every second while not paused', async () => {
    const p = panel(false);
    await settle();
    expect(server.summary.calls).toHaveLength(1);
    expect(server.decision.calls).toHaveLength(1);
    await answer(1, allocations(0.5));
    expect(p.shown().summary?.mid).toBe(1);
    expect(p.shown().decision?.price).toBe(1);
    expect(p.shown().allocations?.quotas.GRID).toBe(50);

    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(server.summary.calls).toHaveLength(2);
    await answer(2, allocations(0.25));
    expect(p.shown().summary?.mid).toBe(2);
    expect(p.shown().allocations?.quotas.GRID).toBe(25);
  });

  it('shows each answer as a new object, even one equal to the last (the panel compares by identity)', async () => {
    const p = panel(false);
    await settle();
    await answer(1, allocations(0.5));
    const first = p.shown();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    await answer(1, allocations(0.5));
    expect(p.shown().summary).toEqual(first.summary);
    expect(p.shown().summary).not.toBe(first.summary);
    expect(p.shown().allocations).not.toBe(first.allocations);
  });

  it('skips a tick while the previous load still runs', async () => {
    panel(false);
    await settle();
    await vi.advanceTimersByTimeAsync(3 * POLL_MS);
    expect(server.summary.calls).toHaveLength(1);
    await answer(1, allocations(0.5));
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(server.summary.calls).toHaveLength(2);
  });

  it('counts the allocations as part of the load: no tick starts while they are awaited', async () => {
    const p = panel(false);
    await settle();
    await answer(1);
    // The summary shows before the allocations arrive, as before.
    expect(p.shown().summary?.mid).toBe(1);
    expect(server.allocations.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2 * POLL_MS);
    expect(server.summary.calls).toHaveLength(1);
  });

  it('sends nothing while paused and loads at once when resumed', async () => {
    const p = panel(true);
    await vi.advanceTimersByTimeAsync(5 * POLL_MS);
    expect(server.summary.calls).toHaveLength(0);
    expect(p.shown()).toEqual({ summary: null, decision: null, allocations: null, loadError: null });

    p.pause(false);
    await settle();
    expect(server.summary.calls).toHaveLength(1);
    await answer(1, allocations(0.5));
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(server.summary.calls).toHaveLength(2);
    await answer(2, allocations(0.5));

    p.pause(true);
    await vi.advanceTimersByTimeAsync(5 * POLL_MS);
    expect(server.summary.calls).toHaveLength(2);
  });

  it('lets a load that runs when polling pauses finish', async () => {
    const p = panel(false);
    await settle();
    p.pause(true);
    await answer(7, allocations(0.5));
    expect(p.shown().summary?.mid).toBe(7);
  });
});

describe('usePanelData refresh', () => {
  it('drops the answer of a load running at a change and shows one started after it', async () => {
    const p = panel(false);
    await settle();
    await answer(1, allocations(0.5));
    await vi.advanceTimersByTimeAsync(POLL_MS);
    const before = server.summary.last();

    p.refresh(); // after a change (a deposit, a save)
    await settle();
    expect(before.signal?.aborted).toBe(true);
    expect(server.summary.calls).toHaveLength(3);
    before.answer(summary(99)); // the old answer, too late: nothing shows it
    await settle();
    expect(p.shown().summary?.mid).toBe(1);

    await answer(3, allocations(0.75));
    expect(p.shown().summary?.mid).toBe(3);
    expect(p.shown().allocations?.quotas.GRID).toBe(75);
  });

  it('also drops the very first answer when the change comes before it', async () => {
    const p = panel(false);
    await settle();
    const first = server.summary.last();
    p.refresh();
    await settle();
    expect(first.signal?.aborted).toBe(true);
    await answer(2, allocations(0.5));
    expect(p.shown().summary?.mid).toBe(2);
  });

  it('drops an answer that arrived just before the change but was not yet shown', async () => {
    const p = panel(false);
    await settle();
    await answer(1, allocations(0.5));
    await vi.advanceTimersByTimeAsync(POLL_MS);
    server.summary.last().answer(summary(98));
    server.decision.last().answer(decision(98));
    p.refresh();
    await settle();
    expect(p.shown().summary?.mid).toBe(1);
    expect(p.shown().decision?.price).toBe(1);
    await answer(3, allocations(0.5));
    expect(p.shown().summary?.mid).toBe(3);
  });

  it('drops allocations that a load fetched before the change', async () => {
    const p = panel(false);
    await settle();
    await answer(1, allocations(0.5));
    await vi.advanceTimersByTimeAsync(POLL_MS);
    await answer(2);
    const stale = server.allocations.last();

    p.refresh();
    await settle();
    stale.answer(allocations(0.1));
    await settle();
    expect(p.shown().allocations?.quotas.GRID).toBe(50);
    await answer(3, allocations(0.9));
    expect(p.shown().allocations?.quotas.GRID).toBe(90);
  });

  it('loads even while paused (a write may end while a dialog is open)', async () => {
    const p = panel(true);
    p.refresh();
    await settle();
    expect(server.summary.calls).toHaveLength(1);
    await answer(4, allocations(0.5));
    expect(p.shown().summary?.mid).toBe(4);
    await vi.advanceTimersByTimeAsync(3 * POLL_MS);
    expect(server.summary.calls).toHaveLength(1);
  });
});

describe('usePanelData errors (§8)', () => {
  it('shows "HTTP <status>" or "Unbekannter Fehler" for a failed summary, and null after a good load', async () => {
    const p = panel(false);
    await settle();
    await answer(1, allocations(0.5));
    const good = p.shown();

    await vi.advanceTimersByTimeAsync(POLL_MS);
    server.summary.last().fail(http(500));
    server.decision.last().answer(decision(2));
    await settle();
    expect(p.shown().loadError).toBe('HTTP 500');
    expect(p.shown().summary).toBe(good.summary); // the last good data stays
    expect(p.shown().decision?.price).toBe(2); // the decision still counts
    expect(server.allocations.calls).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(POLL_MS);
    server.summary.last().fail(ApiError.network('GET /wallet/summary', new TypeError('offline')));
    server.decision.last().answer(decision(3));
    await settle();
    expect(p.shown().loadError).toBe('Unbekannter Fehler');

    await vi.advanceTimersByTimeAsync(POLL_MS);
    await answer(4, allocations(0.5));
    expect(p.shown().loadError).toBeNull();
  });

  it('never sets loadError for a time-out, nor clears one', async () => {
    const p = panel(false);
    await settle();
    server.summary.last().fail(timeout());
    server.decision.last().answer(decision(1));
    await settle();
    expect(p.shown().loadError).toBeNull();

    await vi.advanceTimersByTimeAsync(POLL_MS);
    server.summary.last().fail(http(502));
    server.decision.last().answer(decision(1));
    await settle();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    server.summary.last().fail(timeout());
    server.decision.last().fail(timeout());
    await settle();
    expect(p.shown().loadError).toBe('HTTP 502');
    expect(warn).not.toHaveBeenCalled();
  });

  it('only logs a failed decision and keeps the last one', async () => {
    const p = panel(false);
    await settle();
    await answer(1, allocations(0.5));
    await vi.advanceTimersByTimeAsync(POLL_MS);
    server.summary.last().answer(summary(2));
    server.decision.last().fail(http(500));
    await settle();
    expect(p.shown().decision?.price).toBe(1);
    expect(p.shown().summary?.mid).toBe(2);
    expect(p.shown().loadError).toBeNull();
    expect(warn).toHaveBeenCalledWith('market decision', expect.any(ApiError));
  });

  it('never retries a failed load', async () => {
    panel(false);
    await settle();
    server.summary.last().fail(http(500));
    server.decision.last().answer(decision(1));
    await vi.advanceTimersByTimeAsync(POLL_MS - 1);
    expect(server.summary.calls).toHaveLength(1);
  });
});

describe('usePanelData allocations (§4)', () => {
  it('fetches none while allocations are edited locally', async () => {
    let edited = true;
    const p = panel(false, () => edited);
    await settle();
    await answer(1);
    expect(server.allocations.calls).toHaveLength(0);
    expect(p.shown().allocations).toBeNull();

    edited = false;
    await vi.advanceTimersByTimeAsync(POLL_MS);
    await answer(2, allocations(0.5));
    expect(p.shown().allocations?.quotas.GRID).toBe(50);
  });

  it('drops an answer when an edit began while it was on its way', async () => {
    let edited = false;
    const p = panel(false, () => edited);
    await settle();
    await answer(1, allocations(0.5));
    await vi.advanceTimersByTimeAsync(POLL_MS);
    await answer(2);
    edited = true;
    server.allocations.last().answer(allocations(0.1));
    await settle();
    expect(p.shown().allocations?.quotas.GRID).toBe(50);
    expect(p.shown().summary?.mid).toBe(2);
  });

  it('only logs a failed allocations call', async () => {
    const p = panel(false);
    await settle();
    await answer(1);
    server.allocations.last().fail(http(500));
    await settle();
    expect(p.shown().allocations).toBeNull();
    expect(p.shown().loadError).toBeNull();
    expect(warn).toHaveBeenCalledWith('allocations', expect.any(ApiError));
  });
});

describe('usePanelData account', () => {
  it('reads the account it is given (a Pro holder’s own), and the server’s default without one', async () => {
    panel(false, () => false, 'user-1');
    await settle();
    await answer(1, allocations(0.5));
    expect(vi.mocked(panelApi.summary)).toHaveBeenLastCalledWith(expect.any(AbortSignal), 'user-1');
    expect(vi.mocked(panelApi.decision)).toHaveBeenLastCalledWith(expect.any(AbortSignal), 'user-1');
    expect(vi.mocked(panelApi.allocations)).toHaveBeenLastCalledWith(1, expect.any(AbortSignal), 'user-1');
    stop?.();
    panel(false);
    await settle();
    expect(vi.mocked(panelApi.summary)).toHaveBeenLastCalledWith(expect.any(AbortSignal), null);
  });
});
