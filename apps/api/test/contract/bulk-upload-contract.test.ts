import { afterAll, beforeAll, expect, it } from 'vitest';
import { multipart } from '../kits/upload-test-kit.js';
import { call, createTestApp, type TestApp } from '../test-app.js';
import { dayFromToday, readyTeam } from '../marketplace.js';

/**
 * POST /api/jobs/bulk-upload as the spec's client makes it (doc 2 section 7): multipart `schedule`
 * (the CSV) and `teamId`, nothing else; the answer is the spec's bulk upload result: successful,
 * failed, errors (a list of strings). The columns are the spec's schedule CSV columns.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

it('takes multipart schedule and teamId and answers { successful, failed, errors }', async () => {
  const team = await readyTeam(t.app);
  const csv =
    'Date,Time,Home Team,Away Team,Field/Location,Service Required\n' +
    `${dayFromToday(5)},10:00 AM,Tigers,Lions,Riverside Park,Scoreboard Operation\n` +
    `${dayFromToday(5)},10:00,Tigers,Bears,Riverside Park,Scoreboard Operation\n`;
  const form = multipart([
    { name: 'schedule', filename: 'schedule.csv', contentType: 'text/csv', data: csv },
    { name: 'teamId', data: String(team.teamId) },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/jobs/bulk-upload',
    payload: form.payload,
    headers: { ...form.headers, cookie: team.cookie },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json<Record<string, unknown>>();
  expect(Object.keys(body).sort()).toEqual(['errors', 'failed', 'successful']);
  expect(body).toEqual({ successful: 1, failed: 1, errors: [expect.stringMatching(/^Row 3: Time /)] });

  // The posted game is a job of the spec's shape on the team's list: duration in hours, money in dollars.
  const jobs = (await call(t.app, 'GET', `/api/jobs/team/${team.teamId}`)).json<Record<string, unknown>[]>();
  expect(jobs).toMatchObject([
    {
      title: 'Scoreboard Operation - Tigers vs Lions',
      jobType: 'scoreboard',
      startTime: '10:00',
      endTime: '12:00',
      duration: 2,
      hourlyRate: 30,
      totalPay: 60,
      status: 'open',
    },
  ]);
});
