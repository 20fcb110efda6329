import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from './use-auth';

/**
 * Logout as the spec describes it: end the session, confirm with the spec's toast, go home. Home
 * comes first, so a signed-in area never flashes the screen it shows signed-out visitors.
 */
export function useLogout() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);

  const logOut = useCallback(async () => {
    setPending(true);
    await navigate('/');
    try {
      await logout();
      toast({ title: 'Logged Out', description: 'You have been successfully logged out.' });
    } catch {
      // logout() has already forgotten the user locally; say so rather than claim full success.
      toast({
        title: 'Logout incomplete',
        description: 'You are signed out on this device, but the server could not be reached.',
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }, [logout, navigate]);

  return { logOut, isPending };
}
