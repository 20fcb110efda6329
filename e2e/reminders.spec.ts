import { expectToast } from './support/auth';
import { expect, expectAccessible, mailLink, test } from './support/fixtures';
import {
  completeTeamProfileByApi,
  openAccountPage,
  postJobByApi,
  randomTag,
  registerAccount,
} from './support/marketplace';

/** Date and "HH:MM" in the marketplace's zone, `hours` from now (a game starting within a day). */
function easternIn(hours: number): { jobDate: string; startTime: string; endTime: string } {
  const at = (ms: number) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: 'America/New_York',
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(new Date(ms))
        .map((p) => [p.type, p.value]),
    );
  const start = at(Date.now() + hours * 3600_000);
  const end = at(Date.now() + (hours + 2) * 3600_000);
  return {
    jobDate: `${start.year}-${start.month}-${start.day}`,
    startTime: `${start.hour}:${start.minute}`,
    endTime: `${end.hour}:${end.minute}`,
  };
}

test('the booked helper follows the game-day reminder link and the job shows Confirmed', async ({
  browser,
  page,
}) => {
  const tag = randomTag();
  const title = `Scorekeeper for tonight's 14U game ${tag}`;
  const team = await registerAccount(page.request, 'team', 'rmteam', {
    firstName: 'Morgan',
    lastName: `Bailey${tag}`,
  });
  await completeTeamProfileByApi(page.request, team.id, `@bailey-${tag}`);
  const jobId = await postJobByApi(page.request, { title, ...easternIn(3) });

  // A second game later tonight, booked to another helper, for the job page's own button.
  const inApp = await (async () => {
    const secondId = await postJobByApi(page.request, { title: `${title} (late game)`, ...easternIn(6) });
    const second = await openAccountPage(browser, 'helper', 'rmhelp2', {
      firstName: 'Casey',
      lastName: `Nguyen${tag}`,
    });
    const applied = await second.page.request.post('/api/applications', { data: { jobId: secondId } });
    expect(applied.status(), await applied.text()).toBe(201);
    const { id } = (await applied.json()) as { id: number };
    const accepted = await page.request.put(`/api/applications/${id}/status`, {
      data: { status: 'accepted' },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    return { helper: second, jobId: secondId };
  })();

  const helper = await openAccountPage(browser, 'helper', 'rmhelp', {
    firstName: 'Jordan',
    lastName: `Ellis${tag}`,
  });
  try {
    const applied = await helper.page.request.post('/api/applications', { data: { jobId } });
    expect(applied.status(), await applied.text()).toBe(201);
    const { id: applicationId } = (await applied.json()) as { id: number };
    const accepted = await page.request.put(`/api/applications/${applicationId}/status`, {
      data: { status: 'accepted' },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);

    // The sweep runs now rather than at the queue's next minute tick (the server's test controls).
    const swept = await page.request.post('/api/test/scheduled-work', { data: {} });
    expect(swept.status(), await swept.text()).toBe(200);
    const link = await mailLink(helper.account.email, 'game_reminder');
    expect(new URL(link).pathname).toBe('/reconfirm');

    // The link alone is enough: a fresh browser with no session confirms.
    const signedOut = await browser.newContext();
    try {
      const tap = await signedOut.newPage();
      await tap.goto(link);
      await expect(tap.getByRole('heading', { level: 1, name: "You're Confirmed" })).toBeVisible();
      await expect(tap.getByText("Confirmed. The team knows you'll be there.")).toBeVisible();
      await expectAccessible(tap);
    } finally {
      await signedOut.close();
    }

    // The helper's own tap (signed in) lands on the job, which shows Confirmed.
    await helper.page.goto(link);
    await expect(helper.page.getByRole('heading', { level: 1, name: "You're Confirmed" })).toBeVisible();
    await helper.page.getByRole('link', { name: 'View the job' }).click();
    await expect(helper.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(helper.page.getByRole('main').getByText('Helper: Confirmed')).toBeVisible();
    await expectAccessible(helper.page);
  } finally {
    await helper.close();
  }

  // The team sees it on the same job page.
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('main').getByText('Helper: Confirmed')).toBeVisible();

  // The in-app side: the second helper, reminded in the same sweep, answers on the job page itself.
  try {
    await mailLink(inApp.helper.account.email, 'game_reminder');
    await inApp.helper.page.goto(`/jobs/${inApp.jobId}`);
    const prompt = inApp.helper.page.getByRole('region', { name: 'Game-day confirmation' });
    await expect(prompt).toContainText('Game day is coming');
    await expectAccessible(inApp.helper.page);
    await prompt.getByRole('button', { name: "I'll Be There" }).click();
    await expectToast(inApp.helper.page, "You're Confirmed", "The team knows you'll be there.");
    await expect(prompt).toHaveCount(0);
    await expect(inApp.helper.page.getByRole('main').getByText('Helper: Confirmed')).toBeVisible();
  } finally {
    await inApp.helper.close();
  }
});

test('a broken reminder link says so', async ({ page }) => {
  await page.goto('/reconfirm?token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmation Failed' })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This confirmation link is invalid.' }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('notification settings save one switch per kind, and keep it after a reload', async ({ page }) => {
  await registerAccount(page.request, 'helper', 'nshelp');
  await page.goto('/dashboard');
  const card = page.getByRole('table', { name: 'Notification settings by kind and channel' });
  await expect(card).toBeVisible();
  // No push column until the browser can receive push.
  await expect(card.getByRole('columnheader', { name: 'Push' })).toHaveCount(0);
  const reminders = page.getByRole('checkbox', { name: 'Email: Game-day reminders' });
  await expect(reminders).toBeChecked();
  await reminders.click();
  await expectToast(page, 'Notification Settings Updated', 'Game-day reminders: email off.');
  await expect(reminders).not.toBeChecked();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Email: Game-day reminders' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Email: Messages' })).toBeChecked();
});
