import { bookByApi, openTeamAndHelper } from './support/deal';
import { expectToast, logIn } from './support/auth';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './support/fixtures';
import { marketDate, postJobByApi, randomTag } from './support/marketplace';

/**
 * A contested no-show (decision 0042): the team reports it on the job page after the start, the helper
 * contests it there with a reason, an admin upholds it from the Payments tab, and the helper's profile
 * shows the figure, explained on tap and by keyboard.
 */
test('a team reports a no-show, the helper contests it, an admin upholds it, and the profile counts it', async ({
  browser,
}) => {
  const tag = randomTag();
  const { team, helper } = await openTeamAndHelper(browser, 'ns', tag);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    // Setup through the API: a game today that started just after midnight, the helper booked for it.
    const title = `Scorekeeper for the no-show opener ${tag}`;
    const jobId = await postJobByApi(team.page.request, {
      title,
      jobDate: marketDate(0),
      startTime: '00:01',
      endTime: '01:00',
    });
    await bookByApi(team.page.request, helper.page.request, jobId);

    // The team reports the no-show on its job page.
    await team.page.goto(`/jobs/${jobId}`);
    const teamPanel = team.page.getByRole('region', { name: 'No-show' });
    await expect(teamPanel.getByText('Did Jordan come?')).toBeVisible();
    await teamPanel.getByRole('button', { name: 'Report a No-Show' }).click();
    const dialog = team.page.getByRole('dialog', { name: 'Report that Jordan did not come?' });
    await dialog.getByRole('button', { name: 'Report the No-Show' }).click();
    await expectToast(team.page, 'No-Show Reported');
    await expect(teamPanel.getByText('You reported a no-show')).toBeVisible();
    await expect(team.page.getByText('This job was cancelled')).toBeVisible();

    // The helper (told by email and push: the API tests read those) opens the job and contests it.
    await helper.page.goto(`/jobs/${jobId}`);
    const helperPanel = helper.page.getByRole('region', { name: 'No-show' });
    await expect(helperPanel.getByText(/reported that you did not come/)).toBeVisible();
    await helperPanel.getByRole('button', { name: 'Contest the No-Show' }).click();
    await expect(helperPanel.getByLabel('What happened?')).toHaveAccessibleDescription(
      'Please say what happened (at least 5 characters).',
    );
    await helperPanel.getByLabel('What happened?').fill('I kept the book all game; the coach has my stats.');
    await helperPanel.getByRole('button', { name: 'Contest the No-Show' }).click();
    await expectToast(helper.page, 'No-Show Contested');
    await expect(helperPanel.getByText('No-show contested')).toBeVisible();
    await expectAccessible(helper.page);

    // An admin decides it from the Payments tab.
    await logIn(admin, 'admin@demo.sideline.test', DEMO_PASSWORD);
    await admin.goto('/admin');
    await admin.getByRole('tab', { name: 'Payments' }).click();
    const queue = admin.getByRole('region', { name: /Contested no-shows/ });
    const item = queue.getByRole('listitem').filter({ hasText: title });
    await expect(item.getByText('I kept the book all game; the coach has my stats.')).toBeVisible();
    await item.getByRole('button', { name: `Uphold the no-show for ${title}` }).click();
    const decide = admin.getByRole('dialog', { name: `Uphold the no-show for Jordan Ellis${tag}?` });
    await decide.getByLabel('Note to both sides').fill('The scorebook the coach sent is empty.');
    await decide.getByRole('button', { name: 'Confirm Uphold' }).click();
    await expectToast(admin, 'No-show upheld', title);
    await expect(item).toHaveCount(0);

    // The helper's page says so, and the profile's figure counts it.
    await helper.page.reload();
    await expect(helperPanel.getByText('No-show upheld')).toBeVisible();
    await expect(helperPanel.getByText('The scorebook the coach sent is empty.')).toBeVisible();
    const profileId = (
      (await (await helper.page.request.get(`/api/helper-profiles/user/${helper.account.id}`)).json()) as {
        id: number;
      }
    ).id;
    await team.page.goto(`/helpers/${profileId}`);
    const figure = team.page.getByRole('button', { name: 'Reliable: 0 of 1 game' });
    await expect(figure).toHaveAttribute('aria-expanded', 'false');
    await figure.click();
    await expect(figure).toHaveAttribute('aria-expanded', 'true');
    await expect(team.page.getByText(/0 completed, 1 no-show, 0 late cancellations/)).toBeVisible();
    await team.page.keyboard.press('Escape');
    await expect(figure).toHaveAttribute('aria-expanded', 'false');
    await figure.focus();
    await team.page.keyboard.press('Enter');
    await expect(team.page.getByText(/0 completed, 1 no-show/)).toBeVisible();
    await expectAccessible(team.page);
  } finally {
    await Promise.all([team.close(), helper.close(), adminContext.close()]);
  }
});
