import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TOURNAMENT_MESSAGES as M, AUTH_MESSAGES } from '@sideline/shared';
import { outbox, teamProfiles, tournamentGames, tournaments, users } from '../../db/schema/index.js';
import { call, createTestApp, sessionCookieOf, type TestApp } from '../../../test/test-app.js';
import { accountWithRole } from '../../../test/kits/admin-test-kit.js';
import { directorForm, gamesCsv, signupRequest } from '../../../test/kits/tournament-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

const accountsWith = async (email: string) =>
  t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));

describe('POST /api/tournament-signup', () => {
  it.each([
    ['firstName', 'D', M.firstName],
    ['lastName', 'R', M.lastName],
    ['email', 'not-an-email', M.email],
    ['username', 'da', M.username],
    ['password', 'short', AUTH_MESSAGES.passwordTooShort],
    ['organization', 'B', M.organization],
    ['title', 'T', M.title],
    ['phone', '813555', M.phone],
    ['zipCode', '336', M.zipCode],
    ['tournamentName', 'S', M.tournamentName],
    ['tournamentDates', 'June', M.tournamentDates],
    ['numberOfFields', 0, M.numberOfFields],
    ['estimatedGames', 0, M.estimatedGames],
  ])('refuses %s = %j with "%s", writing nothing', async (field, value, message) => {
    const form = directorForm({ [field]: value });
    const res = await signupRequest(t.app, form);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error' });
    expect(res.json().details).toContainEqual({ path: field, message });
    expect(await accountsWith(String(form.email))).toEqual([]);
  });

  it("refuses a confirmation that differs: Passwords don't match", async () => {
    const res = await signupRequest(t.app, directorForm({ confirmPassword: 'something-else-42' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ path: 'confirmPassword', message: "Passwords don't match" });
  });

  it('refuses a missing or unparsable userData part', async () => {
    expect((await signupRequest(t.app, '{not json')).json().code).toBe('invalid_json');
    const res = await t.app.inject({ method: 'POST', url: '/api/tournament-signup', payload: {} });
    expect(res.statusCode).toBe(400);
  });

  it('creates the director, organization, tournament and games in one step, signed in and queued for review', async () => {
    const form = directorForm({ specialRequirements: 'Two scorekeepers on the championship field' });
    const res = await signupRequest(t.app, form, { data: gamesCsv(), filename: 'games.csv' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      role: 'tournament-director',
      email: String(form.email).toLowerCase(),
      gamesImported: 3,
    });
    const cookie = sessionCookieOf(res);
    expect((await call(t.app, 'GET', '/api/auth/user', cookie)).json().id).toBe(body.id);

    const [org] = await t.app.db.select().from(teamProfiles).where(eq(teamProfiles.userId, body.id));
    expect(org).toMatchObject({ teamName: form.organization, isOrganization: true });
    const [tournament] = await t.app.db
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, body.tournamentId));
    expect(tournament).toMatchObject({
      name: 'Spring Classic',
      numberOfFields: 4,
      estimatedGames: 24,
      teamId: org!.id,
    });
    const games = await t.app.db
      .select()
      .from(tournamentGames)
      .where(eq(tournamentGames.tournamentId, body.tournamentId));
    expect(games.map((g) => [g.startTime, g.homeTeam, g.awayTeam])).toEqual([
      ['09:00', 'Eagles', 'Hawks'],
      ['11:00', 'Owls', 'Bears'],
      ['13:30', 'Tigers', 'Lions'],
    ]);
    expect(games[1]!.specialRequirements).toBe('Bring a tablet');

    const admin = await accountWithRole(t.app, t.database, 'admin');
    const queue = (await call(t.app, 'GET', '/api/admin/directors?status=pending', admin.cookie)).json();
    expect(queue.map((u: { id: number }) => u.id)).toContain(body.id);
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.toEmail, body.email));
    expect(mails.map((m) => m.kind)).toContain('confirm_email');
  });

  it('signs up without a games file', async () => {
    const res = await signupRequest(t.app, directorForm());
    expect(res.statusCode).toBe(201);
    expect(res.json().gamesImported).toBe(0);
  });

  it.each([
    [
      'a picture renamed .csv',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      'games.csv',
    ],
    ['a text file', 'just some notes', 'games.txt'],
    ['an empty file', '', 'games.csv'],
    ['a file without the columns', 'Name,Phone\nA,B', 'games.csv'],
  ])('refuses %s and leaves no account behind', async (_what, data, filename) => {
    const form = directorForm();
    const res = await signupRequest(t.app, form, { data, filename });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
    expect(await accountsWith(String(form.email))).toEqual([]);
  });

  it('refuses the wrong type with the spec’s Invalid File Type', async () => {
    const res = await signupRequest(t.app, directorForm(), {
      data: 'notes',
      filename: 'games.txt',
      type: 'text/plain',
    });
    expect(res.json()).toMatchObject({ code: 'invalid_file_type' });
    expect(res.json().message).toMatch(/^Invalid File Type/);
  });

  it('refuses a file with a bad row, naming the row, and writes nothing', async () => {
    const form = directorForm();
    const csv = gamesCsv(['2026-13-40,9:00 AM,Eagles,Hawks,Field 1,,', '2030-06-01,25:00,Owls,,Field 2,,']);
    const res = await signupRequest(t.app, form, { data: csv, filename: 'games.csv' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { message: string }) => d.message)).toEqual([
      'Row 2: Game Date "2026-13-40" must be a date as YYYY-MM-DD',
      'Row 3: Time "25:00" must be a time such as 9:00 AM',
      'Row 3: Away Team is required',
    ]);
    expect(await accountsWith(String(form.email))).toEqual([]);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const form = directorForm();
    const big = `${gamesCsv()}\n${'x'.repeat(5 * 1024 * 1024)}`;
    const res = await signupRequest(t.app, form, { data: big, filename: 'games.csv' });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('file_too_large');
    expect(await accountsWith(String(form.email))).toEqual([]);
  });

  it('refuses a taken email with 409 and writes no second tournament', async () => {
    const form = directorForm();
    expect((await signupRequest(t.app, form)).statusCode).toBe(201);
    const before = (await t.app.db.select().from(tournaments)).length;
    const again = await signupRequest(t.app, { ...form, username: `${String(form.username)}x` });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('email_taken');
    expect((await t.app.db.select().from(tournaments)).length).toBe(before);
  });
});
