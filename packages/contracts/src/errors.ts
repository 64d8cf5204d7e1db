import { z } from 'zod';

/**
 * Why a request failed, as the browser shows it: every error a user can see carries one of these
 * reasons and its parameters (docs/errors.md). The server sends the reason in the JSON body
 * (`reason`, `params`) and in the headers `x-error-code` and `x-error-params` (also on the
 * plain-text routes /login, /register, /trial); the web turns it into a text in the UI language.
 * A reason is stable: rename one only with its translations, and never reuse an old name.
 */
const none = z.object({});
const provider = z.object({ provider: z.enum(['Google', 'Facebook']) });
const count = z.number().int().nonnegative();

export const ERROR_REASONS = {
  // Sign-in, registration, trial
  /** A wrong password (or an unknown email); attempts left before the wait. */
  WRONG_PASSWORD: z.object({ attemptsLeft: count }),
  /** Too many wrong passwords from this address: minutes to wait (also `retry-after` in seconds). */
  BLOCKED: z.object({ minutes: count }),
  /** The account has no password and no social sign-in: set one with "Forgot password?". */
  NO_PASSWORD: none,
  /** The account has no password: it signs in with its provider. */
  SIGN_IN_WITH_PROVIDER: provider,
  PASSWORD_REQUIRED: none,
  /** A new password the password policy refuses as common or guessable (docs/accounts.md "Passwords"). */
  WEAK_PASSWORD: none,
  CURRENT_PASSWORD_REQUIRED: none,
  /** The email belongs to an account already (registration, confirming a second account). */
  EMAIL_TAKEN: none,
  /** A trial for an email that an account owns, by someone not signed in as its owner. */
  ACCOUNT_EXISTS: none,
  TOO_MANY_UNCONFIRMED: none,
  TRIAL_USED: none,
  /** A mailed link (password reset, email confirmation) that is unknown, used or expired. */
  INVALID_TOKEN: none,
  /** Deleting an account without a password needs a sign-in within the last `minutes`. */
  REAUTH_REQUIRED: z.object({ minutes: count }),
  EMAIL_ALREADY_CONFIRMED: none,
  MAIL_RECENTLY_SENT: none,
  SIGN_IN_REQUIRED: none,
  /** An email in the request that is not the signed-in user's. */
  NOT_YOUR_ACCOUNT: none,
  USER_NOT_FOUND: none,
  REPLY_IN_PROGRESS: none,
  LAST_OPERATOR: none,
  /** An operator suspended the account (docs/operator.md): sign-in and every signed-in call are refused. */
  ACCOUNT_SUSPENDED: none,

  // Social sign-in (the popup's message carries them too)
  PROVIDER_NOT_CONFIGURED: provider,
  SIGN_IN_EXPIRED: none,
  SIGN_IN_CANCELLED: provider,
  PROVIDER_NO_EMAIL: provider,
  PROVIDER_EMAIL_UNVERIFIED: provider,
  PROVIDER_RESPONSE_INVALID: provider,
  /** The provider did not confirm an email that an account owns: it cannot join that account. */
  SOCIAL_EMAIL_CONFLICT: provider,
  SIGN_IN_FAILED: provider,

  // Plans and payments
  UNKNOWN_PLAN: none,
  PLAN_NOT_AVAILABLE: none,
  FREE_CREDIT_USED: none,
  CHECKOUT_NOT_FOUND: none,

  // The operators' Users screen (docs/operator.md)
  /** A debit larger than the spendable balance: the balance never goes below zero. */
  DEBIT_EXCEEDS_BALANCE: none,
  /** The payment cannot be refunded: not paid, refunded already, or through another provider. */
  REFUND_NOT_POSSIBLE: none,
  /** The payment provider refused or failed the refund: nothing changed. */
  REFUND_FAILED: none,
  /** An operator's account is not suspended: revoke the role first. */
  OPERATOR_NOT_SUSPENDABLE: none,
  ALREADY_SUSPENDED: none,
  NOT_SUSPENDED: none,

  // Chat
  NO_PLAN: none,
  CONSENT_REQUIRED: none,
  BALANCE_EXHAUSTED: none,
  SHUTTING_DOWN: none,
  MODEL_UNAVAILABLE: none,
  MODEL_TIMEOUT: none,
  /** The chosen model's connection failed several times in a row: it is marked down (docs/chat.md). */
  MODEL_DOWN: none,
  IMAGE_FAILED: none,
  /** The balance can pay, but other replies still hold it: the message is kept to send again. */
  STILL_ANSWERING: none,
  UNKNOWN_AVATAR: none,
  UNKNOWN_MODEL: none,
  IMAGE_PROMPT_EMPTY: none,
  /** A picture that may not be drawn: sexual content involving minors, explicit content, gore, self-harm (docs/safety.md). */
  IMAGE_REFUSED: none,
  NOTHING_TO_RETRY: none,
  // Model connections (operators, docs/chat.md "Connect a model")
  /** A model server could not be reached, or did not answer in time. */
  MODEL_SERVER_UNREACHABLE: none,
  /** A model server answered, but lists no models at `/models` as an OpenAI-compatible API does. */
  MODEL_SERVER_INCOMPATIBLE: none,
  /** A model server refused the API key (401, 403). */
  MODEL_KEY_REFUSED: none,
  /** The connection the environment configures (`OPENAI_*`): its address, key and itself are changed there. */
  SET_BY_ENVIRONMENT: none,
  MEMORY_NOT_FOUND: none,
  /** A report of a message that is not one of the user's avatar replies. */
  MESSAGE_NOT_FOUND: none,
  /** The consent's date of birth is below the minimum age (docs/safety.md). */
  UNDER_AGE: z.object({ minAge: count }),
  /** A date of birth in the future or more than 120 years ago. */
  INVALID_BIRTH_DATE: none,
  IMAGE_NOT_FOUND: none,

  // Speech
  SPEECH_TEXT_EMPTY: none,
  SPEECH_VOICE_MISSING: none,
  SPEECH_LANGUAGE_MISSING: none,
  SPEECH_FAILED: none,
  TRANSCRIPTION_NOT_CONFIGURED: none,
  AUDIO_MISSING: none,
  TRANSCRIPTION_FAILED: none,

  // Any request (`field` in the body names the field where there is one)
  REQUIRED: none,
  TOO_SHORT: z.object({ minimum: count }),
  TOO_LONG: z.object({ maximum: count }),
  INVALID_EMAIL: none,
  INVALID_INPUT: none,
  /** The body could not be read: malformed JSON, or a content type the route does not take. */
  MALFORMED_REQUEST: none,
  BODY_TOO_LARGE: none,
  TOO_MANY_REQUESTS: none,
  CROSS_SITE_REFUSED: none,
  NOT_FOUND: none,
  SERVICE_UNAVAILABLE: none,
  INTERNAL: none,
} as const satisfies Record<string, z.ZodObject>;

export type TErrorReason = keyof typeof ERROR_REASONS;
export const ERROR_REASON_NAMES = Object.keys(ERROR_REASONS) as TErrorReason[];

/** The parameters of one reason, e.g. `TErrorParams<'BLOCKED'>` is `{ minutes: number }`. */
export type TErrorParams<R extends TErrorReason> = z.infer<(typeof ERROR_REASONS)[R]>;

/** A reason with its parameters, as one value the type checker can tell apart by `reason`. */
export type TErrorDetail = { [R in TErrorReason]: { reason: R; params: TErrorParams<R> } }[TErrorReason];

/** Header with the reason (every format). */
export const ERROR_CODE_HEADER = 'x-error-code';
/** Header with the parameters as JSON, ASCII only (every format; absent when there are none). */
export const ERROR_PARAMS_HEADER = 'x-error-params';

/** The names of a reason's parameters, e.g. `['attemptsLeft']`. */
export function errorParamNames(reason: TErrorReason): string[] {
  return Object.keys(ERROR_REASONS[reason].shape);
}

const isReason = (value: unknown): value is TErrorReason =>
  typeof value === 'string' && Object.hasOwn(ERROR_REASONS, value);

/**
 * A reason and parameters from the wire, checked against this list: null for a reason this
 * version does not know, or parameters that do not fit it (the caller then shows a general text).
 * @example errorDetail('BLOCKED', { minutes: 15 }) // { reason: 'BLOCKED', params: { minutes: 15 } }
 */
export function errorDetail(reason: unknown, params: unknown): TErrorDetail | null {
  if (!isReason(reason)) return null;
  const parsed = ERROR_REASONS[reason].safeParse(params ?? {});
  return parsed.success ? ({ reason, params: parsed.data } as TErrorDetail) : null;
}

/** The JSON error body of every non-text endpoint (docs/errors.md). */
export const ZErrorResponse = z.object({
  error: z.string().describe('HTTP category of the failure, e.g. VALIDATION, NOT_FOUND, CONFLICT'),
  message: z
    .string()
    .describe('English explanation, for logs and API users; the web shows the reason in the UI language'),
  reason: z
    .string()
    .optional()
    .describe('Stable reason code from packages/contracts/src/errors.ts, e.g. WRONG_PASSWORD'),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe('Parameters of the reason, e.g. {"attemptsLeft": 2}'),
  field: z.string().optional().describe('The request field that was rejected, when one was'),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
