/** Query parameter that carries the referrer value (`/?ref=avatara-guest`). */
export const REFERRER_PARAM = 'ref';

/** Where the tab remembers the referrer, so it survives a checkout's round trip. */
export const REFERRER_STORAGE_KEY = 'avatara.referrer';

/**
 * The referrer value the app was opened with: the `ref` query parameter, else the value this
 * tab remembered (`remembered`), else the host of the referring page (document.referrer), else null.
 * @example readReferrer('?ref=avatara-guest', '') === 'avatara-guest'
 */
export function readReferrer(
  search: string,
  documentReferrer: string,
  remembered: string | null = null,
): string | null {
  const fromQuery = new URLSearchParams(search).get(REFERRER_PARAM)?.trim();
  if (fromQuery) return fromQuery;
  if (remembered) return remembered;
  if (!documentReferrer) return null;
  try {
    return new URL(documentReferrer).hostname || null;
  } catch {
    return null;
  }
}

/**
 * Reads the referrer in the browser and remembers a `ref` parameter for this tab
 * (sessionStorage): after a payment the checkout returns to '/?paymentSuccess=true' without it.
 */
export function browserReferrer(): string | null {
  let remembered: string | null = null;
  try {
    remembered = window.sessionStorage.getItem(REFERRER_STORAGE_KEY);
  } catch {
    // storage unavailable: the query and document.referrer still work
  }
  const fromQuery = new URLSearchParams(window.location.search).get(REFERRER_PARAM)?.trim();
  if (fromQuery) {
    try {
      window.sessionStorage.setItem(REFERRER_STORAGE_KEY, fromQuery);
    } catch {
      // not remembered; fine for this page load
    }
  }
  return readReferrer(window.location.search, document.referrer, remembered);
}
