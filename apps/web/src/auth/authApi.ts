import { apiUrl, postJson } from '../lib/api';
import { authFailureMessage, readAuthFailure, type Message } from './authErrorMessage';
import type { CredentialValues, FormMode, TrialValues } from './validation';

export type AuthResult = { ok: true } | { ok: false; message: Message };

/**
 * POST /login or /register (spec §3 payloads; the manual form sends `languages` with the
 * selected one). Success sets the session cookie; failure carries the message of spec §8.
 */
export async function submitCredentials(mode: FormMode, values: CredentialValues, language: string): Promise<AuthResult> {
  const fallbackKey = mode === 'login' ? 'auth.loginFailed' : 'auth.registrationFailed';
  const email = values.email.trim();
  const body =
    mode === 'login'
      ? { email, password: values.password }
      : { name: values.name.trim(), email, password: values.password, languages: [language] };
  try {
    const response = await postJson(apiUrl(mode === 'login' ? '/login' : '/register'), body);
    if (response.ok) return { ok: true };
    return { ok: false, message: authFailureMessage(await readAuthFailure(response), fallbackKey) };
  } catch (error) {
    console.error(mode === 'login' ? 'Login failed' : 'Registration failed', error);
    return { ok: false, message: { key: fallbackKey } };
  }
}

/**
 * POST /trial {name, email} (spec §7). Failure: 'Error: ' plus the answer text; a network
 * exception: 'An error occurred while starting your trial.' (spec §8).
 */
export async function requestTrial(values: TrialValues): Promise<AuthResult> {
  try {
    const response = await postJson(apiUrl('/trial'), { name: values.name.trim(), email: values.email.trim() });
    if (response.ok) return { ok: true };
    const failure = await readAuthFailure(response);
    return { ok: false, message: { key: 'trial.error', values: { message: failure.text } } };
  } catch (error) {
    console.error('An error occurred while starting your trial.', error);
    return { ok: false, message: { key: 'trial.networkError' } };
  }
}
