import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectToast } from './auth';
import { expect } from './fixtures';
import {
  completeTeamProfileByApi,
  dashboardSection,
  fillPostJobForm,
  openAccountPage,
  type JobInput,
} from './marketplace';

/**
 * Setup only: a team (Morgan Bailey, its profile ready to post) and a helper (Jordan Ellis), each
 * signed in in a browser of its own; `tag` keeps their names apart from other tests'.
 */
export async function openTeamAndHelper(browser: Browser, prefix: string, tag: string) {
  const team = await openAccountPage(browser, 'team', `${prefix}team`, {
    firstName: 'Morgan',
    lastName: `Bailey${tag}`,
  });
  const helper = await openAccountPage(browser, 'helper', `${prefix}help`, {
    firstName: 'Jordan',
    lastName: `Ellis${tag}`,
  });
  await completeTeamProfileByApi(team.page.request, team.account.id, `@bailey-${tag}`);
  return { team, helper };
}

/** Setup only: the helper applies and the team books them; answers the application's id. */
export async function bookByApi(
  team: APIRequestContext,
  helper: APIRequestContext,
  jobId: number,
): Promise<number> {
  const applied = await helper.post('/api/applications', { data: { jobId } });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id } = (await applied.json()) as { id: number };
  const accepted = await team.put(`/api/applications/${id}/status`, { data: { status: 'accepted' } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return id;
}

/** Posts a job through /post-job (venue by keyboard); answers its id, read from the team dashboard. */
export async function postJobThroughForm(page: Page, job: JobInput): Promise<number> {
  await page.goto('/post-job');
  await expect(page.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible();
  await fillPostJobForm(page, job);
  await page.getByRole('button', { name: 'Post Job', exact: true }).click();
  await expectToast(page, 'Job Posted Successfully', 'Helpers near you can now see and apply for it.');
  await expect(page).toHaveURL(/\/dashboard$/);
  const details = dashboardSection(page, 'Upcoming Games').getByRole('link', {
    name: `View Details: ${job.title}`,
  });
  const href = await details.getAttribute('href');
  return Number(href?.match(/\/jobs\/(\d+)$/)?.[1]);
}

/** On a job page: Apply, write an optional note, submit, then the button reads 'Already Applied'. */
export async function applyOnJobPage(page: Page, message?: string) {
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for this Job' });
  await expect(dialog).toBeVisible();
  if (message) await dialog.getByLabel('Message to the team (optional)').fill(message);
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expectToast(page, 'Application Submitted', 'The team will review your application.');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Already Applied' })).toBeDisabled();
}

/** My Jobs -> Applications tab -> Accept the helper for `title`. */
export async function acceptOnMyJobs(page: Page, helperName: string, title: string) {
  await page.goto('/dashboard/my-jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'My Jobs' })).toBeVisible();
  await page.getByRole('tab', { name: /^Applications \(\d+\)$/ }).click();
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(card).toContainText(helperName);
  await card.getByRole('button', { name: `Accept ${helperName} for ${title}` }).click();
  await expectToast(page, 'Application Accepted', `${helperName} is booked for "${title}".`);
  await expect(card).toHaveCount(0);
}

/** The helper's Payment Settings card on the dashboard: a Venmo handle, preferred. */
export async function setHelperVenmo(page: Page, handle: string) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Payment Settings' })).toBeVisible();
  await page.getByLabel('Venmo Username', { exact: true }).fill(handle);
  // The dashboard comes rendered before its app starts: a tap then is answered once it has (decision
  // 0037), so the radio is tapped once and awaited checked rather than checked on the spot.
  const venmo = page.getByRole('radio', { name: 'Venmo', exact: true });
  await venmo.click();
  await expect(venmo).toBeChecked();
  await page.getByRole('button', { name: 'Save Payment Settings' }).click();
  await expectToast(page, 'Payment Settings Updated');
}
