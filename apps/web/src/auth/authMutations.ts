import { useMutation } from '@tanstack/react-query';
import { isHttpError } from '../api/ApiError';
import { api } from '../api/client';
import { authEndpoints } from '../api/endpoints/auth';
import { uiLanguage } from '../i18n/languages';
import { errorMessage } from '../i18n/errorMessage';
import type { Message } from '../i18n/message';
import { serverErrorOf } from '../lib/serverError';
import type { AddressAs } from './AddressAsField';
import type { CredentialValues, FormMode, TrialValues } from './validation';

interface CredentialsInput {
  mode: FormMode;
  values: CredentialValues;
  /** The UI language: registration sends it as the account's language. */
  language: string;
  /** Registration: how the avatars address the user ('' = not said). */
  gender?: AddressAs;
}

/**
 * POST /login or /register (spec §3 payloads; the manual form sends `languages` with the
 * selected one). Success sets the session cookie; a failure is an ApiError.
 */
export function useCredentialsMutation() {
  return useMutation({
    mutationFn: ({ mode, values, language, gender }: CredentialsInput) => {
      const email = values.email.trim();
      return mode === 'login'
        ? api.call(authEndpoints.login, { body: { email, password: values.password } })
        : api.call(authEndpoints.register, {
            body: {
              name: values.name.trim(),
              email,
              password: values.password,
              languages: [uiLanguage(language)],
              ...(gender ? { gender } : {}),
            },
          });
    },
    onError: (error, { mode }) => {
      if (!isHttpError(error))
        console.error(mode === 'login' ? 'Login failed' : 'Registration failed', error);
    },
  });
}

/**
 * The message of a failed sign-in or registration: the server's reason in the UI language
 * (docs/errors.md), else 'Login failed' / 'Registration failed' (spec §8).
 */
export function credentialsFailureMessage(error: unknown, mode: FormMode): Message {
  return errorMessage(
    serverErrorOf(error),
    mode === 'login' ? 'auth.loginFailed' : 'auth.registrationFailed',
  );
}

/** POST /trial {name, email} (spec §7). */
export function useTrialMutation() {
  return useMutation({
    mutationFn: (values: TrialValues) =>
      api.call(authEndpoints.trial, { body: { name: values.name.trim(), email: values.email.trim() } }),
    onError: (error) => {
      if (!isHttpError(error)) console.error('An error occurred while starting your trial.', error);
    },
  });
}

/** Spec §8: 'Error: ' plus the reason's text in the UI language; without an answer 'An error occurred while starting your trial.' */
export function trialFailureMessage(error: unknown): Message {
  return isHttpError(error)
    ? { key: 'trial.error', values: { message: errorMessage(serverErrorOf(error)) } }
    : { key: 'trial.networkError' };
}
