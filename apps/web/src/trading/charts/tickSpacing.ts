import { clampInt } from '../numbers';

/** Tick spacing of the charts (§5, §9): whole px, 1–200. */
export const TICK_SPACING_MIN = 1;
export const TICK_SPACING_MAX = 200;
/** The backtest's default (§9); the signal chart uses its own (docs/dashboard-backtest-and-signals.md). */
export const DEFAULT_TICK_SPACING = 10;

/** The typed tick spacing: rounded and clamped to 1–200; non-numeric (or empty) becomes 1 (§5). */
export const parseTickSpacing = (text: string): number =>
  clampInt(text, TICK_SPACING_MIN, TICK_SPACING_MAX, TICK_SPACING_MIN);
