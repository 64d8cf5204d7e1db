/**
 * Removes every trailing slash of a base URL (spec §7: "Trailing slashes are trimmed").
 * @example trimTrailingSlashes('https://api.example.com//') === 'https://api.example.com'
 */
export function trimTrailingSlashes(base: string): string {
  return base.trim().replace(/\/+$/, '');
}

/**
 * Joins a trimmed base URL and an absolute path.
 * @example joinUrl('https://api.example.com/', '/get-user') === 'https://api.example.com/get-user'
 */
export function joinUrl(base: string, path: string): string {
  const suffix = path.startsWith('/') ? path : `/${path}`;
  return `${trimTrailingSlashes(base)}${suffix}`;
}
