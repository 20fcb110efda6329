import { expectToast } from './support/auth';
import { expect, expectAccessible, test } from './support/fixtures';
import {
  completeTeamProfileByApi,
  HELPER_NAMES,
  marketDate,
  openAccountPage,
  postJobByApi,
  postJobField,
  randomTag,
  registerAccount,
  TEAM_NAMES,
} from './support/marketplace';

test('the owner edits an open job; helpers see no Edit Job and the team page lists the job', async ({
  browser,
  page,
}) => {
  const tag = randomTag();
  const title = `Scorekeeper for 10U opener ${tag}`;
  const newTitle = `Scorekeeper for 10U season opener ${tag}`;
  const team = await registerAccount(page.request, 'team', 'edteam', TEAM_NAMES);
  const teamId = await completeTeamProfileByApi(page.request, team.id, `@bailey-${tag}`);
  const jobId = await postJobByApi(page.request, { title, jobDate: marketDate(5), hourlyRate: 30 });

  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('$90 total for 3 hours')).toBeVisible();
  await page.getByRole('link', { name: 'Edit Job', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}/edit$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Job' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // Prefilled from the job, the rate back in dollars.
  await expect(postJobField(page, 'Job Title')).toHaveValue(title);
  await expect(postJobField(page, 'Hourly Rate ($)')).toHaveValue('30');
  await expect(postJobField(page, 'Date')).toHaveValue(marketDate(5));
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Ed Radice Sports Complex, Tampa, FL');
  await expectAccessible(page);

  // A phone: nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
  await expectAccessible(page);

  await postJobField(page, 'Job Title').fill(newTitle);
  await postJobField(page, 'Hourly Rate ($)').fill('40');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Job Updated');
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await expect(page.getByText('$120 total for 3 hours')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Job', exact: true })).toBeVisible();

  const helper = await openAccountPage(browser, 'helper', 'edhelp', HELPER_NAMES);
  try {
    const hp = helper.page;
    await hp.goto(`/jobs/${jobId}`);
    await expect(hp.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    await expect(hp.getByRole('button', { name: 'Apply', exact: true })).toBeVisible();
    await expect(hp.getByRole('link', { name: 'Edit Job', exact: true })).toHaveCount(0);

    // Typing the address does not open the form either.
    await hp.goto(`/jobs/${jobId}/edit`);
    await expect(hp.getByRole('heading', { level: 1, name: /Edit This Job$/ })).toBeVisible();
    await expect(hp.getByText('Only the team that posted this job can edit it.')).toBeVisible();
    await expect(hp.getByRole('textbox', { name: 'Job Title' })).toHaveCount(0);
    await expectAccessible(hp);
    await hp.getByRole('link', { name: 'Back to Job' }).click();
    await expect(hp).toHaveURL(new RegExp(`/jobs/${jobId}$`));

    // The team's public page lists the open job with its new details.
    await hp.goto(`/teams/${teamId}`);
    const openJobs = hp.getByRole('region', { name: 'Open Jobs' });
    const link = openJobs.getByRole('link', { name: new RegExp(newTitle) });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `/jobs/${jobId}`);
    await expect(link).toContainText('Scorekeeping');
    await expect(link).toContainText('$40/hr');
    await expect(link).toContainText('6:00 PM - 9:00 PM');
    await expect(openJobs.getByRole('link', { name: 'View all jobs' })).toHaveAttribute('href', '/jobs');
    await expectAccessible(hp);
  } finally {
    await helper.close();
  }
});

test('a refused save (409) keeps everything typed and says why', async ({ page }) => {
  const tag = randomTag();
  const team = await registerAccount(page.request, 'team', 'edgone', TEAM_NAMES);
  await completeTeamProfileByApi(page.request, team.id, `@gone-${tag}`);
  const jobId = await postJobByApi(page.request, { title: `Scoreboard for 14U final ${tag}`, jobDate: marketDate(6) });
  await page.goto(`/jobs/${jobId}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Job' })).toBeVisible();
  // The job moves on in another tab while the form is open.
  expect((await page.request.post(`/api/jobs/${jobId}/cancel`, { data: {} })).status()).toBe(200);
  await postJobField(page, 'Job Title').fill(`Scoreboard for 14U championship ${tag}`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Failed to Update Job', /cancelled/);
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}/edit$`));
  await expect(postJobField(page, 'Job Title')).toHaveValue(`Scoreboard for 14U championship ${tag}`);
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
});

test('a team with no open jobs says so on its public page', async ({ page }) => {
  const team = await registerAccount(page.request, 'team', 'edempty', TEAM_NAMES);
  const teamId = await completeTeamProfileByApi(page.request, team.id, `@empty-${randomTag()}`);
  await page.goto(`/teams/${teamId}`);
  const openJobs = page.getByRole('region', { name: 'Open Jobs' });
  await expect(openJobs.getByText('No open jobs right now.')).toBeVisible();
});
