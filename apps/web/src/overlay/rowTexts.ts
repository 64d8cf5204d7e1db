import { NHS_HORMONE_KEYS, NHS_STATE_NAMES } from '@avatara/contracts/nhs-names';
import type { TFunction } from 'i18next';
import type { TranslationKey } from '../i18n/message';
import type { RowKind, RowTexts } from './overlayModel';

type StateName = (typeof NHS_STATE_NAMES)[number];
type HormoneKey = (typeof NHS_HORMONE_KEYS)[number];

const isStateName = (key: string): key is StateName => (NHS_STATE_NAMES as readonly string[]).includes(key);
const isHormoneKey = (key: string): key is HormoneKey =>
  (NHS_HORMONE_KEYS as readonly string[]).includes(key);

/**
 * The overlay rows' texts from i18next: `nhs.state.<NAME>`, `nhs.hormone.<key>` and
 * `nhs.stateInfo.<NAME>` in the current language (else the en-US fallback), for the names of the
 * catalog (`@avatara/contracts/nhs-names`, which every language translates); undefined for any
 * other key, so the row keeps its fallback label (overlayModel).
 */
export function i18nRowTexts(i18n: { t: TFunction; exists: (key: string) => boolean }): RowTexts {
  const lookup = (path: TranslationKey | undefined): string | undefined =>
    path !== undefined && i18n.exists(path) ? i18n.t(path) : undefined;
  const labelKey = (kind: RowKind, key: string): TranslationKey | undefined => {
    if (kind === 'state') return isStateName(key) ? `nhs.state.${key}` : undefined;
    return isHormoneKey(key) ? `nhs.hormone.${key}` : undefined;
  };
  return {
    label: (kind: RowKind, key: string) => lookup(labelKey(kind, key)),
    info: (kind: RowKind, key: string) =>
      lookup(kind === 'state' && isStateName(key) ? `nhs.stateInfo.${key}` : undefined),
  };
}
