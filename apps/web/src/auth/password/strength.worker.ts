/**
 * The password policy in a worker (docs/accounts.md "Passwords"): zxcvbn's dictionaries are
 * megabytes of JavaScript and take a second or more to index, which would freeze the page while
 * the user types. They start loading when the worker starts (a password field was focused).
 */
import { loadPasswordChecker } from '@avatara/contracts/password-checker';
import type { StrengthAnswer, StrengthRequest } from './strengthMessages';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<StrengthRequest>) => void) | null;
  postMessage(message: StrengthAnswer): void;
};

const checker = loadPasswordChecker();

scope.onmessage = (event) => {
  const { id, password, owner } = event.data;
  checker.then(
    (c) => scope.postMessage({ id, verdict: c.check(password, owner) }),
    () => scope.postMessage({ id, verdict: null }),
  );
};
