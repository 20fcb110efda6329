import { logIn } from './support/auth';
import { DEMO_PASSWORD, expect, expectAccessible, test, uniqueUser } from './support/fixtures';
import { randomTag } from './support/marketplace';

const PITCH = 'Invite other coaches to Sideline and earn free games.';

/** A date of birth `years` years ago today (the browser's and Tampa's dates agree at test hours). */
function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  return d.toISOString().slice(0, 10);
}

/** Issue 51 item 6: a teen is not offered the referral program (shared `offersReferrals`). */
test('a 15-year-old helper is offered no Refer a Friend', async ({ page }) => {
  const tag = randomTag();
  const teen = uniqueUser('reft');
  const registered = await page.request.post('/api/auth/register', {
    data: {
      firstName: 'Riley',
      lastName: `Young${tag}`,
      email: teen.email,
      username: teen.username,
      password: teen.password,
      zipCode: '33602',
      role: 'helper',
      dateOfBirth: bornYearsAgo(15),
      guardianEmail: `parent-${tag}@example.com`,
      isScorekeeper: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Helper Dashboard' })).toBeVisible();
  // The dashboard itself, where an adult helper's Refer a Friend card sits.
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Refer a Friend' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Refer a Friend' })).toHaveCount(0);
  await expect(page.getByText(/Invite another coach/)).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/get-your-referral-code');
  await expect(page.getByRole('status').filter({ hasText: 'Referrals are for' })).toContainText(
    'Referrals are for adults',
  );
  await expect(page.getByText(PITCH)).toHaveCount(0);
  await expectAccessible(page);
});

/** Issue 51 item 7: an account that can't refer is not pitched the program above the box saying so. */
test("an admin's referral page says they can't refer, without the pitch", async ({ page }) => {
  await logIn(page, 'admin@demo.sideline.test', DEMO_PASSWORD);
  await page.goto('/get-your-referral-code');
  await expect(page.getByRole('heading', { level: 1, name: 'Refer a Friend' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Referrals are for' })).toContainText(
    "Your account type can't refer coaches.",
  );
  await expect(page.getByText(PITCH)).toHaveCount(0);
  await expectAccessible(page);
});

test('a signed-out visitor still gets the pitch', async ({ page }) => {
  await page.goto('/get-your-referral-code');
  await expect(page.getByText(PITCH)).toBeVisible();
});
