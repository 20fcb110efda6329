import type { APIRequestContext } from '@playwright/test';
import { expectToast } from './support/auth';
import { expect, expectAccessible, test } from './support/fixtures';
import {
  completeTeamProfileByApi,
  marketDate,
  openAccountPage,
  postJobByApi,
  randomTag,
} from './support/marketplace';

/** The server's test control moves the window's end (the suite runs with no window by default). */
async function moveWindow(request: APIRequestContext, jobId: number, endsAt: Date) {
  const res = await request.put(`/api/test/jobs/${jobId}/application-window`, {
    data: { endsAt: endsAt.toISOString() },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * The fair application window (decision 25): while a job gathers applications the rule is on its
 * page and the team can't book; once it closes the team sees the applicants ranked, the formula
 * explained, and books the one it wants.
 */
test('a window closing into a ranked list the team books from', async ({ browser }) => {
  const tag = randomTag();
  const team = await openAccountPage(browser, 'team', 'awteam', {
    firstName: 'Morgan',
    lastName: `Bailey${tag}`,
  });
  const pricey = await openAccountPage(browser, 'helper', 'awfirst', {
    firstName: 'Avery',
    lastName: `Stone${tag}`,
  });
  const fair = await openAccountPage(browser, 'helper', 'awsecond', {
    firstName: 'Jordan',
    lastName: `Ellis${tag}`,
  });
  try {
    await completeTeamProfileByApi(team.page.request, team.account.id, `@bailey-${tag}`);
    const title = `Scorekeeper for the window opener ${tag}`;
    const jobId = await postJobByApi(team.page.request, { title, jobDate: marketDate(6) });
    await moveWindow(team.page.request, jobId, new Date(Date.now() + 60 * 60_000));

    // A helper reads the rule before applying; the first to apply asks more than the offered rate.
    await pricey.page.goto(`/jobs/${jobId}`);
    const rule = pricey.page.getByRole('definition').filter({ hasText: /Gathered until .*, then ranked/ });
    await expect(rule).toContainText('ranked by rating, reliability, distance and rate');
    await expectAccessible(pricey.page);
    for (const [helper, rate] of [
      [pricey, 45],
      [fair, 30],
    ] as const) {
      const applied = await helper.page.request.post('/api/applications', {
        data: { jobId, proposedRate: rate },
      });
      expect(applied.status(), await applied.text()).toBe(201);
    }

    // While it gathers: the team sees who applied, in order of arrival, and can't book yet.
    await team.page.goto(`/jobs/${jobId}`);
    await expect(team.page.getByText(/^Gathering applications until /)).toBeVisible();
    const cards = team.page.getByRole('region', { name: /Applications/ }).getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(`Avery Stone${tag}`);
    await expect(team.page.getByRole('button', { name: /^Accept / })).toHaveCount(0);
    await expect(cards.first()).toContainText('You can accept once the job stops gathering applications');
    await expectAccessible(team.page);

    // The window closes: the list comes back ranked, best first, with the formula a tap away.
    await moveWindow(team.page.request, jobId, new Date());
    await team.page.reload();
    await expect(cards.first()).toContainText(`Jordan Ellis${tag}`);
    const first = cards.first().getByRole('button', { name: /#1 of 2 · score \d+/ });
    await expect(first).toBeVisible();
    await first.click();
    await expect(cards.first().getByText(/Ranked 1 of the 2 who applied/)).toBeVisible();
    await expect(cards.nth(1).getByRole('button', { name: /#2 of 2/ })).toBeVisible();
    await expectAccessible(team.page);

    // Ranking advises: the team books the second-placed helper.
    await team.page
      .getByRole('button', { name: `Accept Avery Stone${tag}'s application`, exact: true })
      .click();
    await expectToast(team.page, 'Application Accepted', `Avery Stone${tag} is booked`);
  } finally {
    await Promise.all([team.close(), pricey.close(), fair.close()]);
  }
});

/** Issue 51 item 1: a deployment without a window (the suite's default) ranks nobody and says so nowhere. */
test('without a window the team sees applications first come, first served, with no window badge', async ({
  browser,
}) => {
  const tag = randomTag();
  const team = await openAccountPage(browser, 'team', 'nwteam', {
    firstName: 'Morgan',
    lastName: `Bailey${tag}`,
  });
  const helper = await openAccountPage(browser, 'helper', 'nwhelp', {
    firstName: 'Jordan',
    lastName: `Ellis${tag}`,
  });
  try {
    await completeTeamProfileByApi(team.page.request, team.account.id, `@bailey-${tag}`);
    const title = `Scorekeeper for the no-window opener ${tag}`;
    const jobId = await postJobByApi(team.page.request, { title, jobDate: marketDate(6) });
    const applied = await helper.page.request.post('/api/applications', { data: { jobId } });
    expect(applied.status(), await applied.text()).toBe(201);

    await team.page.goto(`/jobs/${jobId}`);
    const cards = team.page.getByRole('region', { name: /Applications/ }).getByRole('article');
    await expect(cards).toHaveCount(1);
    await expect(
      team.page.getByRole('button', { name: `Accept Jordan Ellis${tag}'s application` }),
    ).toBeVisible();
    await expect(team.page.getByRole('main')).toContainText('First come, first served');
    await expect(team.page.getByText('Applied after the window')).toHaveCount(0);
    await expect(team.page.getByText(/gathers applications for/)).toHaveCount(0);
    await expectAccessible(team.page);

    // Issue 51 item 8: on a phone an open job's applicants come before its details, not after them.
    await team.page.setViewportSize({ width: 390, height: 844 });
    const top = async (name: string) =>
      (await team.page.getByRole('heading', { name, exact: true }).boundingBox())?.y ?? NaN;
    expect(await top('Applications (1)')).toBeLessThan(await top('Job Details'));
    expect(await top('Applications (1)')).toBeLessThan(await top('Description'));
    await expectAccessible(team.page);
  } finally {
    await Promise.all([team.close(), helper.close()]);
  }
});
