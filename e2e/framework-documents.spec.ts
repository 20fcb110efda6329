import type { Browser, BrowserContext, Page } from '@playwright/test';
import { startFrameworkServer } from './support/bare-server';
import { expect, expectAccessible, test } from './support/fixtures';

/**
 * The framework build's pages (decision 0054) on a phone, on a server of their own with the demo
 * data: signed out, the home and organizer pages are plain documents that answer every tap with no
 * script (a popover menu, links, a radio group, forms the server answers); signed in, the app starts
 * and the dashboard's menu opens under its header.
 */
let server: { url: string; close(): Promise<void> };

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startFrameworkServer();
});
test.afterAll(async () => {
  await server?.close();
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A phone's context on the framework server; `scripts` lists every script it fetches. */
async function phone(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; scripts: string[]; errors: string[] }> {
  const context = await browser.newContext({ ...PHONE, baseURL: server.url });
  const page = await context.newPage();
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  return { context, page, scripts, errors };
}

test('a signed-out visitor taps from home to a quote request with no script at all', async ({ browser }) => {
  const { context, page, scripts, errors } = await phone(browser);
  try {
    await page.goto('/');
    await expectAccessible(page);

    // The audiences: a radio group the browser moves through, its panel shown by CSS.
    await page.getByText('For Gig Workers', { exact: true }).tap();
    await expect(page.getByRole('heading', { name: 'Get paid to work the games you love' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your next game, fully staffed' })).toBeHidden();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('heading', { name: 'Your next game, fully staffed' })).toBeVisible();

    // The gig chips filter by the address.
    const chips = page.getByRole('navigation', { name: 'Filter gigs by type' });
    await chips.getByRole('link', { name: 'Streaming' }).tap();
    await expect(page).toHaveURL(/\/\?type=streaming#available-gigs$/);
    await expect(chips.getByRole('link', { name: 'Streaming' })).toHaveAttribute('aria-current', 'true');

    // The menu: an HTML popover, named as it is, closed by Escape.
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await menuButton.tap();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeInViewport();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await menuButton.tap();
    await menu.getByRole('link', { name: 'Tournament Organizer' }).tap();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Staff every game of your tournament from one spreadsheet',
    );
    await expectAccessible(page);

    // The quote form posts to the page itself; what was typed comes back with what to fix.
    await page.getByRole('link', { name: 'Get a Quote' }).tap();
    const quote = page.getByRole('region', { name: 'Request a quote' });
    await quote.getByLabel('Your Name').fill('Pat Organizer');
    await quote.getByLabel('Email').fill('pat.organizer@example');
    await quote.getByLabel('Tournament Name').fill('Phone Classic');
    await quote.getByRole('button', { name: 'Request a Quote' }).tap();
    await expect(quote.getByText('Please enter a valid email address')).toBeVisible();
    await expect(quote.getByLabel('Tournament Name')).toHaveValue('Phone Classic');
    await expect(quote.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await quote.getByLabel('Email').fill('pat.organizer@example.com');
    await quote.getByRole('button', { name: 'Request a Quote' }).tap();
    await expect(quote.getByRole('status')).toContainText(
      'Thank you! We will email your quote to pat.organizer@example.com within 24 hours.',
    );
    await expectAccessible(page);

    // The footer's newsletter box answers on a page of its own.
    await page.getByLabel('Email address').fill('phone.reader@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
    await expect(page.getByRole('status').first()).toHaveText(
      'Thanks! Check your inbox for a link to confirm your subscription.',
    );
    await expectAccessible(page);

    expect(scripts).toEqual([]);
    // The one refused post is the quote with the bad address: its document came back 400.
    expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
  } finally {
    await context.close();
  }
});

test('signed out, a job page answers Apply with the sign-in notice, with no script', async ({ browser }) => {
  const { context, page, scripts, errors } = await phone(browser);
  try {
    const open = await context.request.get('/api/jobs?status=open&limit=1');
    const [job] = (await open.json()) as { id: number }[];
    await page.goto(`/jobs/${job!.id}`);
    const notice = page.getByRole('status').filter({ hasText: 'You need to be signed in to apply or chat.' });
    await expect(notice).toBeHidden();
    await page.getByRole('link', { name: 'Apply', exact: true }).tap();
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Log In' })).toBeVisible();
    // Checked as loaded with the notice shown (the tap leaves a hover mid-transition under it).
    await page.goto(`/jobs/${job!.id}#sign-in-notice`);
    await expect(notice).toBeVisible();
    await expectAccessible(page);
    expect(scripts).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('signed in, the app starts, and the dashboard’s menu opens under its header and leads on', async ({
  browser,
}) => {
  const { context, page, scripts, errors } = await phone(browser);
  try {
    const login = await context.request.post('/api/auth/login', {
      data: { email: 'coach@demo.sideline.test', password: 'sideline-demo' },
    });
    expect(login.ok()).toBe(true);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Team Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const more = page.getByRole('navigation', { name: 'More' });
    await expect(more.getByRole('link', { name: 'My Jobs' })).toBeInViewport();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(more).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await more.getByRole('link', { name: 'My Jobs' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'My Jobs' })).toBeVisible();
    await expect(more).toBeHidden();
    await expectAccessible(page);

    await page.goto('/');
    expect(scripts.length).toBeGreaterThan(0);
    // The gig chips are links with the app too: the address changes, the page stays.
    const chips = page.getByRole('navigation', { name: 'Filter gigs by type' });
    await chips.getByRole('link', { name: 'Streaming' }).tap();
    await expect(page).toHaveURL(/\/\?type=streaming#available-gigs$/);
    await expect(chips.getByRole('link', { name: 'Streaming' })).toHaveAttribute('aria-current', 'true');
    // With the app running, a link in the menu takes it to the page and the menu closes.
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).tap();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Tournament Organizer' })
      .tap();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Staff every game of your tournament from one spreadsheet',
    );
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
