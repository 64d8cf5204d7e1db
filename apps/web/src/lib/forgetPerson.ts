import { cookies } from './browserCookies';

/**
 * Forgets everything personal this browser keeps of the person signing out (issue 27 §2,
 * docs/cookies.md "Signing out"): the personal cookies (`userPrompts`, `latestGeneratedImage`,
 * `trial`, `userEmail`, `user`, …), and the app's local and session storage (where a checkout's
 * way back into a chat waits). The query cache is the caller's to clear.
 */
export function forgetPerson(): void {
  cookies.forgetPerson();
  for (const storage of [safeStorage('sessionStorage'), safeStorage('localStorage')]) storage?.clear();
}

/** A storage of the window, or null where the browser refuses it (privacy modes). */
function safeStorage(name: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}
