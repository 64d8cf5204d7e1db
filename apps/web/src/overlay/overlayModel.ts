import type { NhsEntry, NhsMetaData } from '@avatara/contracts/nhs-format';
import type { TNhsCatalog } from '@avatara/contracts/avatars';

/**
 * The Brain States & Hormones overlay as data (pure, no React): the parsed
 * `GET /getNHSMetaData` text and the `GET /nhs/catalog` turned into sections of paired rows.
 *
 * Sections in this order, empty ones left out: emotions, body states, cognitive states (a third
 * state section rather than part of the body states: thinking is not a body feeling), other
 * states (only state keys the catalog does not know, e.g. when it failed to load), hormones.
 */

/** The sections of the overlay, in display order. */
export const SECTION_KEYS = ['emotions', 'body', 'cognitive', 'other', 'hormones'] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

/** States are on 0–10 (avatar-chat.md §3). */
export const STATE_MIN = 0;
export const STATE_MAX = 10;

/** One row: the user's and the AI's value of one state or hormone side by side. */
export interface OverlayRow {
  /** The key in the text: `HAPPINESS`, `cortisol`. */
  key: string;
  /** A state (0–10) or a hormone (its own range and unit). */
  kind: 'state' | 'hormone';
  /** Readable name in the UI language: `Happiness`, `Cortisol` (`Glück`, `コルチゾール`). */
  label: string;
  /** States only: a one-line meaning for the name's tooltip, when one is known. */
  info?: string;
  /** The user's value in its scale or unit; null when the user's entry has none. */
  user: number | null;
  /** The AI's (avatar's own) value; null when absent. */
  ai: number | null;
  /** Bar lengths 0–1 on the row's scale, clamped; 0 for a missing value. */
  userFraction: number;
  aiFraction: number;
  /** Scale of the bars: 0–10 for states, the hormone's own range. */
  min: number;
  max: number;
  /** Hormones only: the unit (`µg/dl`). */
  unit?: string;
}

/** A state or a hormone. */
export type RowKind = OverlayRow['kind'];

/**
 * The texts of the rows in the UI language, for keys of the catalog or the data. Each gives
 * undefined when it has no text for a key; the row then falls back to a label made from the key
 * or the catalog (`keyLabel`, the display name) and, for the meaning, the catalog's (English) one.
 */
export interface RowTexts {
  /** The name of a state (`HAPPINESS` → `Glück`) or a hormone (`cortisol` → `Cortisol`). */
  label(kind: RowKind, key: string): string | undefined;
  /** The one-line meaning of a state. */
  info?(kind: RowKind, key: string): string | undefined;
}

/** No translations: every row shows its fallback label. */
export const FALLBACK_TEXTS: RowTexts = { label: () => undefined };

export interface OverlaySection {
  key: SectionKey;
  rows: OverlayRow[];
}

const GROUP_SECTION: Record<TNhsCatalog['states'][number]['group'], SectionKey> = {
  emotion: 'emotions',
  body: 'body',
  cognitive: 'cognitive',
};

/**
 * Where `value` lies between `min` and `max` as 0–1, clamped; 0 for null or an empty range.
 * @example scaleFraction(15, 5, 25) // 0.5
 */
export function scaleFraction(value: number | null, min: number, max: number): number {
  if (value === null || !Number.isFinite(value) || !(max > min)) return 0;
  return Math.min(1, Math.max(0, (value - min) / (max - min)));
}

/**
 * A readable label from a key: UPPER_SNAKE_CASE and lowerCamelCase become a capitalised
 * phrase. @example keyLabel('PROBABILITY_ANSWER') // 'Probability answer'; keyLabel('growthHormone') // 'Growth hormone'
 */
export function keyLabel(key: string): string {
  const words =
    key.includes('_') || key === key.toUpperCase()
      ? key.toLowerCase().split('_')
      : key.split(/(?=[A-Z])/).map((w) => w.toLowerCase());
  return capitalise(words.filter((w) => w !== '').join(' '));
}

/** First letter upper case: the catalog's `growth hormone` → `Growth hormone`. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function value(entry: NhsEntry | null, kind: 'states' | 'hormones', key: string): number | null {
  const v = entry?.[kind][key];
  return v === undefined || !Number.isFinite(v) ? null : v;
}

/** What a row shows besides its values: its name (a fallback when untranslated) and meaning. */
interface RowSpec {
  fallbackLabel: string;
  /** The catalog's meaning; '' or absent when it has none. */
  meaning?: string;
  min: number;
  max: number;
  unit?: string;
}

function nonEmpty(text: string | undefined): string | undefined {
  return text === undefined || text.trim() === '' ? undefined : text;
}

function row(
  data: NhsMetaData,
  kind: 'states' | 'hormones',
  key: string,
  spec: RowSpec,
  texts: RowTexts,
): OverlayRow | null {
  const user = value(data.user, kind, key);
  const ai = value(data.avatar, kind, key);
  if (user === null && ai === null) return null;
  const rowKind: RowKind = kind === 'states' ? 'state' : 'hormone';
  const { min, max, unit } = spec;
  const info = nonEmpty(texts.info?.(rowKind, key)) ?? nonEmpty(spec.meaning);
  const base: OverlayRow = {
    key,
    kind: rowKind,
    label: nonEmpty(texts.label(rowKind, key)) ?? spec.fallbackLabel,
    ...(info === undefined ? {} : { info }),
    user,
    ai,
    userFraction: scaleFraction(user, min, max),
    aiFraction: scaleFraction(ai, min, max),
    min,
    max,
  };
  return unit === undefined ? base : { ...base, unit };
}

/** Keys present in either entry, in first-seen order (user first). */
function keysOf(data: NhsMetaData, kind: 'states' | 'hormones'): string[] {
  return [...new Set([...Object.keys(data.user?.[kind] ?? {}), ...Object.keys(data.avatar?.[kind] ?? {})])];
}

/**
 * The overlay's sections from the parsed text and the catalog (which may be missing while it
 * loads or when it failed). Rows follow the catalog's order; keys the catalog does not know come
 * last: states in "other" on 0–10, hormones without a range (no bars, values only). A row with
 * no value on either side is left out, and so is a section without rows: empty input gives `[]`.
 * Labels and meanings come from `texts` (the UI language), else from the key and the catalog.
 */
export function buildOverlaySections(
  data: NhsMetaData,
  catalog: TNhsCatalog | undefined,
  texts: RowTexts = FALLBACK_TEXTS,
): OverlaySection[] {
  const rows: Record<SectionKey, OverlayRow[]> = {
    emotions: [],
    body: [],
    cognitive: [],
    other: [],
    hormones: [],
  };
  const push = (section: SectionKey, r: OverlayRow | null) => {
    if (r) rows[section].push(r);
  };

  const knownStates = new Set<string>();
  for (const s of catalog?.states ?? []) {
    knownStates.add(s.name);
    push(
      GROUP_SECTION[s.group],
      row(
        data,
        'states',
        s.name,
        { fallbackLabel: keyLabel(s.name), meaning: s.meaning, min: STATE_MIN, max: STATE_MAX },
        texts,
      ),
    );
  }
  for (const key of keysOf(data, 'states')) {
    if (!knownStates.has(key))
      push(
        'other',
        row(data, 'states', key, { fallbackLabel: keyLabel(key), min: STATE_MIN, max: STATE_MAX }, texts),
      );
  }

  const knownHormones = new Set<string>();
  for (const h of catalog?.hormones ?? []) {
    knownHormones.add(h.key);
    push(
      'hormones',
      row(
        data,
        'hormones',
        h.key,
        { fallbackLabel: capitalise(h.displayName), min: h.min, max: h.max, unit: h.unit },
        texts,
      ),
    );
  }
  for (const key of keysOf(data, 'hormones')) {
    if (!knownHormones.has(key))
      push('hormones', row(data, 'hormones', key, { fallbackLabel: keyLabel(key), min: 0, max: 0 }, texts));
  }

  return SECTION_KEYS.filter((key) => rows[key].length > 0).map((key) => ({ key, rows: rows[key] }));
}

/**
 * Decimals to show for a value on a scale from `min` to `max`: about three significant digits of
 * the range (states 0–10 → 1, thyroxin 0.5–3 → 2, testosterone 200–1000 → 0).
 */
export function fractionDigits(min: number, max: number): number {
  const span = max - min;
  if (!(span > 0)) return 2;
  if (span < 5) return 2;
  if (span < 100) return 1;
  return 0;
}

/**
 * A value as the row shows it, in the UI language's number format with the decimals of its
 * scale. @example formatValue(11.836, 5, 25, 'en-US') // '11.8'
 */
export function formatValue(value: number, min: number, max: number, locale: string): string {
  const digits = fractionDigits(min, max);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}
