import type { Browser } from '@playwright/test';
import { registerByApi, logIn } from './support/auth';
import { DEMO_PASSWORD, expect, expectAccessible, test, uniqueUser } from './support/fixtures';
import { completedDeal } from './support/reviews';

test('the demo admin searches, switches tabs, opens a user and suspends them; that user is signed out', async ({
  page,
  browser,
}) => {
  const victimContext = await browser.newContext();
  const victim = { ...uniqueUser('susp'), firstName: 'Rowan', lastName: `Suspendee${Date.now() % 100000}` };
  await registerByApi(victimContext.request, 'team', victim);
  expect((await victimContext.request.get('/api/auth/user')).status()).toBe(200);

  await logIn(page, 'admin@demo.sideline.test', DEMO_PASSWORD);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Loyalty & Referral Programs' })).toBeVisible();
  // Staffing by week and sport: the demo's jobs were posted within the last eight weeks.
  const staffing = page.getByRole('table', { name: /^Staffing by week posted and sport/ });
  await expect(staffing.getByRole('columnheader', { name: 'Median to fill' })).toBeVisible();
  await expect(staffing.getByRole('rowheader', { name: 'All sports' }).first()).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Users \(\d+\)$/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Search').fill(victim.lastName.toUpperCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Users (1)' })).toBeVisible();
  const users = page.getByRole('tabpanel', { name: /Users/ });
  await expect(users.getByRole('cell', { name: victim.email })).toBeVisible();

  await page.getByRole('tab', { name: /^Teams \(\d+\)$/ }).click();
  await expect(
    page.getByRole('tabpanel', { name: /Teams/ }).getByText(`${victim.lastName} Rays 12U`),
  ).toBeVisible();
  await page.getByRole('tab', { name: /^Jobs/ }).click();
  await expect(page.getByRole('tab', { name: 'Jobs (0)' })).toBeVisible();
  await page.getByRole('tab', { name: /^Users/ }).click();

  await users.getByRole('button', { name: /^View/ }).click();
  const drawer = page.getByRole('dialog', { name: `${victim.firstName} ${victim.lastName}` });
  await expect(drawer.getByRole('heading', { name: 'Sessions (1)' })).toBeVisible();
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'Suspend', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Suspend ${victim.firstName} ${victim.lastName}?` });
  await confirm.getByRole('button', { name: 'Confirm Suspend' }).click();
  await expect(drawer.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Reinstate' })).toBeVisible();

  // The victim's very next request is signed out, and signing in is refused with a clear message.
  expect((await victimContext.request.get('/api/auth/user')).status()).toBe(401);
  const login = await victimContext.request.post('/api/auth/login', {
    data: { email: victim.email, password: victim.password },
  });
  expect(login.status()).toBe(403);
  expect((await login.json()).code).toBe('account_suspended');
  await victimContext.close();

  await drawer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(drawer).toHaveCount(0);
  await page.getByRole('tab', { name: /^Audit log/ }).click();
  await expect(
    page
      .getByRole('tabpanel', { name: /Audit log/ })
      .getByText('user.suspend')
      .first(),
  ).toBeVisible();
});

test('the admin console fits a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'admin@demo.sideline.test', DEMO_PASSWORD);
  await expect(page.getByRole('tab', { name: /^Users \(\d+\)$/ })).toBeVisible();
  // The staffing table scrolls inside its own box, not the page.
  await expect(page.getByRole('region', { name: /^Staffing, last 8 weeks/ })).toBeVisible();
  const overflow = await page.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a user's drawer shows their credits and the coaches they referred, on a 390 px phone", async ({
  page,
  request,
}) => {
  const tag = Date.now() % 100000;
  const referrer = { ...uniqueUser('ref'), firstName: 'Reese', lastName: `Referrer${tag}` };
  const referred = { ...uniqueUser('refd'), firstName: 'Robin', lastName: `Referred${tag}` };
  const { referralCode } = await registerByApi(request, 'team', referrer);
  await registerByApi(request, 'team', referred, { referredBy: referralCode });

  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'admin@demo.sideline.test', DEMO_PASSWORD);
  await page.goto('/admin');
  await page.getByLabel('Search').fill(referrer.lastName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Users (1)' })).toBeVisible();
  await page.getByRole('tabpanel', { name: /Users/ }).getByRole('button', { name: /^View/ }).click();
  const drawer = page.getByRole('dialog', { name: `${referrer.firstName} ${referrer.lastName}` });
  await expect(drawer.getByRole('heading', { name: 'Credits and referrals' })).toBeVisible();
  await expect(drawer.getByText(referralCode, { exact: true })).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'People they referred (1)' })).toBeVisible();
  const row = drawer.getByRole('listitem').filter({ hasText: `Robin ${referred.lastName}` });
  await expect(row).toContainText('Email not confirmed');
  await expect(row).toContainText('No paid game yet');
  await expect(drawer.getByText('No credit activity yet.')).toBeVisible();
  // Nothing in the drawer is wider than the phone.
  expect(await drawer.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('a team user opening /admin sees Access Denied; signed out gets the sign-up screen', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  await registerByApi(page.request, 'team', uniqueUser('deny'));
  await page.goto('/admin');
  await expect(page.getByText("Access Denied: You don't have permission to view this page.")).toBeVisible();
  await expect(page.getByRole('tab', { name: /Users/ })).toHaveCount(0);
  await expectAccessible(page);
});

/** Signs a director up through the sign-up form's endpoint in a browser of their own; answers the name. */
async function signUpDirector(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const user = uniqueUser('dir');
  const lastName = `Whitaker${Date.now() % 100000}`;
  const form = {
    firstName: 'Denise',
    lastName,
    email: user.email,
    username: user.username,
    password: user.password,
    confirmPassword: user.password,
    organization: 'Lakeside Youth Baseball',
    title: 'Tournament Director',
    phone: '(813) 555-0142',
    zipCode: '33602',
    tournamentName: 'Fall Classic',
    tournamentDates: 'Dec 5-6, 2026',
    numberOfFields: 3,
    estimatedGames: 16,
  };
  const res = await context.request.post('/api/tournament-signup', {
    multipart: { userData: JSON.stringify(form) },
  });
  expect(res.status(), await res.text()).toBe(201);
  await context.close();
  return `Denise ${lastName}`;
}

test('the admin approves a director, resolves a disputed payment and hides a review; its author sees why', async ({
  page,
  browser,
}) => {
  const deal = await completedDeal(browser);
  const { team, helper, jobId } = deal;
  const reported = await team.page.request.post(`/api/jobs/${jobId}/payment-report`, {
    data: { method: 'venmo' },
  });
  expect(reported.status(), await reported.text()).toBe(200);
  const disputed = await helper.page.request.post(`/api/jobs/${jobId}/payment-dispute`);
  expect(disputed.status(), await disputed.text()).toBe(200);
  const paymentId = ((await disputed.json()) as { id: number }).id;
  for (const [who, about] of [
    [team, helper],
    [helper, team],
  ] as const) {
    const reviewed = await who.page.request.post('/api/reviews', {
      data: { jobId, revieweeId: about.id, rating: 1, comment: `Review by ${who.name}` },
    });
    expect(reviewed.status(), await reviewed.text()).toBe(201);
  }

  // A director signs up through the public form (the demo director is already approved).
  const directorName = await signUpDirector(browser);

  await logIn(page, 'admin@demo.sideline.test', DEMO_PASSWORD);
  await page.goto('/admin');

  // The director review queue: she waits with what she signed up with; approving is confirmed.
  await page.getByRole('tab', { name: /^Directors/ }).click();
  const directors = page.getByRole('tabpanel', { name: /^Directors/ });
  const card = directors
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: directorName }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Lakeside Youth Baseball');
  await expect(card).toContainText('Tournament Director');
  await expect(card).toContainText('Fall Classic (Dec 5-6, 2026, about 16 games)');
  await expectAccessible(page);
  await directors.getByRole('button', { name: `Approve ${directorName}` }).click();
  await page
    .getByRole('dialog', { name: `Approve ${directorName}?` })
    .getByRole('button', { name: 'Confirm Approve' })
    .click();
  await expect(directors.getByRole('heading', { name: directorName })).toHaveCount(0);
  await directors.getByRole('button', { name: 'Approved', exact: true }).click();
  await expect(directors.getByRole('heading', { name: directorName })).toBeVisible();

  // The dispute: a note is required, then it moves to the resolved queue.
  await page.getByRole('tab', { name: 'Payments' }).click();
  const payments = page.getByRole('tabpanel', { name: 'Payments' });
  await payments.getByRole('button', { name: `Resolve dispute for payment #${paymentId}` }).click();
  const resolve = page.getByRole('dialog', { name: `Resolve the dispute on payment #${paymentId}?` });
  await expectAccessible(page);
  await resolve.getByRole('button', { name: 'Confirm Resolve' }).click();
  await expect(resolve.getByRole('alert')).toHaveText('Please describe how the dispute was resolved.');
  await resolve.getByLabel('How was it resolved?').fill('The team showed the Venmo receipt.');
  await resolve.getByRole('button', { name: 'Confirm Resolve' }).click();
  await expect(resolve).toHaveCount(0);
  await expect(
    payments.getByRole('button', { name: `Resolve dispute for payment #${paymentId}` }),
  ).toHaveCount(0);
  await payments.getByRole('button', { name: 'Resolved disputes' }).click();
  await expect(payments.getByText('The team showed the Venmo receipt.', { exact: false })).toBeVisible();

  // The helper's drawer: their payment and both reviews; hide the one about them, with a reason.
  await page.getByLabel('Search').fill(helper.name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('tab', { name: /^Users/ }).click();
  await expect(page.getByRole('tab', { name: 'Users (1)' })).toBeVisible();
  await page.getByRole('tabpanel', { name: /Users/ }).getByRole('button', { name: /^View/ }).click();
  const drawer = page.getByRole('dialog', { name: helper.name });
  await expect(drawer.getByRole('heading', { name: 'Payments (1)' })).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Reviews (2)' })).toBeVisible();
  await drawer
    .getByRole('listitem')
    .filter({ hasText: `By ${team.name} about them` })
    .getByRole('button', { name: /^Hide review/ })
    .click();
  const hide = page.getByRole('dialog', { name: `Hide ${team.name}'s review?` });
  await hide.getByLabel('Reason shown to the author').fill('Reviews must be about the game, not the person.');
  await expectAccessible(page);
  await hide.getByRole('button', { name: 'Confirm Hide' }).click();
  await expect(hide).toHaveCount(0);
  await expect(drawer.getByText('Hidden: Reviews must be about the game, not the person.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();

  await page.getByRole('tab', { name: /^Audit log/ }).click();
  const audit = page.getByRole('tabpanel', { name: /Audit log/ });
  for (const action of ['director.approve', 'payment.resolve_dispute', 'review.hide'])
    await expect(audit.getByText(action).first()).toBeVisible();

  // Its author sees it is hidden and why; the public list no longer has it.
  await team.page.goto(`/reviews/${jobId}/${helper.id}`);
  await expect(team.page.getByText('Reviews must be about the game, not the person.')).toBeVisible();
  await expectAccessible(team.page);
  const publicList = await team.page.request.get(`/api/reviews/reviewee/${helper.id}`);
  expect(await publicList.json()).toEqual([]);
  await team.close();
  await helper.close();
});
