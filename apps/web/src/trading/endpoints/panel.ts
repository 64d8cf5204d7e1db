import { tradingEndpoints as declared } from '@avatara/contracts/http/trading';

/** §9: request time-out of the panel's reads. */
export const REQUEST_TIMEOUT_MS = 2500;

/** Every panel call bypasses caches and asks for JSON; reads are aborted after 2.5 s (§9). */
const panel = { cache: 'no-store', accept: 'application/json' } as const;
const read = { ...panel, timeoutMs: REQUEST_TIMEOUT_MS } as const;

/**
 * The trading panel (trading-dashboard.md §7), declared in `@avatara/contracts/http/trading` (its
 * answers read tolerantly there, §5); reads carry `?ts=` against caches.
 */
export const panelEndpoints = {
  summary: { ...declared.summary, ...read },
  /** null: 204, no snapshot (cleared). */
  decision: { ...declared.decision, ...read },
  allocations: { ...declared.allocations, ...read },
  deposit: { ...declared.deposit, ...panel },
  writeAllocations: { ...declared.writeAllocations, ...panel },
  toggles: { ...declared.toggles, ...panel },
  clear: { ...declared.clear, ...panel },
  /** §7: the GET form of `clear`, for a server that answers DELETE with 404 or 405. */
  clearByGet: { ...declared.clearByGet, ...panel },
  liquidate: { ...declared.liquidate, ...panel },
};
