import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
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
 * argon2 costs about 50 ms of a core per hash. A burst of sign-ins on libuv's four threads would
 * take every core from the event loop that streams everyone's chat (docs/benchmarks.md, "Load").
 * So hashes run in worker threads of their own, at most one per core but one at a time, and at a
 * lower CPU priority (nice 10, Linux): on a busy machine the chats go first and the sign-ins wait.
 */
export const ARGON2_AT_ONCE = Math.max(1, availableParallelism() - 1);
const argon2Turn = pLimit(ARGON2_AT_ONCE);

type Argon2Op = { op: 'hash'; args: [string, typeof OPTIONS] } | { op: 'verify'; args: [string, string] };
interface Argon2Thread {
  worker: Worker;
  pending: Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>;
}
const idleThreads: Argon2Thread[] = [];
let nextId = 1;

function startThread(): Argon2Thread {
  const worker = new Worker(new URL('./argon2-thread.mjs', import.meta.url));
  const thread: Argon2Thread = { worker, pending: new Map() };
  worker.unref();
  worker.on('message', (m: { id: number; result?: unknown; error?: string }) => {
    const p = thread.pending.get(m.id);
    if (!p) return;
    thread.pending.delete(m.id);
    if (thread.pending.size === 0) worker.unref();
    if (m.error === undefined) p.resolve(m.result);
    else p.reject(new Error(m.error));
  });
  const fail = (err: Error) => {
    const at = idleThreads.indexOf(thread);
    if (at >= 0) idleThreads.splice(at, 1);
    for (const p of thread.pending.values()) p.reject(err);
    thread.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', () => fail(new Error('the argon2 thread exited')));
  return thread;
}

/** One argon2 operation in a free thread, waiting its turn. */
function argon2(op: Argon2Op): Promise<unknown> {
  return argon2Turn(async () => {
    const thread = idleThreads.pop() ?? startThread();
    const id = nextId++;
    try {
      return await new Promise((resolve, reject) => {
        thread.pending.set(id, { resolve, reject });
        thread.worker.ref();
        thread.worker.postMessage({ id, ...op });
      });
    } finally {
      if (thread.pending.size === 0 && thread.worker.threadId >= 0) idleThreads.push(thread);
    }
  });
}

export async function hashPassword(password: string): Promise<string> {
  return (await argon2({ op: 'hash', args: [password, OPTIONS] })) as string;
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  passwordWork.verifications += 1;
  try {
    return (await argon2({ op: 'verify', args: [passwordHash, password] })) === true;
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
