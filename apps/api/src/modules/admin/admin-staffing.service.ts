import { sql } from 'drizzle-orm';
import { ADMIN_STAFFING_WEEKS, SPORTS, type AdminStaffing, type Sport } from '@sideline/shared';
import type { Db } from '../../db/client.js';

const DAY = 86_400_000;

/** Midnight UTC on the Monday of the week holding `now`. */
const mondayOf = (now: Date): number =>
  Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - ((now.getUTCDay() + 6) % 7) * DAY;

/** The Mondays (UTC) of the week holding `now` and the weeks before it, newest first, as YYYY-MM-DD. */
export function staffingWeeks(now: Date): string[] {
  const monday = mondayOf(now);
  return Array.from({ length: ADMIN_STAFFING_WEEKS }, (_, i) =>
    new Date(monday - i * 7 * DAY).toISOString().slice(0, 10),
  );
}

type StaffingRow = {
  week: string;
  sport: string | null;
  jobs_posted: number;
  to_first_application: number | null;
  to_fill: number | null;
  filled: number;
  decided: number;
};

/**
 * The staffing figures of the admin's programs card (definitions on AdminStaffingRowSchema): one
 * statement over the last weeks' postings, grouped by week and sport and by week alone (grouping
 * sets). The window has `jobs_created_at_idx`; each job's first application is found through the
 * applications' job index. Weeks are UTC, as the card's "this month" fees are.
 */
export async function staffingFigures(db: Db, now: Date): Promise<AdminStaffing> {
  const monday = mondayOf(now);
  const since = new Date(monday - (ADMIN_STAFFING_WEEKS - 1) * 7 * DAY).toISOString();
  const until = new Date(monday + 7 * DAY).toISOString();
  const sports = sql.join(
    SPORTS.map((s) => sql`${s}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with posted as (
      select
        to_char(date_trunc('week', j.created_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
        case when t.sport_types[1] in (${sports}) then t.sport_types[1] else 'baseball' end as sport,
        extract(epoch from
          (select min(a.created_at) from applications a where a.job_id = j.id) - j.created_at
        )::float8 / 60 as to_first_application,
        extract(epoch from j.assigned_at - j.created_at)::float8 / 60 as to_fill,
        -- Ever booked: the recorded first booking, else (older jobs) a helper on it or a game played.
        (j.assigned_at is not null or j.helper_id is not null or j.status in ('completed', 'paid')) as filled,
        (j.status <> 'cancelled'
          and ((j.job_date + j.start_time::time) at time zone j.time_zone) <= ${now.toISOString()}::timestamptz
        ) as missed_if_unfilled
      from jobs j
      join team_profiles t on t.id = j.team_id
      where j.created_at >= ${since}::timestamptz and j.created_at < ${until}::timestamptz
    )
    select
      week,
      case when grouping(sport) = 1 then null else sport end as sport,
      count(*)::int as jobs_posted,
      round(percentile_cont(0.5) within group (order by to_first_application))::int as to_first_application,
      round(percentile_cont(0.5) within group (order by to_fill))::int as to_fill,
      (count(*) filter (where filled))::int as filled,
      (count(*) filter (where filled or missed_if_unfilled))::int as decided
    from posted
    group by grouping sets ((week, sport), (week))
    order by week desc, grouping(sport) desc, sport`)) as unknown as { rows: StaffingRow[] };
  return {
    weeks: staffingWeeks(now),
    rows: result.rows.map((r) => ({
      week: r.week,
      sport: r.sport === null ? null : (r.sport as Sport),
      jobsPosted: Number(r.jobs_posted),
      medianMinutesToFirstApplication:
        r.to_first_application === null ? null : Number(r.to_first_application),
      medianMinutesToFill: r.to_fill === null ? null : Number(r.to_fill),
      filled: Number(r.filled),
      decided: Number(r.decided),
    })),
  };
}
