import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarTokenResponseSchema } from '@sideline/shared';
import { applyTo, helperAccount, postJob, readyTeam } from '../../../test/marketplace.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { accountWithRole } from '../../../test/kits/admin-test-kit.js';
import { parseCalendar } from '../../../test/kits/calendar-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

const feedPath = (feedUrl: string) => new URL(feedUrl).pathname;

async function newFeed(cookie: string) {
  const res = await call(t.app, 'POST', '/api/users/me/calendar-token', cookie, {});
  expect(res.statusCode).toBe(201);
  return CalendarTokenResponseSchema.parse(res.json());
}

/** A team with games in Tampa (Eastern) and Pensacola (Central), one booked, one cancelled. */
async function schedule() {
  const team = await readyTeam(t.app);
  const helper = await helperAccount(t.app);
  // Summer in Tampa: 09:00 EDT is 13:00 UTC.
  const tampa = await postJob(t.app, team.cookie, {
    jobDate: '2027-07-15',
    startTime: '09:00',
    endTime: '11:30',
  });
  // Winter in Pensacola (Central time): 18:00 CST is 00:00 UTC the next day.
  const pensacola = await postJob(t.app, team.cookie, {
    title: 'Scoreboard for the Pensacola showcase',
    jobType: 'scoreboard',
    jobDate: '2027-01-15',
    startTime: '18:00',
    endTime: '20:00',
    location: 'Ashton Brosnaham Park, Pensacola, FL',
    zipCode: '32501',
  });
  const cancelled = await postJob(t.app, team.cookie, { title: 'Called off', jobDate: '2027-07-16' });
  expect((await call(t.app, 'POST', `/api/jobs/${cancelled.id}/cancel`, team.cookie, {})).statusCode).toBe(
    200,
  );

  const application = await applyTo(t.app, helper.cookie, tampa.id);
  const accept = await call(t.app, 'PUT', `/api/applications/${application.id}/status`, team.cookie, {
    status: 'accepted',
  });
  expect(accept.statusCode).toBe(200);
  // Someone else's game the helper only applied to: not theirs.
  const other = await readyTeam(t.app);
  const pending = await postJob(t.app, other.cookie, { title: 'Pending only', jobDate: '2027-07-20' });
  await applyTo(t.app, helper.cookie, pending.id);
  return { team, helper, other, tampa, pensacola, cancelled, pending };
}

describe('calendar feed', () => {
  it('holds exactly the team\u2019s posted games and the helper\u2019s booked games, at the venue\u2019s times', async () => {
    const s = await schedule();

    const teamFeed = await newFeed(s.team.cookie);
    expect(teamFeed.feedUrl).toMatch(/^http:\/\/sideline\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const res = await t.app.inject({ method: 'GET', url: feedPath(teamFeed.feedUrl) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const team = parseCalendar(res.body);
    expect(team.name).toBe('Sideline games');
    expect(team.events.map((e) => e.summary)).toEqual([s.pensacola.title, s.tampa.title]);
    const [pensacola, tampa] = team.events;
    expect(tampa).toMatchObject({
      uid: `sideline-job-${s.tampa.id}@sideline.test`,
      start: '2027-07-15T13:00:00.000Z',
      end: '2027-07-15T15:30:00.000Z',
      status: 'CONFIRMED',
      utc: true,
    });
    expect(pensacola).toMatchObject({
      start: '2027-01-16T00:00:00.000Z',
      end: '2027-01-16T02:00:00.000Z',
      status: 'TENTATIVE', // still open: no helper booked
      location: 'Ashton Brosnaham Park, Pensacola, FL 32501',
    });

    const helperFeed = await newFeed(s.helper.cookie);
    const helper = parseCalendar(
      (await t.app.inject({ method: 'GET', url: feedPath(helperFeed.feedUrl) })).body,
    );
    expect(helper.events.map((e) => e.uid)).toEqual([`sideline-job-${s.tampa.id}@sideline.test`]);

    // Generated per request: a cancellation leaves both calendars on the next refresh.
    expect((await call(t.app, 'POST', `/api/jobs/${s.tampa.id}/cancel`, s.team.cookie, {})).statusCode).toBe(
      200,
    );
    const after = parseCalendar(
      (await t.app.inject({ method: 'GET', url: feedPath(helperFeed.feedUrl) })).body,
    );
    expect(after.events).toEqual([]);
    const teamAfter = parseCalendar(
      (await t.app.inject({ method: 'GET', url: feedPath(teamFeed.feedUrl) })).body,
    );
    expect(teamAfter.events.map((e) => e.summary)).toEqual([s.pensacola.title]);
  });

  it('answers 404 to a wrong token, and a new token ends the old address', async () => {
    const { cookie } = await readyTeam(t.app);
    expect((await call(t.app, 'GET', '/api/users/me/calendar', cookie)).json()).toEqual({
      active: false,
      createdAt: null,
    });
    const first = await newFeed(cookie);
    expect((await call(t.app, 'GET', '/api/users/me/calendar', cookie)).json().active).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: feedPath(first.feedUrl) })).statusCode).toBe(200);

    const wrong = await t.app.inject({ method: 'GET', url: `/api/calendar/${'A'.repeat(43)}.ics` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe('not_found');
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/short.ics' })).statusCode).toBe(404);

    const second = await newFeed(cookie);
    expect(second.feedUrl).not.toBe(first.feedUrl);
    expect((await t.app.inject({ method: 'GET', url: feedPath(first.feedUrl) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: feedPath(second.feedUrl) })).statusCode).toBe(200);
  });

  it('limits the misses of one address', async () => {
    const miss = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/calendar/${'B'.repeat(43)}.ics`,
        remoteAddress: '203.0.113.9',
      });
    for (let i = 0; i < 30; i++) expect((await miss()).statusCode).toBe(404);
    const limited = await miss();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('needs a session to make a feed address', async () => {
    expect((await call(t.app, 'POST', '/api/users/me/calendar-token', undefined, {})).statusCode).toBe(401);
    expect((await call(t.app, 'DELETE', '/api/users/me/calendar-token')).statusCode).toBe(401);
  });

  it('turns off: the address answers 404 at once, and a later one is a new address', async () => {
    const { cookie } = await readyTeam(t.app);
    const feed = await newFeed(cookie);
    const off = await call(t.app, 'DELETE', '/api/users/me/calendar-token', cookie);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ active: false, createdAt: null });
    expect((await call(t.app, 'GET', '/api/users/me/calendar', cookie)).json().active).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: feedPath(feed.feedUrl) })).statusCode).toBe(404);
    // Turning off what is already off is no error.
    expect((await call(t.app, 'DELETE', '/api/users/me/calendar-token', cookie)).statusCode).toBe(200);
    const again = await newFeed(cookie);
    expect(again.feedUrl).not.toBe(feed.feedUrl);
    expect((await t.app.inject({ method: 'GET', url: feedPath(again.feedUrl) })).statusCode).toBe(200);
  });

  it('a suspended user\u2019s feed answers 404, and the same address works again on reinstatement', async () => {
    const admin = await accountWithRole(t.app, t.database, 'admin');
    const coach = await readyTeam(t.app);
    const feed = await newFeed(coach.cookie);
    const get = () => t.app.inject({ method: 'GET', url: feedPath(feed.feedUrl) });
    expect((await get()).statusCode).toBe(200);
    const suspended = await call(t.app, 'POST', `/api/admin/users/${coach.user.id}/suspend`, admin.cookie);
    expect(suspended.statusCode).toBe(200);
    const hidden = await get();
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('not_found');
    const back = await call(t.app, 'POST', `/api/admin/users/${coach.user.id}/reinstate`, admin.cookie);
    expect(back.statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);
  });
});

describe('one game as an .ics file', () => {
  it('goes to the team and the booked helper only', async () => {
    const s = await schedule();
    const url = `/api/jobs/${s.tampa.id}/calendar.ics`;
    for (const cookie of [s.team.cookie, s.helper.cookie]) {
      const res = await call(t.app, 'GET', url, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="sideline-game-${s.tampa.id}.ics"`,
      );
      const { events } = parseCalendar(res.body);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        summary: s.tampa.title,
        start: '2027-07-15T13:00:00.000Z',
        utc: true,
      });
    }
    expect((await call(t.app, 'GET', url)).statusCode).toBe(401);
    const stranger = await call(t.app, 'GET', url, s.other.cookie);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().code).toBe('not_job_party');
    // An applicant who was not booked is not a party either.
    const applicant = await call(t.app, 'GET', `/api/jobs/${s.pending.id}/calendar.ics`, s.helper.cookie);
    expect(applicant.statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/jobs/999999/calendar.ics', s.team.cookie)).statusCode).toBe(404);
  });

  it('marks a cancelled game as cancelled so a calendar that imported it can drop it', async () => {
    const s = await schedule();
    const res = await call(t.app, 'GET', `/api/jobs/${s.cancelled.id}/calendar.ics`, s.team.cookie);
    expect(parseCalendar(res.body).events[0]?.status).toBe('CANCELLED');
  });
});
