import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, uniqueUser } from './fixtures';
import { completeTeamProfileByApi, marketDate, postJobByApi, randomTag } from './marketplace';

/** Fernandina Beach: no demo helper lives within 25 miles, so a Find Talent search there finds ours first. */
export const REVIEW_HELPER_ZIP = '32034';

export interface Side {
  page: Page;
  id: number;
  name: string;
  close(): Promise<void>;
}

async function register(
  request: APIRequestContext,
  role: 'team' | 'helper',
  names: { firstName: string; lastName: string },
  zipCode: string,
) {
  const user = uniqueUser(`rv${role}`);
  const response = await request.post('/api/auth/register', {
    data: {
      ...user,
      ...names,
      zipCode,
      role,
      referredBy: null,
      ...(role === 'helper'
        ? { dateOfBirth: '1990-05-01', isScorekeeper: true }
        : { teamName: `${names.lastName} Rays 12U`, sportTypes: ['baseball'] }),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function side(
  browser: Browser,
  role: 'team' | 'helper',
  names: { firstName: string; lastName: string },
  zip: string,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const id = await register(page.request, role, names, zip);
  return { page, id, name: `${names.firstName} ${names.lastName}`, close: () => context.close() };
}

/**
 * Setup only, through the API: a team and a helper (each signed in in their own browser), a job dated
 * today that the helper applied to, the team accepted and then marked complete.
 */
export async function completedDeal(browser: Browser) {
  const tag = randomTag();
  const team = await side(browser, 'team', { firstName: 'Morgan', lastName: `Bailey${tag}` }, '33602');
  const helper = await side(
    browser,
    'helper',
    { firstName: 'Jordan', lastName: `Ellis${tag}` },
    REVIEW_HELPER_ZIP,
  );
  const teamId = await completeTeamProfileByApi(team.page.request, team.id, `@bailey-${tag}`);
  const title = `Scorekeeper for 12U opener ${tag}`;
  const jobId = await postJobByApi(team.page.request, { title, jobDate: marketDate(0) });
  const applied = await helper.page.request.post('/api/applications', { data: { jobId } });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id: applicationId } = (await applied.json()) as { id: number };
  const accepted = await team.page.request.put(`/api/applications/${applicationId}/status`, {
    data: { status: 'accepted' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const completed = await team.page.request.put(`/api/jobs/${jobId}/complete`);
  expect(completed.status(), await completed.text()).toBe(200);
  const helperProfile = (await (
    await helper.page.request.get(`/api/helper-profiles/user/${helper.id}`)
  ).json()) as { id: number };
  return {
    team,
    helper,
    teamId,
    teamName: `Bailey${tag} Rays 12U`,
    helperProfileId: helperProfile.id,
    jobId,
    title,
    tag,
  };
}

/** On the review page: pick `stars`, write a comment, submit. */
export async function submitReview(page: Page, stars: number, comment: string) {
  const submit = page.getByRole('button', { name: 'Submit Review' });
  await expect(submit).toBeDisabled();
  await page.getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` }).check();
  await expect(submit).toBeEnabled();
  await page.getByLabel('Comment (optional)').fill(comment);
  await submit.click();
}
