import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { GUARDIAN_CONSENT_WORDING, GUARDIAN_MESSAGES } from '@sideline/shared';
import { adminAuditLog, guardianships, users } from '../../db/schema/index.js';
import { call, registerUser, type TestApp } from '../../../test/test-app.js';
import {
  applyTo,
  dayFromToday,
  helperAccount,
  jobBody,
  postJob,
  readyTeam,
} from '../../../test/marketplace.js';
import {
  approvedTeen,
  bornYearsAgo,
  guardianSignsUp,
  lastMail,
  teenHelper,
} from '../../../test/kits/guardian-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  const { createTestApp } = await import('../../../test/test-app.js');
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

const audit = (teenId: number, action: string) =>
  t.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetId, teenId), eq(adminAuditLog.action, action)));

describe('sign-up by age (decision 23)', () => {
  const register = (body: object) => call(t.app, 'POST', '/api/auth/register', undefined, body);
  const helper = async (overrides: object) => {
    const { signupBody } = await import('../../../test/test-app.js');
    return signupBody({ role: 'helper', ...overrides });
  };

  it('refuses under 13, a teen without a guardian, a guardian who is the teen, and a teen team', async () => {
    const young = await register(await helper({ dateOfBirth: bornYearsAgo(12, 360) }));
    expect([young.statusCode, young.json().code, young.json().message]).toEqual([
      400,
      'under_minimum_age',
      GUARDIAN_MESSAGES.tooYoung,
    ]);
    const alone = await register(await helper({ dateOfBirth: bornYearsAgo(16) }));
    expect([alone.statusCode, alone.json().code]).toEqual([400, 'guardian_email_required']);
    const self = await helper({ dateOfBirth: bornYearsAgo(16) });
    const selfGuardian = await register({ ...self, guardianEmail: self.email.toUpperCase() });
    expect([selfGuardian.statusCode, selfGuardian.json().code, selfGuardian.json().message]).toEqual([
      400,
      'guardian_email_is_yours',
      GUARDIAN_MESSAGES.guardianEmailIsYours,
    ]);
    const { signupBody } = await import('../../../test/test-app.js');
    const teenTeam = await register(
      signupBody({ role: 'both', dateOfBirth: bornYearsAgo(16), guardianEmail: 'mom@example.com' }),
    );
    expect([teenTeam.statusCode, teenTeam.json().code]).toEqual([400, 'team_must_be_adult']);
  });

  it('lets a 13-year-old sign up on their birthday, and an adult needs nobody', async () => {
    const thirteen = await registerUser(t.app, {
      role: 'helper',
      dateOfBirth: bornYearsAgo(13),
      guardianEmail: 'guardian13@example.com',
    });
    expect(thirteen.user.guardianConsent).toBe('pending');
    expect(thirteen.user.guardianEmail).toBe('guardian13@example.com');
    const adult = await registerUser(t.app, { role: 'helper', dateOfBirth: bornYearsAgo(18) });
    expect(adult.user.guardianConsent).toBe('not_needed');
  });
});

describe('before consent', () => {
  it('lets the teen browse and fill in the profile, but not apply or message', async () => {
    const teen = await teenHelper(t);
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie);

    const profile = (
      await call(t.app, 'GET', `/api/helper-profiles/user/${teen.user.id}`, teen.cookie)
    ).json();
    const edit = await call(t.app, 'PUT', `/api/helper-profiles/${profile.id}`, teen.cookie, {
      email: teen.user.email,
      bio: 'I keep the book for my brother’s team.',
      hourlyRateMin: 25,
      hourlyRateMax: 30,
      isScorekeeper: true,
      isScoreboard: false,
      isStreaming: false,
      hasEquipment: false,
      availability: 'Weekends',
    });
    expect(edit.statusCode).toBe(200);
    // Not "guardian approved" while the approval is pending.
    expect(edit.json().underEighteen).toBe(false);
    expect((await call(t.app, 'GET', `/api/jobs/${job.id}`, teen.cookie)).statusCode).toBe(200);

    const apply = await call(t.app, 'POST', '/api/applications', teen.cookie, { jobId: job.id });
    expect([apply.statusCode, apply.json().code]).toEqual([403, 'guardian_consent_required']);
    const message = await call(t.app, 'POST', '/api/messages', teen.cookie, {
      recipientId: team.user.id,
      content: 'Hi!',
    });
    expect([message.statusCode, message.json().code]).toEqual([403, 'guardian_consent_required']);
    const toTeen = await call(t.app, 'POST', '/api/messages', team.cookie, {
      recipientId: teen.user.id,
      content: 'Want a job?',
    });
    expect([toTeen.statusCode, toTeen.json().message]).toEqual([403, GUARDIAN_MESSAGES.teenConsentRequired]);
  });

  it('keeps payouts for the guardian', async () => {
    const teen = await teenHelper(t);
    const venmo = await call(t.app, 'PUT', `/api/users/${teen.user.id}/payment`, teen.cookie, {
      venmoUsername: '@teen-pay',
    });
    expect([venmo.statusCode, venmo.json().code]).toEqual([403, 'guardian_is_payee']);
  });
});

describe('the consent link', () => {
  it('shows whose account it is, and refuses bad tokens', async () => {
    const teen = await teenHelper(t);
    const preview = await call(t.app, 'POST', '/api/guardian-consent/preview', undefined, {
      token: teen.token,
    });
    expect(preview.json()).toEqual({
      teenFirstName: teen.user.firstName,
      teenLastName: teen.user.lastName,
      guardianEmail: teen.guardianEmail,
      status: 'pending',
      wording: GUARDIAN_CONSENT_WORDING,
    });
    const bad = await call(t.app, 'POST', '/api/guardian-consent/preview', undefined, { token: 'nope' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'invalid_token']);
    const empty = await call(t.app, 'POST', '/api/guardian-consent/preview', undefined, { token: '' });
    expect(empty.statusCode).toBe(400);
  });

  it('makes a confirmed guardian account, records the consent, and is single-use', async () => {
    const teen = await teenHelper(t);
    const guardian = await guardianSignsUp(t, teen.token);
    expect(guardian.user).toMatchObject({
      role: 'guardian',
      email: teen.guardianEmail,
      emailConfirmed: true,
    });

    const [row] = await t.database.db
      .select()
      .from(guardianships)
      .where(eq(guardianships.teenId, teen.user.id));
    expect(row).toMatchObject({
      status: 'given',
      guardianId: guardian.user.id,
      consentWording: GUARDIAN_CONSENT_WORDING,
    });
    expect(row!.consentedAt).toBeInstanceOf(Date);
    expect(await audit(teen.user.id, 'guardian.consent')).toHaveLength(1);
    expect((await call(t.app, 'GET', '/api/auth/user', teen.cookie)).json().guardianConsent).toBe('given');
    expect(await lastMail(t, teen.user.email, 'guardian_consent_given')).toBeDefined();

    const again = await call(t.app, 'POST', '/api/guardian-consent', guardian.cookie, { token: teen.token });
    expect([again.statusCode, again.json().code]).toEqual([409, 'consent_link_used']);
    const signupAgain = await call(t.app, 'POST', '/api/guardian-consent/signup', undefined, {
      token: teen.token,
      firstName: 'Eve',
      lastName: 'Other',
      username: 'eve-other-1',
      password: 'correct-horse-42',
      zipCode: '33602',
      dateOfBirth: '1980-01-01',
    });
    expect([signupAgain.statusCode, signupAgain.json().code]).toEqual([409, 'consent_link_used']);
  });

  it('refuses an expired link', async () => {
    const teen = await teenHelper(t);
    await t.database.db
      .update(guardianships)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(guardianships.teenId, teen.user.id));
    const coach = await readyTeam(t.app);
    const res = await call(t.app, 'POST', '/api/guardian-consent', coach.cookie, { token: teen.token });
    expect([res.statusCode, res.json().code]).toEqual([400, 'invalid_token']);
  });
});

describe('an approved teen', () => {
  it('applies, shows as under 18 to the team, and is never booked for a late game', async () => {
    const { teen } = await approvedTeen(t);
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie);
    await applyTo(t.app, teen.cookie, job.id);
    const detail = (await call(t.app, 'GET', `/api/jobs/${job.id}`, team.cookie)).json();
    expect(detail.applications[0].helper.underEighteen).toBe(true);
    expect(JSON.stringify(detail)).not.toContain('dateOfBirth');
    const profile = (
      await call(t.app, 'GET', `/api/helper-profiles/user/${teen.user.id}`, team.cookie)
    ).json();
    expect(profile.underEighteen).toBe(true);

    const late = await postJob(t.app, team.cookie, { startTime: '19:00', endTime: '21:30' });
    const refused = await call(t.app, 'POST', '/api/applications', teen.cookie, { jobId: late.id });
    expect([refused.statusCode, refused.json().code, refused.json().message]).toEqual([
      409,
      'minor_late_game',
      'Helpers under 18 cannot be booked for games ending after 9:00 PM.',
    ]);
    // Applied to an earlier time, then the team moves the game late: the booking is refused.
    const moved = await postJob(t.app, team.cookie, { startTime: '18:00', endTime: '20:00' });
    const application = await applyTo(t.app, teen.cookie, moved.id);
    const edit = await call(
      t.app,
      'PUT',
      `/api/jobs/${moved.id}`,
      team.cookie,
      jobBody({ jobDate: moved.jobDate, startTime: '18:00', endTime: '22:00' }),
    );
    expect(edit.statusCode).toBe(200);
    const accept = await call(t.app, 'PUT', `/api/applications/${application.id}/status`, team.cookie, {
      status: 'accepted',
    });
    expect([accept.statusCode, accept.json().code]).toEqual([409, 'minor_late_game']);
    const adult = await helperAccount(t.app);
    await applyTo(t.app, adult.cookie, late.id);
  });

  it('copies the guardian on every message, and the thread says so to both sides', async () => {
    const { teen, guardian } = await approvedTeen(t);
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie);
    await applyTo(t.app, teen.cookie, job.id);
    const sent = await call(t.app, 'POST', '/api/messages', team.cookie, {
      recipientId: teen.user.id,
      jobId: job.id,
      content: 'Can you bring the iPad?',
    });
    expect(sent.statusCode).toBe(201);
    const reply = await call(t.app, 'POST', '/api/messages', teen.cookie, {
      recipientId: team.user.id,
      jobId: job.id,
      content: 'Yes!',
    });
    expect(reply.statusCode).toBe(201);
    await t.app.mailer.flush();
    const copy = await lastMail(t, guardian.user.email, 'guardian_copy');
    expect(copy?.textBody).toContain('"Yes!"');

    const notice = `Pat Parent, ${teen.user.firstName}'s parent or guardian, is copied on this conversation.`;
    const forTeam = await call(t.app, 'GET', `/api/messages/participants/${teen.user.id}`, team.cookie);
    const forTeen = await call(t.app, 'GET', `/api/messages/participants/${team.user.id}`, teen.cookie);
    expect([forTeam.json().guardianNotice, forTeen.json().guardianNotice]).toEqual([notice, notice]);

    const view = (await call(t.app, 'GET', '/api/guardian/teens', guardian.cookie)).json();
    expect(view).toHaveLength(1);
    expect(view[0].applications[0]).toMatchObject({ jobId: job.id, status: 'pending' });
    expect(view[0].conversations[0]).toMatchObject({ otherUserId: team.user.id, lastMessage: 'Yes!' });
    const thread = await call(
      t.app,
      'GET',
      `/api/guardian/teens/${teen.user.id}/thread?with=${team.user.id}`,
      guardian.cookie,
    );
    expect(thread.json().map((m: { content: string }) => m.content)).toEqual([
      'Can you bring the iPad?',
      'Yes!',
    ]);
    const snoop = await call(
      t.app,
      'GET',
      `/api/guardian/teens/${teen.user.id}/thread?with=${team.user.id}`,
      team.cookie,
    );
    expect([snoop.statusCode, snoop.json().code]).toEqual([403, 'not_guardian']);
    expect((await call(t.app, 'GET', '/api/guardian/teens', team.cookie)).json()).toEqual([]);
  });

  it('is paused, resumed and closed by the guardian alone, each in the audit log', async () => {
    const { teen, guardian } = await approvedTeen(t);
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie);
    const act = (action: string, cookie = guardian.cookie) =>
      call(t.app, 'POST', `/api/guardian/teens/${teen.user.id}/${action}`, cookie);

    expect((await act('pause', team.cookie)).statusCode).toBe(403);
    expect((await act('explode')).statusCode).toBe(400);
    expect((await act('pause')).statusCode).toBe(200);
    expect((await act('pause')).statusCode).toBe(409);
    const paused = await call(t.app, 'POST', '/api/applications', teen.cookie, { jobId: job.id });
    expect([paused.statusCode, paused.json().code]).toEqual([403, 'guardian_paused']);
    expect((await act('resume')).statusCode).toBe(200);
    await applyTo(t.app, teen.cookie, job.id);
    expect((await act('close')).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/user', teen.cookie)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, teen.user.id));
    expect(row!.suspendedAt).not.toBeNull();
    for (const action of ['guardian.pause', 'guardian.resume', 'guardian.close'])
      expect(await audit(teen.user.id, action)).toHaveLength(1);
  });

  it('has the guardian as payee: the team sees where to pay the guardian', async () => {
    const { teen, guardian } = await approvedTeen(t);
    await call(t.app, 'PUT', `/api/users/${guardian.user.id}/payment`, guardian.cookie, {
      venmoUsername: '@pat-parent',
      preferredPaymentMethod: 'venmo',
    });
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie, { jobDate: dayFromToday(0) });
    const application = await applyTo(t.app, teen.cookie, job.id);
    await call(t.app, 'PUT', `/api/applications/${application.id}/status`, team.cookie, {
      status: 'accepted',
    });
    expect((await call(t.app, 'POST', `/api/jobs/${job.id}/complete`, team.cookie)).statusCode).toBe(200);
    const detail = (await call(t.app, 'GET', `/api/jobs/${job.id}`, team.cookie)).json();
    expect(detail.paymentInstructions).toMatchObject({
      venmoUsername: '@pat-parent',
      helperName: `${teen.user.firstName} ${teen.user.lastName} (paid to Pat Parent, their parent or guardian)`,
    });
  });
});

describe('turning 18', () => {
  it('makes the account a normal one on the birthday, and tells the guardian', async () => {
    const { runSweep } = await import('../../../test/kits/scheduled-test-kit.js');
    const { teen, guardian } = await approvedTeen(t);
    const { teen: younger } = await approvedTeen(t);
    await t.database.db
      .update(users)
      .set({ dateOfBirth: bornYearsAgo(18) })
      .where(eq(users.id, teen.user.id));
    await t.database.db
      .update(users)
      .set({ dateOfBirth: bornYearsAgo(18, -1) })
      .where(eq(users.id, younger.user.id));
    await runSweep(t, 'guardian-birthdays');
    expect((await call(t.app, 'GET', '/api/auth/user', teen.cookie)).json().guardianConsent).toBe(
      'not_needed',
    );
    expect((await call(t.app, 'GET', '/api/auth/user', younger.cookie)).json().guardianConsent).toBe('given');
    const [row] = await t.database.db
      .select()
      .from(guardianships)
      .where(eq(guardianships.teenId, teen.user.id));
    expect(row).toMatchObject({ status: 'ended', endedReason: 'adult' });
    expect(await lastMail(t, guardian.user.email, 'guardian_ended')).toBeDefined();
    // Their own payout settings now, and the guardian's view no longer lists them.
    const venmo = await call(t.app, 'PUT', `/api/users/${teen.user.id}/payment`, teen.cookie, {
      venmoUsername: '@now-adult',
    });
    expect(venmo.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/guardian/teens', guardian.cookie)).json()).toEqual([]);
  });
});

describe('admin', () => {
  it('finds minors and guardians', async () => {
    const { teen, guardian } = await approvedTeen(t);
    const { accountWithRole } = await import('../../../test/kits/admin-test-kit.js');
    const admin = await accountWithRole(t.app, t.database, 'admin');
    const minors = (await call(t.app, 'GET', '/api/admin/users?q=minor&limit=100', admin.cookie)).json();
    expect(minors.map((u: { id: number }) => u.id)).toContain(teen.user.id);
    expect(minors.every((u: { underEighteen: boolean }) => u.underEighteen)).toBe(true);
    const guardians = (
      await call(t.app, 'GET', '/api/admin/users?q=guardian&limit=100', admin.cookie)
    ).json();
    expect(guardians.map((u: { id: number }) => u.id)).toContain(guardian.user.id);
  });
});
