/** The parts of `window.location` the redirect rule needs. */
export interface LocationLike {
  protocol: string;
  hostname: string;
  href: string;
}

/** True for hosts that are the developer's own machine (no certificate expected). */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    host === '0.0.0.0' ||
    /^127(?:\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * The https URL to go to when a page is served over plain http outside localhost (spec §2),
 * or null when the page may stay where it is.
 * @example httpsRedirectTarget({ protocol: 'http:', hostname: 'avatara.app', href: 'http://avatara.app/x' })
 *   === 'https://avatara.app/x'
 */
export function httpsRedirectTarget(location: LocationLike): string | null {
  if (location.protocol !== 'http:' || isLocalHost(location.hostname)) return null;
  return `https:${location.href.slice('http:'.length)}`;
}
