import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ece from 'http_ece';
import webpush from 'web-push';
import { PUSH_MESSAGES, PushPayloadSchema, type PushPayload } from '@sideline/shared';
import { jobAlertMatches, pushSubscriptions } from '../../db/schema/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { applyTo, dayFromToday, helperAccount, postJob, readyTeam } from '../../../test/marketplace.js';
import { alertBody, JOB_ALERTS_URL } from '../../../test/kits/job-alerts-test-kit.js';
import { JOB_ALERT_MATCH_QUEUE } from '../job-alerts/job-alert-matching.js';
import { completedJob } from '../../../test/kits/payments-test-kit.js';
import { sendGameReminders } from '../notifications/game-reminders.js';
import { assignedJob, hours, shift } from '../../../test/kits/scheduled-test-kit.js';

/**
 * A stand-in for the browsers' push service on this machine: it records each encrypted request
 * and answers 201, or 410 for a device it was told to forget.
 */
interface Received {
  device: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
let pushService: Server;
let base: string;
const received: Received[] = [];
const gone = new Set<string>();

let t: TestApp;
beforeAll(async () => {
  pushService = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const device = (req.url ?? '').replace('/push/', '');
      received.push({ device, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = gone.has(device) ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}/push`;
  const vapid = webpush.generateVAPIDKeys();
  t = await createTestApp({
    registerRateLimit: 1000,
    // The stand-in push service above, allowed by the explicit test setting (NODE_ENV=test only).
    pushTestOrigin: new URL(base).origin,
    push: { publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject: 'mailto:ops@sideline.test' },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => pushService.close(resolve));
});

/** A browser's side of a subscription: its key pair and auth secret, which decrypt what arrives. */
function device(name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    name,
    ecdh,
    auth,
    body: {
      endpoint: `${base}/${name}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}
type Device = ReturnType<typeof device>;

async function subscribe(cookie: string, d: Device) {
  const res = await call(t.app, 'POST', '/api/push/subscriptions', cookie, d.body);
  expect(res.statusCode, res.body).toBe(201);
}

/** Every push the device received since `from`, decrypted with the device's own keys. */
function pushesTo(d: Device, from = 0): PushPayload[] {
  return received
    .slice(from)
    .filter((r) => r.device === d.name)
    .map((r) => {
      expect(r.headers['content-encoding']).toBe('aes128gcm');
      expect(String(r.headers.authorization)).toMatch(/^vapid t=.+, k=.+/);
      const plain = ece.decrypt(r.body, { version: 'aes128gcm', privateKey: d.ecdh, authSecret: d.auth });
      return PushPayloadSchema.parse(JSON.parse(plain.toString('utf8')));
    });
}

describe('web push', () => {
  it('exposes the public key and refuses subscriptions signed out or to a non-push address', async () => {
    const config = await call(t.app, 'GET', '/api/push/config');
    expect(config.json()).toEqual({ publicKey: t.app.config.push!.publicKey });
    const d = device('anon');
    expect((await call(t.app, 'POST', '/api/push/subscriptions', undefined, d.body)).statusCode).toBe(401);
    const team = await readyTeam(t.app);
    // Anything but a browser's push service, however it is written, is refused before it is stored.
    for (const endpoint of [
      'http://push.example.com/x',
      'https://push.example.com/x',
      'https://127.0.0.2:5432/',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1:6379/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'http://127.0.0.1:5432/',
      'https://[::1]/push',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
    ]) {
      const res = await call(t.app, 'POST', '/api/push/subscriptions', team.cookie, { ...d.body, endpoint });
      expect(res.statusCode, endpoint).toBe(400);
      expect(['bad_request', 'validation_error'], endpoint).toContain(res.json().code);
    }
    const refused = await call(t.app, 'POST', '/api/push/subscriptions', team.cookie, {
      ...d.body,
      endpoint: 'https://169.254.169.254/latest/meta-data/',
    });
    expect(refused.json().message).toBe(PUSH_MESSAGES.unknownService);
    const notAnAddress = { ...d.body, endpoint: 'http://[/x' };
    expect((await call(t.app, 'POST', '/api/push/subscriptions', team.cookie, notAnAddress)).statusCode).toBe(
      400,
    );
    const noKeys = { endpoint: d.body.endpoint, keys: { p256dh: 'short', auth: 'x' } };
    expect((await call(t.app, 'POST', '/api/push/subscriptions', team.cookie, noKeys)).statusCode).toBe(400);
  });

  it('pushes applications, the decision, and messages, each opening the right screen', async () => {
    const team = await readyTeam(t.app);
    const [a, b] = [await helperAccount(t.app), await helperAccount(t.app)];
    const [teamPhone, aPhone, bPhone] = [device('team'), device('a'), device('b')];
    await subscribe(team.cookie, teamPhone);
    await subscribe(a.cookie, aPhone);
    await subscribe(b.cookie, bPhone);
    const from = received.length;

    const job = await postJob(t.app, team.cookie);
    const appA = await applyTo(t.app, a.cookie, job.id);
    await applyTo(t.app, b.cookie, job.id);
    await call(t.app, 'PUT', `/api/applications/${appA.id}/status`, team.cookie, { status: 'accepted' });
    await call(t.app, 'POST', '/api/messages', a.cookie, {
      recipientId: team.user.id,
      jobId: job.id,
      content: 'On my way to the field',
    });

    const toTeam = pushesTo(teamPhone, from);
    expect(toTeam.map((p) => p.kind)).toEqual(['new_application', 'new_application', 'new_message']);
    expect(toTeam[0]).toMatchObject({
      title: `New application for ${job.title}`,
      path: '/dashboard/my-jobs',
    });
    expect(toTeam[2]).toMatchObject({
      title: `New message from ${a.user.firstName} ${a.user.lastName}`,
      body: 'On my way to the field',
      path: `/dashboard/messages?userId=${a.user.id}&jobId=${job.id}`,
    });
    expect(pushesTo(aPhone, from)).toEqual([
      expect.objectContaining({ kind: 'application_accepted', path: `/jobs/${job.id}` }),
    ]);
    expect(pushesTo(bPhone, from)).toEqual([
      expect.objectContaining({ kind: 'application_rejected', path: `/jobs/${job.id}` }),
    ]);
  });

  it('pushes payment reported and received, and a review received', async () => {
    const { team, helper, job } = await completedJob(t);
    const [teamPhone, helperPhone] = [device(`team-${job.id}`), device(`helper-${job.id}`)];
    await subscribe(team.cookie, teamPhone);
    await subscribe(helper.cookie, helperPhone);
    const from = received.length;

    await call(t.app, 'POST', `/api/jobs/${job.id}/payment-report`, team.cookie, { method: 'venmo' });
    await call(t.app, 'POST', `/api/jobs/${job.id}/payment-confirmation`, helper.cookie);
    const reviewed = await call(t.app, 'POST', '/api/reviews', team.cookie, {
      jobId: job.id,
      reviewerId: team.user.id,
      revieweeId: helper.user.id,
      rating: 5,
      comment: 'Great to work with.',
    });
    expect(reviewed.statusCode, reviewed.body).toBe(201);

    expect(pushesTo(helperPhone, from)).toEqual([
      expect.objectContaining({ kind: 'payment_reported', path: `/payments/options/${job.id}` }),
      expect.objectContaining({ kind: 'review_received', path: `/reviews/${job.id}/${team.user.id}` }),
    ]);
    expect(pushesTo(teamPhone, from)).toEqual([
      expect.objectContaining({ kind: 'payment_received', path: `/jobs/${job.id}` }),
    ]);
  });

  it("pushes the game-day reminder with its one-tap I'll be there link", async () => {
    const { helper, job, startsAt } = await assignedJob(t);
    const phone = device(`reminder-${job.id}`);
    await subscribe(helper.cookie, phone);
    const from = received.length;
    const deps = { db: t.app.db, mailer: t.app.mailer, config: t.app.config, log: t.app.log };
    await sendGameReminders(deps, shift(startsAt, -hours(23)));
    const [reminder, ...more] = pushesTo(phone, from);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({ kind: 'game_reminder', title: `Game day tomorrow: ${job.title}` });
    const token = new URL(reminder!.path, 'http://x').searchParams.get('token')!;
    expect(reminder!.path).toBe(`/reconfirm?token=${token}`);
    const confirm = await call(t.app, 'POST', '/api/game-confirmations', undefined, { token });
    expect(confirm.statusCode, confirm.body).toBe(200);
  });

  it('forgets a device the push service answers 410 for, and one the user unsubscribes', async () => {
    const team = await readyTeam(t.app);
    const helper = await helperAccount(t.app);
    const [old, current] = [device(`old-${team.user.id}`), device(`current-${team.user.id}`)];
    await subscribe(team.cookie, old);
    await subscribe(team.cookie, current);
    gone.add(old.name);
    const job = await postJob(t.app, team.cookie);
    await applyTo(t.app, helper.cookie, job.id);
    const endpoints = async () =>
      (
        await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, team.user.id))
      ).map((row) => row.endpoint);
    expect(await endpoints()).toEqual([current.body.endpoint]);

    const off = await call(t.app, 'DELETE', '/api/push/subscriptions', team.cookie, {
      endpoint: current.body.endpoint,
    });
    expect(off.json()).toEqual({ subscribed: false });
    expect(await endpoints()).toEqual([]);
  });

  it('subscribing switches push on for undecided kinds; a kind switched off is not pushed', async () => {
    const team = await readyTeam(t.app);
    const helper = await helperAccount(t.app);
    const phone = device(`prefs-${team.user.id}`);
    const off = await call(t.app, 'PUT', `/api/users/${team.user.id}/notifications`, team.cookie, {
      kind: 'messages',
      channel: 'push',
      enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    await subscribe(team.cookie, phone);
    const prefs = (await call(t.app, 'GET', `/api/users/${team.user.id}/notifications`, team.cookie)).json();
    expect(prefs).toMatchObject({
      messages: { push: false },
      applications: { push: true },
      payments: { push: true },
    });
    const from = received.length;
    const job = await postJob(t.app, team.cookie);
    await applyTo(t.app, helper.cookie, job.id);
    await call(t.app, 'POST', '/api/messages', helper.cookie, {
      recipientId: team.user.id,
      content: 'Hello coach',
    });
    expect(pushesTo(phone, from).map((p) => p.kind)).toEqual(['new_application']);
  });

  it('pushes job alerts for games within 48 hours to push alerts with a device; the rest wait for the digest', async () => {
    const team = await readyTeam(t.app);
    const [pusher, emailer, deviceless] = [
      await helperAccount(t.app),
      await helperAccount(t.app),
      await helperAccount(t.app),
    ];
    const [pusherPhone, emailerPhone] = [
      device(`alert-push-${pusher.user.id}`),
      device(`alert-mail-${emailer.user.id}`),
    ];
    await subscribe(pusher.cookie, pusherPhone);
    await subscribe(emailer.cookie, emailerPhone);
    await call(t.app, 'PUT', JOB_ALERTS_URL, pusher.cookie, alertBody({ channel: 'push' }));
    await call(t.app, 'PUT', JOB_ALERTS_URL, emailer.cookie, alertBody({ channel: 'email' }));
    await call(t.app, 'PUT', JOB_ALERTS_URL, deviceless.cookie, alertBody({ channel: 'push' }));
    const from = received.length;
    const soon = await postJob(t.app, team.cookie, {
      jobDate: dayFromToday(1),
      startTime: '20:00',
      endTime: '22:00',
    });
    const later = await postJob(t.app, team.cookie, { jobDate: dayFromToday(5) });
    await t.app.queue.drain([JOB_ALERT_MATCH_QUEUE]);
    expect(pushesTo(pusherPhone, from)).toEqual([
      {
        kind: 'job_alert',
        title: 'New scorekeeping job near you',
        body: soon.title,
        path: `/jobs/${soon.id}`,
      },
    ]);
    expect(pushesTo(emailerPhone, from)).toEqual([]);
    const pushed = async (userId: number, jobId: number) =>
      (
        await t.database.db
          .select({ pushedAt: jobAlertMatches.pushedAt })
          .from(jobAlertMatches)
          .where(and(eq(jobAlertMatches.userId, userId), eq(jobAlertMatches.jobId, jobId)))
      ).map((row) => row.pushedAt !== null);
    expect(await pushed(pusher.user.id, soon.id)).toEqual([true]);
    expect(await pushed(pusher.user.id, later.id)).toEqual([false]);
    expect(await pushed(emailer.user.id, soon.id)).toEqual([false]);
    expect(await pushed(deviceless.user.id, soon.id)).toEqual([false]);
  });

  it('signing out removes the device: its subscription belongs to the session', async () => {
    const team = await readyTeam(t.app);
    await subscribe(team.cookie, device(`signed-out-${team.user.id}`));
    await call(t.app, 'POST', '/api/auth/logout', team.cookie);
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, team.user.id));
    expect(rows).toEqual([]);
  });

  it('without VAPID keys the public key is null and nothing is pushed', async () => {
    const plain = await createTestApp();
    try {
      expect((await call(plain.app, 'GET', '/api/push/config')).json()).toEqual({ publicKey: null });
    } finally {
      await plain.close();
    }
  });
});
