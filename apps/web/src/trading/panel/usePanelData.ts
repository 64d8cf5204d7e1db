import { queryOptions, useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { isAbort, isHttpError } from '../../api/ApiError';
import { tradingKeys } from '../queryKeys';
import { panelApi } from './panelApi';
import type { Allocations, MarketDecision, WalletSummary } from './panelModel';

/** §9: the panel reloads every second. */
export const POLL_MS = 1000;

/** What the panel shows of the server: the last answers, and the last load failure. */
export interface PanelSnapshot {
  summary: WalletSummary | null;
  decision: MarketDecision | null;
  /** The server's allocations, last fetched while nothing was edited locally. */
  allocations: Allocations | null;
  /** §8: the last load failure ("HTTP 500", "Unbekannter Fehler"), null after a good load; time-outs (§8: ignored) never. */
  loadError: string | null;
}

export interface PanelData extends PanelSnapshot {
  /**
   * Loads again after a change: an answer of a load already running is dropped (it may predate
   * the change) and a fresh load follows it.
   */
  refresh: () => void;
}

/** Before the first answer. */
export const EMPTY_PANEL: PanelSnapshot = {
  summary: null,
  decision: null,
  allocations: null,
  loadError: null,
};

type PanelKey = ReturnType<typeof tradingKeys.panel>;
type PanelContext = Pick<QueryFunctionContext<PanelKey>, 'client' | 'queryKey' | 'signal'>;

/**
 * One load of the panel, as the next snapshot (never a rejection: a failure is part of what the
 * panel shows). Summary and decision are asked together; a decision failure is only logged, a
 * summary failure becomes `loadError` (aborts and time-outs leave everything as it was). After a
 * good summary, the snapshot is shown at once and, while `allocationsEdited()` is false, the
 * allocations follow; their answer is dropped if an edit began meanwhile. A load whose `signal`
 * was aborted (`refresh()` cancelled it, or the panel closed) writes nothing. `account`: the
 * account read (a Pro holder's own one), null for the server's default ('defaultUser').
 */
export async function loadPanel(
  { client, queryKey, signal }: PanelContext,
  allocationsEdited: () => boolean,
  account: string | null = null,
): Promise<PanelSnapshot> {
  const shown = () => client.getQueryData<PanelSnapshot>(queryKey) ?? EMPTY_PANEL;
  const [s, d] = await Promise.allSettled([
    panelApi.summary(signal, account),
    panelApi.decision(signal, account),
  ]);
  if (signal.aborted) return shown();
  let decision = shown().decision;
  if (d.status === 'fulfilled') decision = d.value;
  else if (!isAbort(d.reason)) console.warn('market decision', d.reason);
  if (s.status === 'rejected') {
    const loadError = isAbort(s.reason)
      ? shown().loadError
      : isHttpError(s.reason)
        ? `HTTP ${s.reason.status}`
        : 'Unbekannter Fehler';
    return { ...shown(), decision, loadError };
  }
  const loaded: PanelSnapshot = { ...shown(), summary: s.value, decision, loadError: null };
  if (allocationsEdited()) return loaded;
  // The summary does not wait for the allocations (the load still runs: no poll starts meanwhile).
  client.setQueryData<PanelSnapshot>(queryKey, loaded);
  try {
    const allocations = await panelApi.allocations(s.value.mid, signal, account);
    if (!signal.aborted && !allocationsEdited()) return { ...shown(), allocations };
  } catch (error) {
    if (!isAbort(error)) console.warn('allocations', error);
  }
  return shown();
}

/**
 * How the panel's query polls (§4, §9), its load being `loadPanel`: at once and every `POLL_MS`
 * while not `paused` (a disabled query schedules no interval); a tick while a load runs joins it
 * instead of starting another. Like the loop it replaces: no retries, polling also in a background
 * tab and without a network (the failure is shown), each answer a new object (the panel compares
 * them by identity), and a fresh start each time the panel opens (`gcTime: 0`).
 */
export function panelQueryOptions(paused: boolean, account: string | null = null) {
  return queryOptions({
    queryKey: tradingKeys.panel(account),
    initialData: EMPTY_PANEL,
    initialDataUpdatedAt: 0,
    enabled: !paused,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    networkMode: 'always',
    structuralSharing: false,
  });
}

/**
 * Summary and decision every second while `paused` is false (§4: polling stops while a modal is
 * open, and a load is skipped if the previous one is still running). Allocations are fetched with
 * each summary while `allocationsEdited()` says nothing was edited locally. `account` as in `loadPanel`.
 */
export function usePanelData(
  paused: boolean,
  allocationsEdited: () => boolean,
  account: string | null = null,
): PanelData {
  const edited = useRef(allocationsEdited);
  useEffect(() => {
    edited.current = allocationsEdited;
  });
  // Always the caller's latest: a running load asks again after the allocations' answer.
  const { data, refetch } = useQuery({
    ...panelQueryOptions(paused, account),
    queryFn: (context) => loadPanel(context, () => edited.current(), account),
  });
  // The running load (if any) is cancelled, so its answer never lands; the new one starts now.
  const refresh = useCallback(() => void refetch({ cancelRefetch: true }), [refetch]);
  return { ...data, refresh };
}
