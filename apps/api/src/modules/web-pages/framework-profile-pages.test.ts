import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../../../test/test-app.js';
import { helperAccount, postJob, readyTeam } from '../../../test/marketplace.js';
import { frameworkPagesApp, painted } from '../../../test/kits/framework-build-kit.js';

/**
 * The public profile and talent pages the framework build renders (decision 0054), through the real
 * build and the real server: each comes with its data in the first paint, and a game's time reads
 * the same on the server as in the viewer's browser, whatever the server's own zone.
 */
let t: TestApp;
let pages: Awaited<ReturnType<typeof frameworkPagesApp>>;

beforeAll(async () => {
  pages = await frameworkPagesApp();
  t = pages.t;
}, 300_000);
afterAll(async () => {
  await pages?.close();
});

const page = (url: string, cookie?: string) => pages.page(url, cookie);

describe('a team’s page from the framework build', () => {
  const serverZone = process.env.TZ;
  afterEach(() => {
    if (serverZone === undefined) delete process.env.TZ;
    else process.env.TZ = serverZone;
  });

  it('shows its open jobs on the venue’s clock, labelled unless the viewer’s zone reads the same', async () => {
    // A server far from the venue: its own zone must never reach the page (error #418 in library mode).
    process.env.TZ = 'Asia/Tokyo';
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Asia/Tokyo');
    const team = await readyTeam(t.app, { firstName: 'Tess' });
    // A Tampa venue (America/New_York), 6 PM to 8 PM.
    await postJob(t.app, team.cookie, {
      title: 'Team page night game',
      startTime: '18:00',
      endTime: '20:00',
    });
    const shown = async (cookie?: string) => {
      const reply = await page(`/teams/${team.teamId}`, cookie);
      expect(reply.statusCode).toBe(200);
      const html = painted(reply.body);
      expect(html).toContain('Team page night game');
      return /(6:00 PM - 8:00 PM(?: [A-Z]{3,4})?)</.exec(html)?.[1];
    };

    // No zone cookie yet (a first visit): the venue's zone is said, so the time cannot be misread.
    expect(await shown()).toMatch(/^6:00 PM - 8:00 PM E[SD]T$/);
    // A viewer in New York reads the venue's clock as their own: no label.
    expect(await shown('tz=America%2FNew_York')).toBe('6:00 PM - 8:00 PM');
    // A viewer in Los Angeles is told it is Eastern time.
    expect(await shown('tz=America%2FLos_Angeles')).toMatch(/^6:00 PM - 8:00 PM E[SD]T$/);
    // A cookie naming no zone counts as none.
    expect(await shown('tz=Not%2FA_Zone')).toMatch(/^6:00 PM - 8:00 PM E[SD]T$/);
  });

  it('comes with its profile and reviews drawn; the zone rides in the data the browser hydrates with', async () => {
    const team = await readyTeam(t.app);
    const reply = await page(`/teams/${team.teamId}`, 'tz=America%2FChicago');
    const html = painted(reply.body);
    expect(html).toMatch(/<h2[^>]*>About the Team<\/h2>/);
    expect(html).toContain('No open jobs right now.');
    expect(html).toContain('No reviews yet.');
    expect(html).not.toMatch(/Loading (team profile|open jobs|reviews)/);
    // The root's data, which the browser hydrates with, carries the zone the server used.
    expect(reply.body).toContain('America/Chicago');

    const data = await page(`/teams/${team.teamId}.data`);
    expect(data.statusCode).toBe(200);
    expect(data.body).toContain(
      (await call(t.app, 'GET', `/api/team-profiles/${team.teamId}`)).json().teamName,
    );
  });
});

describe('the helpers’ pages from the framework build', () => {
  it('a helper’s profile comes with the passport and reviews drawn', async () => {
    const helper = await helperAccount(t.app, { firstName: 'Harper', lastName: 'Quill' });
    const html = painted((await page(`/helpers/${helper.helperId}`)).body);
    expect(html).toContain('Harper Quill');
    expect(html).toMatch(/<h2[^>]*>Safety passport<\/h2>/);
    expect(html).toContain('No background check or SafeSport training on file yet.');
    expect(html).toContain('No reviews yet.');
    expect(html).not.toMatch(/Loading (helper profile|the safety passport|reviews)/);
  });

  it('All Helpers comes with its first page, as the API lists it', async () => {
    await helperAccount(t.app, { firstName: 'Rowan', lastName: 'Listed' });
    const listed = (await call(t.app, 'GET', '/api/helper-profiles?limit=12')).json();
    expect(listed.length).toBeGreaterThan(0);
    const html = painted((await page('/helpers')).body);
    expect(html).toMatch(/<h1[^>]*>All Helpers<\/h1>/);
    for (const helper of listed) expect(html).toContain(`href="/helpers/${helper.id}"`);
    expect(html).not.toContain('No helpers yet');
  });

  it('Find Talent waits for a search, and a URL with one comes with its results', async () => {
    await helperAccount(t.app, { firstName: 'Sage', lastName: 'Searched' });
    const prompt = painted((await page('/find-talent')).body);
    expect(prompt).toMatch(/<h1[^>]*>Find Talent<\/h1>/);
    expect(prompt).not.toContain('href="/helpers/');

    const found = (await call(t.app, 'GET', '/api/helper-profiles?limit=24')).json();
    expect(found.length).toBeGreaterThan(0);
    const html = painted((await page('/find-talent?zip=&radius=25')).body);
    for (const helper of found) expect(html).toContain(`href="/helpers/${helper.id}"`);
    expect(html).not.toContain('Loading helpers...');
  });
});
