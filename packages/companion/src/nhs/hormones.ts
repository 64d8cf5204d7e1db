/**
 * The 21 hormones of avatar-chat.md §3 with the spec's min–max, a unit, a default level,
 * a plasma half-life (minutes) and an optional daily rhythm. Sources: docs/neuro-hormonal-model.md.
 */

import { NHS_HORMONE_KEYS } from '@avatara/contracts/nhs-names';

/** Hormone keys in display order (spec order): the one list, in `@avatara/contracts`. */
export const HORMONE_KEYS = NHS_HORMONE_KEYS;

/** One of the 21 hormone keys (`growthHormone` is displayed as "growth hormone"). */
export type HormoneKey = (typeof HORMONE_KEYS)[number];

/** Hormone levels in each hormone's own unit. */
export type HormoneLevels = Record<HormoneKey, number>;

/**
 * Daily rhythm: `target = baseline + amplitude·range·(shape(localHour) − mean(shape))` with the
 * von-Mises bump `shape = exp(kappa·(cos(2π(h − peakHour)/24) − 1))`, so the daily mean stays at the baseline.
 */
export interface CircadianSpec {
  /** Local clock hour (0–24) of the daily maximum. */
  readonly peakHour: number;
  /** Peak-to-trough swing as a fraction of the spec range. */
  readonly amplitude: number;
  /** Peak sharpness: 0.5 ≈ sinusoid, 6 ≈ a narrow nightly pulse. */
  readonly kappa: number;
}

/** Static description of one hormone. */
export interface HormoneSpec {
  readonly key: HormoneKey;
  readonly displayName: string;
  /** Lowest level (spec). */
  readonly min: number;
  /** Highest level (spec). */
  readonly max: number;
  readonly unit: string;
  /** True when the spec states the unit; otherwise it is our choice (see the doc). */
  readonly unitFromSpec: boolean;
  /** Daily-mean resting level of a neutral adult. */
  readonly default: number;
  /** Plasma half-life in minutes: the excess over baseline halves in this time. */
  readonly halfLifeMin: number;
  readonly circadian?: CircadianSpec;
}

type Row = [
  name: string,
  min: number,
  max: number,
  unit: string,
  fromSpec: boolean,
  def: number,
  halfLifeMin: number,
  circ?: CircadianSpec,
];

const ROWS: Record<HormoneKey, Row> = {
  cortisol: ['cortisol', 5, 25, 'µg/dl', true, 12, 90, { peakHour: 8, amplitude: 0.45, kappa: 1.5 }],
  adrenalin: ['adrenalin', 2, 15, 'ng/dL', false, 4, 2, { peakHour: 12, amplitude: 0.05, kappa: 0.7 }],
  noradrenalin: [
    'noradrenalin',
    2,
    15,
    'ng/dL',
    false,
    5,
    2.4,
    { peakHour: 12, amplitude: 0.08, kappa: 0.7 },
  ],
  dopamin: ['dopamin', 20, 100, 'ng/mL', true, 45, 2, { peakHour: 11, amplitude: 0.06, kappa: 0.7 }],
  serotonin: ['serotonin', 40, 120, 'ng/mL', false, 75, 60, { peakHour: 13, amplitude: 0.08, kappa: 0.7 }],
  endorphin: ['endorphin', 10, 50, 'pg/mL', false, 20, 37, { peakHour: 8, amplitude: 0.08, kappa: 1.5 }],
  oxytocin: ['oxytocin', 10, 60, 'pg/mL', true, 20, 4.5],
  estrogen: ['estrogen', 20, 80, 'pg/mL', false, 40, 60],
  progesterone: ['progesterone', 10, 40, 'ng/mL', false, 15, 60],
  testosterone: [
    'testosterone',
    200,
    1000,
    'ng/dL',
    true,
    500,
    60,
    { peakHour: 8, amplitude: 0.12, kappa: 1 },
  ],
  insulin: ['insulin', 5, 50, 'µU/mL', true, 10, 5],
  glucagon: ['glucagon', 5, 20, 'pmol/L', false, 10, 6],
  thyroxin: ['thyroxin', 0.5, 3, 'ng/dL', false, 1.3, 9648],
  triiodothyronine: [
    'triiodothyronine',
    1,
    5,
    'pg/mL',
    false,
    3.1,
    1440,
    { peakHour: 3, amplitude: 0.05, kappa: 1 },
  ],
  growthHormone: [
    'growth hormone',
    3,
    15,
    'ng/mL',
    false,
    4,
    19,
    { peakHour: 0.5, amplitude: 0.6, kappa: 6 },
  ],
  somatostatin: ['somatostatin', 2, 10, 'pmol/L', false, 4, 2.7],
  melatonin: ['melatonin', 5, 30, 'pg/mL', false, 10, 50, { peakHour: 3, amplitude: 0.8, kappa: 3 }],
  aldosterone: ['aldosterone', 5, 20, 'ng/dL', false, 9, 20, { peakHour: 8, amplitude: 0.15, kappa: 1 }],
  vasopressin: ['vasopressin', 3, 15, 'pg/mL', false, 5, 24, { peakHour: 3, amplitude: 0.1, kappa: 1 }],
  parathormone: ['parathormone', 5, 30, 'pg/mL', false, 15, 3.4, { peakHour: 3, amplitude: 0.1, kappa: 1 }],
  calcitonin: ['calcitonin', 2, 10, 'pg/mL', false, 4, 10],
};

function toSpec(key: HormoneKey, row: Row): HormoneSpec {
  const [displayName, min, max, unit, unitFromSpec, def, halfLifeMin, circadian] = row;
  return circadian
    ? { key, displayName, min, max, unit, unitFromSpec, default: def, halfLifeMin, circadian }
    : { key, displayName, min, max, unit, unitFromSpec, default: def, halfLifeMin };
}

/** All hormones by key. */
export const HORMONES: Readonly<Record<HormoneKey, HormoneSpec>> = Object.fromEntries(
  HORMONE_KEYS.map((k) => [k, toSpec(k, ROWS[k])]),
) as Record<HormoneKey, HormoneSpec>;

/** All hormones in display order. */
export const HORMONE_LIST: readonly HormoneSpec[] = HORMONE_KEYS.map((k) => HORMONES[k]);

/** True when `key` is one of the 21 hormone keys. */
export function isHormoneKey(key: string): key is HormoneKey {
  return Object.prototype.hasOwnProperty.call(ROWS, key);
}

/** The default level of every hormone. */
export function defaultHormoneLevels(): HormoneLevels {
  const out = {} as HormoneLevels;
  for (const k of HORMONE_KEYS) out[k] = HORMONES[k].default;
  return out;
}

/** Clamps `level` to the spec range of hormone `key`. */
export function clampHormone(key: HormoneKey, level: number): number {
  const h = HORMONES[key];
  return level < h.min ? h.min : level > h.max ? h.max : Number.isFinite(level) ? level : h.default;
}
