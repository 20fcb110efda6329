import { inArray } from 'drizzle-orm';
import { gameInterval, type JobFit } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import type { UserRow } from '../../plugins/session.js';
import { assertHelper } from './availability.service.js';
import { fitKey, fitsFor } from './availability-fits.js';

/** Whether each game fits the signed-in helper (Find Work's mark, the apply confirmation). In the order asked; unknown ids are left out. */
export async function jobFitsFor(db: Db, user: UserRow, jobIds: number[]): Promise<JobFit[]> {
  assertHelper(user);
  const rows = await db
    .select({
      id: jobs.id,
      jobDate: jobs.jobDate,
      startTime: jobs.startTime,
      endTime: jobs.endTime,
      timeZone: jobs.timeZone,
    })
    .from(jobs)
    .where(inArray(jobs.id, jobIds));
  const games = rows.map((job) => {
    const { start, end } = gameInterval(job, job.timeZone);
    return { userId: user.id, jobId: job.id, startsAt: start, endsAt: end };
  });
  const fits = await fitsFor(db, games);
  games.sort((a, b) => jobIds.indexOf(a.jobId) - jobIds.indexOf(b.jobId));
  return games.map((g) => ({ jobId: g.jobId, ...fits.get(fitKey(user.id, g.jobId))! }));
}
