import { createContext, useContext } from 'react';
import type { DisplayUser } from './displayUser';

export interface UserState {
  /** The signed-in user's display data, or null. */
  user: DisplayUser | null;
  /** Stores the user in state and in the `user` cookie (7 days); null signs out locally. */
  setUser: (user: DisplayUser | null) => void;
  /**
   * After a sign-in (spec §4): fetches the user by email, stores it in state and cookie.
   * Rejects when the user cannot be fetched (the caller shows its error).
   */
  loadUser: (email: string) => Promise<DisplayUser>;
  /** Fetches the current user again (fresh balance and plans); failures are only logged. */
  refresh: () => Promise<void>;
  /** Ends the server session and forgets the user locally. */
  signOut: () => Promise<void>;
}

export const UserContext = createContext<UserState | null>(null);

/** The signed-in user (display data) and its setter. */
export function useUser(): UserState {
  const value = useContext(UserContext);
  if (value === null) throw new Error('useUser needs a UserProvider');
  return value;
}
