/**
 * Spec doc 2's tournament call, as a client written to the spec sends it: POST /api/tournament-signup
 * with a multipart body of `userData` (the sign-up form as JSON, with the entity's field names) and an
 * optional `gamesFile`; the answer is the signed-in user, and a refusal carries a `message`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, sessionCookieOf, type TestApp } from '../test-app.js';
import { dayFromToday } from '../marketplace.js';
import { multipart } from '../kits/tournament-test-kit.js';
import { xlsxFile } from '../xlsx-file.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

/** Section 3's tournament signup entity, every field by the spec's name. */
const userData = (tag: string) => ({
  firstName: 'Morgan',
  lastName: 'Ellis',
  email: `morgan.${tag}@example.com`,
  username: `morgan${tag}`,
  password: 'weekend-brackets-9',
  confirmPassword: 'weekend-brackets-9',
  organization: 'Suncoast Travel Ball',
  title: 'Director of Operations',
  phone: '727-555-0110',
  zipCode: '33602',
  tournamentName: 'Suncoast Showdown',
  tournamentDates: 'July 18-19, 2026',
  numberOfFields: 3,
  estimatedGames: 18,
  specialRequirements: 'Streaming on the championship field',
});

const USER_FIELDS = ['id', 'firstName', 'lastName', 'username', 'email', 'zipCode', 'role', 'referralCode'];

function workbook(): Buffer {
  return xlsxFile([
    ['Game Date', 'Time', 'Home Team', 'Away Team', 'Field', 'Game Type', 'Special Requirements'],
    [new Date(`${dayFromToday(8)}T00:00:00Z`), '8:30 AM', 'Rays', 'Marlins', 'Field A', 'Pool', ''],
    [dayFromToday(8), '10:30 AM', 'Sharks', 'Dolphins', 'Field B', 'Pool', 'Scoreboard too'],
  ]);
}

describe('POST /api/tournament-signup (spec doc 2, section 7)', () => {
  it('takes userData and an Excel gamesFile, answers the signed-in user', async () => {
    const { payload, headers } = multipart([
      { name: 'userData', data: JSON.stringify(userData('xlsx')) },
      {
        name: 'gamesFile',
        filename: 'schedule.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        data: workbook(),
      },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/tournament-signup', payload, headers });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    for (const field of USER_FIELDS) expect(body, field).toHaveProperty(field);
    expect(body).toMatchObject({ role: 'tournament-director', gamesImported: 2 });
    const dashboard = (await call(t.app, 'GET', '/api/tournaments', sessionCookieOf(res))).json();
    expect(
      dashboard.tournaments[0].games.map((g: { gameDate: string; startTime: string }) => [
        g.gameDate,
        g.startTime,
      ]),
    ).toEqual([
      [dayFromToday(8), '08:30'],
      [dayFromToday(8), '10:30'],
    ]);
  });

  it('takes userData alone (the games file is optional)', async () => {
    const { payload, headers } = multipart([{ name: 'userData', data: JSON.stringify(userData('nofile')) }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/tournament-signup', payload, headers });
    expect(res.statusCode).toBe(201);
    expect(res.json().gamesImported).toBe(0);
  });

  it('answers a refusal with a message', async () => {
    const { payload, headers } = multipart([
      { name: 'userData', data: JSON.stringify({ ...userData('bad'), confirmPassword: 'nope-nope-nope' }) },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/tournament-signup', payload, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Passwords don't match");
  });
});
