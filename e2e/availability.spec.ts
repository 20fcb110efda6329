import { expectToast } from './support/auth';
import { bookByApi, openTeamAndHelper } from './support/deal';
import { expect, expectAccessible, test } from './support/fixtures';
import { openAccountPage, postJobByApi, randomTag } from './support/marketplace';

/** Screenshots for the lead, at a phone's size and a laptop's (test-results is kept out of git). */
const SHOTS = 'test-results/availability';

/**
 * Availability (issue 55): a helper sets a week and blocks a weekend on the dashboard, by keyboard;
 * applying to a game that weekend asks first; when the booked helper drops out, the team books the
 * next best available applicant from the job page in one tap.
 */
test('a helper sets a week and blocks a weekend; the team re-staffs in one tap', async ({ browser }) => {
  const tag = randomTag();
  const { team, helper } = await openTeamAndHelper(browser, 'av', tag);
  const booked = await openAccountPage(browser, 'helper', 'avfirst', {
    firstName: 'Fran',
    lastName: `Hale${tag}`,
  });
  const next = await openAccountPage(browser, 'helper', 'avnext', {
    firstName: 'Casey',
    lastName: `Nguyen${tag}`,
  });
  try {
    const page = helper.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    const form = page.getByRole('form', { name: 'Availability' });
    await expect(form).toContainText('No weekly hours set');

    // A week: Saturday mornings to evenings, and Sunday 09:00-13:00, typed by keyboard.
    // The dashboard comes rendered by the server: the first tap starts the app, which answers it.
    await form.getByRole('button', { name: 'Add hours' }).click();
    const days = form.getByLabel('Day', { exact: true });
    await expect(days).toHaveCount(1);
    await form.getByRole('button', { name: 'Add hours' }).press('Enter');
    await expect(days).toHaveCount(2);
    await days.nth(1).focus();
    await days.nth(1).selectOption('0');
    await form.getByLabel('From', { exact: true }).nth(1).fill('09:00');
    await form.getByLabel('To', { exact: true }).nth(1).fill('13:00');
    await form.getByLabel('Most games a day', { exact: true }).selectOption('2');

    // The weekend off, in one tap.
    await form.getByRole('button', { name: 'Block this weekend' }).click();
    const saturday = await form.getByLabel('First day', { exact: true }).inputValue();
    await expect(form.getByLabel('Note (optional)', { exact: true })).toHaveValue('Weekend off');

    // A range ending when it starts is named at its row.
    await form.getByLabel('To', { exact: true }).nth(0).fill('08:00');
    await form.getByRole('button', { name: 'Save Availability' }).click();
    await expect(form.getByRole('alert')).toHaveText('A range must end at a different time than it starts');
    await form.getByLabel('To', { exact: true }).nth(0).fill('18:00');
    await form.getByRole('button', { name: 'Save Availability' }).press('Enter');
    await expectToast(page, 'Availability Saved', 'Availability saved.');
    await expectAccessible(page);
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/editor-390.png`, fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/editor-1280.png` });
    await page.reload();
    await expect(
      page.getByRole('form', { name: 'Availability' }).getByLabel('First day', { exact: true }),
    ).toHaveValue(saturday);

    // A game that Saturday: applying asks first, and does not refuse.
    const title = `Scorekeeper on the blocked Saturday ${tag}`;
    const jobId = await postJobByApi(team.page.request, {
      title,
      jobDate: saturday,
      startTime: '10:00',
      endTime: '12:00',
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/jobs/${jobId}`);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply for this Job' });
    await expect(dialog).toContainText('This game is on a blocked date');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Apply anyway' })).toBeFocused();
    await expectAccessible(page);
    await dialog.getByRole('checkbox', { name: 'Apply anyway' }).check();
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expectToast(page, 'Application Submitted', 'The team will review your application.');

    // Casey applies too; Fran is booked, then can't make it.
    expect((await next.page.request.post('/api/applications', { data: { jobId } })).status()).toBe(201);
    await bookByApi(team.page.request, booked.page.request, jobId);
    const out = await booked.page.request.post(`/api/jobs/${jobId}/booking/withdraw`);
    expect(out.status(), await out.text()).toBe(200);

    // The team's job page: Jordan is not available that day, Casey is, and is booked in one tap.
    const casey = `Casey Nguyen${tag}`;
    await team.page.setViewportSize({ width: 390, height: 844 });
    await team.page.goto(`/jobs/${jobId}`);
    const main = team.page.getByRole('main');
    await expect(main).toContainText('Your helper dropped out: book the next one');
    await expect(main).toContainText(`Next best available from your ranked applicants: ${casey}`);
    // Jordan is not available that day; Casey and Fran (who withdrew) are.
    await expect(main.getByText('Not available', { exact: true })).toHaveCount(1);
    await expect(main.getByText('Available', { exact: true })).toHaveCount(2);
    await expectAccessible(team.page);
    await team.page.screenshot({ path: `${SHOTS}/restaff-390.png` });
    await team.page.setViewportSize({ width: 1280, height: 800 });
    await team.page.screenshot({ path: `${SHOTS}/restaff-1280.png` });
    await team.page.getByRole('button', { name: `Book ${casey}` }).click();
    await expectToast(team.page, 'Helper Booked', `${casey} is booked for this game.`);
    await expect(main).toContainText('Status: Assigned');
    await expect(team.page.getByRole('button', { name: `Book ${casey}` })).toHaveCount(0);
  } finally {
    await Promise.all([team.close(), helper.close(), booked.close(), next.close()]);
  }
});
