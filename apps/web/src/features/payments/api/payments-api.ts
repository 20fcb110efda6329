import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DuePaymentListSchema,
  JobDetailSchema,
  PaymentConfirmationBodySchema,
  PaymentListSchema,
  PaymentReportBodySchema,
  PaymentSchema,
  ReferralInfoSchema,
  type OutsideMethod,
} from '@sideline/shared';
import { api } from '@/lib/api';

/** Query keys of the payment screens; every key starts with 'payments'. */
export const paymentKeys = {
  all: ['payments'] as const,
  list: () => ['payments', 'list'] as const,
  due: () => ['payments', 'due'] as const,
  job: (jobId: number) => ['payments', 'job', jobId] as const,
  referral: () => ['payments', 'referral-info'] as const,
};

/** GET /api/payments: the session user's payments as payer or payee. */
export function usePayments(enabled = true) {
  return useQuery({
    queryKey: paymentKeys.list(),
    enabled,
    queryFn: () => api.get(PaymentListSchema, '/api/payments'),
  });
}

/** GET /api/payments/due: completed jobs not paid yet, owed by or to the session user. */
export function usePaymentsDue() {
  return useQuery({
    queryKey: paymentKeys.due(),
    queryFn: () => api.get(DuePaymentListSchema, '/api/payments/due'),
  });
}

/**
 * The job being paid, as its viewer may see it (GET /api/jobs/{id}). `pollUntilPaid`: a card
 * payment turns the job paid when the provider's webhook lands, so the success page asks again
 * every few seconds until it has.
 */
export function usePaymentJob(jobId: number | null, { pollUntilPaid = false } = {}) {
  return useQuery({
    queryKey: paymentKeys.job(jobId ?? 0),
    enabled: jobId !== null,
    refetchInterval: (query) => (pollUntilPaid && query.state.data?.status !== 'paid' ? 3000 : false),
    queryFn: () => api.get(JobDetailSchema, `/api/jobs/${jobId}`),
  });
}

export function useReferralInfo(enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.referral(),
    enabled,
    queryFn: () => api.get(ReferralInfoSchema, '/api/users/referral-info'),
  });
}

/** A payment moves job lists too (a job becomes paid), so both families are refreshed. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['jobs'] }),
    ]);
}

export function useReportPayment(jobId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (method: OutsideMethod) =>
      api.send('POST', `/api/jobs/${jobId}/payment-report`, PaymentSchema, {
        schema: PaymentReportBodySchema,
        value: { method },
      }),
    onSuccess: refresh,
  });
}

export function useConfirmPayment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (jobId: number) =>
      api.send('POST', `/api/jobs/${jobId}/payment-confirmation`, PaymentSchema, {
        schema: PaymentConfirmationBodySchema,
        value: {},
      }),
    onSuccess: refresh,
  });
}

export function useDisputePayment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (jobId: number) => api.send('POST', `/api/jobs/${jobId}/payment-dispute`, PaymentSchema),
    onSuccess: refresh,
  });
}
