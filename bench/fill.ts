import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.js';

export interface BenchSize {
  teams: number;
  helpers: number;
  jobs: number;
  messages: number;
}

/** Fills the database with generated rows in a few set-based statements (no per-row round trips). */
export async function fillMarketplace(db: Db, size: BenchSize): Promise<{ busyUserId: number }> {
  // Users live in Florida ZIPs, so radius searches around Tampa Bay hit a realistic share of them.
  await db.execute(sql`
    insert into users (email, username, password_hash, first_name, last_name, zip_code, role, referral_code, venmo_username)
    select 'bench' || g || '@example.com', 'bench' || g, 'x', 'Bench', 'User ' || g, z.zip,
      case when g <= ${size.teams} then 'team' else 'helper' end, 'B' || g, '@bench' || g
    from generate_series(1, ${size.teams + size.helpers}) g
    join lateral (select zip from zip_codes where state = 'FL' order by zip offset (g * 7919) % 1400 limit 1) z on true`);
  await db.execute(sql`
    insert into team_profiles (user_id, team_name, sport_types)
    select id, 'Team ' || id, array['baseball'] from users where role = 'team' and email like 'bench%'`);
  await db.execute(sql`
    insert into helper_profiles (user_id, is_scorekeeper, is_streaming, is_verified, avg_rating)
    select id, id % 2 = 0, id % 3 = 0, id % 5 = 0, (id % 50) / 10.0 from users where role = 'helper' and email like 'bench%'`);
  await db.execute(sql`
    insert into jobs (team_id, title, description, job_type, job_date, start_time, end_time, duration_minutes,
      hourly_rate_cents, total_pay_cents, location, zip_code, latitude, longitude, status)
    select t.id, 'Bench job ' || g, 'A generated job for the benchmark run.', 'scorekeeper',
      current_date + (g % 60) - 10, '09:00', '11:00', 120, 3000, 6000, 'Bench Field, Tampa, FL', u.zip_code,
      z.latitude, z.longitude, case when g % 60 < 10 then 'completed' when g % 7 = 0 then 'assigned' else 'open' end
    from generate_series(1, ${size.jobs}) g
    join team_profiles t on t.id = (select min(id) from team_profiles) + g % ${size.teams}
    join users u on u.id = t.user_id join zip_codes z on z.zip = u.zip_code`);
  const [busy] = (
    (await db.execute(sql`select min(id) as id from users where email like 'bench%'`)) as unknown as {
      rows: Array<{ id: number }>;
    }
  ).rows;
  await db.execute(sql`
    insert into messages (sender_id, recipient_id, content, read_at)
    select case when g % 2 = 0 then ${busy!.id}::int else u.id end, case when g % 2 = 0 then u.id else ${busy!.id}::int end,
      'Bench message ' || g, case when g % 3 = 0 then null else now() end
    from generate_series(1, ${size.messages}) g
    join users u on u.id = ${busy!.id}::int + 1 + g % 300`);
  // The messages module keeps one summary per user per thread with every message it writes; these bulk
  // rows bypass it, so their summaries are built the way the backfill migration builds them.
  await db.execute(sql`
    insert into conversation_summaries (user_id, other_user_id, job_id, last_message_id, unread_count)
    select user_id, other_user_id, job_id, max(id), count(*) filter (where unread)
    from (
      select recipient_id as user_id, sender_id as other_user_id, job_id, id, read_at is null as unread
        from messages where recipient_id <> sender_id
      union all
      select sender_id, recipient_id, job_id, id, false from messages
    ) sides
    group by user_id, other_user_id, job_id
    on conflict (user_id, other_user_id, job_id)
      do update set last_message_id = excluded.last_message_id, unread_count = excluded.unread_count`);
  return { busyUserId: Number(busy!.id) };
}
