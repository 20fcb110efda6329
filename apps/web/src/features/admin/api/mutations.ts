import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminPaymentSchema,
  AdminReviewSchema,
  AdminUserSchema,
  HideReviewBodySchema,
  ResolveDisputeBodySchema,
} from '@sideline/shared';
import { toast } from '@/components/ui/use-toast';
import { api, ApiError } from '@/lib/api';
import { adminKeys } from './keys';

const failed = (error: Error) =>
  toast({
    variant: 'destructive',
    title: 'Action failed',
    description: error instanceof ApiError ? error.message : 'Please try again.',
  });

/** Approve or decline a tournament director's sign-up (the server emails them). */
export function useDirectorDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'decline' }) =>
      api.send('POST', `/api/admin/directors/${id}/${decision}`, AdminUserSchema),
    onSuccess: (user, { decision }) => {
      toast({
        title: decision === 'approve' ? 'Director approved' : 'Director declined',
        description: `${user.firstName} ${user.lastName} has been emailed.`,
      });
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: failed,
  });
}

/** Resolve a disputed payment (with a note) or settle what the platform owes a helper. */
export function usePaymentAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: number; action: 'resolve'; note: string } | { id: number; action: 'settle' },
    ) =>
      input.action === 'resolve'
        ? api.send('POST', `/api/admin/payments/${input.id}/resolve-dispute`, AdminPaymentSchema, {
            schema: ResolveDisputeBodySchema,
            value: { note: input.note },
          })
        : api.send('POST', `/api/admin/payments/${input.id}/settle-owed`, AdminPaymentSchema),
    onSuccess: (payment, input) => {
      toast({
        title: input.action === 'resolve' ? 'Dispute resolved' : 'Marked as settled',
        description: payment.jobTitle,
      });
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: failed,
  });
}

/** Hide a review that breaks the rules; its author is shown the reason. */
export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.send('POST', `/api/admin/reviews/${id}/hide`, AdminReviewSchema, {
        schema: HideReviewBodySchema,
        value: { reason },
      }),
    onSuccess: () => {
      toast({ title: 'Review hidden' });
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: failed,
  });
}

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
    onError: failed,
  });
}
