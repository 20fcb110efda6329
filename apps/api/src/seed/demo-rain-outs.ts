import { and, desc, eq, inArray } from 'drizzle-orm';
import { jobReschedules, jobs, teamProfiles } from '../db/schema/index.js';
import type { DemoTx } from './demo-jobs.js';
import { DEMO_ACCOUNT_TEAM_JOBS } from './demo-jobs-data.js';

const WEEK_MS = 7 * 86_400_000;

/**
 * A rained-out game waiting on its helper (decision 0045) for each demo account's team: its latest
 * booked game, asked to move a week later at the same time, so the walkthrough shows every status.
 */
export async function seedDemoRainOuts(tx: DemoTx): Promise<void> {
  const names = DEMO_ACCOUNT_TEAM_JOBS.map((group) => group.team);
  const teams = await tx
    .select({ id: teamProfiles.id, userId: teamProfiles.userId, teamName: teamProfiles.teamName })
    .from(teamProfiles);
  for (const team of teams.filter((t) => names.some((name) => t.teamName.startsWith(name)))) {
    const [job] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.teamId, team.id), inArray(jobs.status, ['assigned'])))
      .orderBy(desc(jobs.jobDate))
      .limit(1);
    if (!job) throw new Error(`demo rain-outs: ${team.teamName} has no booked game`);
    const moved = new Date(Date.parse(`${job.jobDate}T12:00:00Z`) + WEEK_MS).toISOString().slice(0, 10);
    await tx.update(jobs).set({ status: 'rescheduling' }).where(eq(jobs.id, job.id));
    await tx.insert(jobReschedules).values({
      jobId: job.id,
      requestedBy: team.userId,
      fromDate: job.jobDate,
      fromStartTime: job.startTime,
      fromEndTime: job.endTime,
      jobDate: moved,
      startTime: job.startTime,
      endTime: job.endTime,
      note: 'Rained out: the field is closed. Same time next week?',
    });
  }
}
