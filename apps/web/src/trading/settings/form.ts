import {
  DEFAULT_TRADING_CONFIG,
  ZTradingConfig,
  type TTradingConfigInput,
} from '@avatara/contracts/trading-config';
import { SETTINGS_FIELDS, fieldSpec, type TFieldSpec } from './catalogue';

/*
 * The settings form ↔ the trading config (trading-dashboard.md §5 "Trading settings"): numbers
 * accept a comma as decimal separator, an empty field becomes null (the server's layer below
 * applies), percent fields are shown in percent and stored as fractions, integer fields must be
 * whole numbers, checkboxes are 0/1, overrides are JSON objects. Decisions: docs/dashboard-settings.md.
 */

/** The form's text of every field by config key ('' = empty → null; flags '', '0' or '1'). */
export type TSettingsForm = Record<string, string>;
/** German error text by config key. */
export type TFieldErrors = Record<string, string>;

/** Rounds away the binary noise of ×100 / ÷100 (0.015 × 100 = 1.5000000000000002). */
const clean = (n: number): number => Number(n.toPrecision(12));

/**
 * A typed decimal: whitespace removed, a comma read as the decimal point (§5). NaN for text that
 * is not a plain number ("1e3" and "0x10" too: a settings field holds digits).
 * @example parseDecimal(' 0,25 ') // 0.25
 */
export function parseDecimal(text: string): number {
  const t = text.replace(/\s+/g, '').replace(',', '.');
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : NaN;
}

/** A stored value as the form shows it: percent ×100, flags '0'/'1', overrides as JSON, null → ''. */
export function formatFieldValue(spec: Pick<TFieldSpec, 'kind'>, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (spec.kind === 'json') {
    if (typeof value !== 'object' || Object.keys(value).length === 0) return '';
    return JSON.stringify(value);
  }
  const n = typeof value === 'number' ? value : parseDecimal(String(value));
  if (!Number.isFinite(n)) return '';
  if (spec.kind === 'flag') return n ? '1' : '0';
  return String(spec.kind === 'percent' ? clean(n * 100) : n);
}

/** The placeholder of a field: its default, shown like a value ("60000", "0.1", "0.96"). */
export function placeholderOf(spec: TFieldSpec): string {
  if (spec.kind === 'json') return '{}';
  return formatFieldValue(spec, DEFAULT_TRADING_CONFIG[spec.key]);
}

/** The form of a stored config layer (a 404 is `{}`: every field empty). */
export function configToForm(config: Record<string, unknown>): TSettingsForm {
  const form: TSettingsForm = {};
  for (const spec of SETTINGS_FIELDS) form[spec.key] = formatFieldValue(spec, config[spec.key]);
  return form;
}

/** One field's text → its stored value, or a German error. */
export function parseField(spec: TFieldSpec, text: string): { value: unknown } | { error: string } {
  const t = text.trim();
  if (t === '') return { value: null };
  if (spec.kind === 'json') return parseOverrides(t);
  if (spec.kind === 'flag') return t === '1' || t === '0' ? { value: Number(t) } : { error: 'Nur 0 oder 1.' };
  const n = parseDecimal(t);
  if (!Number.isFinite(n)) return { error: 'Keine gültige Zahl.' };
  if (spec.kind === 'int')
    return Number.isInteger(n) ? { value: n } : { error: 'Bitte eine ganze Zahl eingeben.' };
  return { value: spec.kind === 'percent' ? clean(n / 100) : n };
}

/** Override keys the engine reads (docs/strategies.md "Overrides"). */
export const OVERRIDE_KEYS = [
  'cooldownMs',
  'takeProfitPct',
  'trailingStopPct',
  'minNotionalUsd',
  'stopLossPct',
  'maxHoldMs',
] as const;

/** An overrides field: a JSON object of known keys to finite numbers; `{}` counts as empty. */
export function parseOverrides(text: string): { value: Record<string, number> | null } | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: 'Kein gültiges JSON. Beispiel: {"cooldownMs": 120000}' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { error: 'Erwartet ein JSON-Objekt, z. B. {"cooldownMs": 120000}.' };
  const out: Record<string, number> = {};
  for (const [key, v] of Object.entries(parsed)) {
    if (!(OVERRIDE_KEYS as readonly string[]).includes(key))
      return { error: `Unbekannter Schlüssel „${key}“. Erlaubt: ${OVERRIDE_KEYS.join(', ')}.` };
    if (typeof v !== 'number' || !Number.isFinite(v))
      return { error: `Der Wert von „${key}“ muss eine Zahl sein.` };
    out[key] = v;
  }
  return { value: Object.keys(out).length === 0 ? null : out };
}

/** A German text for a schema issue of a field (bounds shown in the field's unit). */
function issueText(
  spec: TFieldSpec | undefined,
  issue: { code: string; minimum?: unknown; maximum?: unknown },
): string {
  const shown = (bound: unknown) => (spec ? formatFieldValue(spec, Number(bound)) : String(bound));
  const unit = spec?.kind === 'percent' ? ' %' : '';
  if (issue.code === 'too_small')
    return Number(issue.minimum) === 0
      ? 'Darf nicht negativ sein.'
      : `Mindestens ${shown(issue.minimum)}${unit}.`;
  if (issue.code === 'too_big') return `Höchstens ${shown(issue.maximum)}${unit}.`;
  return 'Ungültiger Wert.';
}

/** Checks `config` against ZTradingConfig and adds a German error for each field `wanted` that has none yet. */
function addSchemaErrors(
  config: Record<string, unknown>,
  errors: TFieldErrors,
  wanted: (key: string) => boolean,
): void {
  const checked = ZTradingConfig.safeParse(config);
  if (checked.success) return;
  for (const issue of checked.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && wanted(key) && !errors[key])
      errors[key] = issueText(
        fieldSpec(key),
        issue as { code: string; minimum?: unknown; maximum?: unknown },
      );
  }
}

/**
 * The config of a form: every field of the catalogue, empty ones as null (§5), checked against
 * ZTradingConfig. `errors` names each invalid field in German; `config` is only sent without errors.
 */
export function formToConfig(form: TSettingsForm): { config: TTradingConfigInput; errors: TFieldErrors } {
  const config: Record<string, unknown> = {};
  const errors: TFieldErrors = {};
  for (const spec of SETTINGS_FIELDS) {
    const parsed = parseField(spec, form[spec.key] ?? '');
    if ('error' in parsed) errors[spec.key] = parsed.error;
    else config[spec.key] = parsed.value;
  }
  addSchemaErrors(config, errors, () => true);
  return { config: config as TTradingConfigInput, errors };
}

/**
 * The quick dialog's save (§2 "Settings dialog"; its call is not shown): the stored layer with the
 * dialog's non-empty fields written over it. Empty dialog fields leave the stored value alone.
 */
export function mergeQuick(
  stored: Record<string, unknown>,
  quick: TSettingsForm,
): { config: Record<string, unknown>; errors: TFieldErrors; changed: number } {
  const config: Record<string, unknown> = { ...stored };
  const errors: TFieldErrors = {};
  let changed = 0;
  for (const [key, text] of Object.entries(quick)) {
    const spec = fieldSpec(key);
    if (!spec || text.trim() === '') continue;
    const parsed = parseField(spec, text);
    if ('error' in parsed) errors[key] = parsed.error;
    else {
      config[key] = parsed.value;
      changed += 1;
    }
  }
  addSchemaErrors(config, errors, (key) => key in quick);
  return { config, errors, changed };
}

/**
 * A duration in German words for the hint beside a millisecond field ("60 s", "5 min", "7 Tage").
 * Empty for 0 or an unreadable value.
 */
export function describeDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '';
  const units: Array<[number, string, string]> = [
    [86_400_000, 'Tag', 'Tage'],
    [3_600_000, 'Std.', 'Std.'],
    [60_000, 'min', 'min'],
    [1000, 's', 's'],
  ];
  for (const [size, one, many] of units) {
    if (ms >= size) {
      const v = clean(Math.round((ms / size) * 100) / 100);
      return `${String(v).replace('.', ',')} ${v === 1 ? one : many}`;
    }
  }
  return `${ms} ms`;
}
