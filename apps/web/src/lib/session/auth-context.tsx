import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginBody, RegisterBody, User } from '@sideline/shared';
import { ApiError } from '@/lib/api';
import { fetchSessionUser, loginRequest, logoutRequest, registerRequest } from './session-api';
import { readStoredUser, writeStoredUser } from './stored-user';

export interface AuthState {
  user: User | null;
  /** True until the stored user has been read and the session re-checked. */
  isLoading: boolean;
  login(body: LoginBody): Promise<User>;
  register(body: RegisterBody): Promise<User>;
  logout(): Promise<void>;
  /** Re-reads the session user from the server (after a profile or settings change). */
  refresh(): Promise<User | null>;
  setUser(user: User | null): void;
}

export const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUserState] = useState<User | null>(() => readStoredUser());
  const [isLoading, setLoading] = useState(true);

  const setUser = useCallback((next: User | null) => {
    writeStoredUser(next);
    setUserState(next);
  }, []);

  const refresh = useCallback(async () => {
    try {
      const fresh = await fetchSessionUser();
      setUser(fresh);
      return fresh;
    } catch (error) {
      // The session cookie is the authority: a 401 means signed out whatever local storage said.
      if (error instanceof ApiError && error.status === 401) setUser(null);
      return null;
    }
  }, [setUser]);

  useEffect(() => {
    let cancelled = false;
    void refresh().finally(() => {
      if (!cancelled) setLoading(false);
    });
    return () => {
      cancelled = true;
    };
  }, [refresh]);

  const login = useCallback(
    async (body: LoginBody) => {
      const signedIn = await loginRequest(body);
      queryClient.clear();
      setUser(signedIn);
      return signedIn;
    },
    [queryClient, setUser],
  );

  const register = useCallback(
    async (body: RegisterBody) => {
      const created = await registerRequest(body);
      queryClient.clear();
      setUser(created);
      return created;
    },
    [queryClient, setUser],
  );

  const logout = useCallback(async () => {
    try {
      await logoutRequest();
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
