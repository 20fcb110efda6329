import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { call, createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';
import { applyTo, helperAccount, postJob, readyTeam } from '../../../test/marketplace.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

interface ThreadRow {
  other: number;
  job: number | null;
  last: number;
  unread: number;
}

const rowsOf = async (query: ReturnType<typeof sql>): Promise<ThreadRow[]> =>
  (
    (await t.database.db.execute(query)) as unknown as {
      rows: Array<Record<keyof ThreadRow, number | string | null>>;
    }
  ).rows.map((r) => ({
    other: Number(r.other),
    job: r.job === null ? null : Number(r.job),
    last: Number(r.last),
    unread: Number(r.unread),
  }));

/** The user's threads as the stored summaries say, newest first. */
const summariesOf = (me: number) =>
  rowsOf(sql`
    select other_user_id as other, job_id as job, last_message_id as last, unread_count as unread
    from conversation_summaries where user_id = ${me} order by last_message_id desc`);

/** The user's threads aggregated from every message (what the list computed before summaries). */
const threadsFromMessages = (me: number) =>
  rowsOf(sql`
    with mine as (
      select id, sender_id as other_id, job_id, (read_at is null) as unread from messages
        where recipient_id = ${me} and sender_id <> ${me}
      union all
      select id, recipient_id as other_id, job_id, false as unread from messages where sender_id = ${me}
    )
    select other_id as other, job_id as job, max(id) as last, count(*) filter (where unread) as unread
    from mine group by other_id, job_id order by max(id) desc`);

const expectSummariesRight = async (...users: number[]) => {
  for (const user of users) expect(await summariesOf(user)).toEqual(await threadsFromMessages(user));
};

const send = (cookie: string, recipientId: number, content: string, jobId: number | null = null) =>
  call(t.app, 'POST', '/api/messages', cookie, { recipientId, content, jobId });

const conversations = async (cookie: string) =>
  (await call(t.app, 'GET', '/api/messages/conversations', cookie)).json() as Array<{
    otherUserId: number;
    jobId: number | null;
    lastMessage: string;
    unreadCount: number;
  }>;

const brief = (list: Awaited<ReturnType<typeof conversations>>) =>
  list.map((c) => [c.otherUserId, c.jobId, c.lastMessage, c.unreadCount]);

describe('conversation summaries', () => {
  it('follow every message in both directions: last message, order and unread counts', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const c = await registerUser(t.app);
    expect(await conversations(a.cookie)).toEqual([]);
    await send(a.cookie, b.user.id, 'a1');
    expect(brief(await conversations(a.cookie))).toEqual([[b.user.id, null, 'a1', 0]]);
    expect(brief(await conversations(b.cookie))).toEqual([[a.user.id, null, 'a1', 1]]);
    await send(b.cookie, a.user.id, 'b1');
    await send(b.cookie, a.user.id, 'b2');
    await send(c.cookie, a.user.id, 'c1');
    expect(brief(await conversations(a.cookie))).toEqual([
      [c.user.id, null, 'c1', 1],
      [b.user.id, null, 'b2', 2],
    ]);
    // An answer moves the older thread back to the top; the viewer's own message adds nothing unread.
    await send(a.cookie, b.user.id, 'a2');
    expect(brief(await conversations(a.cookie))).toEqual([
      [b.user.id, null, 'a2', 2],
      [c.user.id, null, 'c1', 1],
    ]);
    expect(brief(await conversations(b.cookie))).toEqual([[a.user.id, null, 'a2', 2]]);
    await expectSummariesRight(a.user.id, b.user.id, c.user.id);
  });

  it('keep each job thread apart from the direct thread between the same two people', async () => {
    const team = await readyTeam(t.app);
    const helper = await helperAccount(t.app);
    const first = await postJob(t.app, team.cookie);
    const second = await postJob(t.app, team.cookie);
    await send(team.cookie, helper.user.id, 'direct');
    await send(team.cookie, helper.user.id, 'about the first', first.id);
    await send(helper.cookie, team.user.id, 'about the second', second.id);
    await send(team.cookie, helper.user.id, 'first again', first.id);
    expect(brief(await conversations(helper.cookie))).toEqual([
      [team.user.id, first.id, 'first again', 2],
      [team.user.id, second.id, 'about the second', 0],
      [team.user.id, null, 'direct', 1],
    ]);
    expect(brief(await conversations(team.cookie))).toEqual([
      [helper.user.id, first.id, 'first again', 0],
      [helper.user.id, second.id, 'about the second', 1],
      [helper.user.id, null, 'direct', 0],
    ]);
    await expectSummariesRight(team.user.id, helper.user.id);
  });

  it('count down as the reader reads one job thread, the direct thread, then everything', async () => {
    const team = await readyTeam(t.app);
    const helper = await helperAccount(t.app);
    const job = await postJob(t.app, team.cookie);
    for (const content of ['d1', 'd2']) await send(team.cookie, helper.user.id, content);
    for (const content of ['j1', 'j2', 'j3']) await send(team.cookie, helper.user.id, content, job.id);
    await send(helper.cookie, team.user.id, 'reply', job.id);
    const unread = async () => (await conversations(helper.cookie)).map((c) => [c.jobId, c.unreadCount]);
    expect(await unread()).toEqual([
      [job.id, 3],
      [null, 2],
    ]);
    const read = (query: string) =>
      call(t.app, 'POST', `/api/messages/read/${team.user.id}${query}`, helper.cookie);
    expect((await read(`?jobId=${job.id}`)).json()).toEqual({ updated: 3 });
    expect(await unread()).toEqual([
      [job.id, 0],
      [null, 2],
    ]);
    // Reading again changes nothing; reading the other side's thread is not the reader's to do.
    expect((await read(`?jobId=${job.id}`)).json()).toEqual({ updated: 0 });
    expect((await call(t.app, 'POST', `/api/messages/read/${helper.user.id}`, team.cookie)).json()).toEqual({
      updated: 1,
    });
    expect(await unread()).toEqual([
      [job.id, 0],
      [null, 2],
    ]);
    await send(team.cookie, helper.user.id, 'j4', job.id);
    await send(team.cookie, helper.user.id, 'd3');
    expect((await read('?jobId=none')).json()).toEqual({ updated: 3 });
    expect(await unread()).toEqual([
      [null, 0],
      [job.id, 1],
    ]);
    expect((await read('')).json()).toEqual({ updated: 1 });
    expect(await unread()).toEqual([
      [null, 0],
      [job.id, 0],
    ]);
    expect((await call(t.app, 'GET', '/api/messages/unread-count', helper.cookie)).json()).toEqual({
      unread: 0,
    });
    await expectSummariesRight(team.user.id, helper.user.id);
  });

  it("take a cancelled job's notice to its helper, written in the cancellation's transaction", async () => {
    const team = await readyTeam(t.app);
    const helper = await helperAccount(t.app);
    const job = await postJob(t.app, team.cookie);
    const application = await applyTo(t.app, helper.cookie, job.id);
    await call(t.app, 'PUT', `/api/applications/${application.id}/status`, team.cookie, {
      status: 'accepted',
    });
    expect(
      (await call(t.app, 'POST', `/api/jobs/${job.id}/cancel`, team.cookie, { reason: 'Rained out' }))
        .statusCode,
    ).toBe(200);
    const [notice] = await conversations(helper.cookie);
    expect(notice).toMatchObject({ otherUserId: team.user.id, jobId: job.id, unreadCount: 1 });
    expect(notice!.lastMessage).toContain("I've cancelled");
    await expectSummariesRight(team.user.id, helper.user.id);
  });

  it('settle messages sent at once in one thread: the later message, every unread counted', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    // Two at once from each side, then a burst from both sides with reads racing them.
    const pair = await Promise.all([send(a.cookie, b.user.id, 'x1'), send(a.cookie, b.user.id, 'x2')]);
    expect(pair.map((r) => r.statusCode)).toEqual([201, 201]);
    const later = Math.max(...pair.map((r) => r.json().id as number));
    const [summary] = await summariesOf(b.user.id);
    expect(summary).toEqual({ other: a.user.id, job: null, last: later, unread: 2 });
    await expectSummariesRight(a.user.id, b.user.id);

    const burst = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => send(a.cookie, b.user.id, `a${i}`)),
      ...Array.from({ length: 8 }, (_, i) => send(b.cookie, a.user.id, `b${i}`)),
      call(t.app, 'POST', `/api/messages/read/${a.user.id}`, b.cookie),
      call(t.app, 'POST', `/api/messages/read/${b.user.id}`, a.cookie),
    ]);
    expect(burst.map((r) => r.statusCode)).toEqual([...Array<number>(16).fill(201), 200, 200]);
    const newest = Math.max(...burst.slice(0, 16).map((r) => r.json().id as number));
    await expectSummariesRight(a.user.id, b.user.id);
    expect((await summariesOf(a.user.id))[0]!.last).toBe(newest);
    const unreadTotal = async (cookie: string) =>
      (await call(t.app, 'GET', '/api/messages/unread-count', cookie)).json().unread;
    expect((await conversations(b.cookie))[0]!.unreadCount).toBe(await unreadTotal(b.cookie));
    expect((await conversations(a.cookie))[0]!.unreadCount).toBe(await unreadTotal(a.cookie));
  });

  it('are rebuilt from the stored messages by the backfill migration, exactly as kept', async () => {
    const everyone = sql`select user_id, other_user_id, job_id, last_message_id, unread_count
      from conversation_summaries order by user_id, other_user_id, job_id nulls first`;
    const kept = ((await t.database.db.execute(everyone)) as unknown as { rows: unknown[] }).rows;
    expect(kept.length).toBeGreaterThan(10);
    const backfill = readFileSync(
      new URL('../../../drizzle/0021_backfill_conversation_summaries.sql', import.meta.url),
      'utf8',
    );
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from conversation_summaries`);
      for (const statement of backfill.split('--> statement-breakpoint'))
        await tx.execute(sql.raw(statement));
    });
    expect(((await t.database.db.execute(everyone)) as unknown as { rows: unknown[] }).rows).toEqual(kept);
  });
});
