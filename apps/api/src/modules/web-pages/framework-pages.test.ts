import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, type TestApp } from '../../../test/test-app.js';
import { applyTo, helperAccount, postJob, readyTeam } from '../../../test/marketplace.js';
import { frameworkPagesApp, painted } from '../../../test/kits/framework-build-kit.js';

/**
 * The signed-in pages the framework build renders (decision 0054), through the real build and the
 * real server: the coach's dashboard and Post a Job come with their data in the first paint, and a
 * signed-out visitor gets what the library-mode app shows (the sign-up screen, the sign-in notice).
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

describe('the coach’s dashboard from the framework build', () => {
  it('comes rendered with the team’s jobs and applications, nothing left loading', async () => {
    const team = await readyTeam(t.app, { firstName: 'Dana' });
    const job = await postJob(t.app, team.cookie, { title: 'Framework dashboard doubleheader' });
    const helper = await helperAccount(t.app);
    await applyTo(t.app, helper.cookie, job.id);

    const reply = await page('/dashboard', team.cookie);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.headers['cache-control']).toBe('private, no-cache');
    const html = painted(reply.body);
    expect(html).toMatch(/<h1[^>]*>Team Dashboard<\/h1>/);
    expect(html).toContain('Welcome, Dana!');
    expect(html).toContain('Framework dashboard doubleheader');
    expect(html).toContain('aria-label="Dashboard"');
    expect(html).not.toContain('Loading your team dashboard');
    expect(html).not.toContain('Complete Your Team Profile');
    // Seeded: the notification switches and the calendar card are drawn, not skeletons.
    expect(html).toMatch(/Notification/);
    // Another coach's dashboard never shows this one's job.
    const other = await readyTeam(t.app);
    expect(painted((await page('/dashboard', other.cookie)).body)).not.toContain(
      'Framework dashboard doubleheader',
    );
  });

  it('answers a client navigation’s data request with the same reads', async () => {
    const team = await readyTeam(t.app);
    await postJob(t.app, team.cookie, { title: 'Data request scorekeeper' });
    const reply = await page('/dashboard.data', team.cookie);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('Data request scorekeeper');
  });

  it('shows a signed-out visitor the sign-up screen in its place, with no dashboard', async () => {
    const reply = await page('/dashboard');
    expect(reply.statusCode).toBe(200);
    const html = painted(reply.body);
    expect(html).toMatch(/<h1[^>]*>Create Your Account<\/h1>/);
    expect(html).not.toContain('Team Dashboard');
    expect(html).not.toContain('aria-label="Dashboard"');
    // A session that has ended is signed out too.
    const team = await readyTeam(t.app);
    await call(t.app, 'POST', '/api/auth/logout', team.cookie);
    expect(painted((await page('/dashboard/', team.cookie)).body)).toMatch(/Create Your Account/);
  });
});

describe('My Jobs from the framework build', () => {
  it('comes rendered with the team’s jobs at both its addresses, and only for that team', async () => {
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie, { title: 'Framework my-jobs scoreboard' });
    const helper = await helperAccount(t.app);
    await applyTo(t.app, helper.cookie, job.id);
    for (const path of ['/dashboard/my-jobs', '/dashboard/jobs']) {
      const html = painted((await page(path, team.cookie)).body);
      expect(html).toMatch(/<h1[^>]*>My Jobs<\/h1>/);
      expect(html).toContain('Framework my-jobs scoreboard');
      expect(html).not.toContain('Loading your jobs');
    }
    const other = await readyTeam(t.app);
    expect(painted((await page('/dashboard/my-jobs', other.cookie)).body)).not.toContain(
      'Framework my-jobs scoreboard',
    );
    expect(painted((await page('/dashboard/my-jobs')).body)).toMatch(/Create Your Account/);
  });
});

describe('Post a Job from the framework build', () => {
  it('comes rendered as the form for a coach, the team’s default requirements ticked', async () => {
    const team = await readyTeam(t.app);
    await call(t.app, 'PUT', '/api/users/me/safety-defaults', team.cookie, {
      backgroundCheck: true,
      safeSport: false,
    });
    const reply = await page('/post-job', team.cookie);
    expect(reply.statusCode).toBe(200);
    const html = painted(reply.body);
    expect(html).toMatch(/<h1[^>]*>Post a Job<\/h1>/);
    expect(html).toMatch(/<form[^>]*aria-label="Post a Job"/);
    expect(html).toContain('id="post-job-title"');
    expect(html).toContain('Post Job</button>');
    expect(html).toMatch(/<button[^>]*aria-checked="true"[^>]*id="requires-backgroundCheck"/);
    expect(html).toMatch(/<button[^>]*aria-checked="false"[^>]*id="requires-safeSport"/);
  });

  it('tells a helper why not, and asks a signed-out visitor to sign in', async () => {
    const helper = await registerUser(t.app, { role: 'helper' });
    expect(painted((await page('/post-job', helper.cookie)).body)).toContain(
      'Posting jobs needs a team account',
    );
    const signedOut = painted((await page('/post-job')).body);
    expect(signedOut).toMatch(/<h1[^>]*>Sign In Required<\/h1>/);
    expect(signedOut).not.toContain('id="post-job-title"');
  });
});

/** The browser's files a document names at load (module preloads and imports), by name without hash. */
const scriptsAtLoad = (html: string) =>
  [
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ...html.matchAll(/\bimport(?:\s*\(\s*|[^"'();]*from\s*|\s+)"([^"]+\.js)"/g),
  ].map((match) => match[1]!.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, ''));

describe('the script a framework document loads: only what its viewer sees', () => {
  it('a coach’s dashboard names the team dashboard’s chunk and no other role’s', async () => {
    const team = await readyTeam(t.app, { firstName: 'Split' });
    const reply = await page('/dashboard', team.cookie);
    expect(painted(reply.body)).toMatch(/<h1[^>]*>Team Dashboard<\/h1>/);
    const coach = scriptsAtLoad(reply.body);
    expect(coach).toContain('team-home');
    for (const other of ['helper-home', 'both-home', 'admin-home', 'director-home', 'guardian-home'])
      expect(coach).not.toContain(other);
    // Rendered in place by the server: no fallback painted for a script to swap.
    expect(reply.body).not.toContain('<!--$?-->');
    expect(painted(reply.body)).not.toContain('Loading your dashboard');

    const helper = await helperAccount(t.app);
    const helperScripts = scriptsAtLoad((await page('/dashboard', helper.cookie)).body);
    expect(helperScripts).toContain('helper-home');
    expect(helperScripts).not.toContain('team-home');
  });

  it('a job page loads no dialog, and the party panels only for a party to the job', async () => {
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie, { title: 'Split job page scorekeeper' });
    const helper = await helperAccount(t.app, { firstName: 'Applicant' });
    await applyTo(t.app, helper.cookie, job.id);

    const signedOut = await page(`/jobs/${job.id}`);
    expect(painted(signedOut.body)).toContain('Split job page scorekeeper');
    // Signed out it is a plain document with no script at all (document-only-pages.test.ts).
    expect(scriptsAtLoad(signedOut.body)).toEqual([]);

    // Another helper, who may apply: the Apply button, not its dialog.
    const passerBy = await helperAccount(t.app);
    const visitor = await page(`/jobs/${job.id}`, passerBy.cookie);
    expect(painted(visitor.body)).toMatch(/>Apply<\/button>/);
    expect(scriptsAtLoad(visitor.body)).toContain('entry.client');
    expect(scriptsAtLoad(visitor.body)).not.toContain('apply-dialog');
    expect(scriptsAtLoad(visitor.body)).not.toContain('job-party-panels');

    // The owner: the applications come rendered by the server, their chunk named in the document.
    const owner = await page(`/jobs/${job.id}`, team.cookie);
    expect(painted(owner.body)).toMatch(/<h2[^>]*>Applications \(1\)<\/h2>/);
    expect(owner.body).not.toContain('<!--$?-->');
    expect(scriptsAtLoad(owner.body)).toContain('job-party-panels');
    expect(scriptsAtLoad(owner.body)).not.toContain('apply-dialog');
  });
});
