import { z } from 'zod';
import { dollarsCodec } from './primitives.js';

/** Turning a job's standby offers on or off (its team only). */
export const StandbyOfferSettingBodySchema = z.strictObject({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});
export type StandbyOfferSettingBody = z.infer<typeof StandbyOfferSettingBodySchema>;

export const STANDBY_OFFER_STATUSES = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type StandbyOfferStatus = (typeof STANDBY_OFFER_STATUSES)[number];

/** What the team sees on its job page: the setting, and who holds the open offer until when. */
export const TeamStandbyOffersSchema = z.object({
  enabled: z.boolean(),
  offer: z
    .object({
      id: z.number(),
      helperName: z.string(),
      expiresAt: z.iso.datetime(),
    })
    .nullable(),
  /** Helpers offered this job so far (every outcome), for "offered to 2 of your applicants". */
  offeredCount: z.number(),
  /** Every available applicant was offered the job and none took it. */
  exhausted: z.boolean(),
});
export type TeamStandbyOffers = z.infer<typeof TeamStandbyOffersSchema>;

/** An offer as its helper sees it: the game, the team, and the deadline (venue's zone to show it in). */
export const HelperStandbyOfferSchema = z.object({
  id: z.number(),
  jobId: z.number(),
  status: z.enum(STANDBY_OFFER_STATUSES),
  expiresAt: z.iso.datetime(),
  job: z.object({
    title: z.string(),
    jobDate: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    location: z.string(),
    timeZone: z.string(),
    totalPay: dollarsCodec(),
    teamName: z.string(),
  }),
});
export type HelperStandbyOffer = z.infer<typeof HelperStandbyOfferSchema>;
export const HelperStandbyOfferListSchema = z.array(HelperStandbyOfferSchema);
