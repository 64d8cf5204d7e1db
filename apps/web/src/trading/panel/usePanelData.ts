import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbort, isHttpError } from '../../api/ApiError';
import { panelApi } from './panelApi';
import type { Allocations, MarketDecision, WalletSummary } from './panelModel';

/** §9: the panel reloads every second. */
export const POLL_MS = 1000;

export interface PanelData {
  summary: WalletSummary | null;
  decision: MarketDecision | null;
  /** The server's allocations, last fetched while nothing was edited locally. */
  allocations: Allocations | null;
  /** §8: the last load failure ("HTTP 500", "Unbekannter Fehler"), null after a good load; time-outs (§8: ignored) never. */
  loadError: string | null;
  /**
   * Loads again after a change: an answer of a load already running is dropped (it may predate
   * the change) and a fresh load follows it.
   */
  refresh: () => void;
}

/**
 * Summary and decision every second while `paused` is false (§4: polling stops while a modal is
 * open, and a load is skipped if the previous one is still running). Allocations are fetched with
 * each summary while `allocationsEdited()` says nothing was edited locally.
 */
export function usePanelData(paused: boolean, allocationsEdited: () => boolean): PanelData {
  const [summary, setSummary] = useState<WalletSummary | null>(null);
  const [decision, setDecision] = useState<MarketDecision | null>(null);
  const [allocations, setAllocations] = useState<Allocations | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const running = useRef(false);
  const again = useRef(false);
  const generation = useRef(0);
  const edited = useRef(allocationsEdited);
  useEffect(() => {
    edited.current = allocationsEdited;
  });

  const load = useCallback(async function loadOnce(): Promise<void> {
    if (running.current) return;
    running.current = true;
    const started = generation.current;
    const current = () => generation.current === started;
    try {
      const [s, d] = await Promise.allSettled([panelApi.summary(), panelApi.decision()]);
      if (!current()) return;
      if (d.status === 'fulfilled') setDecision(d.value);
      else if (!isAbort(d.reason)) console.warn('market decision', d.reason);
      if (s.status === 'rejected') {
        if (!isAbort(s.reason))
          setLoadError(isHttpError(s.reason) ? `HTTP ${s.reason.status}` : 'Unbekannter Fehler');
        return;
      }
      setSummary(s.value);
      setLoadError(null);
      if (!edited.current()) {
        try {
          const a = await panelApi.allocations(s.value.mid);
          if (current() && !edited.current()) setAllocations(a);
        } catch (error) {
          if (!isAbort(error)) console.warn('allocations', error);
        }
      }
    } finally {
      running.current = false;
      if (again.current) {
        again.current = false;
        void loadOnce();
      }
    }
  }, []);

  const refresh = useCallback(() => {
    generation.current += 1;
    if (running.current) again.current = true;
    else void load();
  }, [load]);

  useEffect(() => {
    if (paused) return;
    void load();
    const id = window.setInterval(() => void load(), POLL_MS);
    return () => window.clearInterval(id);
  }, [paused, load]);

  return { summary, decision, allocations, loadError, refresh };
}
