import type { APIRequestContext, Page } from '@playwright/test';
import { expectToast, logIn } from './support/auth';
import { connectCardPayoutsByApi, routeStripeJs } from './support/card';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './support/fixtures';
import { postJobThroughForm } from './support/deal';
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

/** The helper applies by the API; the team's job page lists the application. */
async function applyByApi(helper: APIRequestContext, jobId: number) {
  const applied = await helper.post('/api/applications', { data: { jobId } });
  expect(applied.status(), await applied.text()).toBe(201);
}

/** On the team's job page: Accept opens the card booking, the card is typed and saved. */
async function bookWithCard(page: Page, jobId: number, cardNumber: string) {
  await routeStripeJs(page);
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('button', { name: `Accept ${HELPER}'s application`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Book ${HELPER} with a card` });
  await expect(dialog).toContainText('Nothing is charged now.');
  await dialog.getByLabel('Card number').fill(cardNumber);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save Card and Accept' }).click();
  await expectToast(page, 'Application Accepted', `${HELPER} is booked`);
  await expect(dialog).toBeHidden();
}

test('a card job: the coach books with a saved card, the helper sees Payment guaranteed, and the card is charged a day after completion', async ({
  browser,
  page,
}) => {
  const tag = randomTag();
  const title = `Card-guaranteed scorekeeper ${tag}`;
  const team = await registerAccount(page.request, 'team', 'holdteam', TEAM_NAMES);
  await completeTeamProfileByApi(page.request, team.id, `@hold-${tag}`);

  // Posting: the card choice is on the form, and helpers see it before they apply.
  const jobId = await postJobThroughForm(page, {
    title,
    jobDate: marketDate(0),
    hourlyRate: 30,
    paysByCard: true,
  });

  const helper = await openAccountPage(browser, 'helper', 'holdhelp', HELPER_NAMES);
  try {
    await connectCardPayoutsByApi(helper.page.request);
    await helper.page.goto(`/jobs/${jobId}`);
    await expect(helper.page.getByText('Paid by card, guaranteed at booking')).toBeVisible();
    await applyByApi(helper.page.request, jobId);

    await bookWithCard(page, jobId, '4242 4242 4242 4242');
    // The game is today, inside the hold's lead time: the card is held at once.
    const guarantee = page.getByRole('main').getByText('Payment guaranteed');
    await expect(guarantee).toBeVisible();
    await expect(page.getByRole('main')).toContainText('is held on your Visa ending 4242');
    await expect(page.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);

    await helper.page.goto(`/jobs/${jobId}`);
    await expect(helper.page.getByRole('main').getByText('Payment guaranteed')).toBeVisible();
    await expect(helper.page.getByRole('main')).toContainText("The team's card is held for your pay of $90");
    await expectAccessible(helper.page);

    // The coach marks the job complete: the charge waits 24 hours for a problem to be reported.
    await page.getByRole('button', { name: 'Mark as Complete' }).click();
    await expect(page.getByRole('main')).toContainText('unless you report a problem before then');
    await expect(page.getByRole('button', { name: 'Report a Problem' })).toBeVisible();
    await expectAccessible(page);

    // A day later the sweep captures the hold; the provider's own signed webhook marks the job paid.
    const dayLater = new Date(Date.now() + 25 * 3_600_000).toISOString();
    const ran = await page.request.post('/api/test/scheduled-work', { data: { at: dayLater } });
    expect(ran.status(), await ran.text()).toBe(200);
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/jobs/${jobId}`)).json()) as { status: string }).status,
      )
      .toBe('paid');
    await page.reload();
    await expect(page.getByRole('main')).toContainText(
      'Paid by card: $99 was charged to your Visa ending 4242.',
    );
    await helper.page.reload();
    await expect(helper.page.getByRole('main')).toContainText(
      'Paid by card: $90 is on its way to your account.',
    );
  } finally {
    await helper.close();
  }
});

test('a declined hold tells both sides at once, and the coach fixes the card before the game', async ({
  browser,
  page,
}) => {
  const tag = randomTag();
  const title = `Declined-card scoreboard ${tag}`;
  const team = await registerAccount(page.request, 'team', 'declteam', TEAM_NAMES);
  await completeTeamProfileByApi(page.request, team.id, `@decl-${tag}`);
  const jobId = await postJobByApi(page.request, {
    title,
    jobDate: marketDate(1),
    startTime: '10:00',
    endTime: '12:00',
  });

  const helper = await openAccountPage(browser, 'helper', 'declhelp', HELPER_NAMES);
  try {
    await connectCardPayoutsByApi(helper.page.request);
    await applyByApi(helper.page.request, jobId);

    // On a Venmo job the card is a choice at accepting; this card saves but is declined when held.
    await routeStripeJs(page);
    await page.goto(`/jobs/${jobId}`);
    await page.getByRole('button', { name: `Accept and Pay by Card: ${HELPER}'s application` }).click();
    const dialog = page.getByRole('dialog', { name: `Book ${HELPER} with a card` });
    await dialog.getByLabel('Card number').fill('4000 0000 0000 0341');
    await dialog.getByRole('button', { name: 'Save Card and Accept' }).click();
    await expectToast(page, 'Application Accepted', `${HELPER} is booked`);

    const declined = page.getByRole('alert').filter({ hasText: 'Your card was declined' });
    await expect(declined).toContainText('Your card was declined.');
    await expectAccessible(page);
    await helper.page.goto(`/jobs/${jobId}`);
    await expect(helper.page.getByRole('main')).toContainText('Payment not guaranteed yet');

    await declined.getByRole('button', { name: 'Fix Card' }).click();
    await declined.getByLabel('Card number').fill('4242 4242 4242 4242');
    await declined.getByRole('button', { name: 'Save Card' }).click();
    await expectToast(page, 'Card Saved', `${HELPER_NAMES.firstName}'s pay is guaranteed.`);
    await expect(page.getByRole('main').getByText('Payment guaranteed')).toBeVisible();

    await helper.page.reload();
    await expect(helper.page.getByRole('main').getByText('Payment guaranteed')).toBeVisible();
  } finally {
    await helper.close();
  }
});

/** Setup only: the team saves a card the way Stripe.js would (the provider's API) and books the helper. */
async function bookWithCardByApi(team: APIRequestContext, helper: APIRequestContext, jobId: number) {
  const applied = await helper.post('/api/applications', { data: { jobId } });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id: applicationId } = (await applied.json()) as { id: number };
  const setup = await team.post(`/api/jobs/${jobId}/card-setup`, { data: { applicationId } });
  expect(setup.status(), await setup.text()).toBe(200);
  const setupIntentId = ((await setup.json()) as { clientSecret: string }).clientSecret.split('_secret')[0]!;
  const saved = await fetch(`${process.env.E2E_STRIPE_API_URL}/v1/setup_intents/${setupIntentId}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'card%5Bnumber%5D=4242424242424242',
  });
  expect(saved.status).toBe(200);
  const accepted = await team.put(`/api/applications/${applicationId}/status`, {
    data: { status: 'accepted', setupIntentId },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

test('a coach stops the charge after the game, and an admin releases the hold', async ({ browser, page }) => {
  const tag = randomTag();
  const title = `Disputed stream ${tag}`;
  const team = await registerAccount(page.request, 'team', 'dispteam', TEAM_NAMES);
  await completeTeamProfileByApi(page.request, team.id, `@disp-${tag}`);
  const jobId = await postJobByApi(page.request, {
    title,
    jobDate: marketDate(0),
    startTime: '09:00',
    endTime: '11:00',
  });
  const helper = await openAccountPage(browser, 'helper', 'disphelp', HELPER_NAMES);
  try {
    await connectCardPayoutsByApi(helper.page.request);
    await bookWithCardByApi(page.request, helper.page.request, jobId);
  } finally {
    await helper.close();
  }
  expect((await page.request.post(`/api/jobs/${jobId}/complete`)).status()).toBe(200);

  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('button', { name: 'Report a Problem' }).click();
  await page.getByRole('button', { name: 'Stop the Charge' }).click();
  await expect(page.getByText('Please say what went wrong')).toBeVisible();
  await page.getByLabel('What went wrong?').fill('The helper left at halftime.');
  await page.getByRole('button', { name: 'Stop the Charge' }).click();
  await expectToast(page, 'Charge Stopped');
  await expect(page.getByRole('main')).toContainText('Charge on hold');
  await expectAccessible(page);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await logIn(admin, 'admin@demo.sideline.test', DEMO_PASSWORD);
    await admin.goto('/admin');
    await admin.getByRole('tab', { name: 'Payments' }).click();
    const stopped = admin.getByRole('region', { name: /Stopped card charges/ });
    await expect(stopped).toContainText('The helper left at halftime.');
    await expectAccessible(admin);
    await stopped.getByRole('button', { name: `Release the hold for ${title}` }).click();
    const confirm = admin.getByRole('dialog', { name: `Release the hold for ${title}?` });
    await confirm.getByRole('button', { name: 'Confirm Release' }).click();
    await expectToast(admin, 'Hold released', title);
    await expect(stopped.getByRole('button', { name: `Release the hold for ${title}` })).toHaveCount(0);
  } finally {
    await adminContext.close();
  }
  await page.reload();
  await expect(page.getByRole('main')).not.toContainText('Charge on hold');
});
