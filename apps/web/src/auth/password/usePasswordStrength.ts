import type { TPasswordOwner, TPasswordVerdict } from '@avatara/contracts/password-policy';
import { useCallback, useEffect, useState } from 'react';
import { passwordVerdict, startPasswordStrength } from './strengthClient';

/** Typing pauses this long before a password is judged again. */
const PAUSE_MS = 150;

export interface PasswordStrength {
  /** Starts loading the dictionaries: call when the password field is first focused. */
  start: () => void;
  /** Whether the meter shows (the field was focused). */
  active: boolean;
  /** The verdict on the current password (the previous one while it is judged); null before the first. */
  verdict: TPasswordVerdict | null;
  /** A password waits for its first verdict (the dictionaries are still loading). */
  checking: boolean;
}

/**
 * The password policy's verdict on a new password as it is typed, judged in a worker with the
 * owner's email and name (docs/accounts.md "Passwords"). Nothing loads before `start`.
 */
export function usePasswordStrength(password: string, owner: TPasswordOwner = {}): PasswordStrength {
  const [active, setActive] = useState(false);
  const [verdict, setVerdict] = useState<TPasswordVerdict | null>(null);
  const { email, name } = owner;

  useEffect(() => {
    if (!active || password === '') return;
    let current = true;
    const timer = window.setTimeout(() => {
      void passwordVerdict(password, { email, name }).then((v) => {
        if (current && v) setVerdict(v);
      });
    }, PAUSE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [active, password, email, name]);

  const start = useCallback(() => {
    startPasswordStrength();
    setActive(true);
  }, []);

  const shown = password === '' ? null : verdict;
  return { start, active, verdict: shown, checking: active && password !== '' && shown === null };
}
