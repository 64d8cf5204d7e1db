import type { TStrategyName, TTradingConfigInput } from '@avatara/contracts';

/** One tunable config field: its range and whether it is a whole number. */
export interface TParamRange {
  /** The trading config's field name (ZTradingConfig). */
  field: keyof TTradingConfigInput & string;
  min: number;
  max: number;
  integer?: boolean;
}

/** A strategy's tunable fields: each range, and an optional rule a sample must keep. */
export interface TParamSpace {
  ranges: readonly TParamRange[];
  /** false: the sample is not a valid setting (e.g. fast MA not below slow). */
  valid?: (p: Readonly<Record<string, number>>) => boolean;
}

const stop = (field: TParamRange['field']): TParamRange => ({ field, min: 0.02, max: 0.2 });

/**
 * The fields a walk-forward search tunes per strategy (docs/research.md): the entry and exit
 * rules and the stop-loss; sizes and quotas stay as configured. Ranges span the documented
 * defaults (docs/strategies.md).
 */
export const PARAM_SPACES: Readonly<Record<TStrategyName, TParamSpace>> = {
  COST_AVERAGE_LONG: {
    ranges: [
      { field: 'dca_dropPct', min: 0.005, max: 0.05 },
      { field: 'dca_takeProfitPct', min: 0.005, max: 0.04 },
      { field: 'dca_Long_entryRsi', min: 20, max: 50, integer: true },
      stop('dca_Long_stopLossPct'),
    ],
  },
  COST_AVERAGE_SHORT: {
    ranges: [
      { field: 'dca_dropPct', min: 0.005, max: 0.05 },
      { field: 'dca_takeProfitPct', min: 0.005, max: 0.04 },
      { field: 'dca_Short_entryRsi', min: 50, max: 80, integer: true },
      stop('dca_Short_stopLossPct'),
    ],
  },
  GRID_VOL_ADAPTIVE: {
    ranges: [
      { field: 'Grid_atrMultiple', min: 0.2, max: 2 },
      { field: 'Grid_tradePctPerCross', min: 0.02, max: 0.2 },
      { field: 'Grid_lowerBound', min: 0.85, max: 0.99 },
      stop('Grid_stopLossPct'),
    ],
  },
  MEAN_REVERSION_LONG: {
    ranges: [
      { field: 'MeanReversion_buyRsi', min: 15, max: 40, integer: true },
      { field: 'MeanReversion_sellRsi', min: 45, max: 70, integer: true },
      stop('MeanReversion_Long_stopLossPct'),
    ],
  },
  MEAN_REVERSION_SHORT: {
    ranges: [
      { field: 'MeanReversion_enterShortRsi', min: 60, max: 85, integer: true },
      { field: 'MeanReversion_coverRsi', min: 30, max: 55, integer: true },
      stop('MeanReversion_Short_stopLossPct'),
    ],
  },
  TREND_FOLLOW_LONG: {
    ranges: [
      { field: 'TrendFollow_Long_fastMA', min: 24, max: 336, integer: true },
      { field: 'TrendFollow_Long_slowMA', min: 240, max: 1440, integer: true },
      { field: 'TrendFollow_bandPct', min: 0, max: 0.03 },
      stop('TrendFollow_Long_stopLossPct'),
    ],
    valid: (p) => p.TrendFollow_Long_fastMA! < p.TrendFollow_Long_slowMA!,
  },
  TREND_FOLLOW_SHORT: {
    ranges: [
      { field: 'TrendFollow_Short_fastMA', min: 24, max: 336, integer: true },
      { field: 'TrendFollow_Short_slowMA', min: 240, max: 1440, integer: true },
      { field: 'TrendFollow_bandPct', min: 0, max: 0.03 },
      stop('TrendFollow_Short_stopLossPct'),
    ],
    valid: (p) => p.TrendFollow_Short_fastMA! < p.TrendFollow_Short_slowMA!,
  },
};

/** A value of `r` at `u` ∈ [0, 1] (rounded for whole numbers, 6 significant decimals otherwise). */
function at(r: TParamRange, u: number): number {
  const v = r.min + u * (r.max - r.min);
  return r.integer ? Math.round(v) : Math.round(v * 1e6) / 1e6;
}

/**
 * `trials` samples drawn uniformly from `space` with `random` (a seeded RNG returning [0, 1)).
 * A sample the space's rule rejects is drawn again (at most 100 times, then skipped).
 */
export function randomSamples(
  space: TParamSpace,
  trials: number,
  random: () => number,
): Record<string, number>[] {
  const out: Record<string, number>[] = [];
  for (let t = 0; t < trials; t++) {
    for (let attempt = 0; attempt < 100; attempt++) {
      const p: Record<string, number> = {};
      for (const r of space.ranges) p[r.field] = at(r, random());
      if (!space.valid || space.valid(p)) {
        out.push(p);
        break;
      }
    }
  }
  return out;
}

/**
 * A grid over `space` of at most `trials` points: every field at the same number of evenly spaced
 * levels (⌊trials^(1/fields)⌋, at least 2), duplicates and invalid points dropped. The order is
 * shuffled with `random`, so that a grid cut short by cancellation still covers the space.
 */
export function gridSamples(
  space: TParamSpace,
  trials: number,
  random: () => number,
): Record<string, number>[] {
  const d = space.ranges.length;
  const levels = Math.max(2, Math.floor(Math.pow(trials, 1 / d) + 1e-9));
  const seen = new Set<string>();
  const out: Record<string, number>[] = [];
  const total = Math.pow(levels, d);
  for (let k = 0; k < total; k++) {
    const p: Record<string, number> = {};
    let rest = k;
    for (const r of space.ranges) {
      p[r.field] = at(r, (rest % levels) / (levels - 1));
      rest = Math.floor(rest / levels);
    }
    const key = JSON.stringify(p);
    if (seen.has(key) || (space.valid && !space.valid(p))) continue;
    seen.add(key);
    out.push(p);
  }
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out.slice(0, Math.max(trials, 1));
}

/**
 * A small seeded RNG (mulberry32): the same seed gives the same sequence, values in [0, 1).
 * @example const random = seededRandom(42); random(); // 0.6011…
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
