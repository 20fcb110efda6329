import { z } from 'zod';
import type { JobType } from '../domain/service-types.js';
import { plainText } from './text.js';

/** Who may watch a streamed game: anyone with the link, or only the team's families (private link). */
export const STREAM_AUDIENCES = ['public', 'families'] as const;
export type StreamAudience = (typeof STREAM_AUDIENCES)[number];

export const STREAM_MESSAGES = {
  consentLabel: "The league and the players' families have agreed to this game being streamed",
  consentRequired:
    "Please confirm that the league and the players' families have agreed to this game being streamed",
  audienceRequired: 'Please choose who can watch',
  streamUrl: 'Enter the stream link as a full web address starting with https://',
  notStreaming: "This job doesn't include streaming.",
  consentMissing: "The team hasn't confirmed streaming consent for this game yet.",
  bookingNeedsConsent: 'Confirm streaming consent on the job page before booking a helper for this game.',
  notBookedHelper: 'Only the helper booked for this game can share its stream link.',
  linkClosed: 'The stream link can be shared only while the game is booked.',
  familyEmail: 'Enter a valid email address',
  familyExists: 'That email is already on your families list.',
  familyNotFound: 'That person is not on your families list.',
  familyListFull: 'Your families list is full (500 people). Remove someone before adding more.',
  teamProfileMissing: 'Set up your team profile first.',
} as const;

/** Job types whose game is streamed: streaming itself, and the full-service bundle that includes it. */
export const isStreamingJobType = (jobType: JobType | string): boolean =>
  jobType === 'streaming' || jobType === 'full-service';

/** The team's confirmation, in POST /api/jobs and PUT /api/jobs/{id} (required for streaming jobs). */
export const StreamConsentInputSchema = z.object({
  confirmed: z.literal(true, { error: STREAM_MESSAGES.consentRequired }),
  audience: z.enum(STREAM_AUDIENCES, { error: STREAM_MESSAGES.audienceRequired }),
});
export type StreamConsentInput = z.output<typeof StreamConsentInputSchema>;

/** POST /api/jobs/{id}/stream-consent: the owner confirms (or changes) consent on an existing job. */
export const ConfirmStreamConsentBodySchema = StreamConsentInputSchema;

// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\s\u0000-\u001f\u007f]/;

/** A stream link: an absolute https address with a host, no credentials, no spaces, at most 500 characters. */
export const streamUrlSchema = z
  .string({ error: STREAM_MESSAGES.streamUrl })
  .trim()
  .min(1, STREAM_MESSAGES.streamUrl)
  .max(500, 'At most 500 characters')
  .refine((value) => {
    if (CONTROL_OR_SPACE.test(value)) return false;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, STREAM_MESSAGES.streamUrl);

/** PUT /api/jobs/{id}/stream-link: the booked helper shares where to watch. The server never fetches it. */
export const SetStreamLinkBodySchema = z.object({ streamUrl: streamUrlSchema });
export type SetStreamLinkBody = z.output<typeof SetStreamLinkBodySchema>;

/**
 * A streaming job's consent as the job page shows it. `streamUrl` is only sent to a viewer who may
 * watch: anyone for a public stream; for a private one the team's owner, the booked helper and the
 * team's family invitees (signed in with a confirmed email on the list).
 */
export const StreamConsentViewSchema = z.object({
  audience: z.enum(STREAM_AUDIENCES),
  confirmedByName: z.string(),
  confirmedAt: z.string(),
  /** The booked helper has shared a link (whether or not this viewer may see it). */
  linkShared: z.boolean(),
  /** This viewer may see the link once it is shared. */
  canWatch: z.boolean(),
  streamUrl: z.string().nullable(),
});
export type StreamConsentView = z.output<typeof StreamConsentViewSchema>;

/** The team's families list: people who may watch the team's private streams. */
export const FamilyInviteeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  createdAt: z.string(),
});
export type FamilyInvitee = z.output<typeof FamilyInviteeSchema>;

/** POST /api/team-families: stored lowercased (no transform here, so the web client can encode it). */
export const AddFamilyInviteeBodySchema = z.object({
  email: plainText(254, { type: STREAM_MESSAGES.familyEmail })
    .min(1, STREAM_MESSAGES.familyEmail)
    .pipe(z.email(STREAM_MESSAGES.familyEmail)),
});
export type AddFamilyInviteeBody = z.output<typeof AddFamilyInviteeBodySchema>;
