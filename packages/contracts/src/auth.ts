import { z } from 'zod';
import { ZBirthDate } from './safety';
import { EMAIL_PATTERN, hasControlChars, ZEmail, ZLanguage, ZUserGender } from './common';
import { MIN_PASSWORD_LENGTH } from './password-policy';

/** Trimmed display name: avatar-chat.md §5 'Name is required'. */
export const ZName = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(120)
  .refine((s) => !hasControlChars(s), 'Name contains invalid characters');

/**
 * A new password (registration, reset, change): the length of the password policy
 * (password-policy.ts); the server checks the rest of the policy, which needs the dictionaries.
 */
export const ZNewPassword = z
  .string()
  .min(1, 'Password is required')
  .min(MIN_PASSWORD_LENGTH, `Password must have at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(256);

/** `POST /register` (avatar-chat.md §3): the manual form sends languages with the selected one. */
export const ZRegisterRequest = z.object({
  name: ZName,
  email: ZEmail,
  password: ZNewPassword,
  languages: z.array(ZLanguage).max(8).optional(),
  /** How the avatars address the user (docs/accounts.md); absent or null: neutrally. */
  gender: ZUserGender.nullable().optional(),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** `POST /login`. */
export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string().min(1, 'Password is required').max(256),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** `POST /trial`: trial form of §2 ('Name is required.', 'Valid email is required.'). */
export const ZTrialRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required.')
    .max(120)
    .refine((s) => !hasControlChars(s), 'Name contains invalid characters'),
  email: z
    .string()
    .trim()
    .max(254)
    .regex(EMAIL_PATTERN, 'Valid email is required.')
    .refine((s) => !hasControlChars(s), 'Valid email is required.'),
});
export type TTrialRequest = z.infer<typeof ZTrialRequest>;

/** `?email=` of `GET /get-user` and `GET /isConsent`. */
export const ZEmailQuery = z.object({ email: ZEmail });
export type TEmailQuery = z.infer<typeof ZEmailQuery>;

/**
 * The user record of §3 as the server answers it (`GET /get-user`, `POST /setConsent`):
 * balance in USD as a number, trialExpires as an ISO timestamp or null.
 */
export const ZUser = z.object({
  firstName: z.string(),
  name: z.string(),
  email: z.string(),
  language: z.string(),
  plans: z.array(z.string()),
  balance: z.number(),
  trialExpires: z.string().nullable(),
  consent: z.boolean(),
  /** Whether the account can sign in with a password (false for social and trial accounts until they set one). */
  hasPassword: z.boolean(),
  /** Whether the account owns its email: the mailed link was opened, or a provider confirmed it. */
  emailVerified: z.boolean(),
  /** How the avatars address the user; null: not said (neutral forms). */
  gender: ZUserGender.nullable(),
});
export type TUser = z.infer<typeof ZUser>;

/**
 * `POST /setConsent`. Giving consent also takes the date of birth (`birthDate`, docs/safety.md):
 * the server refuses it when missing or below `MIN_AGE`; withdrawing consent needs none.
 */
export const ZSetConsentRequest = z
  .object({ email: ZEmail, consent: z.boolean(), birthDate: ZBirthDate.optional() })
  .superRefine((v, ctx) => {
    if (v.consent && v.birthDate === undefined)
      ctx.addIssue({ code: 'custom', path: ['birthDate'], message: 'Date of birth is required' });
  });
export type TSetConsentRequest = z.infer<typeof ZSetConsentRequest>;

/** Social sign-in providers and whether each is configured on this server (`GET /auth/providers`). */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type TSocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/** How a provider is named in texts (the `provider` parameter of errors.ts). */
export const SOCIAL_PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const satisfies Record<
  TSocialProvider,
  string
>;
export const ZAuthProvidersResponse = z.object({ google: z.boolean(), facebook: z.boolean() });
export type TAuthProvidersResponse = z.infer<typeof ZAuthProvidersResponse>;

/** The message the sign-in popup posts to its opener before closing. */
export const ZAuthPopupMessage = z.object({
  type: z.literal('avatara-auth'),
  provider: z.enum(SOCIAL_PROVIDERS),
  ok: z.boolean(),
  email: z.string().optional(),
  /** English text of a failure (shown by the popup page itself when it has no opener). */
  error: z.string().optional(),
  /** Reason and parameters of a failure (docs/errors.md), for the text in the UI language. */
  reason: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type TAuthPopupMessage = z.infer<typeof ZAuthPopupMessage>;
