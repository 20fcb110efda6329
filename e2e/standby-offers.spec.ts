import type { Page } from '@playwright/test';
import { expectToast } from './support/auth';
import { bookByApi, openTeamAndHelper } from './support/deal';
import { expect, expectAccessible, test } from './support/fixtures';
import { marketGameIn, openAccountPage, postJobByApi, randomTag } from './support/marketplace';

/** Where SHOTS_DIR is set, each screen is also saved at a phone's and a laptop's size, for review. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  for (const [label, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['laptop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${dir}/${name}-${label}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/**
 * Standby offers with a time-boxed accept (issue 55, decision 0051): the team opts in on its job
 * page; when the booked helper can't make it, the next applicant is offered the job with a deadline,
 * accepts it from the offer card, and the team finds them booked.
 */
test('a team opts in to standby offers and the next helper accepts the offer', async ({ browser }) => {
  const tag = randomTag();
  const { team, helper } = await openTeamAndHelper(browser, 'so', tag);
  const next = await openAccountPage(browser, 'helper', 'sonext', {
    firstName: 'Riley',
    lastName: `Hart${tag}`,
  });
  try {
    const title = `Scorekeeper for the Saturday final ${tag}`;
    const jobId = await postJobByApi(team.page.request, { title, ...marketGameIn(50, 2) });
    const applied = await next.page.request.post('/api/applications', { data: { jobId } });
    expect(applied.status(), await applied.text()).toBe(201);
    await bookByApi(team.page.request, helper.page.request, jobId);

    // The team turns standby offers on from its job page.
    await team.page.goto(`/jobs/${jobId}`);
    const optIn = team.page.getByRole('checkbox', { name: 'Offer to Standby Applicants automatically' });
    await expect(optIn).not.toBeChecked();
    await optIn.focus();
    await team.page.keyboard.press('Space');
    await expect(optIn).toBeChecked();
    await expectAccessible(team.page);

    // The booked helper can't make it: the next applicant is offered the job at once.
    const withdrawn = await helper.page.request.post(`/api/jobs/${jobId}/booking/withdraw`);
    expect(withdrawn.status(), await withdrawn.text()).toBe(200);
    const riley = `Riley Hart${tag}`;
    await team.page.reload();
    await expect(
      team.page.getByRole('status').filter({ hasText: `Offered to ${riley} until` }),
    ).toBeVisible();
    await expect(team.page.getByRole('button', { name: `Book ${riley}` })).toHaveCount(0);
    await shoot(team.page, 'standby-team');

    // The offer waits on Riley's dashboard, under Needs you now, with the deadline on the venue's clock.
    await next.page.goto('/dashboard');
    const main = next.page.getByRole('main');
    await expect(main.getByRole('link', { name: /Standby offer to answer/ })).toBeVisible();
    const card = main.getByRole('region', { name: title });
    await expect(card).toContainText('Standby offer from');
    await expect(card).toContainText(/Accept by .* (EST|EDT)/);
    await expectAccessible(next.page);
    await shoot(next.page, 'standby-dashboard');

    // And on the job page, where Riley accepts it.
    await next.page.goto(`/jobs/${jobId}`);
    const offer = next.page.getByRole('region', { name: title });
    await expect(offer.getByRole('button', { name: 'Decline' })).toBeVisible();
    await shoot(next.page, 'standby-job-offer');
    await offer.getByRole('button', { name: 'Accept' }).click();
    await expectToast(next.page, 'Helper Booked', 'You are booked for this game.');
    await expect(next.page.getByRole('main')).toContainText('Status: Assigned');

    // The team finds Riley booked.
    await team.page.reload();
    await expect(team.page.getByRole('main')).toContainText('Status: Assigned');
    await expect(team.page.getByRole('main')).toContainText(riley);
  } finally {
    await Promise.all([team.close(), helper.close(), next.close()]);
  }
});
