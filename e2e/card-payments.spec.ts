import type { APIRequestContext, Page } from '@playwright/test';
import { startServerWithoutCards } from './support/bare-server';
import { deliverStripeEvent, routeStripeJs } from './support/card';
import { expect, expectAccessible, test } from './support/fixtures';
import {
  completeTeamProfileByApi,
  dashboardSection,
  HELPER_NAMES,
  marketDate,
  openAccountPage,
  postJobByApi,
  randomTag,
  registerAccount,
  TEAM_NAMES,
} from './support/marketplace';

const NOT_SET_UP = 'Card payments are not set up. Please pay by Venmo or PayPal.';

async function completeByApi(team: APIRequestContext, helper: APIRequestContext, jobId: number) {
  const applied = await helper.post('/api/applications', { data: { jobId } });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id } = (await applied.json()) as { id: number };
  expect((await team.put(`/api/applications/${id}/status`, { data: { status: 'accepted' } })).status()).toBe(
    200,
  );
  expect((await team.post(`/api/jobs/${jobId}/complete`)).status()).toBe(200);
}

/** The helper's Payment Settings: "Get paid by card", the provider's onboarding, and back. */
async function connectCardPayouts(hp: Page) {
  await hp.goto('/dashboard');
  const payout = hp.getByRole('region', { name: 'Get paid by card' });
  await expect(payout).toContainText('Connect a payout account');
  await payout.getByRole('button', { name: 'Get paid by card' }).click();
  // The fake provider's onboarding page finishes at once and sends the helper back.
  await expect(hp).toHaveURL(/\/payments\/connect\/return$/);
  await expect(hp.getByRole('heading', { level: 1, name: 'Card Payouts' })).toBeVisible();
  await expect(hp.getByRole('main').getByRole('status')).toContainText('Your payout account is connected.');
  await expectAccessible(hp);
  await hp.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(hp.getByRole('region', { name: 'Get paid by card' })).toContainText(
    'Your payout account is connected',
  );
  await expect(hp.getByRole('button', { name: 'Get paid by card' })).toHaveCount(0);
}

test('a helper connects card payouts; a coach pays by card through checkout and the job becomes paid', async ({
  browser,
  page,
}) => {
  const tag = randomTag();
  const title = `Livestream for 14U final ${tag}`;
  const team = await registerAccount(page.request, 'team', 'cardteam', TEAM_NAMES);
  await completeTeamProfileByApi(page.request, team.id, `@bailey-${tag}`);
  const jobId = await postJobByApi(page.request, { title, jobDate: marketDate(0), hourlyRate: 30 });

  const helper = await openAccountPage(browser, 'helper', 'cardhelp', HELPER_NAMES);
  try {
    await completeByApi(page.request, helper.page.request, jobId);
    await connectCardPayouts(helper.page);
  } finally {
    await helper.close();
  }

  await routeStripeJs(page);
  await page.goto(`/payments/options/${jobId}`);
  await page.getByRole('tab', { name: 'Credit Card' }).click();
  const panel = page.getByRole('tabpanel');
  // $30/h for 3 hours: pay $90, the 10% fee $9, total $99, all from the server.
  await expect(panel).toContainText('Platform fee (10%)$9');
  await expect(panel).toContainText('Total$99');
  await expectAccessible(page);
  await panel.getByRole('link', { name: 'Continue to card payment' }).click();

  await expect(page).toHaveURL(new RegExp(`/payments/job/${jobId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Job Payment' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Pay $99 by card' }).click();

  await expect(page).toHaveURL(new RegExp(`/payments/checkout/${jobId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const card = page.getByLabel('Card number');
  await card.fill('4000 0000 0000 0002');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pay $99' }).click();
  await expect(page.getByRole('alert')).toContainText('Payment Failed: Your card was declined.');
  await card.fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $99' }).click();

  await expect(page).toHaveURL(/\/payments\/success\?jobId=\d+&payment_intent=pi_/);
  // Not "successful" until the provider's webhook says so: processing meanwhile.
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Processing' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toContainText("We're confirming the payment");
  await expectAccessible(page);
  const intentId = new URL(page.url()).searchParams.get('payment_intent')!;
  // Stripe's signed webhook is what makes the job paid (decision 5); the page notices on its own.
  const delivered = await deliverStripeEvent(page.request, 'payment_intent.succeeded', {
    id: intentId,
    object: 'payment_intent',
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
  await expect(page.getByRole('main').getByRole('status')).toContainText(`${title} is paid.`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await page.getByRole('link', { name: 'View Job Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  await expect(page.getByRole('main')).toContainText('Status: Paid');
  await page.goto(`/payments/options/${jobId}`);
  await expect(page.getByText('$99 by Card')).toBeVisible();
});

test('card states: the helper cannot take cards yet; unfinished and missing jobs; bad checkout links', async ({
  browser,
  page,
}) => {
  const tag = randomTag();
  const team = await registerAccount(page.request, 'team', 'cardstate', TEAM_NAMES);
  await completeTeamProfileByApi(page.request, team.id, `@bailey-${tag}`);
  const done = await postJobByApi(page.request, { title: `Scoreboard ${tag}`, jobDate: marketDate(0) });
  const open = await postJobByApi(page.request, { title: `Later ${tag}`, jobDate: marketDate(3) });
  const helper = await openAccountPage(browser, 'helper', 'cardnone', HELPER_NAMES);
  try {
    await completeByApi(page.request, helper.page.request, done);
  } finally {
    await helper.close();
  }

  await page.goto(`/payments/options/${done}`);
  await page.getByRole('tab', { name: 'Credit Card' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(
    "This helper can't take card payments yet. Please pay by Venmo or PayPal.",
  );
  await page.goto(`/payments/job/${done}`);
  await expect(page.getByRole('alert')).toContainText("This helper can't take card payments yet.");
  await expectAccessible(page);
  // Checkout says it plainly, not as an error (issue 51; screens-truth.spec.ts walks it through).
  await page.goto(`/payments/checkout/${done}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status').first()).toContainText(
    "This helper can't take card payments yet.",
  );
  await expect(page.getByRole('link', { name: 'Back to the job' })).toHaveAttribute('href', `/jobs/${done}`);
  await expectAccessible(page);
  // Nothing was paid: the success page says so and leads back to the pay page.
  await page.goto(`/payments/success?jobId=${done}`);
  await expect(page.getByRole('heading', { level: 1, name: 'No Payment Recorded' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toContainText('There is no payment for');
  await expect(page.getByRole('link', { name: 'Back to payment options' })).toHaveAttribute(
    'href',
    `/payments/options/${done}`,
  );
  await expectAccessible(page);

  await page.goto(`/payments/job/${open}`);
  await expect(page.getByRole('alert')).toContainText(
    'Payment Not Available: This job must be completed before payment can be processed.',
  );
  await expectAccessible(page);
  await page.goto('/payments/job/2147483000');
  await expect(page.getByRole('heading', { name: 'Job Not Found' })).toBeVisible();
  await page.goto('/payments/checkout/abc');
  await expect(page.getByRole('alert')).toContainText('Invalid job ID');
  await page.goto('/payments/checkout/2147483000');
  await expect(page.getByRole('alert')).toContainText('Job details not found');
  await page.goto(`/payments/success?job_id=${done}&redirect_status=requires_payment_method`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Job Details' })).toHaveAttribute('href', `/jobs/${done}`);
  await expectAccessible(page);
  await page.goto('/dashboard');
  await expect(dashboardSection(page, 'Payment Due')).toBeVisible();
});

test('without card provider keys no card choice shows, nothing calls the card routes, and every page leads to Venmo or PayPal', async ({
  browser,
}) => {
  // It starts a second server of its own on a new embedded database (migrations and the ZIP list).
  test.slow();
  const server = await startServerWithoutCards();
  const teamContext = await browser.newContext({ baseURL: server.url });
  const helperContext = await browser.newContext({ baseURL: server.url });
  try {
    const page = await teamContext.newPage();
    const hp = await helperContext.newPage();
    const tag = randomTag();
    const team = await registerAccount(page.request, 'team', 'nocardteam', TEAM_NAMES);
    await completeTeamProfileByApi(page.request, team.id, `@bailey-${tag}`);
    const jobId = await postJobByApi(page.request, { title: `Scorebook ${tag}`, jobDate: marketDate(0) });
    const helper = await registerAccount(hp.request, 'helper', 'nocardhelp', HELPER_NAMES);
    const venmo = await hp.request.put(`/api/users/${helper.id}/payment`, {
      data: { venmoUsername: `@jordan-${tag}`, paypalEmail: null, preferredPaymentMethod: 'venmo' },
    });
    expect(venmo.status()).toBe(200);
    await completeByApi(page.request, hp.request, jobId);

    // The app asks GET /api/config and never calls a card route it knows would answer 503.
    const cardCalls: string[] = [];
    for (const p of [page, hp]) {
      p.on('response', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.startsWith('/api/payments/c') || r.status() === 503) cardCalls.push(`${r.status()} ${path}`);
      });
    }

    // No card choice at all: Venmo (and PayPal) only.
    await page.goto(`/payments/options/${jobId}`);
    await expect(page.getByRole('tab', { name: 'Venmo' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'PayPal' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Credit Card' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: "I've paid" })).toBeVisible();
    await expectAccessible(page);
    // A card link from elsewhere says what is true and leads back to the chooser.
    await page.goto(`/payments/checkout/${jobId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText(NOT_SET_UP);
    await expect(page.getByRole('heading', { name: 'Error Loading Checkout' })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Pay by Venmo or PayPal' }).click();
    await expect(page).toHaveURL(new RegExp(`/payments/options/${jobId}$`));
    await page.goto(`/payments/job/${jobId}`);
    await expect(page.getByRole('alert')).toContainText(NOT_SET_UP);
    await expect(page.getByRole('link', { name: 'Other payment options' })).toHaveAttribute(
      'href',
      `/payments/options/${jobId}`,
    );
    await expectAccessible(page);
    // No card payment can exist here: no green check for an unpaid job.
    await page.goto(`/payments/success?jobId=${jobId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'No Payment Recorded' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText(NOT_SET_UP);
    await expect(page.getByText('Your payment has been submitted')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to payment options' })).toHaveAttribute(
      'href',
      `/payments/options/${jobId}`,
    );
    await expectAccessible(page);

    await hp.goto('/dashboard');
    await expect(hp.getByRole('heading', { name: 'Payment Settings' })).toBeVisible();
    await expect(hp.getByRole('region', { name: 'Get paid by card' })).toHaveCount(0);
    await expect(hp.getByRole('button', { name: 'Get paid by card' })).toHaveCount(0);
    // An old onboarding link back from the provider says the same, without asking.
    await hp.goto('/payments/connect/return');
    await expect(hp.getByRole('main').getByRole('status')).toContainText('Card payments are not set up');
    await expect(hp.getByRole('button', { name: 'Continue card setup' })).toHaveCount(0);
    await expectAccessible(hp);
    expect(cardCalls).toEqual([]);
  } finally {
    await teamContext.close();
    await helperContext.close();
    await server.close();
  }
});
