import type { Page } from '@playwright/test';
import { acceptOnMyJobs, applyOnJobPage, openTeamAndHelper } from './support/deal';
import { expectToast, logIn } from './support/auth';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './support/fixtures';
import { fillPostJobForm, marketDate, randomTag } from './support/marketplace';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** Each view at the phone and desktop sizes, checked by axe at both. */
async function shoot(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/safety-${name}-${size.width}.png`, fullPage: true });
  }
}

/**
 * The safety passport (decision 0050) end to end: a team posts a job that requires a clear background
 * check; the helper is refused, starts a check, passes the provider's hosted flow (the local fake,
 * which signs the webhooks), applies, and the team sees the passport and books them.
 */
test('a helper gets a clear background check and is booked on a job that requires one', async ({
  browser,
}) => {
  const tag = randomTag();
  const { team, helper } = await openTeamAndHelper(browser, 'sp', tag);
  const title = `Scorekeeper for the checked doubleheader ${tag}`;

  // The team ticks the requirement on Post a Job.
  await team.page.goto('/post-job');
  await fillPostJobForm(team.page, { title, jobDate: marketDate(3) });
  await team.page.getByRole('checkbox', { name: 'Requires a clear background check' }).check();
  await team.page.getByRole('button', { name: 'Post Job', exact: true }).click();
  await expectToast(team.page, 'Job Posted Successfully');

  // The helper finds the job, sees the requirement before applying, and is refused without a check.
  const teamProfile = (await (
    await team.page.request.get(`/api/team-profiles/user/${team.account.id}`)
  ).json()) as {
    id: number;
  };
  const teamJobs = (await (await team.page.request.get(`/api/jobs/team/${teamProfile.id}`)).json()) as {
    id: number;
    title: string;
  }[];
  const job = teamJobs.find((j) => j.title === title)!;
  expect(job, 'the posted job is listed').toBeTruthy();
  await helper.page.goto(`/jobs/${job.id}`);
  await expect(helper.page.getByText('Requires a clear background check')).toBeVisible();
  await helper.page.getByRole('button', { name: 'Apply', exact: true }).click();
  const dialog = helper.page.getByRole('dialog', { name: 'Apply for this Job' });
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expectToast(helper.page, 'Application Failed', /requires a clear background check/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The note links to the safety passport, where the check starts.
  await helper.page.getByRole('link', { name: 'Get yours on your safety passport' }).click();
  await expect(helper.page.getByRole('heading', { level: 1, name: 'Safety Passport' })).toBeVisible();
  await expect(helper.page.getByText('You have no background check yet.')).toBeVisible();
  await shoot(helper.page, 'passport-empty');
  await helper.page.getByRole('button', { name: 'Start background check' }).click();
  await expect(helper.page.getByText(/Your check has started/)).toBeVisible();

  // The provider's hosted flow (the local fake): FCRA consent, then a clear report.
  await helper.page.getByRole('link', { name: 'Continue with the provider' }).click();
  await expect(helper.page.getByRole('heading', { name: 'Background check (test provider)' })).toBeVisible();
  await expectAccessible(helper.page);
  await helper.page.getByLabel('I consent to a background check').check();
  await helper.page.getByLabel('Report result: clear').check();
  await helper.page.getByRole('button', { name: 'Submit' }).click();
  await helper.page.getByRole('link', { name: 'Return to Sideline' }).click();
  const until = new Date(Date.now() + 2 * 365.25 * 86_400_000).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(helper.page.getByText(`Background check clear until ${until}.`)).toBeVisible();
  await shoot(helper.page, 'passport-clear');

  // Now the application goes through, and the team sees the passport on it and books the helper.
  await helper.page.goto(`/jobs/${job.id}`);
  await applyOnJobPage(helper.page);
  await team.page.goto('/dashboard/my-jobs');
  await team.page.getByRole('tab', { name: /^Applications \(\d+\)$/ }).click();
  const card = team.page
    .getByRole('article')
    .filter({ has: team.page.getByRole('link', { name: title, exact: true }) });
  await expect(card.getByText(`Background check clear until ${until}`)).toBeVisible();
  await shoot(team.page, 'application');
  await acceptOnMyJobs(team.page, `Jordan Ellis${tag}`, title);

  // The helper's public profile carries the passport card.
  const me = (await (await helper.page.request.get('/api/auth/user')).json()) as { id: number };
  const profile = (await (await helper.page.request.get(`/api/helper-profiles/user/${me.id}`)).json()) as {
    id: number;
  };
  await team.page.goto(`/helpers/${profile.id}`);
  await expect(
    team.page
      .getByRole('region', { name: 'Safety passport' })
      .getByText(`Background check clear until ${until}`),
  ).toBeVisible();
});

test('staff see the safety queue with its counts', async ({ page }) => {
  await logIn(page, 'admin@demo.sideline.test', DEMO_PASSWORD);
  await page.goto('/admin');
  await page.getByRole('link', { name: /^Safety queue \(\d+\)$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Safety Queue' })).toBeVisible();
  await expect(
    page.getByText(/Background checks to decide \(\d+ new, \d+ awaiting the final step\)/),
  ).toBeVisible();
  await expect(page.getByText('Ethan Nguyen')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the certificate (PDF)' }).first()).toBeVisible();
  await shoot(page, 'admin-queue');
});
