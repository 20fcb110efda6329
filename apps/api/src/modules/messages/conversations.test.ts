import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';
import { applyTo, dayFromToday, helperAccount, postJob, readyTeam } from '../../../test/marketplace.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

const send = (cookie: string, recipientId: number, content: string, jobId: number | null = null) =>
  call(t.app, 'POST', '/api/messages', cookie, { recipientId, content, jobId });

describe('conversations', () => {
  it('lists one row per other user and job thread with unread counts, newest first', async () => {
    const team = await readyTeam(t.app, { firstName: 'Tara' });
    const helper = await registerUser(t.app, { role: 'helper', firstName: 'Hal' });
    const job = await postJob(t.app, team.cookie);
    await send(team.cookie, helper.user.id, 'General hello');
    await send(team.cookie, helper.user.id, 'About the job', job.id);
    await send(team.cookie, helper.user.id, 'Bring the iPad', job.id);
    await send(helper.cookie, team.user.id, 'Will do!', job.id);

    const list = (await call(t.app, 'GET', '/api/messages/conversations', helper.cookie)).json();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      otherUserId: team.user.id,
      otherUserName: 'Tara Jordan',
      otherUserRole: 'team',
      jobId: job.id,
      jobTitle: job.title,
      lastMessage: 'Will do!',
      unreadCount: 2,
      viewerOwnsJob: false,
      payeeVenmoUsername: null,
    });
    expect(list[1]).toMatchObject({ jobId: null, lastMessage: 'General hello', unreadCount: 1 });
    const teamSide = (await call(t.app, 'GET', '/api/messages/conversations', team.cookie)).json();
    expect(teamSide[0]).toMatchObject({
      otherUserId: helper.user.id,
      unreadCount: 1,
      viewerOwnsJob: true,
      // 09:00-11:30 at $30/hour, in dollars.
      jobTotalPay: 75,
      // Hal is not this job's helper: no handle, whatever the conversation.
      payeeVenmoUsername: null,
    });
  });

  it("shows a helper's Venmo handle only to the owner of a job that helper is assigned to", async () => {
    const owner = await readyTeam(t.app);
    const otherTeam = await readyTeam(t.app);
    const helper = await helperAccount(t.app);
    await call(t.app, 'PUT', `/api/users/${helper.user.id}/payment`, helper.cookie, {
      venmoUsername: '@hal-pay',
    });
    const job = await postJob(t.app, owner.cookie);
    const application = await applyTo(t.app, helper.cookie, job.id);
    await send(owner.cookie, helper.user.id, 'Thanks for applying', job.id);
    await send(otherTeam.cookie, helper.user.id, 'Free next week?');
    const payee = async (cookie: string) =>
      (await call(t.app, 'GET', '/api/messages/conversations', cookie))
        .json()
        .map((c: { payeeVenmoUsername: string | null }) => c.payeeVenmoUsername);
    expect(await payee(owner.cookie)).toEqual([null]);
    const accepted = await call(t.app, 'PUT', `/api/applications/${application.id}/status`, owner.cookie, {
      status: 'accepted',
    });
    expect(accepted.statusCode).toBe(200);
    expect(await payee(owner.cookie)).toEqual(['@hal-pay']);
    // A rained-out game waiting on the helper's answer to a new time is still theirs (decision 0045).
    const moved = await call(t.app, 'POST', `/api/jobs/${job.id}/reschedule`, owner.cookie, {
      jobDate: dayFromToday(9),
      startTime: '18:00',
      endTime: '21:00',
    });
    expect(moved.json()).toMatchObject({ status: 'rescheduling' });
    expect(await payee(owner.cookie)).toEqual(['@hal-pay']);
    // Nobody else: not another team that messages the helper, and never the team's own handle to the helper.
    expect(await payee(otherTeam.cookie)).toEqual([null]);
    expect(await payee(helper.cookie)).toEqual([null, null]);
    for (const cookie of [otherTeam.cookie, helper.cookie]) {
      const body = (await call(t.app, 'GET', '/api/messages/conversations', cookie)).body;
      expect(body).not.toContain('@hal-pay');
      expect(body).not.toContain('@team-pay');
    }
  });

  it('pages a thread oldest to newest and filters by job', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    for (let i = 1; i <= 5; i++)
      await send(i % 2 ? a.cookie : b.cookie, i % 2 ? b.user.id : a.user.id, `m${i}`);
    const first = await call(t.app, 'GET', `/api/messages/conversation/${b.user.id}?limit=3`, a.cookie);
    expect(first.json().map((m: { content: string }) => m.content)).toEqual(['m3', 'm4', 'm5']);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toEqual(expect.any(String));
    const participant = await call(t.app, 'GET', `/api/messages/participants/${b.user.id}`, a.cookie);
    expect(participant.json()).toEqual({
      id: b.user.id,
      firstName: 'Casey',
      lastName: 'Jordan',
      role: 'team',
      guardianNotice: null,
    });
    const older = await call(
      t.app,
      'GET',
      `/api/messages/conversation/${b.user.id}?limit=3&cursor=${cursor}`,
      a.cookie,
    );
    expect(older.json().map((m: { content: string }) => m.content)).toEqual(['m1', 'm2']);
    expect(older.headers['x-next-cursor']).toBeUndefined();
    const none = (
      await call(t.app, 'GET', `/api/messages/conversation/${b.user.id}?jobId=none`, a.cookie)
    ).json();
    expect(none).toHaveLength(5);
    expect(
      (await call(t.app, 'GET', `/api/messages/conversation/${b.user.id}?jobId=1`, a.cookie)).json(),
    ).toHaveLength(0);
    for (const bad of ['cursor=2147483648', 'cursor=abc', 'jobId=2147483648', 'limit=0']) {
      const res = await call(t.app, 'GET', `/api/messages/conversation/${b.user.id}?${bad}`, a.cookie);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('answers a thread with no messages yet when the two share a job', async () => {
    const owner = await readyTeam(t.app);
    const helper = await helperAccount(t.app);
    const job = await postJob(t.app, owner.cookie);
    expect(
      (await call(t.app, 'GET', `/api/messages/conversation/${helper.user.id}`, owner.cookie)).statusCode,
    ).toBe(404);
    await applyTo(t.app, helper.cookie, job.id);
    for (const [cookie, other] of [
      [owner.cookie, helper.user.id],
      [helper.cookie, owner.user.id],
    ] as const) {
      const thread = await call(t.app, 'GET', `/api/messages/conversation/${other}`, cookie);
      expect([thread.statusCode, thread.json()]).toEqual([200, []]);
      expect((await call(t.app, 'GET', `/api/messages/participants/${other}`, cookie)).json().id).toBe(other);
    }
  });

  it('marks read only the reader’s own incoming messages and updates the unread total', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await send(a.cookie, b.user.id, 'one');
    await send(a.cookie, b.user.id, 'two');
    await send(b.cookie, a.user.id, 'reply');
    expect((await call(t.app, 'GET', '/api/messages/unread-count', b.cookie)).json()).toEqual({ unread: 2 });
    const read = await call(t.app, 'POST', `/api/messages/read/${a.user.id}`, b.cookie);
    expect(read.json()).toEqual({ updated: 2 });
    expect((await call(t.app, 'GET', '/api/messages/unread-count', b.cookie)).json()).toEqual({ unread: 0 });
    expect((await call(t.app, 'GET', '/api/messages/unread-count', a.cookie)).json()).toEqual({ unread: 1 });
    const thread = (await call(t.app, 'GET', `/api/messages/conversation/${b.user.id}`, a.cookie)).json();
    expect(thread.map((m: { read: boolean }) => m.read)).toEqual([true, true, false]);
  });

  it('shows a third user nothing, not even who an id is, and lets them mark nothing read', async () => {
    const a = await registerUser(t.app, { firstName: 'Avery' });
    const b = await registerUser(t.app);
    const eve = await registerUser(t.app);
    await send(a.cookie, b.user.id, 'private plans');
    expect((await call(t.app, 'GET', '/api/messages/conversations', eve.cookie)).json()).toEqual([]);
    // No conversation and no job in common: 404, like an id that does not exist (no account directory).
    for (const path of [
      `/api/messages/conversation/${a.user.id}`,
      `/api/messages/participants/${a.user.id}`,
    ]) {
      const peek = await call(t.app, 'GET', path, eve.cookie);
      expect(peek.statusCode).toBe(404);
      expect(peek.body).not.toContain('private plans');
      expect(peek.body).not.toContain('Avery');
    }
    expect(
      (await call(t.app, 'GET', `/api/messages/conversation/${eve.user.id}`, eve.cookie)).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'POST', `/api/messages/read/${a.user.id}`, eve.cookie)).json()).toEqual({
      updated: 0,
    });
    expect((await call(t.app, 'GET', '/api/messages/unread-count', b.cookie)).json()).toEqual({ unread: 1 });
    expect((await call(t.app, 'GET', '/api/messages/conversations')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/messages/conversation/999999', a.cookie)).statusCode).toBe(404);
  });

  it('stores content as plain text: HTML is kept verbatim, never interpreted', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const res = await send(a.cookie, b.user.id, '<img src=x onerror=alert(1)>');
    expect(res.json().content).toBe('<img src=x onerror=alert(1)>');
    expect(res.headers['content-type']).toContain('application/json');
  });
});
