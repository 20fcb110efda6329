import { acceptOnMyJobs, applyOnJobPage } from './support/deal';
import { expectToast } from './support/auth';
import { expect, expectAccessible, mailLink, test } from './support/fixtures';
import {
  completeTeamProfileByApi,
  marketDate,
  openAccountPage,
  postJobByApi,
  randomTag,
} from './support/marketplace';

/** The instant it is `time` on `date` in Tampa (Eastern, daylight or standard time). */
function tampaInstant(date: string, time: string): string {
  for (const offset of [4, 5]) {
    const at = new Date(Date.parse(`${date}T${time}:00Z`) + offset * 3600_000);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
    }).format(at);
    if (local === time) return at.toISOString();
  }
  throw new Error(`no Tampa instant for ${date} ${time}`);
}

test('a helper sets job alerts, a matching game is posted, and the morning digest leads to a booking', async ({
  browser,
}) => {
  const tag = randomTag();
  const helper = await openAccountPage(browser, 'helper', 'alerthelp', {
    firstName: 'Jordan',
    lastName: `Ellis${tag}`,
  });
  const team = await openAccountPage(browser, 'team', 'alertteam', {
    firstName: 'Morgan',
    lastName: `Bailey${tag}`,
  });
  try {
    const page = helper.page;
    await page.goto('/dashboard');
    const card = page.getByRole('form', { name: 'Job alerts' });
    await expect(card.getByRole('status')).toHaveText('Alerts are off.');

    // A wrong ZIP is named at the field, and read with it.
    await card.getByLabel('ZIP code').fill('336');
    await card.getByRole('button', { name: 'Save Job Alerts' }).click();
    await expect(card.getByLabel('ZIP code')).toHaveAccessibleDescription(
      'Please enter a valid 5-digit ZIP code',
    );
    await expect(card.getByLabel('ZIP code')).toBeFocused();

    await card.getByLabel('ZIP code').fill('33602');
    await card.getByLabel('Within (miles)').fill('30');
    await card.getByRole('checkbox', { name: 'Streaming' }).click();
    await card.getByRole('radio', { name: 'Everything in one daily email' }).check();
    await card.getByRole('button', { name: 'Save Job Alerts' }).click();
    await expectToast(page, 'Job Alerts Saved');
    await expect(card.getByRole('status')).toHaveText('Alerts are on: everything in one daily email.');
    await expect(card.getByRole('button', { name: 'Turn off alerts' })).toBeVisible();
    await expectAccessible(page);

    await completeTeamProfileByApi(team.page.request, team.account.id, `@bailey-${tag}`);
    const title = `Scorekeeper for the alert final ${tag}`;
    const jobId = await postJobByApi(team.page.request, { title, jobDate: marketDate(5) });

    // Tomorrow, 7:05 AM in Tampa: the digest's hour. The first run may find the match still queued.
    const at = tampaInstant(marketDate(1), '07:05');
    for (let run = 0; run < 2; run++) {
      const swept = await page.request.post('/api/test/scheduled-work', { data: { at } });
      expect(swept.status(), await swept.text()).toBe(200);
    }
    const link = await mailLink(helper.account.email, 'job_alert_digest');
    expect(new URL(link).pathname).toBe(`/jobs/${jobId}`);
    const unsubscribe = await mailLink(helper.account.email, 'job_alert_digest', {
      which: 'unsubscribeLink',
    });
    expect(await mailLink(helper.account.email, 'job_alert_digest', { which: 'listUnsubscribe' })).toBe(
      unsubscribe,
    );

    // The alert leads to a booking: the helper applies from the linked page, the team accepts.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await applyOnJobPage(page);
    await acceptOnMyJobs(team.page, `Jordan Ellis${tag}`, title);
    await page.reload();
    await expect(page.getByText('Your application').locator('..')).toContainText('Accepted');

    // One tap from the email turns the alerts off.
    await page.goto(unsubscribe);
    await page.getByRole('button', { name: 'Turn off job alerts' }).click();
    await expect(page.getByRole('heading', { name: 'Job Alerts Off' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('form', { name: 'Job alerts' }).getByRole('status')).toHaveText(
      'Alerts are off.',
    );
  } finally {
    await helper.close();
    await team.close();
  }
});
