import { z } from 'zod';
import {
  SOCIAL_PROVIDERS,
  ZAuthProvidersResponse,
  ZEmailQuery,
  ZLoginRequest,
  ZRegisterRequest,
  ZSetConsentRequest,
  ZTrialRequest,
  ZUser,
} from '../auth';
import { ZLinkSignInRequest, ZLinkSignInResponse, ZMessageResponse, ZSignInLinkRequest } from '../account';
import { GET, json, jsonBody, none, page, POST, text } from './endpoint';

/** `/auth/{provider}/…`: a configured social sign-in provider. */
export const ZSocialProviderParams = z.object({ provider: z.enum(SOCIAL_PROVIDERS) });

/**
 * Sign-in, the user record and consent (avatar-chat.md §7), and the social sign-in popup
 * (docs/accounts.md). `/login`, `/register` and `/trial` answer plain text, their failures too
 * (reason in `x-error-code`, `x-attempts-left`, `retry-after`).
 */
export const authEndpoints = {
  /** 201. */
  register: POST({ path: '/register', body: jsonBody(ZRegisterRequest), response: text() }),
  login: POST({ path: '/login', body: jsonBody(ZLoginRequest), response: text() }),
  /** 202, the same answer whether or not the email has an account; mails a sign-in link (docs/accounts.md). */
  requestSignInLink: POST({
    path: '/login/link',
    body: jsonBody(ZSignInLinkRequest),
    response: json(ZMessageResponse, { status: 202 }),
  }),
  /** Uses a mailed sign-in link once: the session cookie as after `/login`; 400 `INVALID_TOKEN`. */
  signInWithLink: POST({
    path: '/login/link/sign-in',
    body: jsonBody(ZLinkSignInRequest),
    response: json(ZLinkSignInResponse),
  }),
  /** 201. */
  trial: POST({ path: '/trial', body: jsonBody(ZTrialRequest), response: text() }),
  /** 204. */
  logout: POST({ path: '/logout', response: none }),
  user: GET({ path: '/get-user', query: ZEmailQuery, response: json(ZUser) }),
  setConsent: POST({ path: '/setConsent', body: jsonBody(ZSetConsentRequest), response: json(ZUser) }),
  isConsent: GET({ path: '/isConsent', query: ZEmailQuery, response: json(z.boolean()) }),
  providers: GET({ path: '/auth/providers', response: json(ZAuthProvidersResponse) }),
  /** The popup's start: a redirect to the provider (opened in the popup, never fetched). */
  socialStart: GET({ path: '/auth/:provider/start', params: ZSocialProviderParams, response: page }),
  /** Where the provider returns: a page that posts the result to the opener. */
  socialCallback: GET({ path: '/auth/:provider/callback', params: ZSocialProviderParams, response: page }),
  /** The script of that page. */
  popupScript: GET({ path: '/auth/popup.js', response: page }),
};
