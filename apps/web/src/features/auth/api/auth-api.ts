import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  ForgotPasswordBodySchema,
  MessageBodySchema,
  ResetPasswordBodySchema,
  type ForgotPasswordBody,
  type ResetPasswordBody,
} from '@sideline/shared';
import { api } from '@/lib/api';

export const authKeys = {
  all: ['auth'] as const,
  confirmEmail: (token: string | null) => ['auth', 'confirm-email', token] as const,
};

/**
 * Confirms the email token once. A query (not an effect) so React StrictMode's double mount shares
 * one request; it is never refetched (the query defaults never go stale and never retry).
 */
export const confirmEmailQuery = (token: string | null) =>
  queryOptions({
    queryKey: authKeys.confirmEmail(token),
    queryFn: () =>
      api.get(MessageBodySchema, `/api/auth/confirm-email?token=${encodeURIComponent(token ?? '')}`),
    enabled: Boolean(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      api.send('POST', '/api/auth/forgot-password', MessageBodySchema, {
        schema: ForgotPasswordBodySchema,
        value: body,
      }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api.send('POST', '/api/auth/reset-password', MessageBodySchema, {
        schema: ResetPasswordBodySchema,
        value: body,
      }),
  });
}

export function useResendConfirmation() {
  return useMutation({
    mutationFn: () => api.send('POST', '/api/auth/resend-confirmation', MessageBodySchema),
  });
}
