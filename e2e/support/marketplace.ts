import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expectToast, registerByApi, type NewUser, type SignupRole } from './auth';
import { expect, uniqueUser } from './fixtures';

/** A short random tag for titles and handles, so parallel tests never meet each other's data. */
export const randomTag = () => Math.random().toString(36).slice(2, 8);

/** Today in the marketplace's time zone, as the app computes it ('YYYY-MM-DD'), plus `days`. */
const marketClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const marketTime = (at: Date) => {
  const part = (type: string) => marketClock.formatToParts(at).find((p) => p.type === type)!.value;
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
};

/**
 * A game starting `hours` from now on the demo market's clock, lasting `length` hours: what the
 * booking table (decision 24) reads, since a booked game can't be cancelled once it has started.
 */
export function marketGameIn(hours: number, length = 2) {
  const start = marketTime(new Date(Date.now() + hours * 3_600_000));
  const end = marketTime(new Date(Date.now() + (hours + length) * 3_600_000));
  return { jobDate: start.date, startTime: start.time, endTime: end.time };
}

export function marketDate(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface Account extends NewUser {
  id: number;
  firstName: string;
  lastName: string;
  role: SignupRole;
}

/**
 * Registers a fresh account through the API. With `page.request` the page's context is signed in as
 * it; with the `request` fixture the page stays signed out.
 */
export async function registerAccount(
  request: APIRequestContext,
  role: SignupRole,
  prefix: string,
  names: { firstName: string; lastName: string } = { firstName: 'Casey', lastName: 'Rivera' },
): Promise<Account> {
  const user = { ...uniqueUser(prefix), ...names };
  await registerByApi(request, role, user);
  const response = await request.get('/api/auth/user');
  expect(response.ok()).toBe(true);
  const me = (await response.json()) as { id: number };
  return { ...user, id: me.id, role };
}

/** A second signed-in browser (its own cookies), for the other side of a two-user flow. */
export async function openAccountPage(
  browser: Browser,
  role: SignupRole,
  prefix: string,
  names?: { firstName: string; lastName: string },
): Promise<{ page: Page; account: Account; close(): Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await registerAccount(page.request, role, prefix, names);
  return { page, account, close: () => context.close() };
}

/** Setup only: gives the (sign-up-made) team profile a location and a Venmo handle; answers its id. */
export async function completeTeamProfileByApi(request: APIRequestContext, userId: number, venmo: string) {
  const profile = (await (await request.get(`/api/team-profiles/user/${userId}`)).json()) as {
    id: number;
    teamName: string;
    sportTypes: string[];
  };
  const response = await request.put(`/api/team-profiles/${profile.id}`, {
    data: {
      teamName: profile.teamName,
      sportTypes: profile.sportTypes,
      teamLocation: 'Tampa, FL',
      hourlyBudget: 30,
      venmoUsername: venmo,
      bio: null,
      profileImage: null,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return profile.id;
}

/** Completes the (sign-up-made) team profile through /dashboard/profile: location and Venmo handle. */
export async function completeTeamProfile(page: Page, venmo: string) {
  await page.goto('/dashboard/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Team Location', { exact: true }).fill('Brandon, FL');
  await page.getByLabel('Venmo Username', { exact: true }).fill(venmo);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expectToast(page, 'Profile Saved');
  await expect(page.getByText(venmo)).toBeVisible();
}

export interface JobInput {
  title: string;
  jobDate: string;
  startTime?: string;
  endTime?: string;
  hourlyRate?: number;
  zipCode?: string;
  /** Tick "Pay by card, guaranteed at booking" (decision 22). */
  paysByCard?: boolean;
}

const DESCRIPTION = 'Keep the GameChanger book for both games; check in at the press box 30 minutes early.';

/** Setup only: posts a job through the API; answers its id. */
export async function postJobByApi(request: APIRequestContext, job: JobInput): Promise<number> {
  const response = await request.post('/api/jobs', {
    data: {
      title: job.title,
      description: DESCRIPTION,
      jobType: 'scorekeeper',
      jobDate: job.jobDate,
      startTime: job.startTime ?? '18:00',
      endTime: job.endTime ?? '21:00',
      location: 'Ed Radice Sports Complex, Tampa, FL',
      zipCode: job.zipCode ?? '33602',
      hourlyRate: job.hourlyRate ?? 30,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

export const postJobField = (page: Page, label: string) => page.getByLabel(label, { exact: true });
export const venueInput = (page: Page) => page.getByRole('combobox', { name: 'Location' });

/** Picks "Ed Radice Sports Complex" from the Location suggestions with the keyboard only. */
export async function pickVenueByKeyboard(page: Page) {
  const venue = venueInput(page);
  await venue.pressSequentially('Radice');
  const list = page.getByRole('listbox', { name: 'Location suggestions' });
  await expect(list.getByRole('option')).toHaveText([
    'Radice (use as typed)',
    'Ed Radice Sports Complex, Tampa, FL',
  ]);
  // The typed text is option 0; the second ArrowDown highlights the real venue.
  await venue.press('ArrowDown');
  await venue.press('ArrowDown');
  await expect(list.getByRole('option', { name: /Ed Radice/ })).toHaveAttribute('aria-selected', 'true');
  await venue.press('Enter');
  await expect(venue).toHaveValue('Ed Radice Sports Complex, Tampa, FL');
  await expect(list).toBeHidden();
}

/** Fills Post a Job (title, date, 6-9 PM, venue by keyboard, $30) without submitting. */
export async function fillPostJobForm(page: Page, job: JobInput) {
  await postJobField(page, 'Job Title').fill(job.title);
  await postJobField(page, 'Job Type').selectOption('scorekeeper');
  await postJobField(page, 'Date').fill(job.jobDate);
  await postJobField(page, 'Start Time').fill(job.startTime ?? '18:00');
  await postJobField(page, 'End Time').fill(job.endTime ?? '21:00');
  await pickVenueByKeyboard(page);
  await expect(postJobField(page, 'ZIP Code')).toHaveValue(job.zipCode ?? '33602');
  const rate = job.hourlyRate ?? 30;
  await postJobField(page, 'Hourly Rate ($)').fill(String(rate));
  await postJobField(page, 'Job Description').fill(DESCRIPTION);
  if (job.paysByCard)
    await page.getByRole('checkbox', { name: 'Pay by card, guaranteed at booking' }).check();
  // The live estimate: same-day times, whole dollars.
  const minutes = (time: string) =>
    time
      .split(':')
      .map(Number)
      .reduce((h, m) => h * 60 + m);
  const length = minutes(job.endTime ?? '21:00') - minutes(job.startTime ?? '18:00');
  await expect(estimate(page, 'Total pay')).toHaveText(`$${Math.round((length * rate) / 60)}`);
}

/** The "Game-day estimate" box's figure for `term` (Duration, Total pay). */
export const estimate = (page: Page, term: string): Locator =>
  page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

/** Searches /jobs near `zip` and pages with Load more until the card for `title` shows. */
export async function findJobCard(page: Page, zip: string, title: string): Promise<Locator> {
  await page.goto('/jobs');
  await page.getByLabel('ZIP code', { exact: true }).fill(zip);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /gigs? found$/ })).toBeVisible();
  const link = page.getByRole('link', { name: `Apply: ${title}` });
  const more = page.getByRole('button', { name: 'Load more' });
  for (let round = 0; round < 20 && !(await link.isVisible()); round++) {
    if (!(await more.isVisible())) break;
    await more.click();
    await expect(more.or(link)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Loading...' })).toHaveCount(0);
  }
  await expect(link).toBeVisible();
  return page.getByRole('list', { name: 'Search results' }).locator(':scope > li').filter({ has: link });
}

/** A dashboard list (a labelled region), e.g. 'Upcoming Games'. */
export const dashboardSection = (page: Page, title: string) => page.getByRole('region', { name: title });

/** Canonical test data for the two sides of a deal. */
export const TEAM_NAMES = { firstName: 'Morgan', lastName: 'Bailey' };
export const HELPER_NAMES = { firstName: 'Jordan', lastName: 'Ellis' };
