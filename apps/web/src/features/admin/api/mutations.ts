import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminUserSchema } from '@sideline/shared';
import { toast } from '@/components/ui/use-toast';
import { api, ApiError } from '@/lib/api';
import { adminKeys } from './keys';

/** Suspend or reinstate; every admin list and drawer refreshes (the audit log gains an entry). */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'suspend' | 'reinstate' }) =>
      api.send('POST', `/api/admin/users/${id}/${action}`, AdminUserSchema),
    onSuccess: (user, { action }) => {
      toast({
        title: action === 'suspend' ? 'User suspended' : 'User reinstated',
        description: `${user.firstName} ${user.lastName}`,
      });
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Action failed',
        description: error instanceof ApiError ? error.message : 'Please try again.',
      }),
  });
}
