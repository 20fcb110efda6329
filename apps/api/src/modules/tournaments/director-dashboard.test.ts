import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DirectorDashboardSchema, staffedPercent, TOURNAMENT_MESSAGES as M } from '@sideline/shared';
import { jobs } from '../../db/schema/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { applyTo, dayFromToday, helperAccount, readyTeam } from '../../../test/marketplace.js';
import { accountWithRole } from '../../../test/kits/admin-test-kit.js';
import { director, gamesCsv, multipart } from '../../../test/kits/tournament-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

const postJobs = (cookie: string, tournamentId: number, gameIds: number[]) =>
  call(t.app, 'POST', `/api/tournaments/${tournamentId}/jobs`, cookie, {
    gameIds,
    jobType: 'scorekeeper',
    hourlyRate: 30,
    durationHours: 2,
  });

describe('the director dashboard', () => {
  it('shows a director under review the tournament, and refuses posting jobs until approved', async () => {
    const d = await director(t.app, { approved: false });
    const dashboard = DirectorDashboardSchema.parse(await d.dashboard());
    expect(dashboard.directorStatus).toBe('pending');
    expect(dashboard.organization?.name).toBe(d.form.organization);
    const [tournament] = dashboard.tournaments;
    expect(tournament!.games).toHaveLength(3);
    expect(tournament!.games.every((g) => g.staffing === 'not-posted')).toBe(true);

    const res = await postJobs(d.cookie, d.tournamentId, [tournament!.games[0]!.id]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: M.underReview, code: 'director_not_approved' });
    expect(await t.app.db.select().from(jobs)).toEqual([]);
  });

  it('refuses a declined director too', async () => {
    const d = await director(t.app, { approved: false });
    const admin = await accountWithRole(t.app, t.database, 'admin');
    await call(t.app, 'POST', `/api/admin/directors/${d.id}/decline`, admin.cookie);
    const games = (await d.dashboard()).tournaments[0].games;
    const res = await postJobs(d.cookie, d.tournamentId, [games[0].id]);
    expect(res.json()).toEqual({ message: M.declined, code: 'director_not_approved' });
  });

  it('posts paid jobs for the selected games in one step, and follows each game to a helper', async () => {
    const d = await director(t.app);
    const games = (await d.dashboard()).tournaments[0].games as Array<{ id: number }>;
    const res = await postJobs(
      d.cookie,
      d.tournamentId,
      games.map((g) => g.id),
    );
    expect(res.statusCode).toBe(201);
    const { jobIds } = res.json() as { jobIds: number[] };
    expect(jobIds).toHaveLength(3);

    const job = (await call(t.app, 'GET', `/api/jobs/${jobIds[1]}`)).json();
    expect(job).toMatchObject({
      title: 'Scorekeeping - Owls vs Bears',
      jobType: 'scorekeeper',
      jobDate: dayFromToday(10),
      startTime: '11:00',
      endTime: '13:00',
      hourlyRate: 30,
      totalPay: 60,
      status: 'open',
      location: 'Field 2, Spring Classic',
      zipCode: '33602',
    });
    expect(job.description).toContain('Bring a tablet');
    expect(job.team.teamName).toBe(d.form.organization);

    // A helper applies; the director sees the applicant and accepts with the ordinary call.
    const helper = await helperAccount(t.app);
    const application = await applyTo(t.app, helper.cookie, jobIds[0]!);
    let dashboard = DirectorDashboardSchema.parse(await d.dashboard());
    expect(dashboard.tournaments[0]!.games[0]).toMatchObject({
      staffing: 'open',
      applicants: 1,
      jobId: jobIds[0],
    });
    const listed = (
      await call(t.app, 'GET', `/api/applications/team/${dashboard.organization!.teamId}`, d.cookie)
    ).json();
    expect(listed.map((a: { id: number }) => a.id)).toContain(application.id);
    const accept = await call(t.app, 'PUT', `/api/applications/${application.id}/status`, d.cookie, {
      status: 'accepted',
    });
    expect(accept.statusCode).toBe(200);
    dashboard = DirectorDashboardSchema.parse(await d.dashboard());
    const first = dashboard.tournaments[0]!.games[0]!;
    expect(first).toMatchObject({ staffing: 'assigned', applicants: 0, helperName: 'Casey Jordan' });
    expect(staffedPercent(dashboard.tournaments[0]!.games)).toBe(33);

    // A posted game is not posted twice, nor edited or deleted underneath its job.
    expect((await postJobs(d.cookie, d.tournamentId, [first.id])).json().code).toBe('game_posted');
    const edit = await call(t.app, 'PUT', `/api/tournament-games/${first.id}`, d.cookie, {
      gameDate: dayFromToday(12),
      startTime: '08:00',
      homeTeam: 'Eagles',
      awayTeam: 'Hawks',
      field: 'Field 9',
    });
    expect(edit.statusCode).toBe(409);
    expect((await call(t.app, 'DELETE', `/api/tournament-games/${first.id}`, d.cookie)).statusCode).toBe(409);
  });

  it('posts a game once when two requests race for it', async () => {
    const d = await director(t.app);
    const [game] = (await d.dashboard()).tournaments[0].games as Array<{ id: number }>;
    const answers = await Promise.all([
      postJobs(d.cookie, d.tournamentId, [game!.id]),
      postJobs(d.cookie, d.tournamentId, [game!.id]),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const owned = await t.app.db
      .select()
      .from(jobs)
      .where(eq(jobs.teamId, (await d.dashboard()).organization.teamId));
    expect(owned).toHaveLength(1);
  });

  it('edits and deletes a game not yet posted, and keeps other directors out', async () => {
    const d = await director(t.app);
    const other = await director(t.app);
    const [first, second] = (await d.dashboard()).tournaments[0].games as Array<{ id: number }>;
    const body = {
      gameDate: dayFromToday(20),
      startTime: '15:45',
      homeTeam: 'Sharks',
      awayTeam: 'Rays',
      field: 'Field 3',
      gameType: 'Final',
      specialRequirements: null,
    };
    expect(
      (await call(t.app, 'PUT', `/api/tournament-games/${first!.id}`, other.cookie, body)).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/tournament-games/${first!.id}`, other.cookie)).statusCode).toBe(
      404,
    );
    expect((await postJobs(other.cookie, d.tournamentId, [first!.id])).statusCode).toBe(404);
    expect((await postJobs(other.cookie, other.tournamentId, [first!.id])).json().code).toBe(
      'game_not_found',
    );

    expect((await call(t.app, 'PUT', `/api/tournament-games/${first!.id}`, d.cookie, body)).statusCode).toBe(
      200,
    );
    expect((await call(t.app, 'DELETE', `/api/tournament-games/${second!.id}`, d.cookie)).statusCode).toBe(
      200,
    );
    const games = (await d.dashboard()).tournaments[0].games;
    expect(games).toHaveLength(2);
    expect(games.find((g: { id: number }) => g.id === first!.id)).toMatchObject({
      homeTeam: 'Sharks',
      startTime: '15:45',
      gameType: 'Final',
    });
  });

  it('imports more games from a file: good rows in, bad rows reported by number', async () => {
    const d = await director(t.app, { approved: false });
    const csv = gamesCsv([
      `${dayFromToday(15)},6:00 PM,Comets,Stars,Field 4,Final,`,
      `${dayFromToday(15)},7:00 PM,,Stars,Field 4,,`,
      `someday,7:00 PM,Moons,Suns,Field 4,,`,
    ]);
    const { payload, headers } = multipart([
      { name: 'gamesFile', filename: 'more.csv', type: 'text/csv', data: csv },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/tournaments/${d.tournamentId}/games`,
      payload,
      headers: { ...headers, cookie: d.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      successful: 1,
      failed: 2,
      errors: ['Row 3: Home Team is required', 'Row 4: Game Date "someday" must be a date as YYYY-MM-DD'],
    });
    expect((await d.dashboard()).tournaments[0].games).toHaveLength(4);
  });

  it('is for directors only', async () => {
    const team = await readyTeam(t.app);
    const res = await call(t.app, 'GET', '/api/tournaments', team.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('not_director');
    expect((await call(t.app, 'GET', '/api/tournaments')).statusCode).toBe(401);
  });
});
