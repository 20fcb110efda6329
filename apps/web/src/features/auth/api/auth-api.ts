import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  AuthResponseSchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  MessageBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  type AuthResponse,
  type ForgotPasswordBody,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type User,
} from '@sideline/shared';
import { api } from '@/lib/api';

export const authKeys = {
  all: ['auth'] as const,
  confirmEmail: (token: string | null) => ['auth', 'confirm-email', token] as const,
};

/** Account answers are the User itself, sometimes with a message; the app keeps the User. */
export function toUser(answer: AuthResponse): User {
  const { message: _message, ...user } = answer;
  return user;
}

export const fetchSessionUser = async (): Promise<User> =>
  toUser(await api.get(AuthResponseSchema, '/api/auth/user'));

export const loginRequest = async (body: LoginBody): Promise<User> =>
  toUser(
    await api.send('POST', '/api/auth/login', AuthResponseSchema, { schema: LoginBodySchema, value: body }),
  );

export const registerRequest = async (body: RegisterBody): Promise<User> =>
  toUser(
    await api.send('POST', '/api/auth/register', AuthResponseSchema, {
      schema: RegisterBodySchema,
      value: body,
    }),
  );

export const logoutRequest = () => api.send('POST', '/api/auth/logout', MessageBodySchema);

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
