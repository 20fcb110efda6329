import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationSchema, JobDetailSchema, SafeSportSchema } from '@sideline/shared';
import { call, type TestApp } from '../../../test/test-app.js';
import { applyTo, helperAccount, jobBody, readyTeam } from '../../../test/marketplace.js';
import { accountWithRole } from '../../../test/kits/admin-test-kit.js';
import { eq } from 'drizzle-orm';
import { helperProfiles, jobs } from '../../db/schema/index.js';
import { approvedTeen, guardianSignsUp, teenHelper } from '../../../test/kits/guardian-test-kit.js';
import { image, multipart } from '../../../test/kits/upload-test-kit.js';
import { createSafetyApp, runCheck } from '../../../test/kits/safety-test-kit.js';
import { mails, runSweep } from '../../../test/kits/scheduled-test-kit.js';

/**
 * Jobs that require a clear background check or SafeSport training (decision 0050): the job's
 * `requirements`, the team's defaults, refusals at apply and at accept, teens, certificates, and
 * Find Talent's filter.
 */
let t: TestApp;
let fake: Awaited<ReturnType<typeof createSafetyApp>>['fake'];
let clock: Awaited<ReturnType<typeof createSafetyApp>>['clock'];
let admin: Awaited<ReturnType<typeof accountWithRole>>;

beforeAll(async () => {
  ({ t, fake, clock } = await createSafetyApp());
  admin = await accountWithRole(t.app, t.database, 'admin');
});
afterAll(() => t.close());

const post = async (cookie: string, requirements?: { backgroundCheck: boolean; safeSport: boolean }) => {
  const res = await call(t.app, 'POST', '/api/jobs', cookie, jobBody(requirements ? { requirements } : {}));
  expect(res.statusCode, res.body).toBe(201);
  return JobDetailSchema.parse(res.json());
};
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function uploadCertificate(
  cookie: string,
  data: Buffer,
  completedOn = daysAgo(10),
  filename = 'cert.png',
) {
  const body = multipart([
    { name: 'completedOn', data: completedOn },
    { name: 'file', filename, contentType: 'application/octet-stream', data },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/users/me/safesport',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}
const png = () => image(400, 300).png().toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function verifiedTraining(cookie: string, userId: number) {
  const up = await uploadCertificate(cookie, await png());
  expect(up.statusCode, up.body).toBe(201);
  const queue = (await call(t.app, 'GET', '/api/admin/safety', admin.cookie)).json();
  const certificate = queue.certificates.find((c: { userId: number }) => c.userId === userId);
  const res = await call(t.app, 'POST', `/api/admin/safesport/${certificate.id}/verify`, admin.cookie, {
    decision: 'verified',
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('a job that requires a clear background check', () => {
  it('carries its requirements and refuses an application until the check is clear', async () => {
    const team = await readyTeam(t.app);
    const job = await post(team.cookie, { backgroundCheck: true, safeSport: false });
    expect(job.requirements).toEqual({ backgroundCheck: true, safeSport: false });
    const seen = await call(t.app, 'GET', `/api/jobs/${job.id}`);
    expect(seen.json().requirements).toEqual({ backgroundCheck: true, safeSport: false });

    const helper = await helperAccount(t.app);
    const refused = await call(t.app, 'POST', '/api/applications', helper.cookie, { jobId: job.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('background_check_required');
    expect(refused.json().message).toContain('Safety passport');

    await runCheck(t, fake, helper.cookie, 'clear');
    const application = await applyTo(t.app, helper.cookie, job.id);
    const list = await call(t.app, 'GET', `/api/applications/team/${team.teamId}`, team.cookie);
    const mine = list.json().find((a: { id: number }) => a.id === application.id);
    expect(ApplicationSchema.parse(mine).helper.passport?.backgroundCheckClearUntil).not.toBeNull();
    const accepted = await call(t.app, 'PUT', `/api/applications/${application.id}/status`, team.cookie, {
      status: 'accepted',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('refuses the booking when the check lapsed after the application', async () => {
    const team = await readyTeam(t.app);
    const helper = await helperAccount(t.app);
    const { check } = await runCheck(t, fake, helper.cookie, 'clear');
    await clock.setTime(new Date(new Date(check.expiresAt!).getTime() - 60_000));
    const job = await post(team.cookie, { backgroundCheck: true, safeSport: false });
    const application = await applyTo(t.app, helper.cookie, job.id);
    await clock.setTime(new Date(new Date(check.expiresAt!).getTime() + 60_000));
    const res = await call(t.app, 'PUT', `/api/applications/${application.id}/status`, team.cookie, {
      status: 'accepted',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('background_check_required');
    expect(res.json().message).toContain(helper.user.firstName);
    await clock.setTime(new Date());
  });

  it("takes the team's defaults when a job is posted without requirements", async () => {
    const team = await readyTeam(t.app);
    expect((await post(team.cookie)).requirements).toEqual({ backgroundCheck: false, safeSport: false });
    const saved = await call(t.app, 'PUT', '/api/users/me/safety-defaults', team.cookie, {
      backgroundCheck: true,
      safeSport: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(t.app, 'GET', '/api/users/me/safety-defaults', team.cookie)).json()).toEqual({
      backgroundCheck: true,
      safeSport: true,
    });
    expect((await post(team.cookie)).requirements).toEqual({ backgroundCheck: true, safeSport: true });
    // The form's own choice wins over the defaults.
    expect((await post(team.cookie, { backgroundCheck: false, safeSport: false })).requirements).toEqual({
      backgroundCheck: false,
      safeSport: false,
    });
    const helper = await helperAccount(t.app);
    const forbidden = await call(t.app, 'PUT', '/api/users/me/safety-defaults', helper.cookie, {
      backgroundCheck: true,
      safeSport: true,
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('SafeSport training', () => {
  it('is required once verified by staff; the certificate is a PDF or an image', async () => {
    const team = await readyTeam(t.app);
    const job = await post(team.cookie, { backgroundCheck: false, safeSport: true });
    const helper = await helperAccount(t.app);
    const refused = await call(t.app, 'POST', '/api/applications', helper.cookie, { jobId: job.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('safesport_training_required');

    const future = await uploadCertificate(helper.cookie, await png(), '2999-01-01');
    expect(future.statusCode).toBe(400);
    const lapsed = await uploadCertificate(helper.cookie, await png(), daysAgo(400));
    expect(lapsed.statusCode).toBe(400);
    const script = Buffer.from(
      '%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n',
    );
    const active = await uploadCertificate(helper.cookie, script, daysAgo(3), 'cert.pdf');
    expect(active.statusCode).toBe(400);
    expect(active.json().code).toBe('invalid_file_type');
    const html = await uploadCertificate(
      helper.cookie,
      Buffer.from('<html><script>alert(1)</script></html>'),
    );
    expect(html.json().code).toBe('invalid_file_type');

    const pdf = await uploadCertificate(helper.cookie, PDF, daysAgo(3), 'cert.pdf');
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(SafeSportSchema.parse(pdf.json())).toMatchObject({ status: 'pending', completedOn: daysAgo(3) });
    const queue = (await call(t.app, 'GET', '/api/admin/safety', admin.cookie)).json();
    const certificate = queue.certificates.find((c: { userId: number }) => c.userId === helper.user.id);
    expect(certificate.fileType).toBe('pdf');
    const file = await call(t.app, 'GET', `/api/admin/safesport/${certificate.id}/file`, admin.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(
      (await call(t.app, 'GET', `/api/admin/safesport/${certificate.id}/file`, helper.cookie)).statusCode,
    ).toBe(403);
    await call(t.app, 'POST', `/api/admin/safesport/${certificate.id}/verify`, admin.cookie, {
      decision: 'verified',
    });
    const again = await call(t.app, 'POST', `/api/admin/safesport/${certificate.id}/verify`, admin.cookie, {
      decision: 'rejected',
    });
    expect(again.statusCode).toBe(409);
    const mine = SafeSportSchema.parse(
      (await call(t.app, 'GET', '/api/users/me/safesport', helper.cookie)).json(),
    );
    expect(mine.status).toBe('verified');
    await applyTo(t.app, helper.cookie, job.id);
    expect(today() < mine.expiresOn!).toBe(true);
  });

  it('binds teens too, who are exempt from the background check; their guardian sees both', async () => {
    const team = await readyTeam(t.app);
    const job = await post(team.cookie, { backgroundCheck: true, safeSport: true });
    const { teen, guardian } = await approvedTeen(t);
    const refused = await call(t.app, 'POST', '/api/applications', teen.cookie, { jobId: job.id });
    expect(refused.json().code).toBe('safesport_training_required');
    await verifiedTraining(teen.cookie, teen.user.id);
    await applyTo(t.app, teen.cookie, job.id);
    const seen = await call(t.app, 'GET', `/api/guardian/teens/${teen.user.id}/safety`, guardian.cookie);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({
      backgroundCheck: { exempt: true },
      safeSport: { status: 'verified' },
    });
    const stranger = await call(t.app, 'GET', `/api/guardian/teens/${teen.user.id}/safety`, team.cookie);
    expect(stranger.statusCode).toBe(403);
  });
});

describe('re-staffing', () => {
  it('offers in one tap only a standby applicant who meets the job requirements', async () => {
    const team = await readyTeam(t.app);
    const job = await post(team.cookie);
    const [booked, untrained] = [await helperAccount(t.app), await helperAccount(t.app)];
    const mine = await applyTo(t.app, booked.cookie, job.id);
    await applyTo(t.app, untrained.cookie, job.id);
    const accepted = await call(t.app, 'PUT', `/api/applications/${mine.id}/status`, team.cookie, {
      status: 'accepted',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // The requirement came after the applications (an edit): the standby applicant no longer meets it.
    await t.database.db.update(jobs).set({ requiresSafeSport: true }).where(eq(jobs.id, job.id));
    const left = await call(t.app, 'POST', `/api/jobs/${job.id}/booking/withdraw`, booked.cookie);
    expect(left.statusCode, left.body).toBe(200);
    const suggestion = await call(t.app, 'GET', `/api/jobs/${job.id}/restaff`, team.cookie);
    expect(suggestion.json()).toEqual({ next: null });
  });
});

describe('the public passport', () => {
  it("shows a teen exempt only once their guardian has approved: a waiting account's age stays private", async () => {
    const waiting = await teenHelper(t);
    const [profile] = await t.database.db
      .select({ id: helperProfiles.id })
      .from(helperProfiles)
      .where(eq(helperProfiles.userId, waiting.user.id));
    const passport = async () => (await call(t.app, 'GET', `/api/passports/${profile!.id}`)).json();
    expect(await passport()).toMatchObject({ backgroundCheckExempt: false });
    await guardianSignsUp(t, waiting.token);
    expect(await passport()).toMatchObject({ backgroundCheckExempt: true });
  });
});

describe('SafeSport mail', () => {
  it('tells the helper of the decision and reminds once, 30 days before the training lapses', async () => {
    const helper = await helperAccount(t.app);
    await verifiedTraining(helper.cookie, helper.user.id);
    await t.app.mailer.flush();
    expect(await mails(t, helper.user.email, 'safesport_verified')).toHaveLength(1);
    const { expiresOn } = SafeSportSchema.parse(
      (await call(t.app, 'GET', '/api/users/me/safesport', helper.cookie)).json(),
    );
    const lapse = new Date(`${expiresOn}T00:00:00Z`).getTime();
    await clock.setTime(new Date(lapse - 31 * 86_400_000));
    await runSweep(t, 'safety-reminders');
    await clock.setTime(new Date(lapse - 29 * 86_400_000));
    await runSweep(t, 'safety-reminders');
    await runSweep(t, 'safety-reminders');
    await t.app.mailer.flush();
    expect(await mails(t, helper.user.email, 'safesport_reminder')).toHaveLength(1);
    await clock.setTime(new Date());
  });
});

describe("Find Talent's filter", () => {
  it('lists only helpers whose passport shows what was asked', async () => {
    const cleared = await helperAccount(t.app);
    await runCheck(t, fake, cleared.cookie, 'clear');
    const unchecked = await helperAccount(t.app);
    const ids = async (passport: string) => {
      const res = await call(t.app, 'GET', `/api/helper-profiles?passport=${passport}&limit=100`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      return (body.helpers ?? body).map((h: { id: number }) => h.id);
    };
    const checked = await ids('background_check');
    expect(checked).toContain(cleared.helperId);
    expect(checked).not.toContain(unchecked.helperId);
    expect(await ids('safesport')).not.toContain(cleared.helperId);
    expect((await call(t.app, 'GET', '/api/helper-profiles?passport=nonsense')).statusCode).toBe(400);
  });
});
