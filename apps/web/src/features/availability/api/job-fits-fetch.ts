import { JobFitsSchema } from '@sideline/shared';
import { api } from '@/lib/api';

/** GET the fits, parsed (job-fits.ts loads this lazily: its schema brings zod). */
export const fetchJobFits = (jobIds: readonly number[]) =>
  api.get(JobFitsSchema, `/api/users/me/availability/fits?jobIds=${jobIds.join(',')}`);
