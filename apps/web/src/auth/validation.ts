/** The manual form's modes (spec §4). */
export type FormMode = 'login' | 'register';

export interface CredentialValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type CredentialField = keyof CredentialValues;

/** Per-field error as a translation key of spec §3 (invalidEmail, invalidName, …). */
export type FieldErrors = Partial<
  Record<CredentialField, 'invalidEmail' | 'invalidName' | 'passwordRequired' | 'passwordsDoNotMatch'>
>;

/**
 * Email rule of spec §5: non-space text, '@', non-space text, '.', non-space text.
 * @example isValidEmail('ada@example.com') === true; isValidEmail('ada@example') === false
 */
export function isValidEmail(email: string): boolean {
  return /^\S+@\S+\.\S+$/.test(email);
}

/** The fields each mode shows, in order. */
export function fieldsOf(mode: FormMode): CredentialField[] {
  return mode === 'register' ? ['name', 'email', 'password', 'confirmPassword'] : ['email', 'password'];
}

/**
 * Validates the manual form (spec §5): email format; password non-empty; in register mode a
 * trimmed name and a matching confirmation. Returns the errors by field (empty when valid).
 */
export function validateCredentials(mode: FormMode, values: CredentialValues): FieldErrors {
  const errors: FieldErrors = {};
  if (mode === 'register' && values.name.trim() === '') errors.name = 'invalidName';
  if (!isValidEmail(values.email)) errors.email = 'invalidEmail';
  if (values.password === '') errors.password = 'passwordRequired';
  if (mode === 'register' && values.confirmPassword !== values.password)
    errors.confirmPassword = 'passwordsDoNotMatch';
  return errors;
}

/** True when every field the mode shows is empty: the form says missingFields instead. */
export function allFieldsEmpty(mode: FormMode, values: CredentialValues): boolean {
  return fieldsOf(mode).every((field) => values[field].trim() === '');
}

export interface TrialValues {
  name: string;
  email: string;
}

/** Trial form errors as translation keys; en-US texts are the spec's ('Name is required.', 'Valid email is required.'). */
export type TrialErrors = Partial<Record<keyof TrialValues, 'trial.nameRequired' | 'trial.emailRequired'>>;

/** Validates the trial form (spec §5): trimmed name non-empty, valid email. */
export function validateTrial(values: TrialValues): TrialErrors {
  const errors: TrialErrors = {};
  if (values.name.trim() === '') errors.name = 'trial.nameRequired';
  if (!isValidEmail(values.email.trim())) errors.email = 'trial.emailRequired';
  return errors;
}
