import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isHttpError } from '../api/ApiError';
import { api } from '../api/client';
import { authEndpoints } from '../api/endpoints/auth';
import { cookies } from '../lib/browserCookies';
import { forgetPerson } from '../lib/forgetPerson';
import { parseDisplayUser, type DisplayUser } from './displayUser';
import { userKeys } from './queryKeys';
import { fetchUser, toDisplayUser, USER_LOAD_FAILED_LOG } from './userApi';
import { UserContext, type UserState } from './userContext';

/** A 401 or 403 of get-user: the session is gone or belongs to someone else. */
const sessionGone = (error: unknown) => isHttpError(error, 401, 403);

/**
 * Restores the user from the `user` cookie on load (spec §2), then fetches it again so balance
 * and plans are fresh; a 401/403 means the server session is gone and the user is cleared.
 * Keeps state and cookie in step.
 */
export function UserProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUserState] = useState<DisplayUser | null>(() => parseDisplayUser(cookies.getJson('user')));
  // Always equal to `user`: setUser is the only writer of both.
  const userRef = useRef(user);

  const setUser = useCallback((next: DisplayUser | null) => {
    // Signed out, or someone else signed in: nothing of the last person stays in this browser.
    const before = userRef.current?.email ?? cookies.get('userEmail');
    if (next === null || (before !== null && before !== next.email)) forgetPerson();
    if (next === null) cookies.remove('user');
    else {
      cookies.setJson('user', next);
      cookies.set('userEmail', next.email);
    }
    userRef.current = next;
    setUserState(next);
  }, []);

  const loadUser = useCallback(
    async (email: string) => {
      const next = toDisplayUser(await fetchUser(email));
      await queryClient.invalidateQueries({ queryKey: userKeys.consent(next.email) });
      setUser(next);
      return next;
    },
    [queryClient, setUser],
  );

  const refresh = useCallback(async () => {
    const email = userRef.current?.email;
    if (!email) return;
    try {
      setUser(toDisplayUser(await fetchUser(email)));
    } catch (error) {
      console.error(USER_LOAD_FAILED_LOG, error);
      if (sessionGone(error) && userRef.current?.email === email) setUser(null);
    }
  }, [setUser]);

  const { mutateAsync: logout } = useMutation({ mutationFn: () => api.call(authEndpoints.logout) });
  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      console.error('logout failed', error);
    }
    setUser(null);
    queryClient.clear();
  }, [logout, queryClient, setUser]);

  // Fresh balance and plans on load; a gone session signs out locally.
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const value = useMemo<UserState>(
    () => ({ user, setUser, loadUser, refresh, signOut }),
    [user, setUser, loadUser, refresh, signOut],
  );
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>;
}
