import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { AddFamilyInviteeBodySchema, FamilyInviteeSchema, MessageBodySchema } from '@sideline/shared';
import { api } from '@/lib/api';

export const familyKeys = { all: ['team-families'] as const };

/** GET /api/team-families: the signed-in team's families list. */
export const familiesQuery = () =>
  queryOptions({
    queryKey: familyKeys.all,
    queryFn: () => api.get(z.array(FamilyInviteeSchema), '/api/team-families'),
  });

export const useFamilies = () => useQuery(familiesQuery());

export function useAddFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api.send('POST', '/api/team-families', FamilyInviteeSchema, {
        schema: AddFamilyInviteeBodySchema,
        value: { email },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }),
  });
}

export function useRemoveFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.send('DELETE', `/api/team-families/${id}`, MessageBodySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }),
  });
}
