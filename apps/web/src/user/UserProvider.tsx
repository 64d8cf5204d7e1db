import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { cookies } from '../lib/browserCookies';
import { parseDisplayUser, type DisplayUser } from './displayUser';
import { UserContext } from './userContext';

/** Restores the user from the `user` cookie on load (spec §2) and keeps state and cookie in step. */
export function UserProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<DisplayUser | null>(() => parseDisplayUser(cookies.getJson('user')));
  const setUser = useCallback((next: DisplayUser | null) => {
    if (next === null) cookies.remove('user');
    else cookies.setJson('user', next);
    setUserState(next);
  }, []);
  const value = useMemo(() => ({ user, setUser }), [user, setUser]);
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>;
}
