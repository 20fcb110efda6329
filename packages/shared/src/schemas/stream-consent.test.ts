import { describe, expect, it } from 'vitest';
import { PostJobBodySchema } from './jobs.js';
import {
  AddFamilyInviteeBodySchema,
  isStreamingJobType,
  STREAM_MESSAGES,
  streamUrlSchema,
} from './stream-consent.js';

const job = {
  title: 'Stream the 12U final',
  description: 'Both halves from the press box, tripod provided.',
  jobDate: '2030-05-04',
  startTime: '18:00',
  endTime: '20:00',
  location: 'Ed Radice Sports Complex, Tampa, FL',
  zipCode: '33602',
  hourlyRate: 35,
};

describe('streaming consent', () => {
  it('is required for streaming and full-service jobs only', () => {
    expect(isStreamingJobType('streaming') && isStreamingJobType('full-service')).toBe(true);
    expect(isStreamingJobType('scorekeeper') || isStreamingJobType('scoreboard')).toBe(false);
    const missing = PostJobBodySchema.safeParse({ ...job, jobType: 'full-service' });
    expect(missing.error?.issues).toEqual([
      expect.objectContaining({ path: ['streamConsent'], message: STREAM_MESSAGES.consentRequired }),
    ]);
    expect(PostJobBodySchema.safeParse({ ...job, jobType: 'scoreboard' }).success).toBe(true);
    const given = { ...job, jobType: 'streaming', streamConsent: { confirmed: true, audience: 'families' } };
    expect(PostJobBodySchema.safeParse(given).success).toBe(true);
    const unticked = { ...given, streamConsent: { confirmed: false, audience: 'families' } };
    expect(PostJobBodySchema.safeParse(unticked).success).toBe(false);
  });

  it('takes a stream link only as an https address with a host', () => {
    expect(streamUrlSchema.parse('  https://www.youtube.com/live/abc?si=1 ')).toBe(
      'https://www.youtube.com/live/abc?si=1',
    );
    for (const bad of [
      'http://example.com/live',
      'javascript:alert(1)',
      'data:text/html,hi',
      'https://localhost/live',
      'https://user:pw@example.com/',
      'https://exa mple.com/',
      'example.com/live',
      '',
    ])
      expect(streamUrlSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('takes a family member as one valid email', () => {
    expect(AddFamilyInviteeBodySchema.parse({ email: ' Pat@Example.com ' }).email).toBe('Pat@Example.com');
    expect(AddFamilyInviteeBodySchema.safeParse({ email: 'pat@' }).success).toBe(false);
  });
});
