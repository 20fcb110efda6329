import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { dayFromToday, helperAccount, postJob, readyTeam } from '../../../test/marketplace.js';
import { refreshCalendars } from './calendar-import.js';

/** Busy times from a helper's calendar (issue 55): a file, or an address fetched under push's address rules. */
let t: TestApp;
let server: Server;
let origin: string;
const hangs: Array<() => void> = [];
let calendarText = '';

const date = dayFromToday(10);
const compact = date.replaceAll('-', '');
const ics = (events: string) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n${events}END:VCALENDAR\r\n`;
// A dentist appointment 10:00-11:00 New York time (15:00 UTC in winter) on the game's day.
const dentist = ics(
  `BEGIN:VEVENT\r\nUID:a@test\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:${compact}T150000Z\r\nDTEND:${compact}T160000Z\r\nSUMMARY:Dentist\r\nEND:VEVENT\r\n` +
    `BEGIN:VEVENT\r\nUID:b@test\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:${compact}T200000Z\r\nDTEND:${compact}T210000Z\r\nTRANSP:TRANSPARENT\r\nSUMMARY:Free time\r\nEND:VEVENT\r\n`,
);

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/slow.ics') return void hangs.push(() => res.destroy());
    if (req.url === '/huge.ics') {
      // No Content-Length: the size is only known by reading, which must stop at the limit.
      res.writeHead(200, { 'content-type': 'text/calendar' });
      const chunk = 'X'.repeat(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 40 && res.write(chunk)) sent += 1;
        if (sent < 40) res.once('drain', pump);
        else res.end();
      };
      return pump();
    }
    if (req.url === '/missing.ics') {
      res.statusCode = 404;
      return void res.end();
    }
    res.writeHead(200, { 'content-type': 'text/calendar' });
    res.end(calendarText);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The local server is allowed only by this test setting (NODE_ENV=test), as push's tests do.
  t = await createTestApp({
    registerRateLimit: 1000,
    calendarTestOrigin: origin,
    calendarFetchTimeoutMs: 500,
  });
});
afterAll(async () => {
  for (const hang of hangs) hang();
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const FILE = '/api/users/me/availability/calendar-file';
const ADDRESS = '/api/users/me/availability/calendar-url';

async function gameAt(startTime: string, endTime: string) {
  const team = await readyTeam(t.app);
  return postJob(t.app, team.cookie, { jobDate: date, startTime, endTime });
}
const fits = async (cookie: string, jobId: number) =>
  (await call(t.app, 'GET', `/api/users/me/availability/fits?jobIds=${jobId}`, cookie)).json()[0];

describe('a calendar file', () => {
  it('turns busy events into blackouts to the minute, leaving free and cancelled ones out', async () => {
    const helper = await helperAccount(t.app);
    const res = await call(t.app, 'POST', FILE, helper.cookie, { fileName: 'me.ics', content: dentist });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().calendar).toMatchObject({ fileName: 'me.ics', url: null });
    expect(res.json().busy).toEqual([
      { start: `${date}T15:00:00.000Z`, end: `${date}T16:00:00.000Z`, summary: 'Dentist' },
    ]);
    const clash = await gameAt('09:30', '10:30');
    const clear = await gameAt('15:00', '17:00');
    expect(await fits(helper.cookie, clash.id)).toMatchObject({ fits: false, misses: ['calendar-busy'] });
    expect((await fits(helper.cookie, clear.id)).fits).toBe(true);
    // Removing the calendar forgets its busy times.
    const removed = await call(t.app, 'DELETE', '/api/users/me/availability/calendar', helper.cookie);
    expect(removed.json().busy).toEqual([]);
    expect((await fits(helper.cookie, clash.id)).fits).toBe(true);
  });

  it('refuses what is not a calendar, and a file over 1 MB', async () => {
    const helper = await helperAccount(t.app);
    const junk = await call(t.app, 'POST', FILE, helper.cookie, { fileName: 'a.ics', content: 'hello' });
    expect([junk.statusCode, junk.json().code]).toEqual([400, 'calendar_unreadable']);
    const big = ics(`X-PAD:${'x'.repeat(1_100_000)}\r\n`);
    const huge = await call(t.app, 'POST', FILE, helper.cookie, { fileName: 'a.ics', content: big });
    expect([huge.statusCode, huge.json().code]).toEqual([400, 'calendar_too_large']);
  });
});

describe('a calendar address', () => {
  it('is fetched at once and again on the schedule', async () => {
    const helper = await helperAccount(t.app);
    calendarText = ics('');
    const res = await call(t.app, 'PUT', ADDRESS, helper.cookie, { url: `${origin}/me.ics` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ calendar: { url: `${origin}/me.ics`, error: null }, busy: [] });
    calendarText = dentist;
    const later = new Date(Date.now() + 7 * 3600_000);
    expect(await refreshCalendars(t.app, later)).toBeGreaterThanOrEqual(1);
    const after = await call(t.app, 'GET', '/api/users/me/availability', helper.cookie);
    expect(after.json().busy.map((b: { summary: string }) => b.summary)).toEqual(['Dentist']);
  });

  it.each([
    ['a private address', 'https://10.0.0.5/cal.ics', 'calendar_not_public'],
    ['this machine', 'https://127.0.0.1/cal.ics', 'calendar_not_public'],
    ['a metadata service', 'https://169.254.169.254/latest', 'calendar_not_public'],
    ['a name for this machine', 'https://localhost/cal.ics', 'calendar_not_public'],
    ['a plain http address', 'http://calendar.example.com/cal.ics', 'validation_error'],
  ])('refuses %s', async (_name, url, code) => {
    const helper = await helperAccount(t.app);
    const res = await call(t.app, 'PUT', ADDRESS, helper.cookie, { url });
    expect([res.statusCode, res.json().code]).toEqual([400, code]);
  });

  it('refuses a huge calendar while reading it, a slow server, and a missing one', async () => {
    const helper = await helperAccount(t.app);
    const huge = await call(t.app, 'PUT', ADDRESS, helper.cookie, { url: `${origin}/huge.ics` });
    expect([huge.statusCode, huge.json().code]).toEqual([400, 'calendar_too_large']);
    const started = Date.now();
    const slow = await call(t.app, 'PUT', ADDRESS, helper.cookie, { url: `${origin}/slow.ics` });
    expect([slow.statusCode, slow.json().code]).toEqual([400, 'calendar_timeout']);
    expect(Date.now() - started).toBeLessThan(5000);
    const missing = await call(t.app, 'PUT', ADDRESS, helper.cookie, { url: `${origin}/missing.ics` });
    expect([missing.statusCode, missing.json().code]).toEqual([400, 'calendar_unreachable']);
  });
});
