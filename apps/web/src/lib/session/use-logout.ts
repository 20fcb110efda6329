import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from './use-auth';

/** Logs out from the dashboard, confirms with the spec's toast and goes home. */
export function useLogout() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);

  const logOut = useCallback(async () => {
    setPending(true);
    // Leave the signed-in area first, so it never flashes the sign-up screen it shows signed-out visitors.
    await navigate('/');
    try {
      await logout();
    } catch {
      // logout() forgets the user locally even when the server cannot be reached.
    }
    toast({ title: 'Logged Out', description: 'You have been successfully logged out.' });
  }, [logout, navigate]);

  return { logOut, isPending };
}
