/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { holdRequests } from './support/hold';
import { pageErrors } from './support/page-errors';

/**
 * Public profiles are the other links that get shared: signed out, the server renders them with
 * the profile in the page (decision 0024), and the app hydrates them without asking again.
 */
interface Profile {
  path: string;
  name: string;
  /** Text the server's render shows besides the name (the team's open job, the helper's bio). */
  detail: string;
  /** The API paths the page reads, which the app must not request again. */
  apiPaths: string[];
  contact: string;
}

const PROFILES: Record<string, (request: APIRequestContext) => Promise<Profile>> = {
  helper: async (request) => {
    const [helper] = (await (await request.get('/api/helper-profiles?limit=1')).json()) as {
      id: number;
      bio: string;
      user: { firstName: string; lastName: string };
    }[];
    return {
      path: `/helpers/${helper!.id}`,
      name: `${helper!.user.firstName} ${helper!.user.lastName}`,
      detail: helper!.bio,
      apiPaths: [`/api/helper-profiles/${helper!.id}`],
      contact: 'Contact Helper',
    };
  },
  team: async (request) => {
    const [job] = (await (await request.get('/api/jobs?limit=1&status=open')).json()) as {
      title: string;
      team: { id: number; teamName: string };
    }[];
    return {
      path: `/teams/${job!.team.id}`,
      name: job!.team.teamName,
      detail: job!.title,
      apiPaths: [`/api/team-profiles/${job!.team.id}`, `/api/jobs/team/${job!.team.id}`],
      contact: 'Contact Team',
    };
  },
};

for (const [kind, find] of Object.entries(PROFILES)) {
  test(`signed out, a ${kind}'s public page arrives rendered, and the app hydrates it without asking again`, async ({
    page,
    browser,
    request,
  }) => {
    const profile = await find(request);
    // Without JavaScript the profile is there: the server rendered it.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto(profile.path);
    await expect(bare.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
    await expect(bare.getByText(profile.detail).first()).toBeVisible();
    await noScript.close();

    const asked: string[] = [];
    const errors = pageErrors(page);
    page.on('request', (req) => {
      if (profile.apiPaths.includes(new URL(req.url()).pathname)) asked.push(req.url());
    });
    const startApp = await holdRequests(page, '**/assets/index-*.js');
    const response = await page.goto(profile.path);
    // The answers are in the page, so there is nothing to preload.
    expect(response?.headers().link).toBeUndefined();
    const heading = page.getByRole('heading', { level: 1, name: profile.name });
    await heading.evaluate((node) => node.setAttribute('data-painted', 'before-the-app'));
    const booted = page.waitForResponse('**/api/auth/user');
    startApp();
    await booted;
    // The app answers Contact, on the same nodes the server rendered: signed out, it offers a way in.
    await page.getByRole('button', { name: profile.contact }).click();
    const dialog = page.getByRole('dialog', { name: `Contact ${profile.name}` });
    await expect(dialog.getByRole('link', { name: 'Log In' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(heading).toHaveAttribute('data-painted', 'before-the-app');
    await expectAccessible(page);
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("with a query string, a team page's data is requested with the page (Link preload) and fetched once", async ({
  page,
  request,
}) => {
  const profile = await PROFILES.team!(request);
  const asked: string[] = [];
  page.on('request', (req) => {
    if (profile.apiPaths.includes(new URL(req.url()).pathname)) asked.push(req.url());
  });
  const response = await page.goto(`${profile.path}?from=share`);
  for (const apiPath of profile.apiPaths) expect(response?.headers().link).toContain(`<${apiPath}`);
  await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
  await expect(page.getByText(profile.detail).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(profile.apiPaths.length);
});
