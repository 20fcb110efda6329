import { useMutation } from '@tanstack/react-query';
import { JobDetailSchema, RescheduleBodySchema, type RescheduleBody } from '@sideline/shared';
import { api } from '@/lib/api';
import { useJobSaved } from './mutations';

/** POST /api/jobs/{id}/reschedule: the team asks its booked helper to move a rained-out game. */
export function useRescheduleJob(jobId: number) {
  const saved = useJobSaved();
  return useMutation({
    mutationFn: (body: RescheduleBody) =>
      api.send('POST', `/api/jobs/${jobId}/reschedule`, JobDetailSchema, {
        schema: RescheduleBodySchema,
        value: body,
      }),
    onSuccess: saved,
  });
}

export type RescheduleAnswer = 'accept' | 'decline' | 'withdraw';

/** The booked helper's accept or decline, or the team taking its proposal back. */
export function useAnswerReschedule(jobId: number) {
  const saved = useJobSaved();
  return useMutation({
    mutationFn: (answer: RescheduleAnswer) =>
      api.send('POST', `/api/jobs/${jobId}/reschedule/${answer}`, JobDetailSchema),
    onSuccess: saved,
  });
}
