import { z } from 'zod';
import {
  ZAccount,
  ZChangePasswordRequest,
  ZDeleteAccountRequest,
  ZForgotPasswordRequest,
  ZMessageResponse,
  ZResetPasswordRequest,
  ZUpdateAccountRequest,
  ZVerifyEmailRequest,
} from '../account';
import { DELETE, GET, json, jsonBody, none, PATCH, POST } from './endpoint';

/** Forgotten passwords, the mailed links and the account page (docs/accounts.md). */
export const accountEndpoints = {
  /** 202, the same answer whether or not the email has an account. */
  forgotPassword: POST({
    path: '/password/forgot',
    body: jsonBody(ZForgotPasswordRequest),
    response: json(ZMessageResponse, { status: 202 }),
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
  /** 202. */
  resendVerification: POST({
    path: '/account/verification',
    response: json(ZMessageResponse, { status: 202 }),
  }),
  signOutEverywhere: POST({ path: '/account/sign-out-everywhere', response: json(ZMessageResponse) }),
  /** 204; the body may be left out (an account without a password, signed in minutes ago). */
  remove: DELETE({ path: '/account', body: jsonBody(ZDeleteAccountRequest.optional()), response: none }),
  /** Everything stored about the user, as a JSON file (its name in `content-disposition`). */
  export: GET({ path: '/account/export', response: json(z.record(z.string(), z.unknown())) }),
};
