import { z } from 'zod';
import { ZEmail, ZLanguage, ZUserGender } from './common';
import { ZName, ZNewPassword } from './auth';

export { ZNewPassword };

/** A token from a mailed link (it travels in the link's fragment, then in a POST body). */
export const ZLinkToken = z
  .string()
  .trim()
  .min(1, 'token is required')
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid token');

/** `POST /password/forgot {email}`: always the same answer. */
export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/** `POST /login/link {email}`: mail me a sign-in link; always the same answer. */
export const ZSignInLinkRequest = z.object({ email: ZEmail });
export type TSignInLinkRequest = z.infer<typeof ZSignInLinkRequest>;

/** `POST /login/link/sign-in {token}`: the token of a mailed sign-in link. */
export const ZLinkSignInRequest = z.object({ token: ZLinkToken });
export type TLinkSignInRequest = z.infer<typeof ZLinkSignInRequest>;

/** A sign-in by link: signed in as `email` (the session cookie is set as after a password login). */
export const ZLinkSignInResponse = z.object({ message: z.string(), email: z.string() });
export type TLinkSignInResponse = z.infer<typeof ZLinkSignInResponse>;

/** `POST /password/reset {token, password}`. */
export const ZResetPasswordRequest = z.object({ token: ZLinkToken, password: ZNewPassword });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** `POST /account/password {currentPassword?, newPassword}`: set a first password, or change it. */
export const ZChangePasswordRequest = z.object({
  currentPassword: z.string().min(1).max(256).optional(),
  newPassword: ZNewPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** `POST /account/verify-email {token}`: the link mailed after registration or a trial. */
export const ZVerifyEmailRequest = z.object({ token: ZLinkToken });
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

/** A short confirmation: `{ message }`. */
export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/** `GET /account`: what the account page shows. */
export const ZAccount = z.object({
  name: z.string(),
  firstName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  language: z.string(),
  hasPassword: z.boolean(),
  /** Social providers signed in to this account. */
  providers: z.array(z.string()),
  createdAt: z.string(),
  trialExpires: z.string().nullable(),
  /** Open sessions (browsers signed in), this one included. */
  sessions: z.number().int(),
  /** How the avatars address the user; null: not said (neutral forms). */
  gender: ZUserGender.nullable(),
});
export type TAccount = z.infer<typeof ZAccount>;

/** `PATCH /account {name?, language?}`. */
export const ZUpdateAccountRequest = z.object({
  name: ZName.optional(),
  language: ZLanguage.optional(),
  /** null: stop saying (neutral forms). */
  gender: ZUserGender.nullable().optional(),
});
export type TUpdateAccountRequest = z.infer<typeof ZUpdateAccountRequest>;

/** `DELETE /account {password?}`: the password, or (accounts without one) a sign-in in the last minutes. */
export const ZDeleteAccountRequest = z.object({ password: z.string().min(1).max(256).optional() });
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
