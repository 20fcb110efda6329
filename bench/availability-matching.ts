/**
 * Availability-aware matching at scale (issue 55): the job-alert fill of bench/job-alerts.ts (100,000
 * helpers with alerts on real US ZIP centroids), and on top most helpers' availability: weekly hours in
 * their ZIP's zone (some past midnight), blocked dates, busy times from a calendar, a games-per-day
 * limit, and games already booked near the bench's date. Then matchJob (alerts, availability
 * included) timed per posted job against the goal of 50 ms, with EXPLAIN (ANALYZE) of the candidate
 * query. PostgreSQL with BENCH_DATABASE_URL (its own database `<name>_availability`), otherwise
 * embedded PGlite in memory. Run: npm run bench:availability
 */
import { sql } from 'drizzle-orm';
import { todayIn } from '@sideline/shared';
import { runMatchingBench } from './job-matching-bench.js';

await runMatchingBench({
  database: 'availability',
  title: 'bench/availability-matching',
  // 70% of helpers saved availability, on top of the alerts.
  async fillMore(db, rows) {
    const date0 = todayIn('America/New_York');
    await db.execute(sql`
      insert into availabilities (user_id, time_zone, weekly, weekly_minutes, max_games_per_day)
      select a.user_id, a.time_zone, '[]',
        -- Evenings on random weekdays (some running past midnight), and weekend days: two weeks of minutes.
        (select range_agg(int4range(w.d * 1440 + w.f, w.d * 1440 + w.t))
           from (select d, f, case when random() < 0.2 then f + 420 else f + 300 end as t, 0 * a.user_id as z
                 from (select d + k * 7 as d, case when d in (0, 6) then 480 else 1080 end as f
                       from generate_series(0, 6) d, generate_series(0, 1) k
                       where random() < 0.6 + 0 * a.user_id) x) w),
        case when random() < 0.3 then 1 + floor(random() * 3)::int end
      from job_alerts a where random() < 0.7`);
    await db.execute(sql`
      insert into availability_blackouts (user_id, from_date, to_date, note)
      select user_id, ${date0}::date + o, ${date0}::date + o + floor(random() * 3)::int, 'Away'
      from (select user_id, floor(random() * 30)::int as o from availabilities, generate_series(1, 2)) b`);
    await db.execute(sql`
      insert into availability_busy (user_id, during, summary)
      select user_id, tstzrange(s, s + interval '90 minutes'), 'Busy'
      from (select user_id, (${date0}::date + floor(random() * 14)::int + time '17:00')::timestamptz as s
            from availabilities, generate_series(1, 4) where random() < 0.3) x`);
    // Every tenth limited helper already has a game booked on the bench's date.
    await db.execute(sql`insert into helper_profiles (user_id) select user_id from availabilities
      where max_games_per_day is not null and user_id % 10 = 0 on conflict do nothing`);
    await db.execute(sql`
      insert into jobs (team_id, title, description, job_type, job_date, start_time, end_time, duration_minutes,
        hourly_rate_cents, total_pay_cents, location, zip_code, latitude, longitude, time_zone, status, helper_id)
      select (select id from team_profiles where team_name = 'JA Team'), 'Booked', 'Bench.', 'scorekeeper',
        ${date0}::date + 3, '12:00', '13:00', 60, 3000, 3000, 'Field', '10001', 40.75, -73.99, 'America/New_York',
        'assigned', h.id
      from helper_profiles h join availabilities a on a.user_id = h.user_id where a.max_games_per_day is not null`);
    const [{ n: saved } = { n: 0 }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from availabilities`,
    );
    return `${saved} availabilities`;
  },
});
