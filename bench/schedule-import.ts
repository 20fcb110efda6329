import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { APPLICATION_WINDOW_MINUTES, MAX_SCHEDULE_ROWS, SCHEDULE_COLUMNS, todayIn } from '@sideline/shared';
import type { Database } from '../apps/api/src/db/client.js';
import { jobs, teamProfiles, users } from '../apps/api/src/db/schema/index.js';
import { uploadTeamSchedule } from '../apps/api/src/modules/schedule-import/bulk-upload.service.js';
import { xlsxFile } from '../apps/api/test/xlsx-file.js';

const SERVICES = ['Scorekeeping', 'Scoreboard Operation', 'Live Streaming', 'Full Service'];

function day(offset: number): string {
  const base = new Date(`${todayIn('America/New_York')}T12:00:00Z`);
  base.setUTCDate(base.getUTCDate() + offset);
  return base.toISOString().slice(0, 10);
}

/** A full-size schedule: MAX_SCHEDULE_ROWS games, every one valid and distinct. */
function games(): string[][] {
  return Array.from({ length: MAX_SCHEDULE_ROWS }, (_, i) => [
    day(1 + (i % 120)),
    `${1 + (i % 12)}:${i % 2 ? '30' : '00'} ${i % 24 < 12 ? 'AM' : 'PM'}`,
    `Home ${i}`,
    `Away ${i}`,
    `Bench Park Field ${i % 9}`,
    SERVICES[i % 4]!,
  ]);
}

async function benchTeam(database: Database, tag: string) {
  const [user] = await database.db
    .insert(users)
    .values({
      email: `import-${tag}@example.com`,
      username: `import${tag}`,
      passwordHash: 'x',
      firstName: 'Import',
      lastName: 'Bench',
      zipCode: '33602',
      role: 'team',
      referralCode: `IMP${tag}`,
      venmoUsername: '@import-bench',
    })
    .returning();
  const [team] = await database.db
    .insert(teamProfiles)
    .values({ userId: user!.id, teamName: `Import ${tag}`, sportTypes: ['baseball'] })
    .returning();
  return { user: user!, teamId: team!.id };
}

/**
 * The team bulk upload at its limit: a 2,000-game CSV and the same as .xlsx, each read, checked and
 * posted as jobs into a fresh team (the goal: under 5 s each). Timed once per format, not repeated:
 * every run posts 2,000 jobs, and a second run of the same file would only find duplicates.
 */
export async function benchScheduleImport(database: Database): Promise<void> {
  const rows = games();
  const csv = Buffer.from([SCHEDULE_COLUMNS.join(','), ...rows.map((r) => r.join(','))].join('\r\n'));
  const xlsx = xlsxFile([[...SCHEDULE_COLUMNS], ...rows]);

  console.log('');
  for (const [format, bytes] of [
    ['csv', csv],
    ['xlsx', xlsx],
  ] as const) {
    const { user, teamId } = await benchTeam(database, `${format}${Date.now()}`);
    const start = performance.now();
    const result = await uploadTeamSchedule(database.db, user, {
      teamId,
      lengthHours: 2,
      file: { bytes, filename: `schedule.${format}`, mimetype: '' },
      windowMinutes: APPLICATION_WINDOW_MINUTES,
    });
    const ms = performance.now() - start;
    const [posted] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(eq(jobs.teamId, teamId));
    console.log(
      `${`Bulk upload: ${MAX_SCHEDULE_ROWS} games, .${format} (${Math.round(bytes.length / 1024)} KB)`.padEnd(52)} ` +
        `${ms.toFixed(0).padStart(7)} ms   ${result.successful} posted, ${result.failed} failed, ${posted!.n} jobs` +
        `${ms < 5000 ? '' : '   OVER the 5 s goal'}`,
    );
  }
}
