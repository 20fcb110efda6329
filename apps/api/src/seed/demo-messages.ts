/**
 * Conversations for every demo account, so Messages opens on real threads whoever signs in: the
 * coach and the helpers working its jobs, the "both" account on both sides, the director with a
 * helper about its tournament, and the admin's welcome to the coach. Each thread's last message is
 * left unread by its recipient; the ones before it are read.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { markRead } from '../modules/messages/conversations.service.js';
import { insertMessage } from '../modules/messages/messages.service.js';
import type { Db } from '../db/client.js';
import { helperProfiles, jobs, teamProfiles, users } from '../db/schema/index.js';
import type { DemoTx } from './demo-jobs.js';
import { DEMO_PEOPLE } from './demo-people.js';

type Line = [from: 'a' | 'b', content: string];

interface Thread {
  a: number;
  b: number;
  jobId: number | null;
  subject: string | null;
  lines: Line[];
}

async function writeThread(db: Db, thread: Thread): Promise<void> {
  for (const [i, [from, content]] of thread.lines.entries()) {
    const [senderId, recipientId] = from === 'a' ? [thread.a, thread.b] : [thread.b, thread.a];
    // What came before the last message has been read by whoever it was sent to.
    if (i === thread.lines.length - 1) {
      await markRead(db, thread.a, thread.b, thread.jobId ?? 'none');
      await markRead(db, thread.b, thread.a, thread.jobId ?? 'none');
    }
    await insertMessage(db, {
      senderId,
      recipientId,
      jobId: thread.jobId,
      subject: i === 0 ? thread.subject : null,
      content,
    });
  }
}

/** A job of the team owned by `ownerId` that the helper user `helperUserId` is booked on, if any. */
async function sharedJob(
  db: Db,
  ownerId: number,
  helperUserId: number,
): Promise<{ id: number; title: string } | null> {
  const [row] = await db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .innerJoin(helperProfiles, eq(helperProfiles.id, jobs.helperId))
    .where(and(eq(teamProfiles.userId, ownerId), eq(helperProfiles.userId, helperUserId)))
    .orderBy(jobs.jobDate)
    .limit(1);
  return row ?? null;
}

export async function seedDemoMessages(db: DemoTx): Promise<void> {
  const emails = Object.values(DEMO_PEOPLE).map((p) => p.email);
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const id = (who: keyof typeof DEMO_PEOPLE) => {
    const row = rows.find((r) => r.email === DEMO_PEOPLE[who].email);
    if (!row) throw new Error(`demo messages: no user ${DEMO_PEOPLE[who].email}`);
    return row.id;
  };
  const coach = id('coach');
  const helper = id('helper');
  const both = id('both');

  // The helpers booked on the coach's jobs, nearest game first: the coach's busiest threads.
  const booked = await db
    .selectDistinctOn([helperProfiles.userId], {
      helperUserId: helperProfiles.userId,
      jobId: jobs.id,
      title: jobs.title,
    })
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .innerJoin(helperProfiles, eq(helperProfiles.id, jobs.helperId))
    .where(and(eq(teamProfiles.userId, coach), isNotNull(jobs.helperId)))
    .orderBy(helperProfiles.userId, jobs.jobDate)
    .limit(3);
  for (const job of booked.filter((b) => b.helperUserId !== helper && b.helperUserId !== both).slice(0, 2)) {
    await writeThread(db, {
      a: coach,
      b: job.helperUserId,
      jobId: job.jobId,
      subject: job.title,
      lines: [
        ['a', 'Thanks for taking this one! Field 3, first pitch at 9. Park by the concession stand.'],
        ['b', 'Got it. I will be there 20 minutes early to set up the GameChanger lineup.'],
        ['a', 'Perfect. Lineup card is in the dugout bag if you need it.'],
        ['b', 'See you Saturday!'],
      ],
    });
  }

  const coachHelperJob = await sharedJob(db, coach, helper);
  await writeThread(db, {
    a: coach,
    b: helper,
    jobId: coachHelperJob?.id ?? null,
    subject: coachHelperJob?.title ?? 'Scorekeeping this spring',
    lines: [
      ['a', 'Hi! We loved how you ran the book last time. Are you free for our next doubleheader?'],
      ['b', 'Yes, I am free that weekend. Do you want pitch counts sent after each game?'],
      ['a', 'That would be great: text them to me and post them in the team chat.'],
    ],
  });

  const bothJob = await sharedJob(db, coach, both);
  await writeThread(db, {
    a: both,
    b: coach,
    jobId: bothJob?.id ?? null,
    subject: bothJob?.title ?? 'Streaming our games',
    lines: [
      ['a', 'Coach, I can stream your games on the same day I keep score for my own team. Interested?'],
      ['b', 'Definitely. Can you bring your own tripod?'],
      ['a', 'Yes, tripod and a battery pack. I will send a link before first pitch.'],
    ],
  });

  await writeThread(db, {
    a: id('director'),
    b: helper,
    jobId: null,
    subject: 'Bay Area Youth Baseball tournament',
    lines: [
      [
        'a',
        'We are staffing scorekeepers for our tournament in two weeks. Could you take Field 1 on Saturday?',
      ],
      ['b', 'Happy to. How many games is that?'],
      ['a', 'Three games, 8:00, 10:30 and 1:00. I will post them as jobs this week.'],
    ],
  });

  await writeThread(db, {
    a: id('admin'),
    b: coach,
    jobId: null,
    subject: 'Welcome to Sideline',
    lines: [
      ['a', 'Welcome to Sideline! Reply here any time you need help posting jobs or paying helpers.'],
      ['b', 'Thanks! How do free games work?'],
      [
        'a',
        'Every 10 games you pay by card through Sideline earn one free game, taken off a later card checkout.',
      ],
    ],
  });
}
