/**
 * Reads the answer of `GET /isConsent` (spec §7: a boolean). Accepts `true`, `"true"` and
 * `{ "consent": true }`; anything else — including errors — counts as not consented (spec §8).
 */
export function parseConsentAnswer(body: string): boolean {
  const text = body.trim();
  if (text === 'true') return true;
  try {
    const value: unknown = JSON.parse(text);
    if (value === true) return true;
    return typeof value === 'object' && value !== null && (value as { consent?: unknown }).consent === true;
  } catch {
    return false;
  }
}
