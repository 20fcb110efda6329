import { and, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Conversation, Thread, ThreadQuery } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { messages, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { toMessageView } from './messages.service.js';

interface ConversationRow {
  other_user_id: number;
  first_name: string;
  last_name: string;
  role: string;
  job_id: number | null;
  job_title: string | null;
  job_status: string | null;
  job_total_pay_cents: number | null;
  job_owner_id: number | null;
  other_venmo: string | null;
  other_profile_venmo: string | null;
  content: string;
  created_at: Date | string;
  unread: number | string;
}

/**
 * One row per other user and job thread, newest first, with the unread count: one hash aggregate over
 * the viewer's messages (each direction read through an index that starts with the user), then only
 * each thread's last message is joined. Ids grow with time, so the highest id is the newest message.
 */
export async function listConversations(db: Db, me: number): Promise<Conversation[]> {
  const result = (await db.execute(sql`
    with mine as (
      select id, sender_id as other_id, job_id, (read_at is null) as unread from messages
        where recipient_id = ${me} and sender_id <> ${me}
      union all
      select id, recipient_id as other_id, job_id, false as unread from messages where sender_id = ${me}
    ), threads as (
      select other_id, job_id, max(id) as last_id, count(*) filter (where unread) as unread
      from mine group by other_id, job_id
    )
    select t.other_id as other_user_id, u.first_name, u.last_name, u.role, t.job_id,
      j.title as job_title, j.status as job_status, j.total_pay_cents as job_total_pay_cents,
      tp.user_id as job_owner_id, u.venmo_username as other_venmo, hp.venmo_username as other_profile_venmo,
      m.content, m.created_at, t.unread
    from threads t
    join messages m on m.id = t.last_id
    join users u on u.id = t.other_id
    left join jobs j on j.id = t.job_id
    left join team_profiles tp on tp.id = j.team_id
    left join helper_profiles hp on hp.user_id = t.other_id
    order by t.last_id desc`)) as unknown as { rows: ConversationRow[] };

  return result.rows.map((r) => {
    const viewerOwnsJob = r.job_owner_id !== null && Number(r.job_owner_id) === me;
    return {
      otherUserId: Number(r.other_user_id),
      otherUserName: `${r.first_name} ${r.last_name}`,
      otherUserRole: r.role,
      jobId: r.job_id === null ? null : Number(r.job_id),
      jobTitle: r.job_title,
      jobStatus: r.job_status,
      jobTotalPayCents: r.job_total_pay_cents === null ? null : Number(r.job_total_pay_cents),
      payeeVenmoUsername: viewerOwnsJob ? (r.other_venmo ?? r.other_profile_venmo) : null,
      viewerOwnsJob,
      lastMessage: r.content,
      lastMessageDate: new Date(r.created_at).toISOString(),
      unreadCount: Number(r.unread),
    };
  });
}

const between = (me: number, other: number): SQL =>
  or(
    and(eq(messages.senderId, me), eq(messages.recipientId, other)),
    and(eq(messages.senderId, other), eq(messages.recipientId, me)),
  )!;

const inThread = (jobId: ThreadQuery['jobId']): SQL | undefined =>
  jobId === undefined ? undefined : jobId === 'none' ? isNull(messages.jobId) : eq(messages.jobId, jobId);

/** A page of the conversation, newest page first, each page oldest to newest. */
export async function getThread(db: Db, me: number, otherId: number, query: ThreadQuery): Promise<Thread> {
  const [other] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(eq(users.id, otherId));
  if (!other) throw notFound('User not found', 'user_not_found');
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        between(me, otherId),
        inThread(query.jobId),
        query.before ? lt(messages.id, query.before) : undefined,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit).reverse();
  return {
    otherUser: other,
    messages: page.map(toMessageView),
    nextBefore: rows.length > query.limit && page[0] ? page[0].id : null,
  };
}

/** Marks what `otherId` sent the viewer as read; only the recipient's own messages can change. */
export async function markRead(
  db: Db,
  me: number,
  otherId: number,
  jobId: ThreadQuery['jobId'],
): Promise<number> {
  const updated = await db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(messages.recipientId, me),
        eq(messages.senderId, otherId),
        isNull(messages.readAt),
        inThread(jobId),
      ),
    )
    .returning({ id: messages.id });
  return updated.length;
}

export async function unreadTotal(db: Db, me: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.recipientId, me), isNull(messages.readAt)));
  return Number(row?.n ?? 0);
}
