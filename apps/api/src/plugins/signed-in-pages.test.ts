import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { helperAccount, readyTeam } from '../../test/marketplace.js';
import { routeData, TEMPLATE_BODY, writeWebDist } from '../../test/kits/web-dist-test-kit.js';

/**
 * The server's half of a dashboard rendered per request for a signed-in user (decision 0037), with a
 * stand-in for the web app's renderer that asks as the dashboard does: the session's user first,
 * then that user's team profile, then the team's jobs (one round each). A name in the user's first
 * name steers it to misbehave. The real renderer and the app's hydration of its page are covered end
 * to end (e2e/signed-in-dashboard.spec.ts).
 */
const FAKE_RENDERER = `
export async function prerender() { return ''; }
export async function renderSignedIn(pathname, answers, origin) {
  const user = answers['/api/auth/user'];
  const wants = [];
  if (user.firstName === 'Nosy') wants.push('/api/users/1/notifications');
  else if (user.firstName === 'Endless') wants.push('/api/jobs/team/' + Object.keys(answers).length);
  else {
    const profilePath = '/api/team-profiles/user/' + user.id;
    const profile = answers[profilePath];
    if (profile === undefined) wants.push(profilePath);
    else if (answers['/api/jobs/team/' + profile.id] === undefined) wants.push('/api/jobs/team/' + profile.id);
  }
  const missing = wants.filter((p) => answers[p] === undefined);
  const html = '<main data-origin="' + origin + '">' + user.firstName + ' ' + Object.keys(answers).length + '</main>';
  return { html, missing, waiting: user.firstName === 'Partial' ? ['["payments","connect"]'] : [] };
}
`;

const writeDashboardWebDist = () =>
  writeWebDist({
    renderer: FAKE_RENDERER,
    shells: {
      'dashboard-home.html': '<title>dashboard shell</title>',
      'dashboard-home-template.html': `<title>rendered dashboard</title>${TEMPLATE_BODY}`,
    },
    routes: [
      {
        pattern: '^/dashboard/?$',
        file: 'shells/dashboard-home.html',
        signedInTemplate: 'shells/dashboard-home-template.html',
      },
    ],
  });

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = writeDashboardWebDist();
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const dashboard = (cookie?: string, url = '/dashboard') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: cookie === undefined ? {} : { cookie, host: 'club.example:8080' },
  });

describe('a dashboard rendered per request for its signed-in user', () => {
  it('sends the page rendered with every answer it asked for, fetched as that user, for them alone', async () => {
    const { cookie, user, teamId } = await readyTeam(t.app, { firstName: 'Dana' });
    const res = await dashboard(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // The user's own page: private, and varying with the cookie.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['vary']).toContain('cookie');
    // Three rounds: the user, their team profile, the team's jobs; the links name the asked origin.
    expect(res.body).toContain('<main data-origin="http://club.example:8080">Dana 3</main>');
    const data = routeData(res.body)!;
    expect(Object.keys(data).sort()).toEqual(
      ['/api/auth/user', `/api/jobs/team/${teamId}`, `/api/team-profiles/user/${user.id}`].sort(),
    );
    expect((data['/api/auth/user'] as { id: number }).id).toBe(user.id);
  });

  it('sends the plain shell when there is no session, or the session is not one', async () => {
    expect((await dashboard()).body).toBe('<title>dashboard shell</title>');
    expect((await dashboard('sid=not-a-session')).body).toBe('<title>dashboard shell</title>');
  });

  it('sends the plain shell when an answer is not a 200: another user’s data is never in the page', async () => {
    await readyTeam(t.app); // user 1 exists, and is not Nosy
    const { cookie } = await readyTeam(t.app, { firstName: 'Nosy' });
    const res = await dashboard(cookie);
    expect(res.body).toBe('<title>dashboard shell</title>');
    // A helper has no team profile (404): the app shows that, from the shell.
    const helper = await helperAccount(t.app);
    expect((await dashboard(helper.cookie)).body).toBe('<title>dashboard shell</title>');
  });

  it('sends the plain shell for a page with a part still loading, one that keeps asking, or a search', async () => {
    const partial = await readyTeam(t.app, { firstName: 'Partial' });
    expect((await dashboard(partial.cookie)).body).toBe('<title>dashboard shell</title>');
    const endless = await readyTeam(t.app, { firstName: 'Endless' });
    expect((await dashboard(endless.cookie)).body).toBe('<title>dashboard shell</title>');
    const team = await readyTeam(t.app);
    expect((await dashboard(team.cookie, '/dashboard?tab=games')).body).toBe(
      '<title>dashboard shell</title>',
    );
  });
});
