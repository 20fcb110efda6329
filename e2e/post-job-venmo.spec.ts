import { expectToast } from './support/auth';
import { expect, expectAccessible, test } from './support/fixtures';
import { postJobThroughForm } from './support/deal';
import {
  completeTeamProfileByApi,
  dashboardSection,
  marketDate,
  pickVenueByKeyboard,
  postJobField,
  randomTag,
  registerAccount,
  TEAM_NAMES,
} from './support/marketplace';
import type { Page } from '@playwright/test';

const NO_VENMO =
  'You must add your Venmo username to your profile before posting jobs. Go to Dashboard > Profile to add your payment information.';
const VENMO_FORMAT =
  'Venmo username must start with @ and contain only letters, numbers, underscores, and hyphens';

const STREAM_CONSENT = "The league and the players' families have agreed to this game being streamed";

/** Every field of Post a Job given a value other than its default, so a lost one would show. */
const typed = (tag: string) => ({
  'Job Title': `Line judge for 14U semifinal ${tag}`,
  'Job Type': 'streaming',
  Date: marketDate(9),
  'Start Time': '09:15',
  'End Time': '12:45',
  'ZIP Code': '33602',
  'Hourly Rate ($)': '34',
  'Job Description': 'Two courts, bring a whistle and a red shirt; check in at the front desk by 9.',
});
type Typed = ReturnType<typeof typed>;

async function fillEveryField(page: Page, values: Typed) {
  await postJobField(page, 'Job Title').fill(values['Job Title']);
  await postJobField(page, 'Job Type').selectOption(values['Job Type']);
  await postJobField(page, 'Date').fill(values.Date);
  await postJobField(page, 'Start Time').fill(values['Start Time']);
  await postJobField(page, 'End Time').fill(values['End Time']);
  await pickVenueByKeyboard(page);
  await postJobField(page, 'ZIP Code').fill(values['ZIP Code']);
  await postJobField(page, 'Hourly Rate ($)').fill(values['Hourly Rate ($)']);
  await postJobField(page, 'Job Description').fill(values['Job Description']);
  // A streamed game needs the league's and the families' consent (decision 0041).
  await page.getByRole('checkbox', { name: STREAM_CONSENT }).check();
  await page.getByRole('radio', { name: 'Anyone with the link' }).check();
}

async function expectEveryFieldKept(page: Page, values: Typed) {
  for (const [label, value] of Object.entries(values))
    await expect(postJobField(page, label)).toHaveValue(value);
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue(
    'Ed Radice Sports Complex, Tampa, FL',
  );
  await expect(page.getByRole('checkbox', { name: STREAM_CONSENT })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Anyone with the link' })).toBeChecked();
}

/** Posts, then reads the new job back from the API by its dashboard link. */
async function postedJob(page: Page, title: string) {
  await expectToast(page, 'Job Posted Successfully');
  await expect(page).toHaveURL(/\/dashboard$/);
  const link = dashboardSection(page, 'Upcoming Games').getByRole('link', { name: `View Details: ${title}` });
  const id = Number((await link.getAttribute('href'))?.match(/\/jobs\/(\d+)$/)?.[1]);
  const response = await page.request.get(`/api/jobs/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

const expectJobAsTyped = (job: Record<string, unknown>, values: Typed) =>
  expect(job).toMatchObject({
    title: values['Job Title'],
    jobType: values['Job Type'],
    jobDate: values.Date,
    startTime: values['Start Time'],
    endTime: values['End Time'],
    location: 'Ed Radice Sports Complex, Tampa, FL',
    zipCode: values['ZIP Code'],
    hourlyRate: Number(values['Hourly Rate ($)']),
    description: values['Job Description'],
  });

test('a new coach without a Venmo handle gives it on Post a Job and posts everything typed', async ({
  page,
}) => {
  const tag = randomTag();
  const team = await registerAccount(page.request, 'team', 'pjvenmo', TEAM_NAMES);
  await page.goto('/post-job');
  await expect(page.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible();
  // Known before submit: the session user has no handle, so the form asks for it up front.
  const venmo = postJobField(page, 'Venmo Username');
  await expect(venmo).toBeVisible();
  await expect(venmo).toHaveAttribute('aria-required', 'true');

  const values = typed(tag);
  await fillEveryField(page, values);
  await venmo.fill('morgan bailey');
  await page.getByRole('button', { name: 'Post Job', exact: true }).click();
  await expect(venmo).toBeFocused();
  await expect(venmo).toHaveAttribute('aria-invalid', 'true');
  await expect(venmo).toHaveAccessibleDescription(new RegExp(VENMO_FORMAT));
  await expectToast(page, 'Failed to Post Job', VENMO_FORMAT);
  await expect(page).toHaveURL(/\/post-job$/);
  await expectEveryFieldKept(page, values);
  await expect(venmo).toHaveValue('morgan bailey');
  await expectAccessible(page);

  // Typing clears the field's message; a good handle is saved, then the job is posted.
  const handle = `@morgan-bailey_${tag}`;
  await venmo.fill(handle);
  await expect(venmo).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Post Job', exact: true }).click();
  expectJobAsTyped(await postedJob(page, values['Job Title']), values);

  // The account's one handle (decision 19): Payment Settings shows it, and the form no longer asks.
  await expect(page.getByLabel('Venmo Username', { exact: true })).toHaveValue(handle);
  const me = (await (await page.request.get('/api/auth/user')).json()) as {
    id: number;
    venmoUsername: string;
  };
  expect([me.id, me.venmoUsername]).toEqual([team.id, handle]);
  await page.goto('/post-job');
  await expect(postJobField(page, 'Job Title')).toBeVisible();
  await expect(postJobField(page, 'Venmo Username')).toHaveCount(0);
});

test('a handle removed after the form loaded is asked for when posting is refused, keeping every value', async ({
  page,
}) => {
  const tag = randomTag();
  const team = await registerAccount(page.request, 'team', 'pjstale', TEAM_NAMES);
  await completeTeamProfileByApi(page.request, team.id, `@bailey-${tag}`);
  await page.goto('/post-job');
  await expect(postJobField(page, 'Job Title')).toBeVisible();
  await expect(postJobField(page, 'Venmo Username')).toHaveCount(0);

  // Cleared elsewhere (another tab): this page's session user still has it.
  const cleared = await page.request.put(`/api/users/${team.id}/payment`, {
    data: { venmoUsername: null, preferredPaymentMethod: null },
  });
  expect(cleared.status(), await cleared.text()).toBe(200);

  const values = typed(tag);
  await fillEveryField(page, values);
  await page.getByRole('button', { name: 'Post Job', exact: true }).click();
  await expectToast(page, 'Failed to Post Job', NO_VENMO);
  const venmo = postJobField(page, 'Venmo Username');
  await expect(venmo).toBeFocused();
  await expect(venmo).toHaveAccessibleDescription(new RegExp('You must add your Venmo username'));
  await expectEveryFieldKept(page, values);
  await expectAccessible(page);

  const handle = `@bailey-again_${tag}`;
  await venmo.fill(handle);
  await page.getByRole('button', { name: 'Post Job', exact: true }).click();
  expectJobAsTyped(await postedJob(page, values['Job Title']), values);
});

/** Issue 51 item 3: a card job is paid by the card saved at booking, so it needs no Venmo handle. */
test('a coach without a Venmo handle posts a card job without being asked for one', async ({ page }) => {
  const tag = randomTag();
  await registerAccount(page.request, 'team', 'pjcard', TEAM_NAMES);
  await page.goto('/post-job');
  const venmo = postJobField(page, 'Venmo Username');
  await expect(venmo).toBeVisible();
  // Asked with the payment choice, never between the cancellation policy and the description.
  const policy = page.getByRole('region', { name: 'Cancellation policy' });
  const below = async (upper: typeof venmo, lower: typeof venmo) =>
    ((await upper.boundingBox())?.y ?? Infinity) < ((await lower.boundingBox())?.y ?? -Infinity);
  expect(await below(venmo, policy)).toBe(true);
  expect(await below(postJobField(page, 'Hourly Rate ($)'), venmo)).toBe(true);
  await expectAccessible(page);

  await page.getByRole('checkbox', { name: 'Pay by card, guaranteed at booking' }).check();
  await expect(venmo).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Pay by card, guaranteed at booking' }).uncheck();
  await expect(venmo).toBeVisible();

  const title = `Card-paid scorekeeper ${tag}`;
  const jobId = await postJobThroughForm(page, { title, jobDate: marketDate(5), paysByCard: true });
  const job = (await (await page.request.get(`/api/jobs/${jobId}`)).json()) as { paysByCard: boolean };
  expect(job.paysByCard).toBe(true);
});
