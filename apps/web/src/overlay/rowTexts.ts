import type { TFunction } from 'i18next';
import type { RowKind, RowTexts } from './overlayModel';

/** Keys that are safe to look up: no `.` or `:` (i18next's key and namespace separators). */
const PLAIN_KEY = /^\w+$/;

/**
 * The overlay rows' texts from i18next: `nhs.state.<NAME>`, `nhs.hormone.<key>` and
 * `nhs.stateInfo.<NAME>` in the current language (else the en-US fallback); undefined for a key
 * without a translation, so the row keeps its fallback label (overlayModel).
 */
export function i18nRowTexts(i18n: { t: TFunction; exists: (key: string) => boolean }): RowTexts {
  const lookup = (key: string, path: string): string | undefined => {
    if (!PLAIN_KEY.test(key) || !i18n.exists(path)) return undefined;
    const text: unknown = i18n.t(path);
    return typeof text === 'string' ? text : undefined;
  };
  return {
    label: (kind: RowKind, key: string) => lookup(key, `nhs.${kind}.${key}`),
    info: (kind: RowKind, key: string) => (kind === 'state' ? lookup(key, `nhs.stateInfo.${key}`) : undefined),
  };
}
