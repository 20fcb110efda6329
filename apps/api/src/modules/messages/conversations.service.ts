import { and, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  MESSAGE_MESSAGES,
  PAYEE_STATUSES,
  type Conversation,
  type Message,
  type Participant,
  type ThreadQuery,
} from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { guardianNotice } from '../guardians/guardian-copies.js';
import { messages, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { toMessageView } from './message-view.js';

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
  payee_venmo: string | null;
  content: string;
  created_at: Date | string;
  unread: number | string;
}

/**
 * One row per other user and job thread, newest first, with the unread count: read from the viewer's
 * conversation summaries (one row per thread, kept with every message and read), so the cost follows
 * the viewer's threads, not their messages. Each thread's last message is joined by its id.
 *
 * The other user's Venmo handle is sent only to the owner of the thread's job, and only when the
 * other user is that job's helper (booked, completed or paid): the one person the viewer owes.
 */
export async function listConversations(db: Db, me: number): Promise<Conversation[]> {
  const result = (await db.execute(sql`
    select s.other_user_id, u.first_name, u.last_name, u.role, s.job_id,
      j.title as job_title, j.status as job_status, j.total_pay_cents as job_total_pay_cents,
      tp.user_id as job_owner_id,
      case when tp.user_id = ${me} and jh.user_id = s.other_user_id
        and j.status in (${sql.join(
          PAYEE_STATUSES.map((status) => sql`${status}`),
          sql`, `,
        )})
        then u.venmo_username end as payee_venmo,
      m.content, m.created_at, s.unread_count as unread
    from conversation_summaries s
    join messages m on m.id = s.last_message_id
    join users u on u.id = s.other_user_id
    left join jobs j on j.id = s.job_id
    left join team_profiles tp on tp.id = j.team_id
    left join helper_profiles jh on jh.id = j.helper_id
    where s.user_id = ${me}
    order by s.last_message_id desc`)) as unknown as { rows: ConversationRow[] };

  return result.rows.map((r) => ({
    otherUserId: Number(r.other_user_id),
    otherUserName: `${r.first_name} ${r.last_name}`,
    otherUserRole: r.role,
    jobId: r.job_id === null ? null : Number(r.job_id),
    jobTitle: r.job_title,
    jobStatus: r.job_status,
    jobTotalPay: r.job_total_pay_cents === null ? null : Number(r.job_total_pay_cents),
    payeeVenmoUsername: r.payee_venmo,
    viewerOwnsJob: r.job_owner_id !== null && Number(r.job_owner_id) === me,
    lastMessage: r.content,
    lastMessageDate: new Date(r.created_at).toISOString(),
    unreadCount: Number(r.unread),
  }));
}

/**
 * True when the two users already exchanged a message, or share a job: one owns it and the other is
 * its helper or applied to it. Anything else is no business of the viewer (no account directory).
 */
async function shareConversationOrJob(db: Db, me: number, other: number): Promise<boolean> {
  const result = (await db.execute(sql`
    select exists (
      select 1 from messages
      where (sender_id = ${me} and recipient_id = ${other}) or (sender_id = ${other} and recipient_id = ${me})
    ) or exists (
      select 1 from jobs j
      join team_profiles tp on tp.id = j.team_id and tp.user_id in (${me}, ${other})
      join helper_profiles hp on hp.user_id in (${me}, ${other}) and hp.user_id <> tp.user_id
      where j.helper_id = hp.id
        or exists (select 1 from applications a where a.job_id = j.id and a.helper_id = hp.id)
    ) as shared`)) as unknown as { rows: Array<{ shared: boolean }> };
  return result.rows[0]?.shared === true;
}

/** The other person of a conversation; 404 unless the two share a conversation or a job. */
export async function getParticipant(db: Db, me: number, otherId: number): Promise<Participant> {
  const [other] =
    otherId === me
      ? []
      : await db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
          .from(users)
          .where(eq(users.id, otherId));
  if (!other || !(await shareConversationOrJob(db, me, otherId)))
    throw notFound(MESSAGE_MESSAGES.conversationNotFound, 'not_found');
  return { ...other, guardianNotice: await guardianNotice(db, me, otherId) };
}

const between = (me: number, other: number): SQL =>
  or(
    and(eq(messages.senderId, me), eq(messages.recipientId, other)),
    and(eq(messages.senderId, other), eq(messages.recipientId, me)),
  )!;

const inThread = (jobId: ThreadQuery['jobId']): SQL | undefined =>
  jobId === undefined ? undefined : jobId === 'none' ? isNull(messages.jobId) : eq(messages.jobId, jobId);

export interface ThreadPage {
  messages: Message[];
  /** The id to pass as `cursor` for older messages; null at the start of the conversation. */
  nextCursor: number | null;
}

/** A page of the conversation, newest page first, each page oldest to newest. */
export async function getThread(
  db: Db,
  me: number,
  otherId: number,
  query: ThreadQuery,
): Promise<ThreadPage> {
  await getParticipant(db, me, otherId);
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        between(me, otherId),
        inThread(query.jobId),
        query.cursor ? lt(messages.id, query.cursor) : undefined,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit).reverse();
  return {
    messages: page.map(toMessageView),
    nextCursor: rows.length > query.limit && page[0] ? page[0].id : null,
  };
}

/**
 * Marks what `otherId` sent the viewer as read; only the recipient's own messages can change. One
 * statement: the messages it actually flips (a concurrent read of the same ones waits and skips them)
 * come off their threads' unread counts, so the summaries stay right whoever reads at the same time.
 */
export async function markRead(
  db: Db,
  me: number,
  otherId: number,
  jobId: ThreadQuery['jobId'],
): Promise<number> {
  const thread =
    jobId === undefined ? sql`` : jobId === 'none' ? sql`and job_id is null` : sql`and job_id = ${jobId}`;
  const result = (await db.execute(sql`
    with flipped as (
      update messages set read_at = now()
      where recipient_id = ${me} and sender_id = ${otherId} and read_at is null ${thread}
      returning job_id
    ), per_thread as (
      select job_id, count(*)::int as n from flipped group by job_id
    ), summaries as (
      update conversation_summaries s set unread_count = s.unread_count - p.n
      from per_thread p
      where s.user_id = ${me} and s.other_user_id = ${otherId} and s.job_id is not distinct from p.job_id
    )
    select coalesce(sum(n), 0)::int as updated from per_thread`)) as unknown as {
    rows: Array<{ updated: number }>;
  };
  return Number(result.rows[0]?.updated ?? 0);
}

export async function unreadTotal(db: Db, me: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.recipientId, me), isNull(messages.readAt)));
  return Number(row?.n ?? 0);
}
