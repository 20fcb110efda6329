import { useAuth } from '@/lib/session/use-auth';

/** Signed in, signed out, or not yet known (no stored user while the session is re-checked). */
export type AccountState = 'signed-in' | 'signed-out' | 'unknown';

export function useAccountState(): AccountState {
  const { user, isLoading } = useAuth();
  if (user) return 'signed-in';
  // Showing Log In for a moment and then swapping it for Dashboard would flash; show neither.
  return isLoading ? 'unknown' : 'signed-out';
}
