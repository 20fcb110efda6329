import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { STREAM_MESSAGES } from '@sideline/shared';
import { adminAuditLog, jobs, jobStreamConsents, users } from '../../db/schema/index.js';
import { call, createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';
import { applyTo, helperAccount, jobBody, postJob, readyTeam } from '../../../test/marketplace.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

const PRIVATE = { confirmed: true, audience: 'families' } as const;
/** Helpers sign up with a date of birth (decision 23): an adult's. */
const ADULT = { dateOfBirth: '1990-04-02' } as const;
const LINK = 'https://www.youtube.com/live/abc123?si=xyz';

async function confirmEmail(userId: number) {
  await t.database.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, userId));
}

/** A private streaming job of a new team, booked with a new helper. */
async function bookedPrivateStream() {
  const team = await readyTeam(t.app, { firstName: 'Dana', lastName: 'Whitfield' });
  const helper = await helperAccount(t.app, { ...ADULT, isStreaming: true });
  const job = await postJob(t.app, team.cookie, { jobType: 'streaming', streamConsent: PRIVATE });
  const application = await applyTo(t.app, helper.cookie, job.id);
  const accepted = await call(t.app, 'PUT', `/api/applications/${application.id}/status`, team.cookie, {
    status: 'accepted',
  });
  expect(accepted.statusCode).toBe(200);
  return { team, helper, job };
}

const streamOf = async (jobId: number, cookie?: string) =>
  (await call(t.app, 'GET', `/api/jobs/${jobId}`, cookie)).json().streamConsent;

describe('posting a streaming job', () => {
  it.each(['streaming', 'full-service'] as const)(
    'refuses %s without the consent, with a field message',
    async (jobType) => {
      const team = await readyTeam(t.app);
      const res = await call(t.app, 'POST', '/api/jobs', team.cookie, jobBody({ jobType }));
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toContainEqual(
        expect.objectContaining({ path: 'streamConsent', message: STREAM_MESSAGES.consentRequired }),
      );
      const unticked = await call(t.app, 'POST', '/api/jobs', team.cookie, {
        ...jobBody({ jobType }),
        streamConsent: { confirmed: false, audience: 'public' },
      });
      expect(unticked.statusCode).toBe(400);
      const noAudience = await call(t.app, 'POST', '/api/jobs', team.cookie, {
        ...jobBody({ jobType }),
        streamConsent: { confirmed: true },
      });
      expect(noAudience.statusCode).toBe(400);
      expect(JSON.stringify(noAudience.json().details)).toContain(STREAM_MESSAGES.audienceRequired);
    },
  );

  it('stores who and when from the session and the clock, ignoring the client, and audits it', async () => {
    const team = await readyTeam(t.app, { firstName: 'Rosa', lastName: 'Delgado' });
    const before = Date.now();
    const job = await postJob(t.app, team.cookie, {
      jobType: 'full-service',
      streamConsent: { ...PRIVATE, confirmedBy: 1, confirmedAt: '2001-01-01' } as never,
    });
    expect(job.streamConsent).toMatchObject({
      audience: 'families',
      confirmedByName: 'Rosa Delgado',
      linkShared: false,
      canWatch: true,
      streamUrl: null,
    });
    const at = Date.parse(job.streamConsent!.confirmedAt);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    const [row] = await t.database.db
      .select()
      .from(jobStreamConsents)
      .where(eq(jobStreamConsents.jobId, job.id));
    expect(row?.confirmedById).toBe(team.user.id);
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'job'), eq(adminAuditLog.targetId, job.id)));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: team.user.id,
        actorName: 'Rosa Delgado',
        action: 'stream_consent.confirm',
        after: expect.objectContaining({ audience: 'families' }),
      }),
    ]);
  });

  it('keeps the first record on an unchanged edit and records a changed audience', async () => {
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie, { jobType: 'streaming', streamConsent: PRIVATE });
    const body = jobBody({ jobType: 'streaming', title: 'Stream the 14U final' });
    const missing = await call(t.app, 'PUT', `/api/jobs/${job.id}`, team.cookie, body);
    expect(missing.statusCode).toBe(400);
    const same = await call(t.app, 'PUT', `/api/jobs/${job.id}`, team.cookie, {
      ...body,
      streamConsent: PRIVATE,
    });
    expect(same.json().streamConsent.confirmedAt).toBe(job.streamConsent!.confirmedAt);
    const changed = await call(t.app, 'PUT', `/api/jobs/${job.id}`, team.cookie, {
      ...body,
      streamConsent: { confirmed: true, audience: 'public' },
    });
    expect(changed.json().streamConsent.audience).toBe('public');
    const actions = await t.database.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'job'), eq(adminAuditLog.targetId, job.id)));
    expect(actions.map((a) => a.action).sort()).toEqual(['stream_consent.change', 'stream_consent.confirm']);
  });

  it('lets the owner confirm consent on a streaming job posted without it (an imported game)', async () => {
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie);
    // As the bulk upload and a tournament's games post it: a streaming job with no consent yet.
    await t.database.db.update(jobs).set({ jobType: 'streaming' }).where(eq(jobs.id, job.id));
    expect(await streamOf(job.id)).toBeNull();
    const stranger = await readyTeam(t.app);
    const url = `/api/jobs/${job.id}/stream-consent`;
    expect((await call(t.app, 'POST', url, stranger.cookie, PRIVATE)).statusCode).toBe(403);
    expect((await call(t.app, 'POST', url, undefined, PRIVATE)).statusCode).toBe(401);
    expect((await call(t.app, 'POST', url, team.cookie, { audience: 'public' })).statusCode).toBe(400);
    const res = await call(t.app, 'POST', url, team.cookie, PRIVATE);
    expect(res.statusCode).toBe(200);
    expect(res.json().streamConsent.audience).toBe('families');
    const scorekeeping = await postJob(t.app, team.cookie);
    const refused = await call(
      t.app,
      'POST',
      `/api/jobs/${scorekeeping.id}/stream-consent`,
      team.cookie,
      PRIVATE,
    );
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'not_streaming_job']);
  });
});

describe('the stream link', () => {
  it('is set by the booked helper only, as an https address', async () => {
    const { team, helper, job } = await bookedPrivateStream();
    const url = `/api/jobs/${job.id}/stream-link`;
    for (const streamUrl of [
      'http://example.com/live',
      'javascript:alert(1)',
      'https://user:pw@example.com/live',
      'https://exa mple.com/live',
      'not a url',
      '',
      `https://example.com/${'a'.repeat(500)}`,
    ]) {
      const res = await call(t.app, 'PUT', url, helper.cookie, { streamUrl });
      expect(res.statusCode, streamUrl).toBe(400);
      expect(res.json().code).toBe('validation_error');
    }
    const other = await helperAccount(t.app, ADULT);
    expect((await call(t.app, 'PUT', url, other.cookie, { streamUrl: LINK })).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', url, team.cookie, { streamUrl: LINK })).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', url, undefined, { streamUrl: LINK })).statusCode).toBe(401);
    const res = await call(t.app, 'PUT', url, helper.cookie, { streamUrl: ` ${LINK} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json().streamConsent).toMatchObject({ linkShared: true, canWatch: true, streamUrl: LINK });
  });

  it('of a private stream reaches the owner, the booked helper and confirmed invitees only', async () => {
    const { team, helper, job } = await bookedPrivateStream();
    await call(t.app, 'PUT', `/api/jobs/${job.id}/stream-link`, helper.cookie, { streamUrl: LINK });

    const parent = await registerUser(t.app, { role: 'team' });
    const added = await call(t.app, 'POST', '/api/team-families', team.cookie, {
      email: `  ${parent.user.email.toUpperCase()} `,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().email).toBe(parent.user.email);

    const invitedUnconfirmed = await streamOf(job.id, parent.cookie);
    expect(invitedUnconfirmed).toMatchObject({ linkShared: true, canWatch: false, streamUrl: null });
    await confirmEmail(parent.user.id);

    const stranger = await registerUser(t.app, { ...ADULT, role: 'helper' });
    await confirmEmail(stranger.user.id);
    for (const [who, cookie, sees] of [
      ['owner', team.cookie, true],
      ['booked helper', helper.cookie, true],
      ['confirmed invitee', parent.cookie, true],
      ['stranger', stranger.cookie, false],
      ['signed out', undefined, false],
    ] as const) {
      const res = await call(t.app, 'GET', `/api/jobs/${job.id}`, cookie);
      expect(res.json().streamConsent.streamUrl, who).toBe(sees ? LINK : null);
      expect(res.body.includes('youtube.com/live/abc123'), who).toBe(sees);
    }
    // Another team's invitee sees nothing of this team's private streams.
    const otherTeam = await readyTeam(t.app);
    await call(t.app, 'POST', '/api/team-families', otherTeam.cookie, { email: stranger.user.email });
    expect((await streamOf(job.id, stranger.cookie)).streamUrl).toBeNull();
  });

  it('of a public stream is on the job page for anyone; none before consent', async () => {
    const team = await readyTeam(t.app);
    const helper = await helperAccount(t.app, ADULT);
    const job = await postJob(t.app, team.cookie, {
      jobType: 'streaming',
      streamConsent: { confirmed: true, audience: 'public' },
    });
    const application = await applyTo(t.app, helper.cookie, job.id);
    // Before applying and after, the helper sees the consent on the job page.
    expect(job.streamConsent?.audience).toBe('public');
    await call(t.app, 'PUT', `/api/applications/${application.id}/status`, team.cookie, {
      status: 'accepted',
    });
    await call(t.app, 'PUT', `/api/jobs/${job.id}/stream-link`, helper.cookie, { streamUrl: LINK });
    expect((await streamOf(job.id)).streamUrl).toBe(LINK);

    await t.database.db.delete(jobStreamConsents).where(eq(jobStreamConsents.jobId, job.id));
    const res = await call(t.app, 'PUT', `/api/jobs/${job.id}/stream-link`, helper.cookie, {
      streamUrl: LINK,
    });
    expect([res.statusCode, res.json().code]).toEqual([409, 'stream_consent_required']);
  });

  it('is never booked without consent (a job imported without it waits for the confirmation)', async () => {
    const team = await readyTeam(t.app);
    const helper = await helperAccount(t.app, ADULT);
    const job = await postJob(t.app, team.cookie, {
      jobType: 'streaming',
      streamConsent: { confirmed: true, audience: 'public' },
    });
    const application = await applyTo(t.app, helper.cookie, job.id);
    // As a bulk upload leaves it: no consent on record.
    await t.database.db.delete(jobStreamConsents).where(eq(jobStreamConsents.jobId, job.id));
    const accept = () =>
      call(t.app, 'PUT', `/api/applications/${application.id}/status`, team.cookie, { status: 'accepted' });
    const refused = await accept();
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'stream_consent_required']);
    const confirmed = await call(t.app, 'POST', `/api/jobs/${job.id}/stream-consent`, team.cookie, {
      confirmed: true,
      audience: 'families',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await accept()).statusCode).toBe(200);
  });
});

describe('the families list', () => {
  it('is the signed-in team’s own: add, list, refuse duplicates and bad emails, remove', async () => {
    const team = await readyTeam(t.app);
    const email = `grandma${Date.now()}@example.com`;
    expect((await call(t.app, 'POST', '/api/team-families', team.cookie, { email })).statusCode).toBe(201);
    const again = await call(t.app, 'POST', '/api/team-families', team.cookie, { email });
    expect([again.statusCode, again.json().code]).toEqual([409, 'family_invitee_exists']);
    const bad = await call(t.app, 'POST', '/api/team-families', team.cookie, { email: 'grandma@' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(STREAM_MESSAGES.familyEmail);
    const list = (await call(t.app, 'GET', '/api/team-families', team.cookie)).json();
    expect(list.map((f: { email: string }) => f.email)).toEqual([email]);

    const other = await readyTeam(t.app);
    expect((await call(t.app, 'GET', '/api/team-families', other.cookie)).json()).toEqual([]);
    const theirs = await call(t.app, 'DELETE', `/api/team-families/${list[0].id}`, other.cookie);
    expect(theirs.statusCode).toBe(404);
    const helper = await helperAccount(t.app, ADULT);
    expect((await call(t.app, 'GET', '/api/team-families', helper.cookie)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/team-families')).statusCode).toBe(401);

    expect((await call(t.app, 'DELETE', `/api/team-families/${list[0].id}`, team.cookie)).statusCode).toBe(
      200,
    );
    expect((await call(t.app, 'GET', '/api/team-families', team.cookie)).json()).toEqual([]);
  });
});
