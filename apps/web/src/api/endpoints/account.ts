import {
  ZAccount,
  ZChangePasswordRequest,
  ZDeleteAccountRequest,
  ZForgotPasswordRequest,
  ZMessageResponse,
  ZResetPasswordRequest,
  ZUpdateAccountRequest,
  ZVerifyEmailRequest,
} from '@avatara/contracts/account';
import { DELETE, file, GET, jsonBody, json, none, PATCH, POST } from '../endpoint';

/** Forgotten passwords, the mailed links and the account page (docs/accounts.md). */
export const accountEndpoints = {
  forgotPassword: POST({
    path: '/password/forgot',
    body: jsonBody(ZForgotPasswordRequest),
    response: json(ZMessageResponse),
  }),
  resetPassword: POST({
    path: '/password/reset',
    body: jsonBody(ZResetPasswordRequest),
    response: json(ZMessageResponse),
  }),
  verifyEmail: POST({
    path: '/account/verify-email',
    body: jsonBody(ZVerifyEmailRequest),
    response: json(ZMessageResponse),
  }),
  account: GET({ path: '/account', response: json(ZAccount) }),
  update: PATCH({ path: '/account', body: jsonBody(ZUpdateAccountRequest), response: json(ZAccount) }),
  changePassword: POST({
    path: '/account/password',
    body: jsonBody(ZChangePasswordRequest),
    response: json(ZMessageResponse),
  }),
  resendVerification: POST({ path: '/account/verification', response: json(ZMessageResponse) }),
  signOutEverywhere: POST({ path: '/account/sign-out-everywhere', response: json(ZMessageResponse) }),
  remove: DELETE({ path: '/account', body: jsonBody(ZDeleteAccountRequest), response: none }),
  /** Everything stored about the user, as a JSON file (name in `content-disposition`). */
  export: GET({ path: '/account/export', response: file }),
};
