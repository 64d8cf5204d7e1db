/**
 * Where to go back after a top-up: the chat the user came from. Kept in this tab's
 * sessionStorage so it survives the checkout's round trip; only chat paths are accepted.
 */
const KEY = 'avatara.returnTo';
const CHAT_PATH = /^\/chat\/[a-z0-9-]{1,80}$/;

/** True for a path this app may return to after a top-up. */
export function isReturnPath(path: string | null): path is string {
  return path !== null && CHAT_PATH.test(path);
}

export function rememberReturn(path: string | null): void {
  try {
    if (isReturnPath(path)) sessionStorage.setItem(KEY, path);
  } catch {
    // storage unavailable: the user lands on the avatar selection instead
  }
}

/** The remembered path, removed once read. */
export function takeReturn(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return isReturnPath(path) ? path : null;
  } catch {
    return null;
  }
}

/** The top-up page for the chat at `path`. */
export function topUpUrl(path: string): string {
  return `/topup?return=${encodeURIComponent(path)}`;
}
