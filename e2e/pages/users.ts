import type { BrowserContext } from '@playwright/test';

let counter = 0;

/** A fresh email for one test: every test makes its own user. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

/** Sets the UI language before the first page load (the essential `language` cookie). */
export async function useLanguage(context: BrowserContext, baseURL: string, language: string): Promise<void> {
  await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
}

/** The decoded JSON of a cookie the app wrote, or null. */
export async function jsonCookie(context: BrowserContext, name: string): Promise<unknown> {
  const cookie = (await context.cookies()).find((c) => c.name === name);
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as unknown) : null;
}
