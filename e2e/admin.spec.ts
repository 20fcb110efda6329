import { registerByApi, logIn } from './support/auth';
import { DEMO_PASSWORD, expect, expectAccessible, test, uniqueUser } from './support/fixtures';

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
  const overflow = await page.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
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
