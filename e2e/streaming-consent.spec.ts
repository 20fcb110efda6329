import { expectToast } from './support/auth';
import { acceptOnMyJobs, applyOnJobPage } from './support/deal';
import { expect, expectAccessible, mailLink, test } from './support/fixtures';
import {
  completeTeamProfileByApi,
  dashboardSection,
  HELPER_NAMES,
  marketDate,
  openAccountPage,
  pickVenueByKeyboard,
  postJobField,
  randomTag,
  registerAccount,
  TEAM_NAMES,
} from './support/marketplace';

const CONSENT = "The league and the players' families have agreed to this game being streamed";
const PRIVATE = "Only the team's families (private link)";
const STREAM_URL = 'https://www.youtube.com/live/sideline-e2e';

test('a private streaming job: consent at posting, seen before applying, the link shared with the families', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const tag = randomTag();
  const title = `Livestream the 12U final ${tag}`;
  const team = await registerAccount(page.request, 'team', 'streamteam', TEAM_NAMES);
  await completeTeamProfileByApi(page.request, team.id, `@bailey-${tag}`);
  // A parent with an account of their own; the team adds that email to its families list.
  const parent = await openAccountPage(browser, 'team', 'parent', { firstName: 'Pat', lastName: 'Nguyen' });
  const helper = await openAccountPage(browser, 'helper', 'streamer', HELPER_NAMES);
  try {
    // Posting: a streaming job asks for the consent and who may watch, and refuses without it.
    await page.goto('/post-job');
    await postJobField(page, 'Job Title').fill(title);
    await postJobField(page, 'Job Type').selectOption('streaming');
    await postJobField(page, 'Date').fill(marketDate(6));
    await postJobField(page, 'Start Time').fill('18:00');
    await postJobField(page, 'End Time').fill('20:00');
    await pickVenueByKeyboard(page);
    await postJobField(page, 'Hourly Rate ($)').fill('35');
    await postJobField(page, 'Job Description').fill(
      'Stream both halves from the press box; bring a tripod.',
    );
    const consent = page.getByRole('checkbox', { name: CONSENT });
    await expect(page.getByRole('group', { name: 'Streaming consent' })).toBeVisible();
    await page.getByRole('button', { name: 'Post Job', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: /Please confirm that the league/ })).toBeVisible();
    await expect(consent).toBeFocused();
    await expectAccessible(page);
    await consent.check();
    await page.getByRole('radio', { name: PRIVATE }).check();
    await page.getByRole('button', { name: 'Post Job', exact: true }).click();
    await expectToast(page, 'Job Posted Successfully');
    const details = dashboardSection(page, 'Upcoming Games').getByRole('link', {
      name: `View Details: ${title}`,
    });
    const jobId = Number((await details.getAttribute('href'))?.match(/\/jobs\/(\d+)$/)?.[1]);
    expect(jobId).toBeGreaterThan(0);

    // Editing keeps the recorded consent: the form shows it, and saving it unchanged keeps who and when.
    await page.goto(`/jobs/${jobId}/edit`);
    await expect(page.getByRole('checkbox', { name: CONSENT })).toBeChecked();
    await expect(page.getByRole('radio', { name: PRIVATE })).toBeChecked();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Job Updated');
    await expect(page.getByRole('region', { name: 'Streaming' })).toContainText(
      'Streaming consent confirmed by Morgan Bailey',
    );

    // The families list: the team adds the parent's email.
    await page.goto('/dashboard/families');
    await expect(page.getByRole('heading', { level: 1, name: 'Team Families' })).toBeVisible();
    await page.getByLabel("Family member's email").fill(parent.account.email.toUpperCase());
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Added to Your Families List');
    await expect(page.getByRole('list', { name: 'Family members' })).toContainText(parent.account.email);
    await expectAccessible(page);

    // The helper sees the consent and the private audience before applying.
    const hp = helper.page;
    await hp.goto(`/jobs/${jobId}`);
    const streaming = hp.getByRole('region', { name: 'Streaming' });
    await expect(streaming).toContainText(
      /Streaming consent confirmed by Morgan Bailey on \w{3} \d{1,2}, \d{4}/,
    );
    await expect(streaming).toContainText("Private stream for the team's families");
    await expect(hp.getByRole('button', { name: 'Apply', exact: true })).toBeVisible();
    await expectAccessible(hp);
    await applyOnJobPage(hp, 'I stream every weekend.');

    await acceptOnMyJobs(page, 'Jordan Ellis', title);

    // The booked helper shares the link; a non-https address is refused in place.
    await hp.goto(`/jobs/${jobId}`);
    const link = hp.getByLabel('Stream link', { exact: true });
    await link.fill('http://example.com/live');
    await hp.getByRole('button', { name: 'Share Link' }).click();
    await expect(streaming.getByRole('alert')).toHaveText(
      'Enter the stream link as a full web address starting with https://',
    );
    await link.fill(STREAM_URL);
    await hp.getByRole('button', { name: 'Share Link' }).click();
    await expectToast(hp, 'Stream Link Shared');
    await expect(streaming.getByRole('link', { name: /Watch the stream/ })).toHaveAttribute(
      'href',
      STREAM_URL,
    );
    await expectAccessible(hp);

    // The parent, before confirming the email, sees that a link exists but not the link.
    const pp = parent.page;
    await pp.goto(`/jobs/${jobId}`);
    const parentStreaming = pp.getByRole('region', { name: 'Streaming' });
    await expect(parentStreaming).toContainText("The stream link is shared with the team's families.");
    await expect(parentStreaming.getByRole('link', { name: /Watch the stream/ })).toHaveCount(0);
    // Confirmed, the same account sees it.
    await pp.goto(await mailLink(parent.account.email, 'confirm_email'));
    await expect(pp.getByRole('heading', { level: 1, name: 'Email Confirmed' })).toBeVisible();
    await pp.goto(`/jobs/${jobId}`);
    await expect(parentStreaming.getByRole('link', { name: /Watch the stream/ })).toHaveAttribute(
      'href',
      STREAM_URL,
    );
    await expectAccessible(pp);

    // A signed-out visitor gets neither the link on the page nor in the job's JSON.
    const answer = await request.get(`/api/jobs/${jobId}`);
    expect(await answer.text()).not.toContain('sideline-e2e');
    const visitor = await browser.newPage();
    try {
      await visitor.goto(`/jobs/${jobId}`);
      await expect(visitor.getByRole('region', { name: 'Streaming' })).toContainText(
        "Private stream for the team's families",
      );
      await expect(visitor.getByRole('link', { name: /Watch the stream/ })).toHaveCount(0);
      expect(await visitor.content()).not.toContain('sideline-e2e');
    } finally {
      await visitor.close();
    }
  } finally {
    await helper.close();
    await parent.close();
  }
});
