import { expectToast } from './support/auth';
import { bookByApi, openTeamAndHelper } from './support/deal';
import { expect, expectAccessible, test } from './support/fixtures';
import { marketGameIn, openAccountPage, postJobByApi, randomTag } from './support/marketplace';

/** A one-hour game about `hours` from now that does not cross midnight on the market's clock. */
function gameIn(...hours: number[]) {
  for (const h of hours) {
    const game = marketGameIn(h, 1);
    if (game.endTime > game.startTime) return { game, hours: h };
  }
  throw new Error('no same-day game among the offsets');
}

/**
 * "I can't make it" (BOOKING_RULES.withdrawBooking, issue 51 item 13): the booked helper withdraws
 * before the start, told first what it costs them; the team finds the applicant the accept turned
 * away pending again on the job page and books them in one tap.
 */
test("a booked helper says I can't make it and the team books the next applicant", async ({ browser }) => {
  const tag = randomTag();
  const { team, helper } = await openTeamAndHelper(browser, 'wb', tag);
  const next = await openAccountPage(browser, 'helper', 'wbnext', {
    firstName: 'Avery',
    lastName: `Stone${tag}`,
  });
  try {
    // A game hours away: inside the default 24-hour free-cancellation window.
    const title = `Scorekeeper for the evening game ${tag}`;
    const { game } = gameIn(5, 9, 13);
    const jobId = await postJobByApi(team.page.request, { title, ...game });
    const applied = await next.page.request.post('/api/applications', { data: { jobId } });
    expect(applied.status(), await applied.text()).toBe(201);
    await bookByApi(team.page.request, helper.page.request, jobId);

    await helper.page.goto(`/jobs/${jobId}`);
    const main = helper.page.getByRole('main');
    await expect(main).toContainText('Status: Assigned');
    await helper.page.getByRole('button', { name: "I can't make it" }).click();
    const dialog = helper.page.getByRole('dialog', { name: "Can't make this game?" });
    await expect(dialog).toContainText('This counts as a late cancellation on your reliability');
    await expect(dialog).toContainText('is told at once, by message, email and push');
    await expect(dialog).not.toContainText("team's card");
    await expectAccessible(helper.page);

    // Keeping the booking changes nothing.
    await dialog.getByRole('button', { name: 'Keep Booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(main).toContainText('Status: Assigned');

    await helper.page.getByRole('button', { name: "I can't make it" }).click();
    await dialog.getByRole('button', { name: "Yes, I can't make it" }).click();
    await expectToast(helper.page, 'Booking Withdrawn', `You're no longer booked for "${title}".`);
    await expect(dialog).toBeHidden();
    await expect(main).toContainText('Status: Open');
    await expect(helper.page.getByRole('button', { name: "I can't make it" })).toHaveCount(0);
    await expect(helper.page.getByRole('button', { name: 'Contact Team' })).toHaveCount(0);
    await expectAccessible(helper.page);
    // Their list says they withdrew, not that the team turned them down.
    await helper.page.goto('/dashboard/my-applications');
    await expect(helper.page.getByRole('main')).toContainText('Application status: Withdrawn');
    await expect(helper.page.getByRole('main')).not.toContainText('Application status: Rejected');

    // The team's page: open again, the turned-away applicant pending, booked in one tap.
    await team.page.goto(`/jobs/${jobId}`);
    await expect(team.page.getByRole('main')).toContainText('Status: Open');
    const avery = `Avery Stone${tag}`;
    await expectAccessible(team.page);
    await team.page.getByRole('button', { name: `Accept ${avery}'s application`, exact: true }).click();
    await expectToast(team.page, 'Application Accepted', `${avery} is booked`);
    await expect(team.page.getByRole('main')).toContainText('Status: Assigned');
  } finally {
    await Promise.all([team.close(), helper.close(), next.close()]);
  }
});

test("after the game has started the booked helper is not offered I can't make it", async ({ browser }) => {
  const tag = randomTag();
  const { team, helper } = await openTeamAndHelper(browser, 'wbs', tag);
  try {
    const title = `Scorekeeper for the game under way ${tag}`;
    const { game, hours } = gameIn(2, 6);
    const jobId = await postJobByApi(team.page.request, { title, ...game });
    await bookByApi(team.page.request, helper.page.request, jobId);
    // The page reads the venue's clock from the browser's: half an hour after the start, it is under way.
    await helper.page.clock.setFixedTime(new Date(Date.now() + (hours + 0.5) * 3_600_000));
    await helper.page.goto(`/jobs/${jobId}`);
    await expect(helper.page.getByRole('button', { name: 'Contact Team' })).toBeVisible();
    await expect(helper.page.getByRole('button', { name: "I can't make it" })).toHaveCount(0);
  } finally {
    await Promise.all([team.close(), helper.close()]);
  }
});
