import type { Page } from '@playwright/test';
import { expectToast } from './support/auth';
import { connectCardPayoutsByApi, routeStripeJs } from './support/card';
import { bookByApi, openTeamAndHelper } from './support/deal';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './support/fixtures';
import {
  completeTeamProfileByApi,
  HELPER_NAMES,
  marketDate,
  openAccountPage,
  postJobByApi,
  randomTag,
  registerAccount,
  TEAM_NAMES,
} from './support/marketplace';

const HELPER = `${HELPER_NAMES.firstName} ${HELPER_NAMES.lastName}`;
const GAMES_HEADER = 'Game Date,Time,Home Team,Away Team,Field,Game Type,Special Requirements';

const gamesCsv = (tag: string) =>
  [
    GAMES_HEADER,
    `${marketDate(9)},9:00 AM,Eagles ${tag},Hawks ${tag},Field 1,Pool Play,`,
    `${marketDate(9)},11:00 AM,Owls ${tag},Bears ${tag},Field 2,Pool Play,Bring a tablet`,
  ].join('\n');

/** Issue 51's screens at both sizes: the phone's first, then the wide one. */
async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    const dir = process.env.SCREENS_DIR ?? 'test-results/screens-truth';
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
    await page.screenshot({ path: `${dir}/${name}-${width}-full.png`, fullPage: true });
  }
}

test('a card job booked after its start offers the team Report a Problem before the charge', async ({
  browser,
  page,
}) => {
  const tag = randomTag();
  const title = `Late-booked scorekeeper ${tag}`;
  const team = await registerAccount(page.request, 'team', 'lateteam', TEAM_NAMES);
  await completeTeamProfileByApi(page.request, team.id, `@late-${tag}`);
  // The game started at midnight: it is under way, or over, when the team books.
  const posted = await page.request.post('/api/jobs', {
    data: {
      title,
      description: 'Keep the GameChanger book; the scorer we had cancelled this morning.',
      jobType: 'scorekeeper',
      jobDate: marketDate(0),
      startTime: '00:00',
      endTime: '02:00',
      location: 'Ed Radice Sports Complex, Tampa, FL',
      zipCode: '33602',
      hourlyRate: 30,
      paysByCard: true,
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const jobId = ((await posted.json()) as { id: number }).id;
  const helper = await openAccountPage(browser, 'helper', 'latehelp', HELPER_NAMES);
  try {
    await connectCardPayoutsByApi(helper.page.request);
    const applied = await helper.page.request.post('/api/applications', { data: { jobId } });
    expect(applied.status(), await applied.text()).toBe(201);
  } finally {
    await helper.close();
  }

  await routeStripeJs(page);
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('button', { name: `Accept ${HELPER}'s application`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Book ${HELPER} with a card` });
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Save Card and Accept' }).click();
  await expectToast(page, 'Application Accepted', `${HELPER} is booked`);
  await shoot(page, 'late-booked-held');
  await expect(page.getByRole('main').getByText('Payment guaranteed')).toBeVisible();

  await page.getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(page.getByRole('main')).toContainText('unless you report a problem before then');
  await page.getByRole('button', { name: 'Report a Problem' }).click();
  await page.getByLabel('What went wrong?').fill('The helper left after the first inning.');
  await page.getByRole('button', { name: 'Stop the Charge' }).click();
  await expectToast(page, 'Charge Stopped');
  await expect(page.getByRole('main')).toContainText('You reported a problem.');
  await expectAccessible(page);
  await shoot(page, 'late-booked-disputed');
});

test('rain-out: Accept New Time shows the game booked at its new time at once, while the card provider is slow', async ({
  browser,
}) => {
  const tag = randomTag();
  const { team, helper } = await openTeamAndHelper(browser, 'rsq', tag);
  const setLatency = (ms: number) =>
    fetch(`${process.env.E2E_STRIPE_API_URL}/fake/latency`, { method: 'POST', body: `ms=${ms}` });
  try {
    // A card-guaranteed game tomorrow: its hold is placed at booking.
    const title = `Rained-out scoreboard ${tag}`;
    const jobId = await postJobByApi(team.page.request, { title, jobDate: marketDate(1) });
    await connectCardPayoutsByApi(helper.page.request);
    const applied = await helper.page.request.post('/api/applications', { data: { jobId } });
    expect(applied.status(), await applied.text()).toBe(201);
    await routeStripeJs(team.page);
    await team.page.goto(`/jobs/${jobId}`);
    const name = `Jordan Ellis${tag}`;
    await team.page.getByRole('button', { name: `Accept and Pay by Card: ${name}'s application` }).click();
    const dialog = team.page.getByRole('dialog', { name: `Book ${name} with a card` });
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByRole('button', { name: 'Save Card and Accept' }).click();
    await expect(team.page.getByRole('main').getByText('Payment guaranteed')).toBeVisible();
    // Ten days out: the placed hold would lapse before that game's charge, so accepting replaces it.
    const newDate = marketDate(10);
    const moved = await team.page.request.post(`/api/jobs/${jobId}/reschedule`, {
      data: { jobDate: newDate, startTime: '10:00', endTime: '12:30', note: 'Flooded field.' },
    });
    expect(moved.status(), await moved.text()).toBe(200);

    await helper.page.goto(`/jobs/${jobId}`);
    const main = helper.page.getByRole('main');
    await expect(main).toContainText('Status: Rescheduling');
    const request = main.getByRole('region', { name: `New time for ${title}` });
    await expect(request).toContainText('The team asks to move this game to');
    await expectAccessible(helper.page);
    await setLatency(2_000);
    await request.getByRole('button', { name: 'Accept New Time' }).click();
    // The tap is answered without waiting on the provider: booked at the new time within a second.
    await expect(main).toContainText('Status: Assigned', { timeout: 1_000 });
    await expect(request).toHaveCount(0);
    await expect(main).toContainText('10:00 AM - 12:30 PM');
    await expectToast(helper.page, 'New Time Accepted');
    await shoot(helper.page, 'reschedule-accepted');
    await setLatency(0);
    // The team's page agrees, and the card's guarantee followed the game (a new hold before it).
    await team.page.reload();
    await expect(team.page.getByRole('main')).toContainText('Status: Assigned');
    await expect(team.page.getByRole('main')).toContainText('Paid by card');
  } finally {
    await setLatency(0);
    await Promise.all([team.close(), helper.close()]);
  }
});

test('checkout for a helper who cannot take cards says so plainly, shows the amount, Venmo and PayPal, and leads back to the job', async ({
  browser,
  page,
}) => {
  const tag = randomTag();
  const title = `Scorebook for the semifinal ${tag}`;
  const team = await registerAccount(page.request, 'team', 'nocardco', TEAM_NAMES);
  await completeTeamProfileByApi(page.request, team.id, `@nocard-${tag}`);
  const jobId = await postJobByApi(page.request, { title, jobDate: marketDate(0), hourlyRate: 30 });
  const helper = await openAccountPage(browser, 'helper', 'nocardhp', HELPER_NAMES);
  try {
    const settings = await helper.page.request.put(`/api/users/${helper.account.id}/payment`, {
      data: { venmoUsername: `@jordan-${tag}`, paypalEmail: null, preferredPaymentMethod: 'venmo' },
    });
    expect(settings.status(), await settings.text()).toBe(200);
    await bookByApi(page.request, helper.page.request, jobId);
    expect((await page.request.post(`/api/jobs/${jobId}/complete`)).status()).toBe(200);
  } finally {
    await helper.close();
  }

  await page.goto(`/payments/checkout/${jobId}`);
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout', exact: true })).toBeVisible();
  await expect(main.getByRole('status').first()).toContainText("This helper can't take card payments yet.");
  await expect(main.getByText('Error Loading Checkout')).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Return to Jobs' })).toHaveCount(0);
  // What is due, and the other ways to pay: Venmo with the helper's handle, and PayPal.
  await expect(main.getByText(`Amount due to ${HELPER}`)).toBeVisible();
  await expect(main.getByText('$90', { exact: true }).first()).toBeVisible();
  await expect(main.getByRole('tab', { name: 'Credit Card' })).toHaveCount(0);
  await expect(main.getByRole('tabpanel')).toContainText(`@jordan-${tag}`);
  await expect(main.getByRole('link', { name: /Pay with Venmo/ })).toBeVisible();
  await main.getByRole('tab', { name: 'PayPal' }).click();
  await expect(main.getByRole('tabpanel')).toContainText("This helper hasn't set up PayPal yet.");
  await expect(main.getByRole('link', { name: 'Back to the job' })).toHaveAttribute('href', `/jobs/${jobId}`);
  await expect(main.getByRole('link', { name: title })).toHaveAttribute('href', `/jobs/${jobId}`);
  await expectAccessible(page);
  await main.getByRole('tab', { name: 'Venmo' }).click();
  await shoot(page, 'checkout-without-card');
  await main.getByRole('link', { name: 'Back to the job' }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
});

test("the demo director's games import on a phone answers the first tap, even before the app has started", async ({
  browser,
}) => {
  const tag = randomTag();
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  try {
    const login = await page.request.post('/api/auth/login', {
      data: { email: 'director@demo.sideline.test', password: DEMO_PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);
    // A slow phone: the app's code arrives seconds after the page. The page is on screen, and the
    // director taps Import Games before the app has started.
    let release!: () => void;
    const appArrives = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await appArrives;
      await route.continue();
    });
    await page.goto('/dashboard');
    const tournament = page.getByRole('region', { name: 'Bay Area Spring Classic' });
    const chooser = page.waitForEvent('filechooser', { timeout: 3_000 });
    await tournament.getByText('Import Games', { exact: true }).tap();
    const files = await chooser;
    await files.setFiles({
      name: 'more-games.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(gamesCsv(tag)),
    });
    // Only the tap was early: the browser's 5-second window for a chooser is long gone when the app starts.
    await page.waitForTimeout(5_500);
    release();
    await expectToast(page, 'Games Imported', '2 games added to Bay Area Spring Classic.');
    await expect(tournament.getByText(`Eagles ${tag} vs Hawks ${tag}`).first()).toBeVisible();
    await expect(tournament.getByText(`Owls ${tag} vs Bears ${tag}`).first()).toBeVisible();
    await expectAccessible(page);

    // Bad rows are listed by number and stay on the page; the good ones still come in.
    const bad = [
      GAMES_HEADER,
      `${marketDate(9)},9:00 AM,Foxes ${tag},,Field 1,,`,
      `someday,25:00 PM,Elks ${tag},Rams ${tag},Field 2,,`,
      `${marketDate(9)},3:00 PM,Wolves ${tag},Bats ${tag},Field 3,,`,
    ].join('\n');
    const again = page.waitForEvent('filechooser');
    await tournament.getByText('Import Games', { exact: true }).tap();
    await (await again).setFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await expectToast(page, 'Imported with Errors', '1 game added, 2 rows refused.');
    const refused = tournament.getByRole('status').filter({ hasText: 'rows refused' });
    await expect(refused).toContainText('1 game imported, 2 rows refused');
    await expect(refused).toContainText('Row 2: Away Team is required');
    await expect(refused).toContainText('Row 3: Game Date "someday" must be a date as YYYY-MM-DD');
    await expect(tournament.getByText(`Wolves ${tag} vs Bats ${tag}`).first()).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'director-import');
  } finally {
    await context.close();
  }
});
