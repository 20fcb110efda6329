import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HelperStandbyOfferListSchema,
  HelperStandbyOfferSchema,
  StandbyOfferSettingBodySchema,
  TeamStandbyOffersSchema,
} from '@sideline/shared';
import { api } from '@/lib/api';

/** One key factory: a job's standby offers (its team's view) and the signed-in helper's open offers. */
export const standbyOfferKeys = {
  job: (jobId: number) => ['jobs', jobId, 'standby-offers'] as const,
  mine: ['users', 'me', 'standby-offers'] as const,
};

export function useTeamStandbyOffers(jobId: number, enabled: boolean) {
  return useQuery({
    queryKey: standbyOfferKeys.job(jobId),
    queryFn: () => api.get(TeamStandbyOffersSchema, `/api/jobs/${jobId}/standby-offers`),
    enabled,
  });
}

/** The team's switch; turning it on may offer the job at once, so the page's lists are asked again. */
export function useSetStandbyOffers(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api.send('PUT', `/api/jobs/${jobId}/standby-offers`, TeamStandbyOffersSchema, {
        schema: StandbyOfferSettingBodySchema,
        value: { enabled },
      }),
    onSuccess: (fresh) => {
      queryClient.setQueryData(standbyOfferKeys.job(jobId), fresh);
      void queryClient.invalidateQueries({ queryKey: ['jobs', jobId, 'restaff'] });
    },
  });
}

const MY_OFFERS_PATH = '/api/users/me/standby-offers';

/** On the helper's dashboard: the server's render of it embeds the answer (decision 0037). */
export function useMyStandbyOffers(enabled = true) {
  return useQuery({
    queryKey: standbyOfferKeys.mine,
    queryFn: () => api.get(HelperStandbyOfferListSchema, MY_OFFERS_PATH),
    initialData: () => api.embedded(HelperStandbyOfferListSchema, MY_OFFERS_PATH),
    enabled,
  });
}

/** Accept (booked, as the team's accept books) or Decline (the next helper is offered the job). */
export function useAnswerStandbyOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, answer }: { offerId: number; answer: 'accept' | 'decline' }) =>
      api.send('POST', `/api/standby-offers/${offerId}/${answer}`, HelperStandbyOfferSchema),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: standbyOfferKeys.mine });
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
    },
  });
}
