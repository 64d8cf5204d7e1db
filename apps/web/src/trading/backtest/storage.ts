/*
 * The backtester's remembered choices (trading-dashboard.md §3 "Local storage"): strategy
 * switches, total and per-strategy allocation, under the keys below (docs/dashboard-backtest-and-signals.md).
 */
import { STRATEGY_NAMES, type TStrategyName } from '@avatara/contracts/trading';
import { clampInt } from '../numbers';

export const STORAGE_KEYS = {
  /** JSON `{STRATEGY: boolean}`. */
  enabled: 'avatara.backtest.strategyEnabled',
  /** A whole percent 0–100. */
  totalQuotaPct: 'avatara.backtest.totalQuotaPct',
  /** JSON `{STRATEGY: whole percent 0–100}`; a strategy left out takes the configured quota. */
  strategyQuotaPct: 'avatara.backtest.strategyQuotaPct',
} as const;

export type TEnabledMap = Record<TStrategyName, boolean>;
export type TQuotaMap = Partial<Record<TStrategyName, number>>;

/** Default total allocation, percent (§5, §9). */
export const DEFAULT_TOTAL_QUOTA_PCT = 100;

function parseObject(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    const v: unknown = JSON.parse(raw);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The switches: every strategy on unless stored as `false`; unknown names and non-booleans ignored. */
export function parseEnabled(raw: string | null): TEnabledMap {
  const stored = parseObject(raw);
  return Object.fromEntries(STRATEGY_NAMES.map((s) => [s, stored[s] !== false])) as TEnabledMap;
}

/** The total allocation, a whole percent clamped 0–100; 100 when absent or not a number. */
export function parseTotalPct(raw: string | null): number {
  return raw === null ? DEFAULT_TOTAL_QUOTA_PCT : clampInt(raw, 0, 100, DEFAULT_TOTAL_QUOTA_PCT);
}

/** Per-strategy allocations, whole percent clamped 0–100; entries that are not numbers dropped. */
export function parseStrategyPct(raw: string | null): TQuotaMap {
  const stored = parseObject(raw);
  const out: TQuotaMap = {};
  for (const s of STRATEGY_NAMES) {
    const v = stored[s];
    if (typeof v === 'number' && Number.isFinite(v)) out[s] = clampInt(v, 0, 100, 0);
  }
  return out;
}

/**
 * A strategy allocation typed by the user (§5): a whole percent, rounded and clamped 0–100;
 * empty (or not a number) clears it (`undefined`).
 */
export function parseQuotaInput(text: string): number | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  const n = clampInt(t, 0, 100, NaN);
  return Number.isNaN(n) ? undefined : n;
}

export interface TBacktestPrefs {
  enabled: TEnabledMap;
  totalQuotaPct: number;
  strategyQuotaPct: TQuotaMap;
}

type TStore = Pick<Storage, 'getItem' | 'setItem'>;

const safeGet = (store: TStore | null, key: string): string | null => {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

/** Reads the remembered choices (a blocked or missing storage gives the defaults). */
export function loadPrefs(store: TStore | null): TBacktestPrefs {
  return {
    enabled: parseEnabled(safeGet(store, STORAGE_KEYS.enabled)),
    totalQuotaPct: parseTotalPct(safeGet(store, STORAGE_KEYS.totalQuotaPct)),
    strategyQuotaPct: parseStrategyPct(safeGet(store, STORAGE_KEYS.strategyQuotaPct)),
  };
}

/** Remembers the choices; a full or blocked storage is ignored. */
export function savePrefs(store: TStore | null, prefs: TBacktestPrefs): void {
  try {
    store?.setItem(STORAGE_KEYS.enabled, JSON.stringify(prefs.enabled));
    store?.setItem(STORAGE_KEYS.totalQuotaPct, String(prefs.totalQuotaPct));
    store?.setItem(STORAGE_KEYS.strategyQuotaPct, JSON.stringify(prefs.strategyQuotaPct));
  } catch {
    // private mode or quota: the choices are simply not remembered
  }
}

/** The browser's localStorage, or null where it cannot be reached. */
export function browserStore(): TStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
