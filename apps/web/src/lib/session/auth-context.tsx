import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SESSION_USER_PATH, type LoginBody, type RegisterBody, type User } from '@sideline/shared';
import { ApiError } from '@/lib/api-error';
import { send } from '@/lib/api-fetch';
import { embeddedAnswer, renderedForSignedOutVisitor } from '@/lib/route-prefetch';
import { asUser, readStoredUser, writeStoredUser } from './stored-user';

export interface AuthState {
  user: User | null;
  /**
   * True until the stored user has been read and the session re-checked; false from the start on a
   * page the server rendered for a signed-out visitor.
   */
  isLoading: boolean;
  login(body: LoginBody): Promise<User>;
  register(body: RegisterBody): Promise<User>;
  logout(): Promise<void>;
  /** Re-reads the session user from the server (after a profile or settings change). */
  refresh(): Promise<User | null>;
  setUser(user: User | null): void;
}

/**
 * The session calls parse with the shared zod schemas; loaded on first use so zod and the schemas
 * stay out of the entry chunk (the first screen of a signed-out visitor never needs them).
 */
const sessionApi = () => import('./session-api');

export const AuthContext = createContext<AuthState | null>(null);

/**
 * `known`: the session's user as the server found it for this page (its root loader, decision
 * 0054); the first render, on the server and at hydration, is that user's page.
 */
export function AuthProvider({ children, known }: { children: ReactNode; known?: { user: User | null } }) {
  const queryClient = useQueryClient();
  // A page the server rendered for a signed-in user (decision 0037) carries the session's user: the
  // first render, on the server and at hydration, is that user's page, whatever this device stored.
  const [renderedFor] = useState(() => known?.user ?? asUser(embeddedAnswer(SESSION_USER_PATH)));
  const [user, setUserState] = useState<User | null>(() =>
    known ? known.user : (renderedFor ?? readStoredUser()),
  );
  // A rendered page is known signed in or signed out; the check below still runs.
  const [isLoading, setLoading] = useState(
    () => known === undefined && !renderedForSignedOutVisitor() && renderedFor === null,
  );

  const setUser = useCallback((next: User | null) => {
    writeStoredUser(next);
    setUserState(next);
  }, []);

  const refresh = useCallback(async () => {
    try {
      // Signed out, the answer is a 401 and the schemas are never loaded.
      const { data } = await send('GET', SESSION_USER_PATH);
      const fresh = (await sessionApi()).parseSessionUser(data);
      setUser(fresh);
      return fresh;
    } catch (error) {
      // The session cookie is the authority: a 401 means signed out whatever local storage said.
      if (error instanceof ApiError && error.status === 401) setUser(null);
      return null;
    }
  }, [setUser]);

  // The server that rendered a framework page read the session for it in this same request
  // (`known`): asking again would only repeat its answer, and signed out, log a 401 in the console.
  const [fromServer] = useState(() => known);
  useEffect(() => {
    if (fromServer) {
      writeStoredUser(fromServer.user);
      return;
    }
    let cancelled = false;
    void refresh().finally(() => {
      if (!cancelled) setLoading(false);
    });
    return () => {
      cancelled = true;
    };
  }, [refresh, fromServer]);

  const login = useCallback(
    async (body: LoginBody) => {
      const signedIn = await (await sessionApi()).loginRequest(body);
      queryClient.clear();
      setUser(signedIn);
      return signedIn;
    },
    [queryClient, setUser],
  );

  const register = useCallback(
    async (body: RegisterBody) => {
      const created = await (await sessionApi()).registerRequest(body);
      queryClient.clear();
      setUser(created);
      return created;
    },
    [queryClient, setUser],
  );

  const logout = useCallback(async () => {
    try {
      await (await sessionApi()).logoutRequest();
    } finally {
      queryClient.clear();
      setUser(null);
    }
  }, [queryClient, setUser]);

  const value = useMemo<AuthState>(
    () => ({ user, isLoading, login, register, logout, refresh, setUser }),
    [user, isLoading, login, register, logout, refresh, setUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
