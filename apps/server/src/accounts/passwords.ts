import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP baseline: 19 MiB memory, 2 passes, 1 lane. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Shortest password our own screens accept for a new one (reset, change); docs/accounts.md. */
export const MIN_NEW_PASSWORD_LENGTH = 8;

/**
 * How many argon2 verifications ran in this process. The tests read it to show that an unknown
 * email costs exactly the verification a known one does (no timing assertions).
 */
export const passwordWork = { verifications: 0 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  passwordWork.verifications += 1;
  try {
    return await verify(passwordHash, password);
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
