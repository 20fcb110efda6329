import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './support/fixtures';
import { holdRequests } from './support/hold';
import {
  completeTeamProfileByApi,
  dashboardSection,
  marketDate,
  postJobByApi,
  randomTag,
  registerAccount,
} from './support/marketplace';
import { pageErrors } from './support/page-errors';

// The signed-in dashboard arrives rendered from the server with its data (decision 0037): its
// first paint needs no app, its menu answers before the app has started, and the app takes the page
// over in place at the first tap.

test.describe('on a phone', () => {
  // A phone: touch, no mouse (a mouse's first move would start the app, as on a laptop).
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a team’s dashboard comes whole from the server; the menu answers before the app, which then takes over in place', async ({
    page,
  }) => {
    const tag = randomTag();
    const team = await registerAccount(page.request, 'team', `ssrdash${tag}`, {
      firstName: 'Robin',
      lastName: `Hale${tag}`,
    });
    await completeTeamProfileByApi(page.request, team.id, `@hale-${tag}`);
    const title = `Scorekeeper for the ${tag} doubleheader`;
    await postJobByApi(page.request, { title, jobDate: marketDate(5) });

    const errors = pageErrors(page);
    const run: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') run.push(new URL(req.url()).pathname);
    });
    const startApp = await holdRequests(page, '**/assets/index-*.js');
    const response = await page.goto('/dashboard');
    expect(await response?.text()).toContain('id="sideline-route-data"');

    // Painted by the server: the team's own figures and games, before any of the app's code.
    const heading = page.getByRole('heading', { level: 1, name: 'Team Dashboard' });
    await expect(heading).toBeVisible();
    await expect(page.getByText('Welcome, Robin!')).toBeVisible();
    await expect(dashboardSection(page, 'Upcoming Games').getByText(title)).toBeVisible();
    await heading.evaluate((node) => node.setAttribute('data-painted', 'before-the-app'));
    expect(run).toEqual(['/prerendered-page.js']);
    await expectAccessible(page);

    // The page's own script opens the menu: the tap starts the app, whose code is held.
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(page.getByRole('navigation', { name: 'More' })).toBeVisible();
    const button = page.locator('header button[aria-expanded]');
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    // The app starts, hydrates the painted page (no new render) and is given the tap: same menu.
    startApp();
    await page.waitForResponse('**/api/auth/user');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'More' })).toBeVisible();
    await expect(heading).toHaveAttribute('data-painted', 'before-the-app');
    // And it answers the next tap itself.
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'More' })).toBeHidden();
    // A link in the rendered page now moves within the app.
    await dashboardSection(page, 'Upcoming Games')
      .getByRole('link', { name: `View Details: ${title}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(heading).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('Bulk Upload opens its dialog before the app; the app adopts it as it finds it', async ({ page }) => {
    const tag = randomTag();
    const team = await registerAccount(page.request, 'team', `ssrbulk${tag}`);
    const teamId = await completeTeamProfileByApi(page.request, team.id, `@bulk-${tag}`);
    const errors = pageErrors(page);
    const startApp = await holdRequests(page, '**/assets/index-*.js');
    await page.goto('/dashboard');

    // The page's script answers the tap: the dialog is in the page and opens as a modal.
    const open = page.getByRole('button', { name: 'Bulk Upload Schedule' });
    await open.tap();
    const dialog = page.getByRole('dialog', { name: 'Bulk Upload Schedule' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Service Required')).toBeVisible();
    await expectAccessible(page);
    await expectModal(page, dialog);
    // Cancel, Escape and the backdrop close it before the app too; none is given back to the app.
    await dialog.getByRole('button', { name: 'Cancel' }).tap();
    await expect(dialog).toBeHidden();
    await open.tap();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await open.tap();
    // The backdrop covers the page: a tap on the header's logo closes the dialog and goes nowhere.
    await page.touchscreen.tap(24, 24);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(open).toBeFocused();
    await open.tap();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Game length').selectOption('3');

    // The app hydrates the open dialog and keeps it, with the length chosen before it ran.
    startApp();
    await page.waitForResponse('**/api/auth/user');
    const csv = `Date,Time,Home Team,Away Team,Field/Location,Service Required\n${marketDate(6)},9:00 AM,Owls ${tag},Lions,Riverside Park,Scorekeeping`;
    await dialog
      .getByLabel('Schedule file (CSV)')
      .setInputFiles({ name: 'games.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(dialog.getByText('games.csv')).toBeVisible();
    await expect(dialog.getByLabel('Game length')).toHaveValue('3');
    await dialog.getByRole('button', { name: 'Upload Schedule' }).tap();
    await expect(dialog.getByText('Upload Successful')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).tap();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    const jobs = (await (await page.request.get(`/api/jobs/team/${teamId}`)).json()) as {
      duration: number;
    }[];
    expect(jobs.map((job) => job.duration)).toEqual([3]);
    // The app now opens and closes it itself, and answers its keys.
    await open.tap();
    await expect(dialog).toBeVisible();
    await expectModal(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await open.tap();
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await expect(dialog).toBeHidden();
    // Escape while the upload runs is refused (its result would be lost), and heard again after.
    await open.tap();
    await dialog.getByLabel('Schedule file (CSV)').setInputFiles({
      name: 'more.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv.replace(marketDate(6), marketDate(7))),
    });
    const finishUpload = await holdRequests(page, '**/api/jobs/bulk-upload');
    await dialog.getByRole('button', { name: 'Upload Schedule' }).tap();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    finishUpload();
    await expect(dialog.getByText('Upload Successful')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
  });
});

test('a session the server does not know gets the plain shell, and the app’s sign-up screen', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'sideline_session', value: 'not-a-session', url: baseURL! }]);
  const errors = pageErrors(page);
  const response = await page.goto('/dashboard');
  expect(await response?.text()).not.toContain('sideline-route-data');
  await expect(page.getByText('Create Your Account')).toBeVisible();
  expect(errors).toEqual([]);
});

for (const [who, title] of [
  ['director', 'Tournament Director Dashboard'],
  ['guardian', 'Guardian Dashboard'],
  ['helper', 'Helper Dashboard'],
] as const) {
  test(`the demo ${who}'s dashboard comes rendered from the server, and reads well to axe`, async ({
    page,
  }) => {
    const login = await page.request.post('/api/auth/login', {
      data: { email: `${who}@demo.sideline.test`, password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const errors = pageErrors(page);
    const response = await page.goto('/dashboard');
    expect(await response?.text()).toContain('id="sideline-route-data"');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
}

/**
 * The page dialog is modal by its own means, not the browser's (components/ui/page-dialog.tsx):
 * named so to assistive technology, and Tab goes round its own controls, from the ends and from a
 * tap on its text.
 */
async function expectModal(page: Page, dialog: Locator) {
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  const first = dialog.getByRole('button', { name: 'Download Template' });
  const last = dialog.getByRole('button', { name: 'Close' });
  await expect(first).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(last).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await dialog.getByRole('heading', { name: 'Bulk Upload Schedule' }).click();
  await page.keyboard.press('Shift+Tab');
  await expect(last).toBeFocused();
}
