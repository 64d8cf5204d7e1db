/** Query parameter that carries the referrer value (`/?ref=avatara-guest`). */
export const REFERRER_PARAM = 'ref';

/**
 * The referrer value the app was opened with: the `ref` query parameter, else the host of
 * the referring page (document.referrer), else null.
 * @example readReferrer('?ref=avatara-guest', '') === 'avatara-guest'
 */
export function readReferrer(search: string, documentReferrer: string): string | null {
  const fromQuery = new URLSearchParams(search).get(REFERRER_PARAM)?.trim();
  if (fromQuery) return fromQuery;
  if (!documentReferrer) return null;
  try {
    return new URL(documentReferrer).hostname || null;
  } catch {
    return null;
  }
}
