import { expectToast } from './support/auth';
import { acceptOnMyJobs, applyOnJobPage, postJobThroughForm, setHelperVenmo } from './support/deal';
import { expect, expectAccessible, test } from './support/fixtures';
import { holdRequests } from './support/hold';
import {
  completeTeamProfile,
  completeTeamProfileByApi,
  dashboardSection,
  estimate,
  findJobCard,
  HELPER_NAMES,
  marketDate,
  openAccountPage,
  postJobByApi,
  postJobField,
  randomTag,
  registerAccount,
  TEAM_NAMES,
  venueInput,
} from './support/marketplace';
import { expectToastBehindDialog } from './support/profiles';

const HELPER = `${HELPER_NAMES.firstName} ${HELPER_NAMES.lastName}`;

test(
  'a team posts a job, a helper finds it and applies, the team accepts and both dashboards show it',
  { tag: '@smoke' },
  async ({ browser, page }) => {
    const tag = randomTag();
    const title = `Scorekeeper for 12U doubleheader ${tag}`;
    await registerAccount(page.request, 'team', 'mkteam', TEAM_NAMES);
    await completeTeamProfile(page, `@bailey-${tag}`);
    const jobId = await postJobThroughForm(page, { title, jobDate: marketDate(4) });
    const games = dashboardSection(page, 'Upcoming Games');
    await expect(games.getByRole('listitem').filter({ hasText: title })).toContainText('Open');

    const helper = await openAccountPage(browser, 'helper', 'mkhelp', HELPER_NAMES);
    try {
      const hp = helper.page;
      const card = await findJobCard(hp, '33602', title);
      await expect(card).toContainText(`${TEAM_NAMES.lastName} Rays 12U`);
      await expect(card).toContainText('Ed Radice Sports Complex, Tampa, FL');
      await expect(card).toContainText('$30/hr');
      await expectAccessible(hp);
      await card.getByRole('link', { name: `Apply: ${title}` }).click();
      await expect(hp).toHaveURL(new RegExp(`/jobs/${jobId}$`));
      await expect(hp.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(hp.getByText('$90 total for 3 hours')).toBeVisible();
      await expectAccessible(hp);
      await applyOnJobPage(hp, 'Three seasons on GameChanger; I can be there 30 minutes early.');
      await expect(hp.getByText('Your application', { exact: true })).toBeVisible();
      await expectAccessible(hp);

      await acceptOnMyJobs(page, HELPER, title);
      await page.getByRole('tab', { name: /^Active Jobs/ }).click();
      const mine = page.getByRole('article').filter({ hasText: title });
      await expect(mine).toContainText('Assigned');
      await expect(mine).toContainText(`Helper: ${HELPER}`);
      await expectAccessible(page);

      await page.goto(`/jobs/${jobId}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Applications (1)' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Mark as Complete' })).toBeVisible();
      await expect(page.getByText(/You can mark this job complete from its game day/)).toBeVisible();
      await expectAccessible(page);

      await page.goto('/dashboard');
      const game = games.getByRole('listitem').filter({ hasText: title });
      await expect(game).toContainText('Assigned');
      await expect(game).toContainText(`Helper: ${HELPER}`);
      await expectAccessible(page);

      await hp.goto('/dashboard');
      const gig = dashboardSection(hp, 'Upcoming Gigs').getByRole('listitem').filter({ hasText: title });
      await expect(gig).toContainText(`Team: ${TEAM_NAMES.lastName} Rays 12U`);
      await expect(gig.getByRole('link', { name: `View Details: ${title}` })).toHaveAttribute(
        'href',
        `/jobs/${jobId}`,
      );
      await expectAccessible(hp);
    } finally {
      await helper.close();
    }
  },
);

test('on game day the team marks the job complete and sees how to pay the helper', async ({
  browser,
  page,
}) => {
  const tag = randomTag();
  const title = `Scoreboard for Friday varsity ${tag}`;
  const team = await registerAccount(page.request, 'team', 'gdteam', TEAM_NAMES);
  await completeTeamProfileByApi(page.request, team.id, `@bailey-${tag}`);
  const jobId = await postJobThroughForm(page, {
    title,
    jobDate: marketDate(0),
    startTime: '17:30',
    endTime: '20:00',
  });

  const helper = await openAccountPage(browser, 'helper', 'gdhelp', HELPER_NAMES);
  const handle = `@jordan-ellis-${tag}`;
  try {
    await setHelperVenmo(helper.page, handle);
    await helper.page.goto(`/jobs/${jobId}`);
    await expect(helper.page.getByRole('link', { name: 'Back to Find Work' })).toHaveAttribute(
      'href',
      '/jobs',
    );
    await applyOnJobPage(helper.page);
  } finally {
    await helper.close();
  }

  await acceptOnMyJobs(page, HELPER, title);
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('button', { name: 'Mark as Complete' }).click();
  await expectToastBehindDialog(page, 'Job Completed', `Please pay ${HELPER} within 24 hours.`);
  const dialog = page.getByRole('dialog', { name: 'Payment Instructions' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Please pay within 24 hours of completion.');
  await expect(dialog).toContainText(`Amount due to ${HELPER}`);
  await expect(dialog).toContainText('$75');
  await expect(dialog.getByText(handle)).toBeVisible();
  await expect(dialog).toContainText('Venmo (preferred)');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main')).toContainText('Status: Completed');
  await expect(page.getByRole('button', { name: 'View Payment Info' })).toBeVisible();

  // The coach's own job is one of My Jobs: the header marks the dashboard, not Find Work, and the
  // way back leads there.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(header.getByRole('link', { name: 'Find Work', exact: true })).not.toHaveAttribute(
    'aria-current',
  );
  await expect(page.getByRole('link', { name: 'Back to My Jobs' })).toHaveAttribute(
    'href',
    '/dashboard/my-jobs',
  );
  await expect(page.getByRole('link', { name: 'Back to Find Work' })).toHaveCount(0);
  // On a phone the bottom tabs say the same: Dashboard, not Post a Job or nothing.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const tabs = page.getByRole('navigation', { name: 'Tabs' });
  await expect(tabs.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(tabs.getByRole('link', { name: 'Post a Job', exact: true })).not.toHaveAttribute(
    'aria-current',
  );
  if (desktop) await page.setViewportSize(desktop);
  // Completed and unpaid: Pay Now is right here.
  const payNow = page.getByRole('main').getByRole('link', { name: 'Pay Now' });
  await expect(payNow).toHaveAttribute('href', `/payments/options/${jobId}`);
  await expectAccessible(page);
  await payNow.click();
  await expect(page).toHaveURL(new RegExp(`/payments/options/${jobId}$`));
  await expect(header.getByRole('link', { name: 'Dashboard', exact: true })).not.toHaveAttribute(
    'aria-current',
  );
});

test('Post a Job explains its rules, shows the live total, and offers venues', async ({ page }) => {
  const team = await registerAccount(page.request, 'team', 'pjteam', TEAM_NAMES);
  await completeTeamProfileByApi(page.request, team.id, `@bailey-${randomTag()}`);
  await page.goto('/post-job');
  await expect(page.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible();

  await postJobField(page, 'Hourly Rate ($)').fill('20');
  await page.getByRole('button', { name: 'Post Job', exact: true }).click();
  const expectError = (label: string, message: string) =>
    expect(postJobField(page, label)).toHaveAccessibleDescription(new RegExp(message.replace('$', '\\$')));
  await expectError('Job Title', 'Job title must be at least 5 characters');
  await expectError('Job Description', 'Description must be at least 20 characters');
  await expectError('Hourly Rate ($)', 'Hourly rate must be at least $25');
  await expect(page.getByRole('alert').filter({ hasText: 'Hourly rate must be at least $25' })).toBeVisible();
  await expect(postJobField(page, 'Job Title')).toBeFocused();
  await expect(page).toHaveURL(/\/post-job$/);
  await expectAccessible(page);

  // The estimate follows the times and the rate as they are typed.
  await postJobField(page, 'Start Time').fill('18:00');
  await postJobField(page, 'End Time').fill('20:30');
  await postJobField(page, 'Hourly Rate ($)').fill('30');
  await expect(estimate(page, 'Duration')).toHaveText('2.5 hours');
  await expect(estimate(page, 'Total pay')).toHaveText('$75');
  await expect(page.getByRole('alert').filter({ hasText: 'Hourly rate must be at least $25' })).toHaveCount(
    0,
  );

  const venue = venueInput(page);
  await venue.pressSequentially('Park');
  await expect(venue).toHaveAttribute('aria-expanded', 'true');
  const options = page.getByRole('listbox', { name: 'Location suggestions' }).getByRole('option');
  await expect(options.first()).toHaveText('Park (use as typed)');
  await expect(options.filter({ hasText: 'Al Lopez Park, Tampa, FL' })).toBeVisible();
  await expectAccessible(page);
  await venue.press('Escape');
  await expect(venue).toHaveAttribute('aria-expanded', 'false');
  await expect(venue).toHaveValue('Park');
});

test('signed-out visitors are asked to sign in to post or apply', async ({ page, request }) => {
  const team = await registerAccount(request, 'team', 'soteam', TEAM_NAMES);
  await completeTeamProfileByApi(request, team.id, `@bailey-${randomTag()}`);
  const title = `Live stream for 10U finals ${randomTag()}`;
  const jobId = await postJobByApi(request, { title, jobDate: marketDate(6) });

  await page.goto('/post-job');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In Required' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Log In' })).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
    'href',
    '/signup',
  );

  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expectToast(page, 'Sign In Required', 'Please log in to apply for jobs.');
  await expect(
    page.getByRole('status').filter({ hasText: 'You need to be signed in to apply or chat.' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a team account cannot apply for a job', async ({ page, request }) => {
  const owner = await registerAccount(request, 'team', 'owteam', TEAM_NAMES);
  await completeTeamProfileByApi(request, owner.id, `@bailey-${randomTag()}`);
  const title = `Scorekeeper for 14U tournament ${randomTag()}`;
  const jobId = await postJobByApi(request, { title, jobDate: marketDate(5) });

  await registerAccount(page.request, 'team', 'otherteam');
  // The session check answers late (no stored user yet): the job has already come back for a
  // signed-in viewer, so Apply waits for the session instead of saying "Sign In Required".
  const answerSession = await holdRequests(page, '**/api/auth/user');
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const apply = page.getByRole('button', { name: 'Apply', exact: true });
  await expect(apply).toBeDisabled();
  answerSession();
  await apply.click();
  await expectToast(page, 'Wrong Account Type', 'You need a helper account to apply for jobs');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
