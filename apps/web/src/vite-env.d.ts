/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Main API base URL (spec §7); '' means the page's own origin. */
  readonly VITE_API_BASE_URL?: string;
  /** Payment API base URL (spec §7); '' means the page's own origin. */
  readonly VITE_PAYMENT_API_BASE_URL?: string;
  /** Where `{lng}/translation.json` files live; default '/locales'. */
  readonly VITE_I18N_BASE_URL?: string;
  /** Referrer value that hides the avatar picker (spec §1); default 'avatara-guest'. */
  readonly VITE_SPECIAL_REFERRER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
