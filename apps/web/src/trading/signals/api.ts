/*
 * Signals calls (trading-dashboard.md §7 "Signals comparison"): the available signals from
 * /signals/meta (falling back to /signals/catalog, and to BTC, RSI and GOLD when neither answers
 * or an answer does not match its schema), and one series per signal (204 = empty).
 */
import { DEFAULT_SIGNALS, type TSignalName } from '@avatara/contracts/signals';
import { isHttpError } from '../../api/ApiError';
import { api } from '../../api/client';
import { signalEndpoints } from '../endpoints/signals';
import { seriesView, type TSignalSeriesView } from './series';
import { SIGNAL_LABELS as L } from './texts';

/** The comparison view's market and interval (§2): BTCUSDC on 1m candles. */
export const SIGNALS_SYMBOL = 'BTCUSDC';
export const SIGNALS_INTERVAL = '1m';

export interface TSignalChoices {
  available: TSignalName[];
  defaults: TSignalName[];
}

/** The signals to offer: meta's availableSignals, else the catalog's names, else BTC, RSI and GOLD. */
export async function fetchSignalChoices(signal?: AbortSignal): Promise<TSignalChoices> {
  const fallback: TSignalChoices = { available: [...DEFAULT_SIGNALS], defaults: [...DEFAULT_SIGNALS] };
  try {
    const query = { symbol: SIGNALS_SYMBOL, interval: SIGNALS_INTERVAL, withAvailable: 'true' } as const;
    const meta = await api.call(signalEndpoints.meta, { query }, { signal });
    const available = meta.availableSignals ?? [];
    if (available.length > 0)
      return {
        available,
        defaults: meta.defaultSignals.length > 0 ? meta.defaultSignals : fallback.defaults,
      };
  } catch (e) {
    if (signal?.aborted) throw e;
  }
  try {
    const catalog = await api.call(signalEndpoints.catalog, {}, { signal });
    const available = catalog.signals.map((s) => s.name);
    if (available.length > 0) return { available, defaults: fallback.defaults };
  } catch (e) {
    if (signal?.aborted) throw e;
  }
  return fallback;
}

/** An error text of §8: 'HTTP {status}' or 'Abfrage fehlgeschlagen'. */
export const queryErrorText = (e: unknown): string => (isHttpError(e) ? L.http(e.status) : L.queryFailed);

/** GET /signals/series for one signal over [fromMs, toMs]; null on 204 (no values). */
export async function fetchSignalSeries(
  name: TSignalName,
  fromMs: number,
  toMs: number,
  signal?: AbortSignal,
): Promise<TSignalSeriesView | null> {
  const query = {
    signal: name,
    from: String(Math.round(fromMs)),
    to: String(Math.round(toMs)),
    symbol: SIGNALS_SYMBOL,
    interval: SIGNALS_INTERVAL,
  } as const;
  const answer = await api.call(signalEndpoints.series, { query }, { signal });
  return answer === null ? null : seriesView(name, answer);
}
