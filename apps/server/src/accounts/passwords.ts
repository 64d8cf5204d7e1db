import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { loadPasswordChecker, type PasswordChecker } from '@avatara/contracts/password-checker';
import { MIN_PASSWORD_LENGTH, type TPasswordOwner } from '@avatara/contracts/password-policy';
import { AppError } from '../errors';

/** argon2id with the OWASP baseline: 19 MiB memory, 2 passes, 1 lane. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let checker: Promise<PasswordChecker> | undefined;
/**
 * The password policy with its dictionaries, loaded once per process (a second or more, about
 * 80 MB): the server starts loading it after it listens, so the first sign-up does not wait.
 */
export function passwordChecker(): Promise<PasswordChecker> {
  checker ??= loadPasswordChecker().catch((err: unknown) => {
    checker = undefined;
    throw err;
  });
  return checker;
}

/**
 * Refuses a new password (registration, reset, change) that the password policy refuses
 * (docs/accounts.md "Passwords"): 400 naming `field`, `TOO_SHORT` under 8 characters, else
 * `WEAK_PASSWORD` for a common or guessable one, or one made of the owner's email or name.
 */
export function refuseWeakPassword(
  policy: PasswordChecker,
  password: string,
  owner: TPasswordOwner,
  field: 'password' | 'newPassword',
): void {
  const verdict = policy.check(password, owner);
  if (verdict.acceptable) return;
  if (verdict.hints.includes('tooShort'))
    throw new AppError('VALIDATION', `Password must have at least ${MIN_PASSWORD_LENGTH} characters`, {
      reason: 'TOO_SHORT',
      params: { minimum: MIN_PASSWORD_LENGTH },
      field,
    });
  throw new AppError('VALIDATION', 'This password is too easy to guess. Please choose a stronger one.', {
    reason: 'WEAK_PASSWORD',
    field,
  });
}

/** `refuseWeakPassword` once the policy is loaded. */
export async function checkNewPassword(
  password: string,
  owner: TPasswordOwner,
  field: 'password' | 'newPassword',
): Promise<void> {
  refuseWeakPassword(await passwordChecker(), password, owner, field);
}

/**
 * How many argon2 verifications ran in this process. The tests read it to show that an unknown
 * email costs exactly the verification a known one does (no timing assertions).
 */
export const passwordWork = { verifications: 0 };

/**
 * argon2 runs in libuv's thread pool (4 threads), each hash about 50 ms of a core at full speed.
 * A burst of sign-ins would take every core and starve the event loop that streams everyone's
 * chat (docs/benchmarks.md, "Load"): at most one hash per core but one runs at a time, the others
 * wait their turn.
 */
export const ARGON2_AT_ONCE = Math.max(1, availableParallelism() - 1);
const argon2Turn = pLimit(ARGON2_AT_ONCE);

export function hashPassword(password: string): Promise<string> {
  return argon2Turn(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  passwordWork.verifications += 1;
  try {
    return await argon2Turn(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Verifies against a hash nobody's password matches: the work of a real check, for accounts that have none. */
export async function burnVerification(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummy, password);
}
