/** The token of a mailed link: it rides in the fragment (`#token=…`), which no server log sees. */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token !== null && /^[A-Za-z0-9_-]{1,100}$/.test(token) ? token : null;
}

/** Takes the token out of the address bar (it stays out of the history, screenshots and referrers). */
export function forgetHash(): void {
  if (window.location.hash !== '')
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}
