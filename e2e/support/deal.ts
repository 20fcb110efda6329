import type { Page } from '@playwright/test';
import { expectToast } from './auth';
import { expect } from './fixtures';
import { dashboardSection, fillPostJobForm, type JobInput } from './marketplace';

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
  await page.getByRole('radio', { name: 'Venmo', exact: true }).check();
  await page.getByRole('button', { name: 'Save Payment Settings' }).click();
  await expectToast(page, 'Payment Settings Updated');
}
