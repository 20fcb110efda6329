import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClock } from 'pg-boss';
import { call, type TestApp } from '../../../test/test-app.js';
import {
  applyTo,
  dayFromToday,
  helperAccount,
  jobBody,
  postJob,
  readyTeam,
} from '../../../test/marketplace.js';
import { jobStartsAt } from '@sideline/shared';
import {
  assignedJob,
  createClockedApp,
  hours,
  mails,
  runSweep,
  shift,
} from '../../../test/kits/scheduled-test-kit.js';

let t: TestApp;
let clock: TestClock;
beforeAll(async () => {
  ({ t, clock } = await createClockedApp());
});
afterAll(() => t.close());

const tokenOf = (link: string | null) => new URL(link!).searchParams.get('token')!;

describe('game-day reminders', () => {
  it('reminds the helper 24 hours before, once; the one-tap link confirms and the job shows it', async () => {
    const { team, helper, job, startsAt } = await assignedJob(t);
    await clock.setTime(shift(startsAt, -hours(25)));
    await runSweep(t, 'game-reminders');
    expect(await mails(t, helper.user.email, 'game_reminder')).toHaveLength(0);

    await clock.setTime(shift(startsAt, -hours(24)));
    await runSweep(t, 'game-reminders');
    await runSweep(t, 'game-reminders');
    const [reminder, ...more] = await mails(t, helper.user.email, 'game_reminder');
    expect(more).toHaveLength(0);
    expect(reminder!.link).toMatch(/^http:\/\/sideline\.test\/reconfirm\?token=[A-Za-z0-9_-]+$/);
    expect(reminder!.textBody).toContain("I'll be there");

    const before = await call(t.app, 'GET', `/api/jobs/${job.id}/confirmation`, team.cookie);
    expect(before.json()).toEqual({ status: 'awaiting', confirmedAt: null });

    // No session: the token is the authority.
    const confirm = await call(t.app, 'POST', '/api/game-confirmations', undefined, {
      token: tokenOf(reminder!.link),
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().jobId).toBe(job.id);
    const after = await call(t.app, 'GET', `/api/jobs/${job.id}/confirmation`, helper.cookie);
    expect(after.json().status).toBe('confirmed');

    // Confirmed: the team hears nothing at the 12-hour mark.
    await clock.setTime(shift(startsAt, -hours(12)));
    await runSweep(t, 'game-reminders');
    expect(await mails(t, team.user.email, 'reconfirm_missing')).toHaveLength(0);
  });

  it('warns the team once when the helper has not reconfirmed 12 hours before', async () => {
    const { team, helper, startsAt } = await assignedJob(t, { jobDate: dayFromToday(6) });
    await clock.setTime(shift(startsAt, -hours(24)));
    await runSweep(t, 'game-reminders');
    expect(await mails(t, helper.user.email, 'game_reminder')).toHaveLength(1);

    await clock.setTime(shift(startsAt, -hours(12) - 60_000));
    await runSweep(t, 'game-reminders');
    expect(await mails(t, team.user.email, 'reconfirm_missing')).toHaveLength(0);

    await clock.setTime(shift(startsAt, -hours(12)));
    await runSweep(t, 'game-reminders');
    await runSweep(t, 'game-reminders');
    const warnings = await mails(t, team.user.email, 'reconfirm_missing');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.subject).toContain(helper.user.firstName);
    // The owner and the helper come from the sweep's one query: greeted, named, linked.
    expect(warnings[0]!.textBody).toContain(`Hi ${team.user.firstName},`);
    expect(warnings[0]!.textBody).toContain(
      `${helper.user.firstName} ${helper.user.lastName} has not yet confirmed`,
    );
    expect(warnings[0]!.link).toContain(`userId=${helper.user.id}&jobId=`);
  });

  it('sends nothing for a cancelled game, and a refused link changes nothing', async () => {
    const { team, helper, job, startsAt } = await assignedJob(t, { jobDate: dayFromToday(7) });
    await clock.setTime(shift(startsAt, -hours(24)));
    await runSweep(t, 'game-reminders');
    const [reminder] = await mails(t, helper.user.email, 'game_reminder');
    const cancel = await call(t.app, 'POST', `/api/jobs/${job.id}/cancel`, team.cookie, {
      reason: 'Rained out',
    });
    expect(cancel.statusCode).toBe(200);

    await clock.setTime(shift(startsAt, -hours(12)));
    await runSweep(t, 'game-reminders');
    expect(await mails(t, team.user.email, 'reconfirm_missing')).toHaveLength(0);
    const late = await call(t.app, 'POST', '/api/game-confirmations', undefined, {
      token: tokenOf(reminder!.link),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('reminder_outdated');
    const bogus = await call(t.app, 'POST', '/api/game-confirmations', undefined, {
      token: 'not-a-real-token',
    });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().code).toBe('invalid_token');
  });

  it('reminds at the new time when the game was moved', async () => {
    const team = await readyTeam(t.app);
    const helper = await helperAccount(t.app);
    const job = await postJob(t.app, team.cookie, { jobDate: dayFromToday(9) });
    const oldStart = jobStartsAt(job.jobDate, job.startTime, job.timeZone);
    const moved = await call(
      t.app,
      'PUT',
      `/api/jobs/${job.id}`,
      team.cookie,
      jobBody({ jobDate: dayFromToday(10), startTime: '15:00', endTime: '17:00' }),
    );
    expect(moved.statusCode).toBe(200);
    const application = await applyTo(t.app, helper.cookie, job.id);
    await call(t.app, 'PUT', `/api/applications/${application.id}/status`, team.cookie, {
      status: 'accepted',
    });
    const newStart = jobStartsAt(dayFromToday(10), '15:00', job.timeZone);

    await clock.setTime(shift(oldStart, -hours(24)));
    await runSweep(t, 'game-reminders');
    expect(await mails(t, helper.user.email, 'game_reminder')).toHaveLength(0);
    await clock.setTime(shift(newStart, -hours(24)));
    await runSweep(t, 'game-reminders');
    const [reminder] = await mails(t, helper.user.email, 'game_reminder');
    expect(reminder?.textBody).toContain('3:00');
  });

  it('sends no reminder to a helper who switched reminders off, and so no warning', async () => {
    const { team, helper, startsAt } = await assignedJob(t, { jobDate: dayFromToday(8) });
    await call(t.app, 'PUT', `/api/users/${helper.user.id}/notifications`, helper.cookie, {
      kind: 'reminders',
      channel: 'email',
      enabled: false,
    });
    await clock.setTime(shift(startsAt, -hours(24)));
    await runSweep(t, 'game-reminders');
    expect(await mails(t, helper.user.email, 'game_reminder')).toHaveLength(0);
    await clock.setTime(shift(startsAt, -hours(12)));
    await runSweep(t, 'game-reminders');
    expect(await mails(t, team.user.email, 'reconfirm_missing')).toHaveLength(0);
  });
});
