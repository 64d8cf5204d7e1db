import type { TPasswordOwner, TPasswordVerdict } from '@avatara/contracts/password-policy';
import type { StrengthAnswer, StrengthRequest } from './strengthMessages';

let worker: Worker | null = null;
let failed = false;
let nextId = 0;
const waiting = new Map<number, (verdict: TPasswordVerdict | null) => void>();

function settleAll() {
  for (const resolve of waiting.values()) resolve(null);
  waiting.clear();
}

/** Starts the strength worker (it loads the dictionaries at once); once per page. */
export function startPasswordStrength(): void {
  if (worker || failed) return;
  try {
    worker = new Worker(new URL('./strength.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    failed = true;
    return;
  }
  worker.onmessage = (event: MessageEvent<StrengthAnswer>) => {
    const resolve = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    resolve?.(event.data.verdict);
  };
  worker.onerror = () => {
    // No meter then: the server still checks every new password.
    failed = true;
    worker?.terminate();
    worker = null;
    settleAll();
  };
}

/** The policy's verdict on a password for its owner; null when the worker cannot answer. */
export function passwordVerdict(password: string, owner: TPasswordOwner): Promise<TPasswordVerdict | null> {
  startPasswordStrength();
  if (!worker) return Promise.resolve(null);
  const id = (nextId += 1);
  const request: StrengthRequest = { id, password, owner };
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    worker!.postMessage(request);
  });
}
