import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newsletterSubscribers, quoteRequests } from '../../db/schema/index.js';
import type { TestApp } from '../../../test/test-app.js';
import { helperAccount, postJob, readyTeam } from '../../../test/marketplace.js';
import { frameworkPagesApp } from '../../../test/kits/framework-build-kit.js';

/**
 * Pages that are plain documents for a signed-out visitor (decision 0054), through the real build and
 * the real server: they come with no script at all, their menu opens as an HTML popover, and their
 * forms post as plain HTML to the route's action, which calls the API's own services.
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

/** A form posted by the browser from one of the site's pages (or, with `site`, from elsewhere). */
const post = (
  url: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
  // Each test's own address, so the per-address limits of one never reach another.
  remoteAddress = `10.52.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    payload: new URLSearchParams(form).toString(),
    remoteAddress,
  });

/** What the forms stored, read straight from the database. */
const subscribersAt = (email: string) =>
  t.app.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
const quotesFor = (tournament: string) =>
  t.app.db.select().from(quoteRequests).where(eq(quoteRequests.tournamentName, tournament));

const scriptsIn = (html: string) => html.match(/<script\b|rel="modulepreload"/g) ?? [];

describe('a page that is a plain document for a signed-out visitor', () => {
  it.each(['/', '/tournament-director', '/jobs/1'])(
    '%s comes with no script, its menu a popover',
    async (path) => {
      const reply = await page(path);
      expect(reply.statusCode).toBe(200);
      expect(scriptsIn(reply.body)).toEqual([]);
      expect(reply.body).toMatch(/<button[^>]*popover[Tt]arget="mobile-menu"/);
      expect(reply.body).toMatch(/<div[^>]*id="mobile-menu"[^>]*popover="auto"/);
      expect(reply.body).toContain('Open menu');
    },
  );

  it('comes with the app for a signed-in viewer, who has live parts (unread messages, logout)', async () => {
    const team = await readyTeam(t.app);
    const reply = await page('/', team.cookie);
    expect(reply.statusCode).toBe(200);
    expect(scriptsIn(reply.body).length).toBeGreaterThan(0);
  });

  it('gives the home page’s chips as links that filter by the address', async () => {
    /** The opening tag of the link whose text is `text`. */
    const link = (html: string, text: string) => new RegExp(`<a\\b([^>]*)>${text}</a>`).exec(html)?.[1] ?? '';
    const all = (await page('/')).body;
    expect(link(all, 'Streaming')).toContain('href="/?type=streaming#available-gigs"');
    expect(link(all, 'All Gigs')).toContain('href="/#available-gigs"');
    expect(link(all, 'All Gigs')).toContain('aria-current="true"');
    const streaming = (await page('/?type=streaming')).body;
    expect(link(streaming, 'Streaming')).toContain('aria-current="true"');
    expect(link(streaming, 'All Gigs')).not.toContain('aria-current');
    // The ZIP box searches Find Work as a plain form too.
    expect(all).toMatch(/<form[^>]*action="\/jobs"[^>]*method="get"/);
    expect(all).toMatch(/<input[^>]*name="zip"/);
  });

  it('answers a signed-out Apply and Start Chat with the sign-in notice, by a link to it', async () => {
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie, { title: 'Plain document doubleheader' });
    const html = (await page(`/jobs/${job.id}`)).body;
    expect(scriptsIn(html)).toEqual([]);
    expect(html).toContain('Plain document doubleheader');
    expect(html).toMatch(/<a[^>]*href="#sign-in-notice"[^>]*>Apply<\/a>/);
    expect(html).toMatch(/<a[^>]*href="#sign-in-notice"[^>]*>Start Chat<\/a>/);
    const notice = /<div[^>]*id="sign-in-notice"[^>]*>/.exec(html)?.[0] ?? '';
    expect(notice).toMatch(/class="[^"]*\bnot-target:hidden\b/);
    expect(notice).not.toContain(' hidden=""');
    // Signed in, the page is the app's: a helper applies through its dialog.
    const helper = await helperAccount(t.app);
    expect(scriptsIn((await page(`/jobs/${job.id}`, helper.cookie)).body).length).toBeGreaterThan(0);
  });

  it('still starts the app on a page whose form needs it (a director’s sign-up)', async () => {
    expect(scriptsIn((await page('/tournament-signup')).body).length).toBeGreaterThan(0);
  });
});

describe('the newsletter box posted as plain HTML', () => {
  it('subscribes through the API’s service and says what the API says', async () => {
    const reply = await post('/newsletter', { email: 'Plain.Post@Example.com' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('Thanks! Check your inbox for a link to confirm your subscription.');
    const rows = await subscribersAt('plain.post@example.com');
    expect(rows).toHaveLength(1);
    expect(scriptsIn(reply.body)).toEqual([]);
  });

  it('keeps a bad address with its error, and stores nothing', async () => {
    const reply = await post('/newsletter', { email: 'not-an-address' });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toContain('Invalid email');
    expect(reply.body).toMatch(/<input[^>]*value="not-an-address"/);
    expect(reply.body).toContain('aria-invalid="true"');
  });

  it('passes on the API’s limit in its words', async () => {
    const from = '10.99.0.1';
    let reply = await post('/newsletter', { email: 'limit0@example.com' }, {}, from);
    for (let i = 1; i <= 10; i++)
      reply = await post('/newsletter', { email: `limit${i}@example.com` }, {}, from);
    expect(reply.statusCode).toBe(429);
    expect(reply.body).toContain('Too many subscribe requests from this network. Please try again later.');
    expect(reply.body).toMatch(/value="limit10@example.com"/);
  });

  it('refuses a form another site posts, and what is not a page’s form', async () => {
    const crossSite = await post(
      '/newsletter',
      { email: 'cross@example.com' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
    const foreignOrigin = await t.app.inject({
      method: 'POST',
      url: '/newsletter',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: 'email=origin%40example.com',
    });
    expect(foreignOrigin.statusCode).toBe(403);
    const json = await t.app.inject({
      method: 'POST',
      url: '/newsletter',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      payload: { email: 'json@example.com' },
    });
    expect(json.statusCode).toBe(400);
    const rows = await subscribersAt('cross@example.com');
    expect(rows).toHaveLength(0);
    // Only the pages with a form's action take posts.
    expect((await post('/', { email: 'x@example.com' })).statusCode).toBe(404);
  });
});

describe('the tournament quote posted as plain HTML', () => {
  it('is stored through the API’s service and thanked on the page', async () => {
    const reply = await post('/tournament-director', {
      name: 'Pat Director',
      email: 'pat.director@example.com',
      tournamentName: 'Plain Post Classic',
      organization: '',
      dates: '',
      fields: '6',
      message: '',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('Thank you! We will email your quote to');
    expect(reply.body).toContain('pat.director@example.com');
    const rows = await quotesFor('Plain Post Classic');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fields: '6', organization: null });
  });

  it('keeps everything typed with each field’s error, and stores nothing', async () => {
    const reply = await post('/tournament-director', {
      name: 'P',
      email: 'nope',
      tournamentName: 'Kept Cup',
      message: 'Eight games',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toContain('Name must be at least 2 characters');
    expect(reply.body).toContain('Please enter a valid email address');
    expect(reply.body).toMatch(/value="Kept Cup"/);
    expect(reply.body).toMatch(/<textarea[^>]*name="message"[^>]*>Eight games<\/textarea>/);
    const rows = await quotesFor('Kept Cup');
    expect(rows).toHaveLength(0);
  });
});
