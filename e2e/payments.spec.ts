import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { expectToast, logIn } from './support/auth';
import { connectCardPayoutsByApi, deliverStripeEvent, payByCardByApi, routeStripeJs } from './support/card';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './support/fixtures';
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

const HELPER = `${HELPER_NAMES.firstName} ${HELPER_NAMES.lastName}`;

/** The team dashboard's Free Games tile: its figure, and the hint under it. */
const freeGamesFigure = (page: Page) =>
  page.getByRole('heading', { name: 'Free Games' }).locator('xpath=following-sibling::p[1]');
const freeGamesHint = (page: Page) =>
  page.getByRole('heading', { name: 'Free Games' }).locator('xpath=following-sibling::p[2]');

async function ok(response: Promise<APIResponse>, status = 200) {
  const res = await response;
  expect(res.status(), await res.text()).toBe(status);
  return res;
}

/** Setup only: the helper applies, the team accepts and marks the (today's) job complete. */
async function completeByApi(team: APIRequestContext, helper: APIRequestContext, jobId: number) {
  const applied = await ok(helper.post('/api/applications', { data: { jobId } }), 201);
  const { id } = (await applied.json()) as { id: number };
  await ok(team.put(`/api/applications/${id}/status`, { data: { status: 'accepted' } }));
  await ok(team.post(`/api/jobs/${jobId}/complete`));
}

test('a coach pays by Venmo and reports it, the helper confirms, the job shows paid', async ({
  browser,
  page,
}) => {
  const tag = randomTag();
  const title = `Scorekeeper for Saturday 12U ${tag}`;
  const team = await registerAccount(page.request, 'team', 'payteam', TEAM_NAMES);
  await completeTeamProfileByApi(page.request, team.id, `@bailey-${tag}`);
  const jobId = await postJobByApi(page.request, { title, jobDate: marketDate(0), hourlyRate: 30 });

  const helper = await openAccountPage(browser, 'helper', 'payhelp', HELPER_NAMES);
  try {
    const handle = `@jordan-ellis-${tag}`;
    await ok(
      helper.page.request.put(`/api/users/${helper.account.id}/payment`, {
        data: { venmoUsername: handle, paypalEmail: null, preferredPaymentMethod: 'venmo' },
      }),
    );
    await completeByApi(page.request, helper.page.request, jobId);

    // The team dashboard's Payment Due leads to the chooser, Venmo first.
    await page.goto('/dashboard');
    // The spec's Refer a Friend banner leads to the referral page.
    await expect(
      page
        .getByRole('region', { name: 'Refer a Friend' })
        .getByRole('link', { name: 'Get your referral code' }),
    ).toHaveAttribute('href', '/get-your-referral-code');
    // The handle was saved from the team profile: Payment Settings shows Venmo as the way to pay.
    await expect(page.getByLabel('Venmo Username')).toHaveValue(`@bailey-${tag}`);
    await expect(page.getByRole('radio', { name: 'Venmo' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'PayPal' })).not.toBeChecked();
    await dashboardSection(page, 'Payment Due')
      .getByRole('link', { name: `Pay: ${title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/payments/options/${jobId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Pay for this job' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Venmo' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(`Amount due to ${HELPER}`)).toBeVisible();
    const venmo = page.getByRole('link', { name: /Pay with Venmo/ });
    await expect(venmo).toHaveAttribute(
      'href',
      new RegExp(`^https://venmo\\.com/jordan-ellis-${tag}\\?txn=pay&amount=90\\.00&note=`),
    );
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Credit Card' }).click();
    // The helper has no card payout account: the card tab says so.
    await expect(page.getByRole('tabpanel')).toContainText("This helper can't take card payments yet.");
    await page.getByRole('tab', { name: 'PayPal' }).click();
    await expect(page.getByRole('tabpanel')).toContainText("This helper hasn't set up PayPal yet.");
    await page.getByRole('tab', { name: 'Venmo' }).click();
    await page.getByRole('button', { name: "I've paid" }).click();
    await expectToast(page, 'Payment Reported');
    await expect(page.getByText(`Waiting for ${HELPER} to confirm.`)).toBeVisible();

    // The helper answers from the same address (the email's link).
    // The helper answers from the job page (or the email's link to the same payment page).
    const hp = helper.page;
    await hp.goto(`/jobs/${jobId}`);
    await hp.getByRole('link', { name: 'Confirm Payment' }).click();
    await expect(hp).toHaveURL(new RegExp(`/payments/options/${jobId}$`));
    // The helper confirms money received: the page says so, not "Pay for this job".
    await expect(hp.getByRole('heading', { level: 1, name: 'Confirm your payment' })).toBeVisible();
    await expect(hp.getByText(/reports paying you \$90 by Venmo/)).toBeVisible();
    await expect(hp.getByRole('button', { name: `Not received: ${title}` })).toBeVisible();
    await expectAccessible(hp);
    await hp.getByRole('button', { name: `Payment received: ${title}` }).click();
    await expectToast(hp, 'Payment Received');
    await expect(hp.getByText('This job is paid.')).toBeVisible();
    await expect(hp.getByRole('heading', { level: 1, name: 'Your payment' })).toBeVisible();
    // The helper dashboard shows the gig as paid, no longer "Accepted".
    await hp.goto('/dashboard');
    // The spec's Refer a Friend card on the helper dashboard.
    await expect(hp.getByRole('heading', { name: 'Refer a Friend' })).toBeVisible();
    await expect(hp.getByRole('link', { name: 'Get your referral code' })).toHaveAttribute(
      'href',
      '/get-your-referral-code',
    );
    await expectAccessible(hp);
    const recent = dashboardSection(hp, 'Recent Applications')
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(recent).toContainText('Paid');
    await expect(recent).not.toContainText('Accepted');
  } finally {
    await helper.close();
  }

  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('main')).toContainText('Status: Paid');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Team Dashboard' })).toBeVisible();
  await expect(dashboardSection(page, 'Payment Due')).toHaveCount(0);
  // Venmo is recorded and shown, but only games paid by card through Sideline earn free games.
  await expect(freeGamesFigure(page)).toHaveText('0');
  await expect(freeGamesHint(page)).toHaveText(
    'Every 10 games paid by card through Sideline earn a free game, worth up to $60 (0 so far).',
  );
  await page.goto(`/payments/options/${jobId}`);
  await expect(page.getByText('This job is paid.')).toBeVisible();
  await expect(page.getByText('$90 by Venmo')).toBeVisible();
});

test('an unfinished job is not payable yet; a stranger is refused', async ({ browser, page }) => {
  const tag = randomTag();
  const team = await registerAccount(page.request, 'team', 'payopen', TEAM_NAMES);
  await completeTeamProfileByApi(page.request, team.id, `@bailey-${tag}`);
  const jobId = await postJobByApi(page.request, { title: `Scoreboard ${tag}`, jobDate: marketDate(3) });
  await page.goto(`/payments/options/${jobId}`);
  await expect(page.getByText('This job must be completed before payment can be processed.')).toBeVisible();
  await expectAccessible(page);
  const other = await openAccountPage(browser, 'helper', 'paystranger', HELPER_NAMES);
  try {
    await other.page.goto(`/payments/options/${jobId}`);
    await expect(other.page.getByRole('alert')).toContainText('Access Denied');
  } finally {
    await other.close();
  }
  await page.goto('/payments/options/2147483000');
  await expect(page.getByRole('heading', { name: 'Job Not Found' })).toBeVisible();
});

test('the referral page: guests are invited in; a coach copies the code and link and sees real stats', async ({
  browser,
  page,
  request,
}) => {
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  try {
    await guest.goto('/get-your-referral-code');
    await expect(guest.getByRole('heading', { level: 1, name: 'Refer a Friend' })).toBeVisible();
    await expect(guest.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
    await expect(guest.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expectAccessible(guest);
  } finally {
    await guestContext.close();
  }

  const coach = await registerAccount(page.request, 'team', 'refcoach', TEAM_NAMES);
  const me = (await (await page.request.get('/api/auth/user')).json()) as { referralCode: string };
  const code = me.referralCode;
  // A coach signs up with the code (signed out: the `request` fixture keeps its own cookies).
  const signup = await request.post('/api/auth/register', {
    data: {
      firstName: 'Riley',
      lastName: 'Quinn',
      email: `riley-${randomTag()}@example.com`,
      username: `riley${randomTag()}`,
      password: 'correct-horse-42',
      zipCode: '33602',
      role: 'team',
      teamName: 'Brandon Bolts 10U',
      sportTypes: ['softball'],
      referredBy: code,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  expect(coach.id).toBeGreaterThan(0);

  await page.goto('/get-your-referral-code');
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  const origin = new URL(page.url()).origin;
  await expect(page.getByRole('textbox', { name: 'Share link' })).toHaveValue(`${origin}/signup?ref=${code}`);
  const stats = page.getByRole('region', { name: 'Your referrals' });
  await expect(stats).toContainText('Total Referrals1');
  await expect(stats).toContainText('Completed Referrals0');
  await expect(page.getByRole('region', { name: 'How it works' }).getByRole('listitem')).toHaveCount(3);
  await expectAccessible(page);
  const copyLink = page.getByRole('button', { name: 'Copy Share link' });
  await copyLink.click();
  await expect(copyLink).toHaveText('Copied!');
  await expect(copyLink).toHaveText('Copy', { timeout: 4000 });
});

test('staff cannot refer: the referral page says so to the admin and shows no code', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/users/referral-info')) asked.push(r.url());
  });
  await logIn(page, 'admin@demo.sideline.test', DEMO_PASSWORD);
  await page.goto('/get-your-referral-code');
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Referrals are for team and helper accounts.',
  );
  await expect(page.getByRole('textbox', { name: 'Share link' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expectAccessible(page);
  expect(asked).toEqual([]);
  // Nor does the header offer it (a coach's header does: see the referral page test).
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Messages' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Refer a Friend' })).toHaveCount(0);
});

test('the payments screen: the team sees what is due, the helper confirms there, the tiles and tabs move, CSV', async ({
  browser,
  page,
}) => {
  const tag = randomTag();
  const title = `Live stream for 14U final ${tag}`;
  const team = await registerAccount(page.request, 'team', 'scrteam', TEAM_NAMES);
  await completeTeamProfileByApi(page.request, team.id, `@bailey-${tag}`);
  const jobId = await postJobByApi(page.request, { title, jobDate: marketDate(0), hourlyRate: 30 });
  const helper = await openAccountPage(browser, 'helper', 'scrhelp', HELPER_NAMES);
  try {
    await completeByApi(page.request, helper.page.request, jobId);

    await page.goto('/dashboard/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    // The Overview leads with what is due, Pay Now on it: never "No Payments Yet" beside a Pending sum.
    await expect(page.getByText('Pending$90')).toBeVisible();
    const dueNow = page.getByRole('region', { name: 'Due now (1)' });
    await expect(dueNow).toContainText(title);
    await expect(dueNow.getByRole('link', { name: `Pay Now: ${title}` })).toHaveAttribute(
      'href',
      `/payments/options/${jobId}`,
    );
    await expect(page.getByText('No Payments Yet')).toHaveCount(0);
    await expectAccessible(page);
    await expect(page.getByRole('tab', { name: /^Failed/ })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Pending (1)' }).click();
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card).toContainText('Amount Due$90');
    await expect(card).toContainText('Platform Fee$0');
    await expect(card).toContainText('Total$90');
    await expect(card).toContainText('Payment is due for this completed job.');
    await expect(card.getByRole('link', { name: `Pay Now: ${title}` })).toHaveAttribute(
      'href',
      `/payments/options/${jobId}`,
    );
    await expectAccessible(page);

    const hp = helper.page;
    await hp.goto('/dashboard/payments');
    const awaiting = hp.getByRole('region', { name: 'Awaiting confirmation' });
    await expect(awaiting).toContainText(title);
    await expect(awaiting.getByRole('button', { name: `Not received: ${title}` })).toHaveCount(0);
    await expectAccessible(hp);
    await awaiting.getByRole('button', { name: `Payment received: ${title}` }).click();
    await expectToast(hp, 'Payment Received');
    await expect(hp.getByRole('region', { name: 'Received' })).toContainText(title);
    await expect(awaiting).toContainText('No payments waiting for you.');
  } finally {
    await helper.close();
  }

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Completed (1)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pending (0)' })).toBeVisible();
  await expect(page.getByText('Total Paid$90')).toBeVisible();
  await expect(page.getByText('Total Jobs1')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Download \d{4} CSV/ }).click(),
  ]);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text.split('\r\n')[0]).toBe(
    'Date,Job,Game date,Team,Helper,Method,Status,Amount,Platform fee,Free game,Total',
  );
  expect(text).toContain(`${title},${marketDate(0)}`);
  expect(text).toContain('Venmo,completed,90.00,0.00,0.00,90.00');
});

test('a coach with 10 games paid by card earns a free game and spends it in card checkout', async ({
  browser,
  page,
}) => {
  const tag = randomTag();
  const team = await registerAccount(page.request, 'team', 'freeteam', TEAM_NAMES);
  await completeTeamProfileByApi(page.request, team.id, `@bailey-${tag}`);
  const title = `Scorekeeper game 11 ${tag}`;
  let jobId: number;
  let spare: number;
  const helper = await openAccountPage(browser, 'helper', 'freehelp', HELPER_NAMES);
  try {
    await connectCardPayoutsByApi(helper.page.request);
    // Ten games paid by card, each settled by the provider's signed webhook: only those earn.
    for (let i = 1; i <= 10; i++) {
      const paid = await postJobByApi(page.request, {
        title: `Scorekeeper game ${i} ${tag}`,
        jobDate: marketDate(0),
      });
      await completeByApi(page.request, helper.page.request, paid);
      await payByCardByApi(page.request, paid);
    }
    jobId = await postJobByApi(page.request, { title, jobDate: marketDate(0) });
    await completeByApi(page.request, helper.page.request, jobId);
    spare = await postJobByApi(page.request, { title: `Scorekeeper game 12 ${tag}`, jobDate: marketDate(0) });
    await completeByApi(page.request, helper.page.request, spare);
  } finally {
    await helper.close();
  }

  await routeStripeJs(page);
  await page.goto('/dashboard');
  await expect(freeGamesFigure(page)).toHaveText('1');
  await expect(freeGamesHint(page)).toContainText('(10 so far)');
  await page.goto(`/payments/options/${jobId}`);
  // Venmo (the default tab) says where free games are used, and leads to the card tab.
  await expect(page.getByRole('tabpanel')).toContainText(
    'You have 1 free game. Free games are used in card checkout, where one takes $60 off this job.',
  );
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page.getByRole('tab', { name: 'Credit Card' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  const tabBox = panel.getByRole('checkbox', { name: 'Use a free game' });
  await expect(tabBox).not.toBeChecked();
  // $30/h for 3 hours: pay $90 and the fee $9; a free game takes off the pay, up to $60.
  await expect(panel).toContainText('Takes $60 off. You have 1 free game.');
  await expect(panel).toContainText('Total$99');
  await tabBox.check();
  await expect(panel).toContainText('Free game\u2212$60');
  await expect(panel).toContainText('Card total$39');
  await panel.getByRole('link', { name: 'Continue to card payment' }).click();

  await expect(page).toHaveURL(new RegExp(`/payments/job/${jobId}\\?freeGame=1$`));
  await expect(page.getByRole('checkbox', { name: 'Use a free game' })).toBeChecked();
  await page.getByRole('link', { name: 'Pay $39 by card' }).click();

  await expect(page).toHaveURL(new RegExp(`/payments/checkout/${jobId}\\?freeGame=1$`));
  const box = page.getByRole('checkbox', { name: 'Use a free game' });
  await expect(box).toBeChecked();
  await expect(page.getByRole('button', { name: 'Pay $39' })).toBeVisible();
  // Changing the choice makes a new intent (the server returns the credit), and the card form follows.
  await box.uncheck();
  await expect(page.getByRole('button', { name: 'Pay $99' })).toBeVisible();
  await box.check();
  const pay = page.getByRole('button', { name: 'Pay $39' });
  await expect(pay).toBeEnabled();
  await expect(page.getByRole('main')).toContainText('Free game\u2212$60');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await expectAccessible(page);
  await pay.click();

  await expect(page).toHaveURL(/\/payments\/success\?jobId=\d+&payment_intent=pi_/);
  const delivered = await deliverStripeEvent(page.request, 'payment_intent.succeeded', {
    id: new URL(page.url()).searchParams.get('payment_intent')!,
    object: 'payment_intent',
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
  await expect(page.getByRole('main').getByRole('status')).toContainText(`${title} is paid.`);
  await page.goto(`/payments/options/${jobId}`);
  await expect(page.getByText('This job is paid.')).toBeVisible();
  await expect(page.getByText(/^\$99 by Card, confirmed/)).toBeVisible();
  await expect(page.getByText('Free game \u2212$60: your card was charged $39.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(freeGamesFigure(page)).toHaveText('0');

  // With no free game left, a checkout link that asks for one says so; unticking pays in full.
  await page.goto(`/payments/checkout/${spare}?freeGame=1`);
  await expect(page.getByRole('alert')).toContainText('You have no free games to use.');
  // (With none left, the box goes once unticked: click, as uncheck() would look for it again.)
  await page.getByRole('checkbox', { name: 'Use a free game' }).click();
  await expect(page.getByRole('button', { name: 'Pay $99' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Use a free game' })).toHaveCount(0);
});

/** Issue 51 item 5: a game completed days ago reads as overdue, not as freshly due. */
test('a completed game left unpaid for days says it is overdue', async ({ browser, page }) => {
  const tag = randomTag();
  const title = `Scorekeeper left unpaid ${tag}`;
  const team = await registerAccount(page.request, 'team', 'dueteam', TEAM_NAMES);
  await completeTeamProfileByApi(page.request, team.id, `@bailey-${tag}`);
  const jobId = await postJobByApi(page.request, { title, jobDate: marketDate(0), hourlyRate: 30 });
  const helper = await openAccountPage(browser, 'helper', 'duehelp', HELPER_NAMES);
  try {
    await completeByApi(page.request, helper.page.request, jobId);
  } finally {
    await helper.close();
  }

  await page.goto(`/payments/options/${jobId}`);
  await expect(page.getByText('Please pay within 24 hours of completion.')).toBeVisible();

  // Three days on, by the browser's clock: the day to pay in ended two days ago.
  await page.clock.setFixedTime(new Date(Date.now() + 3 * 24 * 3_600_000 + 60_000));
  await page.reload();
  const overdue = 'Overdue by 2 days: payment was due within 24 hours of completion. Please pay now.';
  await expect(page.getByText(overdue)).toBeVisible();
  await expect(page.getByText('Please pay within 24 hours of completion.')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('button', { name: 'View Payment Info' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment Instructions' });
  await expect(dialog).toHaveAccessibleDescription(overdue);
  await expectAccessible(page);
});
