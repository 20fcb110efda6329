import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { outbox } from '../../db/schema/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { applyTo, helperAccount, postJob, readyTeam } from '../../../test/marketplace.js';
import { openEventStream } from '../../../test/sse.js';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** A team, a helper accepted for one of its jobs, and that job. */
async function assignedJob() {
  const team = await readyTeam(t.app);
  const helper = await helperAccount(t.app);
  const job = await postJob(t.app, team.cookie);
  const application = await applyTo(t.app, helper.cookie, job.id);
  const accepted = await call(t.app, 'PUT', `/api/applications/${application.id}/status`, team.cookie, {
    status: 'accepted',
  });
  expect(accepted.statusCode).toBe(200);
  return { team, helper, job };
}

const cancel = (cookie: string, jobId: number) =>
  call(t.app, 'POST', `/api/jobs/${jobId}/cancel`, cookie, { reason: 'Rained out' });

describe("a cancelled job's message to its helper goes through the messages module", () => {
  it('is delivered live to the open stream, with the new unread total', async () => {
    const { team, helper, job } = await assignedJob();
    const stream = await openEventStream(baseUrl, helper.cookie);
    await stream.waitFor((e) => e.type === 'unread');
    expect((await cancel(team.cookie, job.id)).statusCode).toBe(200);
    const arrived = await stream.waitFor((e) => e.type === 'message' && e.message.jobId === job.id);
    expect(arrived.event).toMatchObject({
      message: {
        senderId: team.user.id,
        recipientId: helper.user.id,
        content: expect.stringContaining('Rained out'),
      },
    });
    await stream.waitFor((e) => e.type === 'unread' && e.total === 1);
    await stream.close();
  });

  it('is emailed to an offline helper like any other message', async () => {
    const { team, helper, job } = await assignedJob();
    expect((await cancel(team.cookie, job.id)).statusCode).toBe(200);
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toEmail, helper.user.email), eq(outbox.kind, 'new_message')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('Rained out');
  });
});
