import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';
import { postJob, readyTeam } from '../../../test/marketplace.js';

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
      jobTotalPayCents: Math.round(job.totalPay * 100),
    });
  });

  it('pages a thread oldest to newest and filters by job', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    for (let i = 1; i <= 5; i++)
      await send(i % 2 ? a.cookie : b.cookie, i % 2 ? b.user.id : a.user.id, `m${i}`);
    const first = (
      await call(t.app, 'GET', `/api/messages/conversation/${b.user.id}?limit=3`, a.cookie)
    ).json();
    expect(first.messages.map((m: { content: string }) => m.content)).toEqual(['m3', 'm4', 'm5']);
    expect(first.otherUser).toEqual({ id: b.user.id, firstName: 'Casey', lastName: 'Jordan', role: 'team' });
    const older = (
      await call(
        t.app,
        'GET',
        `/api/messages/conversation/${b.user.id}?limit=3&before=${first.nextBefore}`,
        a.cookie,
      )
    ).json();
    expect(older.messages.map((m: { content: string }) => m.content)).toEqual(['m1', 'm2']);
    expect(older.nextBefore).toBeNull();
    const none = (
      await call(t.app, 'GET', `/api/messages/conversation/${b.user.id}?jobId=none`, a.cookie)
    ).json();
    expect(none.messages).toHaveLength(5);
    expect(
      (await call(t.app, 'GET', `/api/messages/conversation/${b.user.id}?jobId=1`, a.cookie)).json().messages,
    ).toHaveLength(0);
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
    expect(thread.messages.map((m: { read: boolean }) => m.read)).toEqual([true, true, false]);
  });

  it('shows a third user nothing and lets them mark nothing read', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const eve = await registerUser(t.app);
    await send(a.cookie, b.user.id, 'private plans');
    expect((await call(t.app, 'GET', '/api/messages/conversations', eve.cookie)).json()).toEqual([]);
    const peek = await call(t.app, 'GET', `/api/messages/conversation/${a.user.id}`, eve.cookie);
    expect(peek.json().messages).toEqual([]);
    expect(peek.body).not.toContain('private plans');
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
