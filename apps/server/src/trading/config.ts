/**
 * Trading configs per user id, layered (docs/trading-service.md): the defaults of
 * `ZTradingConfig`, then the stored config of 'system' (the house settings, which the settings
 * modal edits by default, trading-dashboard.md §6), then the user's own stored config. A field
 * that is null or missing in a layer falls through to the layer below.
 */
import { AppError } from '../errors';
import { ZTradingConfig, type TTradingConfig, type TTradingConfigInput } from '@avatara/contracts';

/** The user id of the house settings (spec §6: settings and admin tools default to 'system'). */
export const SYSTEM_USER = 'system';
/** The trading account the panel uses when the summary names none (spec §1). */
export const DEFAULT_USER = 'defaultUser';

const FIELDS = Object.keys(ZTradingConfig.shape) as (keyof TTradingConfig)[];

/**
 * A config as stored: only the spec's fields (and our documented extensions), each validated,
 * null where the client left it empty. 400 naming the first invalid field otherwise.
 */
export function normaliseConfigInput(input: Record<string, unknown>): TTradingConfigInput {
  const checked = ZTradingConfig.safeParse(input);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const field = issue.path.join('.');
    throw new AppError('VALIDATION', `${field}: ${issue.message}`, { field });
  }
  const out: Record<string, unknown> = {};
  for (const f of FIELDS) if (f in input) out[f] = input[f] ?? null;
  return out as TTradingConfigInput;
}

/** Field-wise merge: later layers win where they hold a value (not null/undefined). */
export function layerConfigs(...layers: (TTradingConfigInput | null | undefined)[]): TTradingConfig {
  const merged: Record<string, unknown> = {};
  for (const layer of layers) {
    if (!layer) continue;
    for (const [k, v] of Object.entries(layer)) if (v !== null && v !== undefined) merged[k] = v;
  }
  return ZTradingConfig.parse(merged);
}
