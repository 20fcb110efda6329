import { expect, expectAccessible, test } from './support/fixtures';
import { holdRequests } from './support/hold';
import { pageErrors } from './support/page-errors';
import type { Page } from '@playwright/test';

/** The page's script requests: those run, and those only fetched ahead (prefetch, not run). */
function recordScripts(page: Page): { run: string[]; fetchedAhead: string[] } {
  const run: string[] = [];
  const fetchedAhead: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (!pathname.endsWith('.js')) return;
    (req.resourceType() === 'script' ? run : fetchedAhead).push(pathname);
  });
  return { run, fetchedAhead };
}

// The first load: pages that arrive rendered from the server (or prerendered at build time), and the
// app taking them over in place, with nothing the visitor did before it started lost.

test('a signed-out visitor gets the home page whole from the server, and the app takes it over in place at the first tap', async ({
  browser,
  page,
  request,
}) => {
  const gigs = (await (await request.get('/api/jobs?limit=6&status=open')).json()) as {
    title: string;
    jobDate: string;
    startTime: string;
  }[];
  const soonest = gigs.sort((a, b) =>
    `${a.jobDate} ${a.startTime}`.localeCompare(`${b.jobDate} ${b.startTime}`),
  )[0];
  const [featured] = (await (await request.get('/api/helper-profiles/featured?limit=4')).json()) as {
    id: number;
  }[];
  expect(soonest && featured).toBeTruthy();

  // Without JavaScript the page is all there: both lists, Log In and Sign Up, and plain links.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/');
  await expect(bare.getByRole('heading', { level: 1, name: /Game-day help for youth sports/ })).toBeVisible();
  await expect(bare.getByRole('banner').getByRole('link', { name: 'Find Work' })).toHaveAttribute(
    'href',
    '/jobs',
  );
  const account = bare.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  await expect(bare.getByRole('region', { name: 'Available Gigs' }).getByText(soonest!.title)).toBeVisible();
  await expect(
    bare
      .getByRole('region', { name: 'Featured Helpers' })
      .locator(`a[href="/helpers/${featured!.id}"]`)
      .first(),
  ).toBeVisible();
  await noScript.close();

  // With it, the page loads only its small first script; the app's code waits for the first tap.
  const errors = pageErrors(page);
  const { run, fetchedAhead } = recordScripts(page);
  const asked: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/')) asked.push(req.url());
  });
  const response = await page.goto('/');
  // The lists are in the page, so there is nothing to preload.
  expect(response?.headers().link).toBeUndefined();
  const heading = page.getByRole('heading', { level: 1, name: /Game-day help for youth sports/ });
  await heading.evaluate((node) => node.setAttribute('data-painted', 'before-the-app'));
  await page.waitForLoadState('networkidle');
  expect(run).toEqual(['/prerendered-page.js']);
  expect(fetchedAhead).toEqual([]);
  expect(asked).toEqual([]);

  // The first tap is answered at once and starts the app, which hydrates the painted page in place.
  const booted = page.waitForResponse('**/api/auth/user');
  const gigWorkers = page.getByRole('tab', { name: 'For Gig Workers' });
  await gigWorkers.click();
  await booted;
  await expect(gigWorkers).toHaveAttribute('aria-selected', 'true');
  await expect(heading).toHaveAttribute('data-painted', 'before-the-app');
  // The lists came with the page: the app does not ask for them again.
  expect(asked.filter((url) => !url.includes('/api/auth/user') && !url.includes('/api/push'))).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('on the prerendered home, the menu and the tabs answer before the app has started, and the app keeps what they show', async ({
    page,
  }) => {
    const startApp = await holdRequests(page, '**/assets/index-*.js');
    await page.goto('/');
    const button = page.locator('button[aria-controls="mobile-menu"]');
    await button.click();
    const tab = page.getByRole('tab', { name: 'For Gig Workers' });
    await tab.click();
    // The page's first script answers both taps: the app's code is still on the way.
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAccessibleName('Close menu');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Get paid to work the games you love');
    startApp();
    // Both taps are given back in order once the app has hydrated: its state matches the screen.
    await page.waitForResponse('**/api/auth/user');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Get paid to work the games you love');
    // And the app answers the next tap: the menu closes.
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});

test('on the home page, a gig chip tapped and a ZIP typed before the app has started are kept once it has', async ({
  page,
}) => {
  const startApp = await holdRequests(page, '**/assets/index-*.js');
  await page.goto('/');
  const gigs = page.getByRole('region', { name: 'Available Gigs' });
  const scoreboard = gigs.getByRole('button', { name: 'Scoreboard', exact: true });
  await scoreboard.click();
  const zip = gigs.getByLabel('ZIP code');
  await zip.fill('33602');
  // Nothing can answer yet: the chip is not pressed.
  await expect(scoreboard).toHaveAttribute('aria-pressed', 'false');
  startApp();
  await expect(scoreboard).toHaveAttribute('aria-pressed', 'true');
  await expect(gigs.getByRole('button', { name: 'All Gigs' })).toHaveAttribute('aria-pressed', 'false');
  // The ZIP typed before the app ran is the one searched.
  await zip.press('Enter');
  await expect(page).toHaveURL(/\/jobs\?zip=33602&radius=25$/);
  await expect(page.getByLabel('ZIP code', { exact: true })).toHaveValue('33602');
});

test('on the home page, a visitor scrolled to the footer stays there as the app starts, and their Subscribe is answered', async ({
  page,
}) => {
  const startApp = await holdRequests(page, '**/assets/index-*.js');
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill('not-an-email');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  startApp();
  await expect(footer.getByRole('alert')).toHaveText('Invalid email');
  // The app took the page over where the visitor was: a jump to the top would move a tap in progress.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('on the home page, an arrow key pressed on the hero tabs before the app has started is answered once it has', async ({
  page,
}) => {
  const startApp = await holdRequests(page, '**/assets/index-*.js');
  await page.goto('/');
  const coaches = page.getByRole('tab', { name: 'For Coaches & Parents' });
  const workers = page.getByRole('tab', { name: 'For Gig Workers' });
  // Focusing the tab is the sign that starts the app; its code is still on the way.
  await coaches.focus();
  await page.keyboard.press('ArrowRight');
  await expect(workers).toHaveAttribute('aria-selected', 'false');
  startApp();
  await expect(workers).toBeFocused();
  await expect(workers).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Get paid to work the games you love');
});

test('signed out, a job page arrives rendered with the job, and the app hydrates it without asking again', async ({
  page,
  browser,
  request,
}) => {
  const [job] = (await (await request.get('/api/jobs?limit=1&status=open')).json()) as {
    id: number;
    title: string;
  }[];
  expect(job).toBeDefined();
  // Without JavaScript the job is there: the server rendered it (decision 0024).
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto(`/jobs/${job!.id}`);
  await expect(bare.getByRole('heading', { level: 1, name: job!.title })).toBeVisible();
  await expect(bare.getByRole('button', { name: 'Apply' })).toBeVisible();
  await noScript.close();

  const asked: string[] = [];
  const errors = pageErrors(page);
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === `/api/jobs/${job!.id}`) asked.push(req.url());
  });
  // The page is whole, so the app waits for the first sign of use (decision 0037): until then only
  // the small first script runs, and nothing more is fetched.
  const { run } = recordScripts(page);
  const response = await page.goto(`/jobs/${job!.id}`);
  // The job is in the page, so there is nothing to preload.
  expect(response?.headers().link).toBeUndefined();
  const heading = page.getByRole('heading', { level: 1, name: job!.title });
  await heading.evaluate((node) => node.setAttribute('data-painted', 'before-the-app'));
  await page.waitForLoadState('networkidle');
  expect(run).toEqual(['/prerendered-page.js']);
  // Apply, tapped before the app runs, starts it and is answered on the nodes the server rendered.
  const booted = page.waitForResponse('**/api/auth/user');
  await page.getByRole('button', { name: 'Apply' }).click();
  await booted;
  await expect(page.getByText('You need to be signed in to apply or chat.')).toBeVisible();
  await expect(heading).toHaveAttribute('data-painted', 'before-the-app');
  await expectAccessible(page);
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});

test("with a query string, a job page's data is requested with the page (Link preload) and fetched once", async ({
  page,
  request,
}) => {
  const [job] = (await (await request.get('/api/jobs?limit=1&status=open')).json()) as {
    id: number;
    title: string;
  }[];
  const asked: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === `/api/jobs/${job!.id}`) asked.push(req.url());
  });
  const response = await page.goto(`/jobs/${job!.id}?from=share`);
  expect(response?.headers().link).toContain(`</api/jobs/${job!.id}>; rel=preload`);
  await expect(page.getByRole('heading', { level: 1, name: job!.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(1);
});

test('on the prerendered Find Work page, a ZIP typed before the app has started is kept and searched', async ({
  page,
}) => {
  const startApp = await holdRequests(page, '**/prerendered-page.js');
  await page.goto('/jobs', { waitUntil: 'commit' });
  const zip = page.getByLabel('ZIP code', { exact: true });
  await zip.fill('33602');
  const booted = page.waitForResponse('**/api/auth/user');
  startApp();
  await booted;
  await expect(zip).toHaveValue('33602');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]zip=33602/);
  await expect(zip).toHaveValue('33602');
});

test('on the prerendered Find Work page, a search sent before the app has started is run once it has', async ({
  page,
}) => {
  const startApp = await holdRequests(page, '**/assets/index-*.js');
  await page.goto('/jobs');
  const zip = page.getByLabel('ZIP code', { exact: true });
  await zip.fill('33602');
  await zip.press('Enter');
  // Without the app the form would reload the page; the page stays as it was until the app runs.
  await expect(page).toHaveURL(/\/jobs$/);
  startApp();
  await expect(page).toHaveURL(/[?&]zip=33602/);
  await expect(zip).toHaveValue('33602');
});

test('signed out, Find Work runs only its first script until the visitor uses it (decision 0037)', async ({
  page,
}) => {
  const { run, fetchedAhead } = recordScripts(page);
  await page.goto('/jobs');
  await page.waitForLoadState('networkidle');
  expect(run).toEqual(['/prerendered-page.js']);
  expect(fetchedAhead).toEqual([]);
  // A chip tapped first starts the app, and is answered once it has.
  const scoreboard = page.getByRole('button', { name: 'Scoreboard', exact: true });
  await scoreboard.click();
  await expect(scoreboard).toHaveAttribute('aria-pressed', 'true');
  expect(run.length).toBeGreaterThan(1);
  await expectAccessible(page);
});
