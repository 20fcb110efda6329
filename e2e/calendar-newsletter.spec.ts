import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { expectToast } from './support/auth';
import { expect, expectAccessible, mailLink, test, uniqueUser } from './support/fixtures';
import { completeTeamProfileByApi, openAccountPage, postJobByApi, randomTag } from './support/marketplace';

/** The one event of an .ics file, read with a standard iCalendar parser. */
function onlyEvent(text: string) {
  const events = new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v));
  expect(events).toHaveLength(1);
  return events[0]!;
}

test('the team and the booked helper add the game to their calendars; the feed follows the dashboard card', async ({
  browser,
  request,
}) => {
  const tag = randomTag();
  const team = await openAccountPage(browser, 'team', 'calteam', {
    firstName: 'Morgan',
    lastName: `Bailey${tag}`,
  });
  const helper = await openAccountPage(browser, 'helper', 'calhelper', {
    firstName: 'Jordan',
    lastName: `Ellis${tag}`,
  });
  await completeTeamProfileByApi(team.page.request, team.account.id, `@bailey-${tag}`);
  const title = `Scorekeeper for the summer final ${tag}`;
  // A July evening in Tampa: 18:00 Eastern Daylight Time is 22:00 UTC.
  const jobId = await postJobByApi(team.page.request, {
    title,
    jobDate: '2027-07-15',
    startTime: '18:00',
    endTime: '20:30',
  });
  const applied = await helper.page.request.post('/api/applications', { data: { jobId } });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id: applicationId } = (await applied.json()) as { id: number };
  const accepted = await team.page.request.put(`/api/applications/${applicationId}/status`, {
    data: { status: 'accepted' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  for (const side of [helper, team]) {
    await side.page.goto(`/jobs/${jobId}`);
    const [download] = await Promise.all([
      side.page.waitForEvent('download'),
      side.page.getByRole('link', { name: 'Add to Calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`sideline-game-${jobId}.ics`);
    const event = onlyEvent(readFileSync((await download.path())!, 'utf8'));
    expect(event.summary).toBe(title);
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-07-15T22:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-07-16T00:30:00.000Z');
    await expectAccessible(side.page);
  }

  // The dashboard's Calendar card makes the private feed address; the feed needs no session.
  const page = helper.page;
  await page.goto('/dashboard');
  const card = page
    .getByRole('heading', { name: 'Calendar' })
    .locator('xpath=ancestor::div[contains(@class,"rounded")][1]');
  await page.getByRole('button', { name: 'Get My Calendar Address' }).click();
  const address = page.getByLabel('Your calendar address');
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = await address.inputValue();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(card.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expectAccessible(page);

  const feed = await request.get(new URL(first).pathname);
  expect(feed.status()).toBe(200);
  const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent');
  expect(events.map((v) => new ICAL.Event(v).summary)).toEqual([title]);

  // A new address, after a confirmation, retires the old one.
  await page.getByRole('button', { name: 'Make a New Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a new calendar address?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Make New Address' }).click();
  await expect(dialog).toBeHidden();
  await expect(address).not.toHaveValue(first);
  expect((await request.get(new URL(first).pathname)).status()).toBe(404);
  const second = await address.inputValue();
  expect((await request.get(new URL(second).pathname)).status()).toBe(200);

  // Turning the feed off ends the address at once; the card offers a new one.
  await card.getByRole('button', { name: 'Turn Off' }).click();
  const off = page.getByRole('dialog', { name: 'Turn off your calendar address?' });
  await expect(off).toBeVisible();
  await expectAccessible(page);
  await off.getByRole('button', { name: 'Turn Off' }).click();
  await expect(off).toBeHidden();
  await expectToast(page, 'Calendar Address Turned Off');
  await expect(card.getByText('You have no calendar address yet.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Get My Calendar Address' })).toBeEnabled();
  expect((await request.get(new URL(second).pathname)).status()).toBe(404);

  await team.close();
  await helper.close();
});

test('subscribing from the footer: the mailed link opens a page whose button confirms', async ({ page }) => {
  const { email } = uniqueUser('news');
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill('not-an-email');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('alert')).toHaveText('Invalid email');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText(
    'Thanks! Check your inbox for a link to confirm your subscription.',
  );
  await expectAccessible(page);

  const link = await mailLink(email, 'newsletter_confirm');
  expect(new URL(link).pathname).toBe('/newsletter/confirm');
  await page.goto(link);
  // Opening the link changes nothing: the button does.
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm Your Subscription' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm Subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Confirmed' })).toBeVisible();
  await expect(page.getByText('You are subscribed to the Sideline newsletter.')).toBeVisible();
  await expectAccessible(page);

  const unsubscribe = await mailLink(email, 'newsletter_confirm', { which: 'unsubscribeLink' });
  await page.goto(unsubscribe);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unsubscribe from the Newsletter' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribed' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/newsletter/confirm?token=not-a-real-token');
  await page.getByRole('button', { name: 'Confirm Subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmation Failed' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'This confirmation link is invalid or has expired. Please subscribe again.',
  );
  await expectAccessible(page);
});
