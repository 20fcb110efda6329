import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { AdminCardHoldSchema, CardHoldResolveBodySchema } from '@sideline/shared';
import { toast } from '@/components/ui/use-toast';
import { api, ApiError } from '@/lib/api';
import { adminKeys } from './keys';

const cardHoldsKey = [...adminKeys.all, 'card-holds'] as const;

/** GET /api/admin/card-holds: the card charges teams stopped, waiting for staff. */
export const useDisputedCardHolds = () =>
  useQuery({
    queryKey: cardHoldsKey,
    queryFn: () => api.get(z.array(AdminCardHoldSchema), '/api/admin/card-holds'),
  });

/** Charge a disputed card after all, or release its hold. */
export function useResolveCardHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'capture' | 'release' }) =>
      api.send('POST', `/api/admin/card-holds/${id}/resolve`, AdminCardHoldSchema, {
        schema: CardHoldResolveBodySchema,
        value: { action },
      }),
    onSuccess: (hold, { action }) => {
      toast({ title: action === 'capture' ? 'Card charged' : 'Hold released', description: hold.jobTitle });
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Action failed',
        description: error instanceof ApiError ? error.serverMessage : 'Please try again.',
      }),
  });
}
