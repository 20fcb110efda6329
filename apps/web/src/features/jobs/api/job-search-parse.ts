import { JobSummarySchema } from '@sideline/shared';
import type { z } from 'zod';
import { api } from '@/lib/api';

// The search's answers parsed (job-search.ts loads this lazily: its schema brings zod).

/**
 * A job as the search answers it: parsed once while the visitor fills in the form, so the first
 * answer's parse runs code the browser has compiled and warmed, every field and codec of it (a
 * phone pays several times more for a schema's first full parse than for the next).
 */
const WARM_UP_JOB = {
  id: 1,
  title: 'Scorekeeper',
  description: 'Keep the book.',
  jobType: 'scorekeeper',
  jobDate: '2026-01-01',
  startTime: '08:00',
  endTime: '10:00',
  duration: 2,
  durationMinutes: 120,
  hourlyRate: 25,
  totalPay: 50,
  location: 'Field 1',
  zipCode: '33602',
  timeZone: 'America/New_York',
  paysByCard: false,
  status: 'open',
  teamId: 1,
  helperId: null,
  team: {
    id: 1,
    teamName: 'Team',
    sportType: 'baseball',
    avgRating: 5,
    totalReviews: 1,
    user: { id: 1, firstName: 'A', lastName: 'B' },
  },
  helper: null,
  distanceMiles: 1,
  expired: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  applicationWindowEndsAt: '2026-01-01T00:00:00.000Z',
  requirements: { backgroundCheck: false, safeSport: false },
} satisfies z.input<typeof JobSummarySchema>;

/** Readies the search's answer parsing (see `api.prepareList`). */
export const prepareJobSearch = () => api.prepareList(JobSummarySchema, [WARM_UP_JOB, WARM_UP_JOB]);

/** One page of the search's answer. */
export const getJobSearchPage = (path: string) => api.getPage(JobSummarySchema, path);
