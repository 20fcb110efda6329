import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody, MessageBody, ResetPasswordBody } from '@sideline/shared';
import { legacyApi as api } from '@/lib/api';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) => api.post<MessageBody>('/api/auth/forgot-password', body),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => api.post<MessageBody>('/api/auth/reset-password', body),
  });
}

export function useResendConfirmation() {
  return useMutation({
    mutationFn: () => api.post<MessageBody>('/api/auth/resend-confirmation'),
  });
}
