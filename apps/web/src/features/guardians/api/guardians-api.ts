import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AuthResponseSchema,
  GuardianConsentBodySchema,
  GuardianConsentPreviewSchema,
  GuardianConsentResultSchema,
  GuardianRequestBodySchema,
  GuardianSignupBodySchema,
  GuardianTeenListSchema,
  GuardianThreadSchema,
  GuardianTokenBodySchema,
  MessageBodySchema,
  type GuardianSignupBody,
} from '@sideline/shared';
import { api } from '@/lib/api';
import { useAuth } from '@/lib/session/use-auth';

const TEENS_KEY = ['guardian', 'teens'] as const;

/** What a consent link asks, read with the token in a POST body (it stays out of access logs). */
export const consentPreviewQuery = (token: string) =>
  queryOptions({
    queryKey: ['guardian-consent', token] as const,
    queryFn: () =>
      api.send('POST', '/api/guardian-consent/preview', GuardianConsentPreviewSchema, {
        schema: GuardianTokenBodySchema,
        value: { token },
      }),
    retry: false,
  });

/** The signed-in account approves; one without a date of birth gives it here (decision 27). */
export function useGiveConsent(token: string) {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: (dateOfBirth?: string) =>
      api.send('POST', '/api/guardian-consent', GuardianConsentResultSchema, {
        schema: GuardianConsentBodySchema,
        value: { token, ...(dateOfBirth ? { dateOfBirth } : {}) },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['guardian-consent', token] });
      void queryClient.invalidateQueries({ queryKey: TEENS_KEY });
      // The account may now carry the date of birth it gave.
      void refresh();
    },
  });
}

/** A parent's new account from the link: the server signs them in and records the consent. */
export function useGuardianSignup() {
  const { setUser } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuardianSignupBody) =>
      api.send('POST', '/api/guardian-consent/signup', AuthResponseSchema, {
        schema: GuardianSignupBodySchema,
        value: body,
      }),
    onSuccess: async ({ message: _message, ...user }) => {
      // The link now reads "given": fetched again before the page shows the signed-in state.
      await queryClient.invalidateQueries({ queryKey: ['guardian-consent'] });
      setUser(user);
      void queryClient.invalidateQueries({ queryKey: TEENS_KEY });
    },
  });
}

export function useRequestGuardian() {
  return useMutation({
    mutationFn: (guardianEmail: string) =>
      api.send('POST', '/api/users/me/guardian', MessageBodySchema, {
        schema: GuardianRequestBodySchema,
        value: { guardianEmail },
      }),
  });
}

export const guardianTeensQuery = () =>
  queryOptions({
    queryKey: TEENS_KEY,
    queryFn: () => api.get(GuardianTeenListSchema, '/api/guardian/teens'),
    initialData: () => api.embedded(GuardianTeenListSchema, '/api/guardian/teens'),
  });

export const guardianThreadQuery = (teenId: number, otherId: number) =>
  queryOptions({
    queryKey: [...TEENS_KEY, teenId, 'thread', otherId] as const,
    queryFn: () => api.get(GuardianThreadSchema, `/api/guardian/teens/${teenId}/thread?with=${otherId}`),
  });

export function useGuardianAction(teenId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'pause' | 'resume' | 'close') =>
      api.send('POST', `/api/guardian/teens/${teenId}/${action}`, MessageBodySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEENS_KEY }),
  });
}
