import { ZAuthPopupMessage, type TAuthPopupMessage, type TSocialProvider } from '@avatara/contracts/auth';
import { api } from '../api/client';
import { authEndpoints } from '../api/endpoints/auth';

/** The popup's result; `cancelled` when it was closed (or blocked) without an answer. */
export type PopupResult = TAuthPopupMessage | { type: 'cancelled'; blocked: boolean };

const POPUP_FEATURES = 'popup=yes,width=520,height=680';
const CLOSED_POLL_MS = 400;

const startUrl = (provider: TSocialProvider) => api.url(authEndpoints.socialStart, { params: { provider } });

/** Origins a popup answer may come from: the page's own and the API's (where the popup starts). */
function trustedOrigins(popupUrl: string): Set<string> {
  const origins = new Set([window.location.origin]);
  try {
    origins.add(new URL(popupUrl, window.location.href).origin);
  } catch {
    // a relative API base is the page's origin
  }
  return origins;
}

/**
 * Opens `/auth/{provider}/start` in a popup (call it inside the click handler, or the browser
 * blocks it) and resolves with the message the popup posts before it closes
 * (`{type:'avatara-auth', provider, ok, email?, error?}`), or `cancelled`.
 */
export function openAuthPopup(provider: TSocialProvider): Promise<PopupResult> {
  const url = startUrl(provider);
  const popup = window.open(url, `avatara-${provider}`, POPUP_FEATURES);
  if (popup === null) return Promise.resolve({ type: 'cancelled', blocked: true });
  const origins = trustedOrigins(url);
  return new Promise((resolve) => {
    let closedTimer = 0;
    let done = false;
    const finish = (result: PopupResult) => {
      if (done) return;
      done = true;
      window.removeEventListener('message', onMessage);
      window.clearInterval(closedTimer);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (!origins.has(event.origin)) return;
      const parsed = ZAuthPopupMessage.safeParse(event.data);
      if (parsed.success && parsed.data.provider === provider) finish(parsed.data);
    };
    window.addEventListener('message', onMessage);
    closedTimer = window.setInterval(() => {
      // The popup posts, then closes: give a message in flight a moment to arrive.
      if (!popup.closed) return;
      window.clearInterval(closedTimer);
      window.setTimeout(() => finish({ type: 'cancelled', blocked: false }), CLOSED_POLL_MS);
    }, CLOSED_POLL_MS);
  });
}
