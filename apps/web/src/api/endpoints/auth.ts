import {
  ZAuthProvidersResponse,
  ZEmailQuery,
  ZLoginRequest,
  ZRegisterRequest,
  ZSetConsentRequest,
  ZTrialRequest,
  ZUser,
} from '@avatara/contracts/auth';
import { GET, jsonBody, json, none, POST, text } from '../endpoint';

/**
 * Sign-in, the user record and consent (avatar-chat.md §7). `/login`, `/register` and `/trial`
 * answer plain text, their failures too (reason in `x-error-code`, `x-attempts-left`, `retry-after`).
 */
export const authEndpoints = {
  login: POST({ path: '/login', body: jsonBody(ZLoginRequest), response: text() }),
  register: POST({ path: '/register', body: jsonBody(ZRegisterRequest), response: text() }),
  trial: POST({ path: '/trial', body: jsonBody(ZTrialRequest), response: text() }),
  logout: POST({ path: '/logout', response: none }),
  user: GET({ path: '/get-user', query: ZEmailQuery, response: json(ZUser) }),
  setConsent: POST({ path: '/setConsent', body: jsonBody(ZSetConsentRequest), response: json(ZUser) }),
  /** A boolean, read leniently by `user/consentAnswer.ts` (spec §8: anything else is "no"). */
  isConsent: GET({ path: '/isConsent', query: ZEmailQuery, response: text() }),
  providers: GET({ path: '/auth/providers', response: json(ZAuthProvidersResponse) }),
  /** Opened in the sign-in popup, never fetched. */
  socialStart: GET({ path: '/auth/:provider/start', response: none }),
};
