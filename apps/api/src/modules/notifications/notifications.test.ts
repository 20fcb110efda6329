import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { jobs, outbox, users } from '../../db/schema/index.js';
import { call, createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';
import { applyTo, dayFromToday, helperAccount, postJob, readyTeam } from '../../../test/marketplace.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

const mails = (to: string, kind: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toEmail, to), eq(outbox.kind, kind)));

describe('email notifications', () => {
  it('tells the team about an application and each helper about the decision, with a link to act', async () => {
    const team = await readyTeam(t.app);
    const [a, b] = [await helperAccount(t.app), await helperAccount(t.app)];
    const job = await postJob(t.app, team.cookie);
    const appA = await applyTo(t.app, a.cookie, job.id);
    await applyTo(t.app, b.cookie, job.id);
    const [newApp] = await mails(team.user.email, 'new_application');
    expect(newApp?.link).toBe('http://sideline.test/dashboard/my-jobs');
    await call(t.app, 'PUT', `/api/applications/${appA.id}/status`, team.cookie, { status: 'accepted' });
    expect((await mails(a.user.email, 'application_accepted'))[0]?.link).toBe(
      `http://sideline.test/jobs/${job.id}`,
    );
    expect(await mails(b.user.email, 'application_rejected')).toHaveLength(1);
  });

  it('tells the helper about a cancellation and the team about payment due on completion', async () => {
    const team = await readyTeam(t.app);
    const helper = await helperAccount(t.app);
    const job = await postJob(t.app, team.cookie);
    const application = await applyTo(t.app, helper.cookie, job.id);
    await call(t.app, 'PUT', `/api/applications/${application.id}/status`, team.cookie, {
      status: 'accepted',
    });
    await t.database.db
      .update(jobs)
      .set({ jobDate: dayFromToday(0) })
      .where(eq(jobs.id, job.id));
    await call(t.app, 'PUT', `/api/jobs/${job.id}/complete`, team.cookie);
    const [due] = await mails(team.user.email, 'job_completed');
    expect(due?.link).toBe(`http://sideline.test/payments/options/${job.id}`);
    expect(due?.textBody).toContain('within 24 hours');

    const other = await postJob(t.app, team.cookie);
    const pending = await applyTo(t.app, helper.cookie, other.id);
    expect(pending.status).toBe('pending');
    await call(t.app, 'POST', `/api/jobs/${other.id}/cancel`, team.cookie, { reason: 'Field closed' });
    const [cancelled] = await mails(helper.user.email, 'application_cancelled');
    expect(cancelled?.textBody).toContain('Field closed');
  });

  it('emails an offline recipient once per conversation per 15 minutes while unread', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const send = (content: string) =>
      call(t.app, 'POST', '/api/messages', a.cookie, { recipientId: b.user.id, content });
    await send('first');
    await send('second');
    const sent = await mails(b.user.email, 'new_message');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.link).toBe(`http://sideline.test/messages?userId=${a.user.id}`);
    // Reading re-arms the notification: the next message may email again.
    await call(t.app, 'POST', `/api/messages/read/${a.user.id}`, b.cookie);
    await send('third');
    expect(await mails(b.user.email, 'new_message')).toHaveLength(2);
  });

  it('does not email a recipient who is online or who turned message emails off', async () => {
    const a = await registerUser(t.app);
    const online = await registerUser(t.app);
    await t.database.db
      .update(users)
      .set({ lastStreamAt: sql`now()` })
      .where(eq(users.id, online.user.id));
    await call(t.app, 'POST', '/api/messages', a.cookie, { recipientId: online.user.id, content: 'hi' });
    expect(await mails(online.user.email, 'new_message')).toHaveLength(0);

    const quiet = await registerUser(t.app);
    const off = await call(t.app, 'PUT', `/api/users/${quiet.user.id}/notifications`, quiet.cookie, {
      kind: 'messages',
      channel: 'email',
      enabled: false,
    });
    expect(off.json().messages).toEqual({ email: false, push: false });
    await call(t.app, 'POST', '/api/messages', a.cookie, { recipientId: quiet.user.id, content: 'hi' });
    expect(await mails(quiet.user.email, 'new_message')).toHaveLength(0);
    expect(
      (
        await call(t.app, 'PUT', `/api/users/${quiet.user.id}/notifications`, a.cookie, {
          kind: 'messages',
          channel: 'email',
          enabled: true,
        })
      ).statusCode,
    ).toBe(403);
  });
});
