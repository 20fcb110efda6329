/**
 * Reliability counts (decision 0042) for a page of helpers or teams in one statement: each count is
 * a correlated subquery over an index keyed by the helper or team (jobs_helper_idx, jobs_team_idx,
 * no_show_reports_helper_idx, late_cancellations_*_idx, game_reminders_helper_idx), so a page of
 * 24 cards or applicants costs one round trip, never one per card.
 */
import { sql } from 'drizzle-orm';
import { PAID_ON_TIME_HOURS, type HelperReliability, type TeamReliability } from '@sideline/shared';
import type { Db } from '../../db/client.js';

const unique = (ids: number[]) => [...new Set(ids)];
const idArray = (ids: number[]) => sql`${`{${unique(ids).join(',')}}`}::int[]`;

type HelperCountsRow = {
  id: number;
  completed: number;
  no_shows: number;
  late_cancels: number;
  reminded: number;
  reconfirmed: number;
};

/** Helpers' counts by helper profile id; every id asked for has an entry. */
export async function helperReliability(
  db: Db,
  helperIds: number[],
  now: Date,
): Promise<Map<number, HelperReliability>> {
  const result = new Map<number, HelperReliability>();
  if (helperIds.length === 0) return result;
  const at = now.toISOString();
  const rows = (await db.execute(sql`
    select h.id,
      (select count(*) from jobs j
        where j.helper_id = h.id and j.status in ('completed', 'paid'))::int as completed,
      (select count(*) from no_show_reports r
        where r.helper_id = h.id
          and (r.status = 'upheld' or (r.status = 'reported' and r.contest_by <= ${at}::timestamptz)))::int as no_shows,
      (select count(*) from late_cancellations l
        where l.helper_id = h.id and l.party = 'helper')::int as late_cancels,
      (select count(*) from game_reminders g
        where g.helper_id = h.id and g.starts_at <= ${at}::timestamptz)::int as reminded,
      (select count(*) from game_reminders g
        where g.helper_id = h.id and g.starts_at <= ${at}::timestamptz and g.confirmed_at is not null)::int as reconfirmed
    from unnest(${idArray(helperIds)}) as h(id)`)) as unknown as { rows: HelperCountsRow[] };
  for (const row of rows.rows) {
    const completed = Number(row.completed);
    const noShows = Number(row.no_shows);
    const lateCancels = Number(row.late_cancels);
    result.set(Number(row.id), {
      booked: completed + noShows + lateCancels,
      completed,
      noShows,
      lateCancels,
      reminded: Number(row.reminded),
      reconfirmed: Number(row.reconfirmed),
    });
  }
  return result;
}

type TeamCountsRow = {
  id: number;
  completed: number;
  late_cancels: number;
  payments_due: number;
  paid_on_time: number;
};

/** Teams' counts by team profile id; every id asked for has an entry. */
export async function teamReliability(
  db: Db,
  teamIds: number[],
  now: Date,
): Promise<Map<number, TeamReliability>> {
  const result = new Map<number, TeamReliability>();
  if (teamIds.length === 0) return result;
  const at = now.toISOString();
  const window = sql.raw(`interval '${PAID_ON_TIME_HOURS} hours'`);
  // A payment is due once the job has been complete for the window, or as soon as it is paid; it was
  // on time when the team paid (card settled) or reported paying (Venmo, PayPal) within the window.
  const rows = (await db.execute(sql`
    select t.id,
      (select count(*) from jobs j
        where j.team_id = t.id and j.status in ('completed', 'paid'))::int as completed,
      (select count(*) from late_cancellations l
        where l.team_id = t.id and l.party = 'team')::int as late_cancels,
      (select count(*) from jobs j
        where j.team_id = t.id and j.status in ('completed', 'paid') and j.completed_at is not null
          and (j.status = 'paid' or j.completed_at <= ${at}::timestamptz - ${window}))::int as payments_due,
      (select count(*) from jobs j
        where j.team_id = t.id and j.status in ('completed', 'paid') and j.completed_at is not null
          and exists (select 1 from payments p
            where p.job_id = j.id and p.status in ('pending', 'completed')
              and coalesce(p.reported_at, p.completed_at) <= j.completed_at + ${window}))::int as paid_on_time
    from unnest(${idArray(teamIds)}) as t(id)`)) as unknown as { rows: TeamCountsRow[] };
  for (const row of rows.rows) {
    const completed = Number(row.completed);
    const lateCancels = Number(row.late_cancels);
    result.set(Number(row.id), {
      booked: completed + lateCancels,
      completed,
      lateCancels,
      paymentsDue: Number(row.payments_due),
      paidOnTime: Number(row.paid_on_time),
    });
  }
  return result;
}
