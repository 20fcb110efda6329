import { bookByApi, openTeamAndHelper } from './support/deal';
import { expectToast } from './support/auth';
import { expect, expectAccessible, test } from './support/fixtures';
import { dashboardSection, marketDate, postJobByApi, randomTag } from './support/marketplace';

/** The job page's long date ("Saturday, December 5, 2026"), a calendar date read at noon UTC. */
const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * A rained-out game (decision 0045): the team moves its booked game to a new date from the job page,
 * the helper is asked first and accepts from the dashboard, and both then see the new date.
 */
test('a team reschedules a rained-out game and its booked helper accepts the new time', async ({
  browser,
}) => {
  const tag = randomTag();
  const { team, helper } = await openTeamAndHelper(browser, 'rs', tag);
  try {
    // Setup through the API: a game three days out, the helper booked for it.
    const title = `Scorekeeper for the rained-out opener ${tag}`;
    const jobId = await postJobByApi(team.page.request, { title, jobDate: marketDate(3) });
    await bookByApi(team.page.request, helper.page.request, jobId);

    // Cancelling a booked game for the weather offers to move it instead.
    await team.page.goto(`/jobs/${jobId}`);
    await team.page.getByRole('button', { name: 'Cancel Job' }).click();
    const cancel = team.page.getByRole('dialog', { name: 'Cancel this job?' });
    await cancel.getByRole('radio', { name: 'Weather' }).click();
    await cancel.getByRole('button', { name: 'Reschedule instead' }).click();
    await expect(cancel).toBeHidden();
    await expect(team.page.getByRole('dialog', { name: 'Reschedule this game' })).toBeVisible();
    await team.page.keyboard.press('Escape');
    await expect(team.page.getByRole('dialog', { name: 'Reschedule this game' })).toBeHidden();

    // The team opens the reschedule dialog by keyboard and picks the new date and times.
    const newDate = marketDate(6);
    await team.page.goto(`/jobs/${jobId}`);
    const open = team.page.getByRole('button', { name: 'Reschedule (rain-out)' });
    await open.focus();
    await team.page.keyboard.press('Enter');
    const dialog = team.page.getByRole('dialog', { name: 'Reschedule this game' });
    await expect(dialog.getByLabel('New date')).toBeFocused();
    await dialog.getByRole('button', { name: 'Send New Time' }).click();
    await expect(dialog.getByLabel('New date')).toHaveAccessibleDescription('New date is required');
    await dialog.getByLabel('New date').fill(newDate);
    await expect(dialog.getByText('New date is required')).toHaveCount(0);
    await dialog.getByLabel('Start time').fill('10:00');
    await dialog.getByLabel('End time').fill('12:30');
    await dialog
      .getByLabel('Note to your helper (optional)')
      .fill('The field is flooded; Sunday morning instead.');
    await expectAccessible(team.page);
    await dialog.getByRole('button', { name: 'Send New Time' }).click();
    await expectToast(team.page, 'New Time Sent');
    const waiting = team.page.getByRole('region', { name: `New time for ${title}` });
    await expect(waiting.getByText(`Waiting for Jordan Ellis${tag} to accept the new time`)).toBeVisible();
    await expect(waiting.getByText(longDate(newDate), { exact: false })).toBeVisible();
    await expect(team.page.getByRole('main')).toContainText('Status: Rescheduling');
    await expectAccessible(team.page);

    // The helper is asked on the dashboard, and accepts there.
    await helper.page.goto('/dashboard');
    // Its top says so at once (issue 51 item 4), not "Nothing needs you right now".
    const now = dashboardSection(helper.page, 'Needs you now');
    await expect(now.getByRole('link', { name: /New time to answer\s*1/ })).toHaveAttribute(
      'href',
      `/jobs/${jobId}`,
    );
    await expect(now).not.toContainText('Nothing needs you right now');
    const gigs = dashboardSection(helper.page, 'Upcoming Gigs');
    const request = gigs.getByRole('region', { name: `New time for ${title}` });
    await expect(request.getByText(`The team asks to move this game to ${longDate(newDate)}`)).toBeVisible();
    await expect(
      request.getByText('Note from the team: The field is flooded; Sunday morning instead.'),
    ).toBeVisible();
    await expectAccessible(helper.page);
    await request.getByRole('button', { name: 'Accept New Time' }).click();
    await expectToast(helper.page, 'New Time Accepted');
    await expect(request).toHaveCount(0);
    await expect(now).toContainText('Nothing needs you right now');
    await expect(gigs.getByText(longDate(newDate))).toBeVisible();
    await expect(gigs.getByText('10:00 AM - 12:30 PM')).toBeVisible();

    // The team's page shows the game booked at its new date.
    await team.page.reload();
    await expect(team.page.getByText(longDate(newDate)).first()).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await expect(team.page.getByRole('main')).toContainText('Status: Assigned');
    await expect(team.page.getByRole('main')).toContainText('10:00 AM - 12:30 PM');
    await expect(team.page.getByRole('button', { name: 'Reschedule (rain-out)' })).toBeVisible();
  } finally {
    await Promise.all([team.close(), helper.close()]);
  }
});
