import { expectToast, registerByApi } from './support/auth';
import { expect, expectAccessible, mailLink, test, uniqueUser } from './support/fixtures';
import {
  completeTeamProfileByApi,
  marketDate,
  openAccountPage,
  postJobByApi,
  randomTag,
  TEAM_NAMES,
} from './support/marketplace';

/** A date of birth `years` years ago today (the browser's and Tampa's dates agree at test hours). */
function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  return d.toISOString().slice(0, 10);
}

test('a teen signs up, a guardian approves, the teen is booked, the guardian is copied and paid', async ({
  browser,
  page,
}) => {
  const tag = randomTag();
  const teen = { ...uniqueUser('teen'), firstName: 'Riley', lastName: `Young${tag}` };
  const guardianEmail = `parent-${tag}@example.com`;

  // The teen's sign-up: the date of birth makes a teen, which asks for a guardian's email.
  await page.goto('/signup');
  await page.getByLabel('First Name', { exact: true }).fill(teen.firstName);
  await page.getByLabel('Last Name', { exact: true }).fill(teen.lastName);
  await page.getByLabel('Email', { exact: true }).fill(teen.email);
  await page.getByLabel('Username', { exact: true }).fill(teen.username);
  await page.getByLabel('Password', { exact: true }).fill(teen.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(teen.password);
  await page.getByLabel('ZIP Code', { exact: true }).fill('33602');
  await page.getByRole('radio', { name: 'Helper', exact: true }).check();
  await page.getByLabel('Date of Birth', { exact: true }).fill(bornYearsAgo(12));
  await page.getByRole('checkbox', { name: 'GameChanger Scorekeeping' }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Registration Failed', 'You must be at least 13 years old to use Sideline.');
  await expect(page.getByLabel('Date of Birth', { exact: true })).toHaveAccessibleDescription(
    /You must be at least 13 years old/,
  );

  await page.getByLabel('Date of Birth', { exact: true }).fill(bornYearsAgo(15));
  const guardianField = page.getByLabel("Parent or Guardian's Email", { exact: true });
  await expect(guardianField).toBeVisible();
  await expectAccessible(page);
  await guardianField.fill(guardianEmail);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const waiting = page.getByRole('status').filter({ hasText: 'Waiting for your parent or guardian' });
  await expect(waiting).toContainText(guardianEmail);
  await expectAccessible(page);

  // A team posts a game; the teen can see it but not apply yet.
  const team = await openAccountPage(browser, 'team', 'teenteam', TEAM_NAMES);
  const guardianContext = await browser.newContext();
  try {
    await completeTeamProfileByApi(team.page.request, team.account.id, `@bailey-${tag}`);
    const title = `Scorekeeper for the 14U opener ${tag}`;
    const jobId = await postJobByApi(team.page.request, {
      title,
      jobDate: marketDate(0),
      startTime: '17:00',
      endTime: '19:00',
    });
    const early = await page.request.post('/api/applications', { data: { jobId } });
    expect(early.status()).toBe(403);
    expect((await early.json()).code).toBe('guardian_consent_required');

    // The guardian follows the email's link and makes a parent account there.
    const gp = await guardianContext.newPage();
    await gp.goto(await mailLink(guardianEmail, 'guardian_request'));
    await expect(
      gp.getByRole('heading', { level: 1, name: `Approve Riley ${teen.lastName}'s Account` }),
    ).toBeVisible();
    await expect(gp.getByText('I am the parent or legal guardian of this teen.')).toBeVisible();
    await expectAccessible(gp);
    const parentForm = gp.getByRole('form', { name: 'New to Sideline? Create your parent account' });
    await parentForm.getByLabel('First Name', { exact: true }).fill('Pat');
    await parentForm.getByLabel('Last Name', { exact: true }).fill(`Parent${tag}`);
    await parentForm.getByLabel('Username', { exact: true }).fill(`pat${tag}`);
    await parentForm.getByLabel('Password', { exact: true }).fill('correct-horse-42');
    await parentForm.getByLabel('ZIP Code', { exact: true }).fill('33602');
    await parentForm.getByLabel('Date of Birth', { exact: true }).fill('1980-04-05');
    await gp.getByRole('button', { name: 'Create Account and Approve Riley' }).click();
    await expect(gp.getByRole('status').filter({ hasText: "Riley's account is approved" })).toBeVisible();
    const venmo = await gp.request.get('/api/auth/user');
    const guardian = (await venmo.json()) as { id: number };
    const saved = await gp.request.put(`/api/users/${guardian.id}/payment`, {
      data: { venmoUsername: `@pat-parent-${tag}`, preferredPaymentMethod: 'venmo' },
    });
    expect(saved.status()).toBe(200);

    // The teen applies; the team sees "Under 18, guardian approved" and books them.
    await page.goto(`/jobs/${jobId}`);
    await expect(waiting).toHaveCount(0);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Apply for this Job' })
      .getByRole('button', { name: 'Submit Application' })
      .click();
    await expectToast(page, 'Application Submitted');

    const tp = team.page;
    await tp.goto(`/jobs/${jobId}`);
    const application = tp.getByRole('article').filter({ hasText: `Riley ${teen.lastName}` });
    await expect(application.getByText('Under 18, guardian approved')).toBeVisible();
    await expectAccessible(tp);
    await application
      .getByRole('button', { name: `Accept Riley ${teen.lastName}'s application`, exact: true })
      .click();
    await expectToast(tp, 'Application Accepted');

    // A message to the teen: both sides see who is copied, and the guardian gets the copy.
    const teenId = ((await (await page.request.get('/api/auth/user')).json()) as { id: number }).id;
    await tp.goto(`/dashboard/messages?userId=${teenId}&jobId=${jobId}`);
    await tp.getByRole('textbox', { name: 'Message', exact: true }).fill('Please be there by 4:30.');
    await tp.keyboard.press('Enter');
    const notice = `Pat Parent${tag}, Riley's parent or guardian, is copied on this conversation.`;
    await expect(tp.getByRole('note')).toHaveText(notice);
    await mailLink(guardianEmail, 'guardian_copy');

    // The guardian view: the booking and the conversation, read in place.
    await gp.goto('/dashboard/guardian');
    const card = gp.getByRole('heading', { name: `Riley ${teen.lastName}` });
    await expect(card).toBeVisible();
    await expect(gp.getByRole('listitem').filter({ hasText: title })).toContainText('Booked');
    await gp.getByRole('button', { name: 'Read' }).click();
    await expect(gp.getByRole('list', { name: 'Messages with Riley' })).toContainText(
      'Please be there by 4:30.',
    );
    await expectAccessible(gp);

    // The game is played; the team pays the guardian's Venmo, not the teen's.
    const done = await tp.request.post(`/api/jobs/${jobId}/complete`);
    expect(done.status(), await done.text()).toBe(200);
    await tp.goto(`/payments/options/${jobId}`);
    await expect(
      tp.getByText(
        `Amount due to Riley ${teen.lastName} (paid to Pat Parent${tag}, their parent or guardian)`,
      ),
    ).toBeVisible();
    await expect(tp.getByRole('link', { name: /Pay with Venmo/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://venmo\\.com/pat-parent-${tag}\\?`),
    );
  } finally {
    await team.close();
    await guardianContext.close();
  }
});

test('only the invited address approves: another account is turned away, a coach parent gives a date of birth', async ({
  browser,
  request,
}) => {
  const tag = randomTag();
  const guardianEmail = `coach-parent-${tag}@example.com`;
  const teen = { ...uniqueUser('teen'), firstName: 'Riley', lastName: `Young${tag}` };
  const signup = await request.post('/api/auth/register', {
    data: {
      ...teen,
      zipCode: '33602',
      role: 'helper',
      dateOfBirth: bornYearsAgo(15),
      guardianEmail,
      isScorekeeper: true,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const consentLink = await mailLink(guardianEmail, 'guardian_request');

  // Someone else's account, signed in, cannot approve with the link.
  const stranger = await openAccountPage(browser, 'team', 'stranger', TEAM_NAMES);
  // The parent already coaches on Sideline: a team account at the invited address, no date of birth.
  const parentContext = await browser.newContext();
  try {
    await stranger.page.goto(consentLink);
    const wrong = stranger.page.getByRole('status').filter({ hasText: `sent to ${guardianEmail}` });
    await expect(wrong).toBeVisible();
    await expect(stranger.page.getByRole('button', { name: 'I Agree: Approve Riley' })).toHaveCount(0);
    await expectAccessible(stranger.page);

    const parent = await parentContext.newPage();
    await registerByApi(parent.request, 'team', {
      email: guardianEmail,
      username: `coachparent${tag}`,
      password: 'play-ball-2026',
      firstName: 'Pat',
      lastName: `Coach${tag}`,
    });
    await parent.goto(await mailLink(guardianEmail, 'confirm_email'));
    await expect(parent.getByRole('heading', { level: 1, name: 'Email Confirmed' })).toBeVisible();

    await parent.goto(consentLink);
    const dateOfBirth = parent.getByLabel('Date of Birth', { exact: true });
    await expect(dateOfBirth).toBeVisible();
    await parent.getByRole('button', { name: 'I Agree: Approve Riley' }).click();
    await expect(dateOfBirth).toHaveAccessibleDescription(/Please enter your date of birth/);
    await expectAccessible(parent);
    await dateOfBirth.fill('1978-06-01');
    await parent.getByRole('button', { name: 'I Agree: Approve Riley' }).click();
    await expect(parent.getByRole('status').filter({ hasText: "Riley's account is approved" })).toBeVisible();
    const me = (await (await parent.request.get('/api/auth/user')).json()) as { dateOfBirth: string };
    expect(me.dateOfBirth).toBe('1978-06-01');
  } finally {
    await stranger.close();
    await parentContext.close();
  }
});
