import { trimTrailingSlashes } from './lib/url';

/** The web client's configuration, read once from Vite's build-time environment. */
export interface WebConfig {
  /** Main API base URL without trailing slash; '' = same origin. */
  apiBaseUrl: string;
  /** Payment API base URL without trailing slash; '' = same origin. */
  paymentApiBaseUrl: string;
  /** Base of `{lng}/translation.json`, without trailing slash. */
  i18nBaseUrl: string;
  /** Referrer value for the kiosk-like mode of spec §1 (hidden picker, automatic avatar). */
  specialReferrer: string;
}

/** Default special referrer value; override with VITE_SPECIAL_REFERRER (docs/web.md). */
export const DEFAULT_SPECIAL_REFERRER = 'avatara-guest';

/** Builds the configuration from environment values; unset values fall back to the defaults. */
export function readConfig(env: Partial<Record<string, string | undefined>>): WebConfig {
  const i18n = trimTrailingSlashes(env.VITE_I18N_BASE_URL ?? '');
  const special = (env.VITE_SPECIAL_REFERRER ?? '').trim();
  return {
    apiBaseUrl: trimTrailingSlashes(env.VITE_API_BASE_URL ?? ''),
    paymentApiBaseUrl: trimTrailingSlashes(env.VITE_PAYMENT_API_BASE_URL ?? ''),
    i18nBaseUrl: i18n === '' ? '/locales' : i18n,
    specialReferrer: special === '' ? DEFAULT_SPECIAL_REFERRER : special,
  };
}

export const config: WebConfig = readConfig(import.meta.env);
