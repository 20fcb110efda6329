import type { Page } from '@playwright/test';
import { expectToast, logIn, registerByApi, submitLogin, toasts } from './support/auth';
import { DEMO_PASSWORD, expect, expectAccessible, test, uniqueUser } from './support/fixtures';
import { holdRequests } from './support/hold';

const MAIN_LINKS = [
  ['Tournament Organizer', '/tournament-director'],
  ['Find Work', '/jobs'],
  ['Find Talent', '/find-talent'],
  ['Post a Job', '/post-job'],
] as const;

const closingCta = (page: Page) => page.getByRole('region', { name: 'Ready for game day?' });

test('the home page: sections in order, hero tabs by keyboard, and the signed-out closing CTA', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Game-day help for youth sports/ })).toBeVisible();
  const sections = await page
    .locator('main > section')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-labelledby')));
  const order = ['hero-title', 'how-title', 'testimonials-title', 'closing-title'].map((id) =>
    sections.indexOf(id),
  );
  expect(
    order.every((index) => index >= 0),
    `sections: ${sections.join(', ')}`,
  ).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  expect(sections[0]).toBe('hero-title');
  expect(sections.at(-1)).toBe('closing-title');
  await expect(page.getByRole('heading', { name: 'Built for Tampa Bay game days' })).toBeVisible();
  await expectAccessible(page);

  const coaches = page.getByRole('tab', { name: 'For Coaches & Parents' });
  const workers = page.getByRole('tab', { name: 'For Gig Workers' });
  await expect(coaches).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Your next game, fully staffed');
  await coaches.focus();
  await page.keyboard.press('ArrowRight');
  await expect(workers).toBeFocused();
  await expect(workers).toHaveAttribute('aria-selected', 'true');
  await expect(coaches).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('tabpanel')).toContainText('Get paid to work the games you love');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Find Gigs' })).toHaveAttribute(
    'href',
    '/jobs',
  );
  await page.keyboard.press('ArrowLeft');
  await expect(coaches).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Your next game, fully staffed');

  await page.getByRole('tabpanel').getByRole('link', { name: 'How It Works' }).click();
  await expect(page).toHaveURL(/\/#how-it-works$/);
  await expect(page.locator('#how-it-works')).toBeInViewport();
  await expect(page.locator('#how-it-works').getByRole('heading', { name: 'How It Works' })).toBeVisible();

  const cta = closingCta(page);
  await expect(cta.getByRole('link', { name: 'I Need Game Day Help' })).toHaveAttribute('href', '/post-job');
  await expect(cta.getByRole('link', { name: 'I Want to Find Gigs' })).toHaveAttribute('href', '/jobs');
});

test('/#how-it-works opens at that section', async ({ page }) => {
  await page.goto('/#how-it-works');
  await expect(page.locator('#how-it-works')).toBeInViewport();
});

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

  // With it, the page loads only its small first script; the app's code is fetched ahead, not run.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('401')) errors.push(message.text());
  });
  const run: string[] = [];
  const fetchedAhead: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (!pathname.endsWith('.js')) return;
    (req.resourceType() === 'script' ? run : fetchedAhead).push(pathname);
  });
  const asked: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/')) asked.push(req.url());
  });
  const response = await page.goto('/');
  // The lists are in the page, so there is nothing to preload.
  expect(response?.headers().link).toBeUndefined();
  const heading = page.getByRole('heading', { level: 1, name: /Game-day help for youth sports/ });
  await heading.evaluate((node) => node.setAttribute('data-painted', 'before-the-app'));
  await expect.poll(() => fetchedAhead.some((file) => /\/assets\/index-/.test(file))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(run).toEqual(['/prerendered-page.js']);
  expect(asked).toEqual([]);

  // The first tap starts the app, which hydrates the painted page and then answers the tap.
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

for (const { email, label, other } of [
  { email: 'coach@demo.sideline.test', label: 'Post a Job', other: 'Find Gigs' },
  { email: 'helper@demo.sideline.test', label: 'Find Gigs', other: 'Post a Job' },
]) {
  test(`signed in as ${email}, the closing CTA offers ${label}`, async ({ page }) => {
    await logIn(page, email, DEMO_PASSWORD);
    await expectAccessible(page);
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    const cta = closingCta(page);
    await expect(cta.getByRole('link', { name: label })).toHaveAttribute(
      'href',
      label === 'Post a Job' ? '/post-job' : '/jobs',
    );
    await expect(cta.getByRole('link', { name: other })).toHaveCount(0);
    await expect(cta.getByRole('link', { name: 'I Need Game Day Help' })).toHaveCount(0);
    await expect(cta.getByRole('link', { name: 'I Want to Find Gigs' })).toHaveCount(0);
  });
}

test('the header links', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, href] of MAIN_LINKS) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  await account.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sideline' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu opens with the same links and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const button = page.locator('button[aria-controls="mobile-menu"]');
    await expect(button).toHaveAccessibleName('Open menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAccessibleName('Close menu');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const [label, href] of MAIN_LINKS) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(menu.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(menu).toBeVisible();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    // Following a link closes the menu too.
    await button.click();
    await menu.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('on the prerendered home, a tap made before the app has started is answered once it has', async ({
    page,
  }) => {
    const startApp = await holdRequests(page, '**/assets/index-*.js');
    await page.goto('/');
    const button = page.locator('button[aria-controls="mobile-menu"]');
    await button.click();
    const tab = page.getByRole('tab', { name: 'For Gig Workers' });
    await tab.click();
    // Nothing can answer yet: the painted page is still the prerendered one.
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(tab).toHaveAttribute('aria-selected', 'false');
    startApp();
    // Both taps are given back in order once the app has hydrated the page.
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
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

test('the dashboard sidebar collapses and expands', async ({ page }) => {
  await registerByApi(page.request, 'team', uniqueUser('sidebar'));
  await page.goto('/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  const toggle = sidebar.getByRole('button', { name: 'Collapse sidebar' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByText('My Jobs')).toBeVisible();
  expect((await sidebar.boundingBox())?.width).toBe(256);

  await toggle.click();
  const expand = sidebar.getByRole('button', { name: 'Expand sidebar' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
  // Icons only, but every link keeps its name.
  await expect(sidebar.getByRole('link', { name: 'My Jobs' })).toBeVisible();
  await expect(sidebar.getByText('My Jobs')).toHaveClass(/sr-only/);

  await expand.click();
  await expect(sidebar.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
  await expect(sidebar.getByText('My Jobs')).not.toHaveClass(/sr-only/);
});

test('a toast can be dismissed', async ({ page }) => {
  await submitLogin(page, uniqueUser('toast').email, 'whatever-password');
  const toast = await expectToast(page, 'Login Failed', 'Invalid email or password');
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toasts(page)).toHaveCount(0);
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
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('401')) errors.push(message.text());
  });
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === `/api/jobs/${job!.id}`) asked.push(req.url());
  });
  const startApp = await holdRequests(page, '**/assets/index-*.js');
  const response = await page.goto(`/jobs/${job!.id}`);
  // The job is in the page, so there is nothing to preload.
  expect(response?.headers().link).toBeUndefined();
  const heading = page.getByRole('heading', { level: 1, name: job!.title });
  await heading.evaluate((node) => node.setAttribute('data-painted', 'before-the-app'));
  const booted = page.waitForResponse('**/api/auth/user');
  startApp();
  await booted;
  // The app answers Apply, on the same nodes the server rendered.
  await page.getByRole('button', { name: 'Apply' }).click();
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
