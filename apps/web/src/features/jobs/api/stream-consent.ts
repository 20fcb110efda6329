import { useMutation } from '@tanstack/react-query';
import {
  ConfirmStreamConsentBodySchema,
  JobDetailSchema,
  SetStreamLinkBodySchema,
  type StreamConsentInput,
} from '@sideline/shared';
import { api } from '@/lib/api';
import { useJobSaved } from './mutations';

/** POST /api/jobs/{id}/stream-consent: the owner confirms consent on a job posted without it. */
export function useConfirmStreamConsent(jobId: number) {
  const saved = useJobSaved();
  return useMutation({
    mutationFn: (consent: StreamConsentInput) =>
      api.send('POST', `/api/jobs/${jobId}/stream-consent`, JobDetailSchema, {
        schema: ConfirmStreamConsentBodySchema,
        value: consent,
      }),
    onSuccess: saved,
  });
}

/** PUT /api/jobs/{id}/stream-link: the booked helper shares where to watch. */
export function useSetStreamLink(jobId: number) {
  const saved = useJobSaved();
  return useMutation({
    mutationFn: (streamUrl: string) =>
      api.send('PUT', `/api/jobs/${jobId}/stream-link`, JobDetailSchema, {
        schema: SetStreamLinkBodySchema,
        value: { streamUrl },
      }),
    onSuccess: saved,
  });
}
