import { expectToast, logIn } from './support/auth';
import { applyOnJobPage } from './support/deal';
import { DEMO_PASSWORD, expect, expectAccessible, test, uniqueUser } from './support/fixtures';
import { marketDate, openAccountPage, randomTag } from './support/marketplace';

const HELPER = { firstName: 'Jordan', lastName: 'Okafor' };

function gamesCsv(tag: string): string {
  return [
    'Game Date,Time,Home Team,Away Team,Field,Game Type,Special Requirements',
    `${marketDate(9)},9:00 AM,Eagles ${tag},Hawks ${tag},Field 1,Pool Play,`,
    `${marketDate(9)},11:00 AM,Owls ${tag},Bears ${tag},Field 2,Pool Play,Bring a tablet`,
    `${marketDate(10)},1:30 PM,Tigers ${tag},Lions ${tag},Field 1,Final,`,
  ].join('\n');
}

test('a director signs up with a games file, is approved, posts three jobs in one step and accepts a helper', async ({
  page,
  browser,
}) => {
  const tag = randomTag();
  const director = uniqueUser('td');
  const main = page.getByRole('main');
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Tournament Organizer' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: /Staff every game of your tournament/ }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Sign Up as a Director' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Tournament Director Sign Up' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
    'href',
    '/login',
  );
  await expectAccessible(page);
  // Every rule is checked before anything is sent; nothing typed is lost.
  await page.getByLabel('First Name', { exact: true }).fill('D');
  await page.getByRole('button', { name: 'Create Director Account' }).click();
  await expect(main.getByText('First name must be at least 2 characters')).toBeVisible();
  await expect(main.getByText('Tournament name must be at least 2 characters')).toBeVisible();
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('D');

  const fill = (label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);
  await fill('First Name', 'Dana');
  await fill('Last Name', 'Reyes');
  await fill('Email', director.email);
  await fill('Username', director.username);
  await fill('Password', director.password);
  await fill('Confirm Password', `${director.password}x`);
  await fill('Organization', `Bay Youth ${tag}`);
  await fill('Title', 'Tournament Director');
  await fill('Phone', '(813) 555-0199');
  await fill('ZIP Code', '33602');
  await fill('Tournament Name', `Spring Classic ${tag}`);
  await fill('Tournament Dates', 'June 13-14, 2026');
  await fill('Number of Fields', '2');
  await fill('Estimated Games', '12');
  const file = page.getByLabel('Games File (optional)');
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(main.getByText(/^Invalid File Type/).first()).toBeVisible();
  await file.setInputFiles({ name: 'games.csv', mimeType: 'text/csv', buffer: Buffer.from(gamesCsv(tag)) });
  await page.getByRole('button', { name: 'Create Director Account' }).click();
  await expect(main.getByText("Passwords don't match")).toBeVisible();
  await fill('Confirm Password', director.password);
  await page.getByRole('button', { name: 'Create Director Account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tournament Director Dashboard' })).toBeVisible();
  await expect(main.getByText('Account Under Review')).toBeVisible();
  const tournament = page.getByRole('region', { name: `Spring Classic ${tag}` });
  await expect(tournament.getByText('Not posted')).toHaveCount(3);
  await expect(tournament.getByRole('checkbox')).toHaveCount(0);
  await expectAccessible(page);

  // An admin approves the sign-up from the review queue.
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: number };
  const staff = await browser.newContext();
  const login = await staff.request.post('/api/auth/login', {
    data: { email: 'admin@demo.sideline.test', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const queue = (await (await staff.request.get('/api/admin/directors?status=pending')).json()) as Array<{
    id: number;
  }>;
  expect(queue.map((u) => u.id)).toContain(me.id);
  expect((await staff.request.post(`/api/admin/directors/${me.id}/approve`)).ok()).toBe(true);
  await staff.close();

  await page.reload();
  await expect(main.getByText('Account Under Review')).toHaveCount(0);
  await tournament.getByRole('button', { name: 'Select all 3 unposted' }).click();
  await expect(tournament.getByText('3 games selected')).toBeVisible();
  await tournament.getByRole('button', { name: 'Post Jobs for Selected Games' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post jobs for 3 games' });
  await dialog.getByLabel('Service').selectOption({ label: 'Scorekeeping' });
  await dialog.getByLabel('Hourly Rate ($)').fill('32');
  await expect(dialog).toContainText('$64 per game, $192 for 3 games');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Post 3 Jobs' }).click();
  await expectToast(page, 'Jobs Posted', '3 jobs are open for helpers to apply.');
  await expect(tournament.getByText('Open, 0 applicants')).toHaveCount(3);

  // A helper finds one of the games and applies.
  const jobLink = tournament.getByRole('link', { name: `View job for Owls ${tag} vs Bears ${tag}` });
  const jobPath = await jobLink.getAttribute('href');
  const helper = await openAccountPage(browser, 'helper', 'tdhelp', HELPER);
  try {
    await helper.page.goto(jobPath!);
    await expect(
      helper.page.getByRole('heading', { level: 1, name: `Scorekeeping - Owls ${tag} vs Bears ${tag}` }),
    ).toBeVisible();
    await expect(helper.page.getByText('Bring a tablet')).toBeVisible();
    await applyOnJobPage(helper.page, 'I keep GameChanger for my travel team.');
  } finally {
    await helper.close();
  }

  // The director accepts from the same dashboard.
  await page.reload();
  await expect(tournament.getByText('Open, 1 applicant', { exact: true })).toBeVisible();
  await page
    .getByRole('button', { name: `Accept ${HELPER.firstName} ${HELPER.lastName}'s application` })
    .click();
  await expectToast(page, 'Application Accepted');
  await expect(tournament.getByText(`Assigned to ${HELPER.firstName} ${HELPER.lastName}`)).toBeVisible();
  await expect(tournament.getByText('1 of 3 games (33%)')).toBeVisible();
  await expectAccessible(page);
});

test('the quote form checks its fields and submits a request', async ({ page }) => {
  await page.goto('/tournament-director');
  await expect(page.getByRole('heading', { name: 'Tournament packages' })).toBeVisible();
  await expect(page.getByText('Most Popular')).toBeVisible();
  for (const price of ['From $500', 'From $1,000', 'Custom pricing'])
    await expect(page.getByText(price)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Request a Quote' }).click();
  await expect(page.getByText('Name must be at least 2 characters', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Your Name')).toBeFocused();
  await page.getByLabel('Your Name').fill('Pat Morgan');
  await page.getByLabel('Email', { exact: true }).fill(`pat${randomTag()}@example.com`);
  await page.getByLabel('Organization').fill('Gulf Coast Softball');
  await page.getByLabel('Tournament Name').fill('Summer Slam');
  await page.getByLabel('Tournament Dates').fill('July 10-12');
  await page.getByLabel('Number of Fields').fill('6');
  await page
    .getByLabel('Tell us about your tournament')
    .fill('About 30 games with streaming on the main field.');
  await page.getByRole('button', { name: 'Request a Quote' }).click();
  await expectToast(page, 'Request Submitted');
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'Request Submitted' }),
  ).toContainText('We will email your quote');
  await expectAccessible(page);
});

test("on a phone, the director's game rows use the screen's width", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'director@demo.sideline.test', DEMO_PASSWORD);
  const tournament = page.getByRole('region', { name: 'Bay Area Spring Classic' });
  const row = tournament
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox') })
    .first();
  await expect(row).toBeVisible();
  const rowBox = (await row.boundingBox())!;
  expect(rowBox.x, 'gutter left of the row').toBeGreaterThanOrEqual(16);
  expect(rowBox.x, 'gutter left of the row').toBeLessThanOrEqual(24);
  expect(390 - (rowBox.x + rowBox.width), 'gutter right of the row').toBeLessThanOrEqual(24);
  // The box sits beside the date, not in a column of its own beside the teams and field.
  const teams = (await row.getByText(/ vs /).first().boundingBox())!;
  expect(teams.x - rowBox.x, "teams' indent in the row").toBeLessThanOrEqual(16);
  const date = (await row.locator('p').first().boundingBox())!;
  const box = (await row.getByRole('checkbox').boundingBox())!;
  expect(Math.abs(box.y - date.y), 'the box is on the date line').toBeLessThanOrEqual(8);
  await expectAccessible(page);
});
