import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { jobAlertMatches, outbox } from '../../db/schema/index.js';
import { call, type TestApp } from '../../../test/test-app.js';
import { applyTo, dayFromToday, helperAccount, postJob, readyTeam } from '../../../test/marketplace.js';
import { createClockedApp } from '../../../test/kits/scheduled-test-kit.js';
import { alertBody, JOB_ALERTS_URL } from '../../../test/kits/job-alerts-test-kit.js';
import { JOB_ALERT_MATCH_QUEUE } from '../job-alerts/job-alert-matching.js';

/** Job alerts and re-staffing respect availability (issue 55): the SQL twin of the shared rule. */
let t: TestApp;
let team: Awaited<ReturnType<typeof readyTeam>>;
beforeAll(async () => {
  ({ t } = await createClockedApp());
  team = await readyTeam(t.app);
});
afterAll(() => t.close());

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
async function alertingHelper(availability: object | null) {
  const helper = await helperAccount(t.app);
  expect((await call(t.app, 'PUT', JOB_ALERTS_URL, helper.cookie, alertBody())).statusCode).toBe(200);
  if (availability) {
    const res = await call(t.app, 'PUT', '/api/users/me/availability', helper.cookie, {
      timeZone: 'America/New_York',
      weekly: [],
      blackouts: [],
      maxGamesPerDay: null,
      ...availability,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return helper;
}
const matched = async (userId: number, jobId: number) =>
  (
    await t.database.db
      .select()
      .from(jobAlertMatches)
      .where(and(eq(jobAlertMatches.userId, userId), eq(jobAlertMatches.jobId, jobId)))
  ).length === 1;

describe('job alerts skip games a helper cannot work', () => {
  it('by weekly hours in the helper zone, blackouts, calendar busy times and the per-day limit', async () => {
    const date = dayFromToday(12);
    const day = weekday(date);
    const anyTime = await alertingHelper(null);
    const saturdayish = await alertingHelper({ weekly: [{ day, from: '08:00', to: '12:00' }] });
    // 18:00 Tampa is 15:00 in Los Angeles: inside 14:00-16:00 there, so the evening game fits only there.
    const west = await alertingHelper({
      timeZone: 'America/Los_Angeles',
      weekly: [{ day, from: '14:00', to: '20:00' }],
    });
    const away = await alertingHelper({ blackouts: [{ from: date, to: date, note: 'Away' }] });
    const busy = await alertingHelper(null);
    const content = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VEVENT\r\nUID:x@t\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;TZID=America/New_York:${date.replaceAll('-', '')}T091500\r\nDTEND;TZID=America/New_York:${date.replaceAll('-', '')}T100000\r\nSUMMARY:Class\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
    const up = await call(t.app, 'POST', '/api/users/me/availability/calendar-file', busy.cookie, {
      fileName: 'c.ics',
      content,
    });
    expect(up.statusCode, up.body).toBe(200);
    const full = await alertingHelper({ maxGamesPerDay: 1 });
    const booked = await postJob(t.app, team.cookie, { jobDate: date, startTime: '13:00', endTime: '14:00' });
    await t.app.queue.drain([JOB_ALERT_MATCH_QUEUE]);
    const mine = await applyTo(t.app, full.cookie, booked.id);
    expect(
      (await call(t.app, 'PUT', `/api/applications/${mine.id}/status`, team.cookie, { status: 'accepted' }))
        .statusCode,
    ).toBe(200);

    const morning = await postJob(t.app, team.cookie, {
      jobDate: date,
      startTime: '09:00',
      endTime: '11:00',
    });
    const evening = await postJob(t.app, team.cookie, {
      jobDate: date,
      startTime: '18:00',
      endTime: '20:00',
    });
    await t.app.queue.drain([JOB_ALERT_MATCH_QUEUE]);
    const result = async (h: { user: { id: number } }) => [
      await matched(h.user.id, morning.id),
      await matched(h.user.id, evening.id),
    ];
    expect(await result(anyTime)).toEqual([true, true]);
    expect(await result(saturdayish)).toEqual([true, false]);
    expect(await result(west)).toEqual([false, true]);
    expect(await result(away)).toEqual([false, false]);
    expect(await result(busy)).toEqual([false, true]);
    expect(await result(full)).toEqual([false, false]);
  });
});

describe('one-tap re-staffing', () => {
  it('offers the team the next best available applicant when the booked helper withdraws', async () => {
    const date = dayFromToday(14);
    const job = await postJob(t.app, team.cookie, { jobDate: date, startTime: '10:00', endTime: '12:00' });
    const first = await helperAccount(t.app, { firstName: 'Fran' });
    const blocked = await alertingHelper({ blackouts: [{ from: date, to: date }] });
    const next = await helperAccount(t.app, { firstName: 'Nina', lastName: 'Next' });
    const a = await applyTo(t.app, first.cookie, job.id);
    await applyTo(t.app, blocked.cookie, job.id);
    const n = await applyTo(t.app, next.cookie, job.id);
    expect(
      (await call(t.app, 'PUT', `/api/applications/${a.id}/status`, team.cookie, { status: 'accepted' }))
        .statusCode,
    ).toBe(200);
    // Booked: nothing to re-staff yet.
    expect((await call(t.app, 'GET', `/api/jobs/${job.id}/restaff`, team.cookie)).json()).toEqual({
      next: null,
    });

    const out = await call(t.app, 'POST', `/api/jobs/${job.id}/booking/withdraw`, first.cookie);
    expect(out.statusCode, out.body).toBe(200);
    const suggestion = await call(t.app, 'GET', `/api/jobs/${job.id}/restaff`, team.cookie);
    expect(suggestion.json().next).toMatchObject({ applicationId: n.id, name: 'Nina Next' });
    // Only the job's team may ask.
    expect((await call(t.app, 'GET', `/api/jobs/${job.id}/restaff`, next.cookie)).statusCode).toBe(403);

    await t.app.mailer.flush();
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toEmail, team.user.email), eq(outbox.kind, 'booking_withdrawn')));
    expect(mail!.textBody).toContain('Book Nina Next');
    expect(mail!.textBody).toContain(`/jobs/${job.id}?book=${n.id}`);

    // The one tap: the existing accept books Nina.
    const book = await call(t.app, 'PUT', `/api/applications/${n.id}/status`, team.cookie, {
      status: 'accepted',
    });
    expect(book.statusCode, book.body).toBe(200);
    expect((await call(t.app, 'GET', `/api/jobs/${job.id}/restaff`, team.cookie)).json()).toEqual({
      next: null,
    });
  });
});
