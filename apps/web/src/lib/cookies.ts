/**
 * The one place that reads and writes the app's cookies (docs/cookies.md).
 *
 * Every cookie the app knows is declared in COOKIE_DEFINITIONS with its category and lifetime
 * (spec §3 names, §9 lifetimes). Non-essential cookies are refused until the visitor chose
 * "Accept All" in the cookie banner; choosing "Reject Non-Essential" deletes the ones present.
 */

import { parseCookie, stringifySetCookie } from 'cookie';

export type CookieCategory = 'essential' | 'nonEssential';

export interface CookieDefinition {
  category: CookieCategory;
  /** Lifetime in days (spec §9 where the spec names one). */
  maxAgeDays: number;
}

const DAY_SECONDS = 24 * 60 * 60;

export const COOKIE_DEFINITIONS = {
  cookieConsent: { category: 'essential', maxAgeDays: 180 },
  user: { category: 'essential', maxAgeDays: 7 },
  language: { category: 'essential', maxAgeDays: 7 },
  selectedPlan: { category: 'essential', maxAgeDays: 1 },
  paymentSuccess: { category: 'essential', maxAgeDays: 1 },
  initialized: { category: 'essential', maxAgeDays: 1 },
  voice: { category: 'nonEssential', maxAgeDays: 7 },
  mic: { category: 'nonEssential', maxAgeDays: 7 },
  userPrompts: { category: 'nonEssential', maxAgeDays: 7 },
  latestGeneratedImage: { category: 'nonEssential', maxAgeDays: 1 },
  currentModel: { category: 'nonEssential', maxAgeDays: 7 },
  userEmail: { category: 'nonEssential', maxAgeDays: 7 },
  trial: { category: 'nonEssential', maxAgeDays: 14 },
} as const satisfies Record<string, CookieDefinition>;

export type CookieName = keyof typeof COOKIE_DEFINITIONS;

export const COOKIE_NAMES = Object.keys(COOKIE_DEFINITIONS) as CookieName[];

/** The browser's own settings, kept when a person signs out: the cookie answer and the UI language. */
export const KEPT_ON_SIGN_OUT: ReadonlySet<CookieName> = new Set<CookieName>(['cookieConsent', 'language']);

/** The visitor's answer in the cookie banner. */
export type ConsentChoice = 'all' | 'essential';

/** Raw access to a cookie string, as `document.cookie` offers it. */
export interface CookieJar {
  /** All visible cookies as `a=1; b=2`. */
  read(): string;
  /** Writes one `Set-Cookie`-style string. */
  write(cookie: string): void;
}

/** Parses `a=1; b=2` into a map of decoded values (the `cookie` package; malformed encodings are kept raw, the first of two equal names wins). */
export function parseCookies(header: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const [name, value] of Object.entries(parseCookie(header))) {
    if (value !== undefined) result.set(name, value);
  }
  return result;
}

/** Serialises one cookie with Path=/, SameSite=Lax, Max-Age and (on https) Secure; the value is URI-encoded. */
export function serializeCookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return stringifySetCookie(
    { name, value, path: '/', maxAge: Math.max(0, Math.floor(maxAgeSeconds)), sameSite: 'lax', secure },
    { encode: encodeURIComponent },
  );
}

/** Typed, consent-aware cookie access over a CookieJar. */
export class CookieStore {
  constructor(
    private readonly jar: CookieJar,
    private readonly isSecure: () => boolean = () => false,
  ) {}

  /** The decoded value of a cookie, or null when absent. */
  get(name: CookieName): string | null {
    return parseCookies(this.jar.read()).get(name) ?? null;
  }

  /** The JSON value of a cookie, or null when absent or not valid JSON. */
  getJson(name: CookieName): unknown {
    const raw = this.get(name);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  }

  /** The stored consent choice, or null while the visitor has not answered the banner. */
  consent(): ConsentChoice | null {
    const value = this.get('cookieConsent');
    return value === 'all' || value === 'essential' ? value : null;
  }

  /** Whether a write of this cookie is allowed now. */
  canWrite(name: CookieName): boolean {
    return COOKIE_DEFINITIONS[name].category === 'essential' || this.consent() === 'all';
  }

  /**
   * Writes a cookie with its declared lifetime. Returns false, writing nothing, for a
   * non-essential cookie before the visitor accepted all cookies.
   */
  set(name: CookieName, value: string): boolean {
    if (!this.canWrite(name)) return false;
    const maxAge = COOKIE_DEFINITIONS[name].maxAgeDays * DAY_SECONDS;
    this.jar.write(serializeCookie(name, value, maxAge, this.isSecure()));
    return true;
  }

  /** Writes a JSON-encoded cookie; same consent rule as set(). */
  setJson(name: CookieName, value: unknown): boolean {
    return this.set(name, JSON.stringify(value));
  }

  /** Deletes a cookie (always allowed). */
  remove(name: CookieName): void {
    this.jar.write(serializeCookie(name, '', 0, this.isSecure()));
  }

  /**
   * Deletes every cookie that belongs to a person (docs/cookies.md "Signing out"): all but the
   * browser's own settings (`KEPT_ON_SIGN_OUT`), so the next person in this browser finds nothing
   * of the last one.
   */
  forgetPerson(): void {
    const present = parseCookies(this.jar.read());
    for (const name of COOKIE_NAMES) if (!KEPT_ON_SIGN_OUT.has(name) && present.has(name)) this.remove(name);
  }

  /** Records the banner answer; "essential" also deletes every non-essential cookie present. */
  setConsent(choice: ConsentChoice): void {
    this.set('cookieConsent', choice);
    if (choice === 'essential') {
      const present = parseCookies(this.jar.read());
      for (const name of COOKIE_NAMES) {
        if (COOKIE_DEFINITIONS[name].category === 'nonEssential' && present.has(name)) this.remove(name);
      }
    }
  }
}
