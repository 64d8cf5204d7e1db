import { errorMessage } from '../i18n/errorMessage';
import type { Message, TranslationKey } from '../i18n/message';
import { apiUrl, postJson } from '../lib/api';
import { readServerError } from '../lib/serverError';
import type { CredentialValues, FormMode, TrialValues } from './validation';

export type AuthResult = { ok: true } | { ok: false; message: Message };

/**
 * POST /login or /register (spec §3 payloads; the manual form sends `languages` with the
 * selected one). Success sets the session cookie; a failure is told in the UI language by its
 * reason (docs/errors.md), else 'Login failed' / 'Registration failed' (spec §8).
 */
export async function submitCredentials(mode: FormMode, values: CredentialValues, language: string): Promise<AuthResult> {
  const fallbackKey: TranslationKey = mode === 'login' ? 'auth.loginFailed' : 'auth.registrationFailed';
  const email = values.email.trim();
  const body =
    mode === 'login'
      ? { email, password: values.password }
      : { name: values.name.trim(), email, password: values.password, languages: [language] };
  try {
    const response = await postJson(apiUrl(mode === 'login' ? '/login' : '/register'), body);
    if (response.ok) return { ok: true };
    return { ok: false, message: errorMessage(await readServerError(response), fallbackKey) };
  } catch (error) {
    console.error(mode === 'login' ? 'Login failed' : 'Registration failed', error);
    return { ok: false, message: { key: fallbackKey } };
  }
}

/**
 * POST /trial {name, email} (spec §7). Failure: 'Error: ' plus the reason's text in the UI
 * language; a network exception: 'An error occurred while starting your trial.' (spec §8).
 */
export async function requestTrial(values: TrialValues): Promise<AuthResult> {
  try {
    const response = await postJson(apiUrl('/trial'), { name: values.name.trim(), email: values.email.trim() });
    if (response.ok) return { ok: true };
    return { ok: false, message: { key: 'trial.error', values: { message: errorMessage(await readServerError(response)) } } };
  } catch (error) {
    console.error('An error occurred while starting your trial.', error);
    return { ok: false, message: { key: 'trial.networkError' } };
  }
}
