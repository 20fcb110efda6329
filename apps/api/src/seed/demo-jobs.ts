import { inArray, sql } from 'drizzle-orm';
import { applicationWindowEndsAt, jobStartsAt, todayIn } from '@sideline/shared';
import type { DbTx } from '../db/client.js';
import { applications, helperProfiles, jobs, zipCodes } from '../db/schema/index.js';
import { planDemoJobs } from './demo-jobs-plan.js';
import { DEMO_HOME_ZONE } from './demo-people.js';

/** The transaction seedDemo runs in. */
export type DemoTx = DbTx;

/** Inserted profile ids, in the order of DEMO_TEAMS and DEMO_HELPERS. */
export interface DemoProfileIds {
  teamIds: readonly number[];
  helperIds: readonly number[];
}

const jobKey = (job: { teamId: number; jobDate: string; startTime: string; title: string }) =>
  `${job.teamId}|${job.jobDate}|${job.startTime}|${job.title}`;

function idAt(ids: readonly number[], index: number, what: string): number {
  const id = ids[index];
  if (id === undefined) throw new Error(`demo jobs: no ${what} id at ${index}`);
  return id;
}

/**
 * Seeds about 45 upcoming and a dozen recent jobs, dated from today in the marketplace's time zone,
 * with their applications; then the completed-job count of every helper who worked one.
 */
export async function seedDemoJobs(tx: DemoTx, ids: DemoProfileIds): Promise<void> {
  // The plan's dates are Tampa Bay's, where most demo games are (the far teams' own zones apply to theirs).
  const plan = planDemoJobs(todayIn(DEMO_HOME_ZONE), new Date());

  // Coordinates come from the ZIP table, which the server loads before it seeds: one lookup for all.
  const zips = [...new Set(plan.jobs.map((job) => job.zipCode))];
  const points = await tx
    .select({
      zip: zipCodes.zip,
      latitude: zipCodes.latitude,
      longitude: zipCodes.longitude,
      timeZone: zipCodes.timeZone,
    })
    .from(zipCodes)
    .where(inArray(zipCodes.zip, zips));
  const pointOf = new Map(points.map((point) => [point.zip, point]));
  const missing = zips.filter((zip) => !pointOf.has(zip));
  if (missing.length > 0) {
    throw new Error(
      `demo seed: ZIP codes ${missing.join(', ')} are not loaded; load zip_codes before seeding`,
    );
  }

  const jobRows = plan.jobs.map(({ team, helper, ...job }) => ({
    ...job,
    teamId: idAt(ids.teamIds, team, 'team'),
    helperId: helper === null ? null : idAt(ids.helperIds, helper, 'helper'),
    latitude: pointOf.get(job.zipCode)!.latitude,
    longitude: pointOf.get(job.zipCode)!.longitude,
    timeZone: pointOf.get(job.zipCode)!.timeZone ?? undefined,
    // Each demo job had the window a job posted then would have had (decision 25).
    applicationWindowEndsAt: applicationWindowEndsAt(
      job.createdAt,
      jobStartsAt(job.jobDate, job.startTime, pointOf.get(job.zipCode)!.timeZone ?? 'America/New_York'),
    ),
    updatedAt: job.completedAt ?? job.createdAt,
  }));
  const inserted = await tx.insert(jobs).values(jobRows).returning({
    id: jobs.id,
    teamId: jobs.teamId,
    jobDate: jobs.jobDate,
    startTime: jobs.startTime,
    title: jobs.title,
  });
  const idByKey = new Map(inserted.map((row) => [jobKey(row), row.id]));
  if (idByKey.size !== jobRows.length) throw new Error('demo seed: job insert returned unexpected rows');
  const jobIds = jobRows.map((row) => idByKey.get(jobKey(row))!);

  await tx.insert(applications).values(
    plan.applications.map(({ job, helper, ...application }) => ({
      ...application,
      jobId: idAt(jobIds, job, 'job'),
      helperId: idAt(ids.helperIds, helper, 'helper'),
      updatedAt: application.createdAt,
    })),
  );

  // The app counts a job when its team marks it complete; paid jobs were completed first.
  const completed = new Map<number, number>();
  for (const row of jobRows) {
    if (row.helperId !== null && (row.status === 'completed' || row.status === 'paid')) {
      completed.set(row.helperId, (completed.get(row.helperId) ?? 0) + 1);
    }
  }
  if (completed.size > 0) {
    const cases = [...completed].map(([id, n]) => sql`when ${id}::int then ${n}::int`);
    await tx
      .update(helperProfiles)
      .set({ completedJobs: sql`case ${helperProfiles.id} ${sql.join(cases, sql` `)} end` })
      .where(inArray(helperProfiles.id, [...completed.keys()]));
  }
}
