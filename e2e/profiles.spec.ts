import { expectToast, signUp } from './support/auth';
import { expect, expectAccessible, test, uniqueUser } from './support/fixtures';
import {
  completeTeamProfile,
  fillPostJobForm,
  marketDate,
  postJobField,
  randomTag,
  registerAccount,
} from './support/marketplace';
import {
  BAD_VENMO,
  expectLoadedUpload,
  expectNearestFirst,
  expectToastBehindDialog,
  nudgeSlider,
  searchTalent,
  talentCards,
  uploadPicture,
} from './support/profiles';

test('a team completes and edits its profile, and its picture shows on the public page', async ({ page }) => {
  const tag = randomTag();
  await signUp(page, 'team', { ...uniqueUser('tprof'), firstName: 'Dana', lastName: 'Whitfield' });
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Team Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();

  const teamName = page.getByLabel('Team Name', { exact: true });
  const budget = page.getByLabel('Hourly Budget ($/hour)', { exact: true });
  const venmo = page.getByLabel('Venmo Username', { exact: true });
  await expect(teamName).toBeFocused();
  const name = `Tampa Thunder ${tag}`;
  await teamName.fill(name);
  await expect(page.getByRole('checkbox', { name: 'Baseball' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Softball' }).check();
  await page.getByRole('checkbox', { name: 'Flag Football' }).check();
  await page.getByLabel('Team Location', { exact: true }).fill('Tampa, FL');
  await budget.fill('5');
  await venmo.fill('coach mike!');
  await page.getByLabel('Team Description', { exact: true }).fill('12U travel baseball and softball, weekend doubleheaders.');
  await page.getByRole('button', { name: 'Save Profile' }).click();

  await expectToast(page, 'Validation Error', 'Minimum budget is $10/hour');
  await expect(budget).toHaveAttribute('aria-invalid', 'true');
  await expect(budget).toHaveAccessibleDescription(/Minimum budget is \$10\/hour/);
  await expect(budget).toBeFocused();
  await expect(venmo).toHaveAccessibleDescription(new RegExp(BAD_VENMO));
  await expect(page.getByRole('alert').filter({ hasText: BAD_VENMO })).toBeVisible();
  await expectAccessible(page);

  await budget.fill('40');
  await expect(budget).not.toHaveAttribute('aria-invalid', 'true');
  const handle = `@tampa-thunder_${tag}`;
  await venmo.fill(handle);
  await uploadPicture(page, 'Team Picture (optional)');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expectToast(page, 'Profile Saved', 'Your team profile has been saved.');

  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const sports = page.getByRole('list', { name: 'Sports' }).getByRole('listitem');
  await expect(sports).toHaveText(['Baseball', 'Softball', 'Flag Football']);
  await expect(page.getByText('$40/hour')).toBeVisible();
  await expect(page.getByText(handle)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();

  // Edit again: the form opens with the saved values.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(teamName).toHaveValue(name);
  await expect(venmo).toHaveValue(handle);
  await expect(page.getByRole('checkbox', { name: 'Softball' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Flag Football' }).uncheck();
  await budget.fill('45');
  await page.getByLabel('Team Description', { exact: true }).fill('12U travel team. Home field: Ed Radice.');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expectToast(page, 'Profile Saved');
  await expect(page.getByText('$45/hour')).toBeVisible();
  await expect(page.getByText('12U travel team. Home field: Ed Radice.')).toBeVisible();
  await expect(sports).toHaveText(['Baseball', 'Softball']);

  await page.getByRole('link', { name: 'View public page' }).click();
  await expect(page).toHaveURL(/\/teams\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Tampa, FL')).toBeVisible();
  await expectLoadedUpload(page.getByRole('img', { name: `${name} logo` }));
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
  await expectAccessible(page);
});

test('a helper edits its profile: skills are required, then a picture reaches the public page', async ({ page }) => {
  const tag = randomTag();
  const helper = await registerAccount(page.request, 'helper', 'hprof', { firstName: 'Riley', lastName: 'Novak' });
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Helper Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();

  const email = page.getByLabel('Email for GameChanger', { exact: true });
  await expect(email).toBeFocused();
  await expect(email).toHaveValue(helper.email);
  const gcEmail = `scores-${tag}@example.com`;
  await email.fill(gcEmail);
  await nudgeSlider(page.getByRole('slider', { name: 'Minimum hourly rate' }), 5);
  await nudgeSlider(page.getByRole('slider', { name: 'Maximum hourly rate' }), 10);
  await expect(page.getByText('Hourly Rate Range: $30 - $60/hour')).toBeVisible();

  const scorekeeping = page.getByRole('checkbox', { name: 'GameChanger Scorekeeping' });
  await expect(scorekeeping).toBeChecked();
  await scorekeeping.uncheck();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expectToast(page, 'Skills Required', 'Please select at least one skill.');
  await expect(page.getByRole('alert').filter({ hasText: 'Please select at least one skill.' })).toBeVisible();
  await expect(scorekeeping).toHaveAttribute('aria-invalid', 'true');
  await expect(scorekeeping).toBeFocused();
  await expect(page.getByLabel('Venmo Username', { exact: true })).toHaveAccessibleDescription(
    /Venmo username is required/,
  );
  await expectAccessible(page);

  await page.getByRole('checkbox', { name: 'Scoreboard Operation' }).check();
  await page.getByRole('checkbox', { name: 'Live Streaming' }).check();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select at least one skill.' })).toHaveCount(0);
  await page.getByLabel('Bio', { exact: true }).fill('Former high school scorekeeper, calm under pressure.');
  await page.getByRole('checkbox', { name: 'I have my own equipment' }).check();
  await page.getByLabel('Equipment Details', { exact: true }).fill('iPad with GameChanger and a tripod');
  await page.getByLabel('Equipment List', { exact: true }).fill('iPad\nTripod\nWebcam');
  const handle = `@riley-novak_${tag}`;
  await page.getByLabel('Venmo Username', { exact: true }).fill(handle);
  await page.getByLabel('Availability', { exact: true }).fill('Weekends and weekday evenings');
  await page.getByLabel('Years of Experience', { exact: true }).fill('3');
  await uploadPicture(page, 'Profile Picture (optional)');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expectToast(page, 'Profile Saved', 'Your helper profile has been saved.');

  const skills = page.getByRole('list', { name: 'Skills' }).getByRole('listitem');
  await expect(skills).toHaveText(['Scoreboard Operation', 'Live Streaming']);
  await expect(page.getByText(gcEmail)).toBeVisible();
  await expect(page.getByText(handle)).toBeVisible();
  await expect(page.getByText('iPad, Tripod, Webcam')).toBeVisible();

  await page.getByRole('link', { name: 'View public page' }).click();
  await expect(page).toHaveURL(/\/helpers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Riley Novak' })).toBeVisible();
  await expect(page.getByText('$30-$60 per hour').first()).toBeVisible();
  await expectLoadedUpload(page.getByRole('img', { name: 'Photo of Riley Novak' }));
  // Private fields stay private.
  await expect(page.getByText(handle)).toHaveCount(0);
  await expectAccessible(page);
});

test('Find Talent searches by ZIP and skill, and a helper can be contacted from the public page', async ({ page }) => {
  await registerAccount(page.request, 'team', 'talent');
  await page.goto('/find-talent');
  await expect(page.getByRole('heading', { level: 2, name: 'Search for game-day helpers' })).toBeVisible();

  await searchTalent(page, '33602');
  await expect(page.getByRole('heading', { level: 2, name: /helpers? found$/ })).toBeVisible();
  await expectNearestFirst(page);
  expect(await talentCards(page).count()).toBeGreaterThan(1);

  await page.getByRole('button', { name: 'Streaming', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Streaming', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Streaming helpers within 25 miles of 33602, nearest first.')).toBeVisible();
  await expectNearestFirst(page);
  for (const card of await talentCards(page).all()) await expect(card).toContainText('Streaming');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'All Skills' }).click();
  await searchTalent(page, '99501');
  await expect(page.getByRole('heading', { level: 2, name: 'No helpers found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(page).toHaveURL(/\/find-talent$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Search for game-day helpers' })).toBeVisible();
  await expect(page.getByLabel('ZIP code', { exact: true })).toBeFocused();
  await expect(page.getByLabel('ZIP code', { exact: true })).toHaveValue('');

  await searchTalent(page, '00000');
  await expect(page.getByRole('status').filter({ hasText: 'Unknown ZIP code' })).toBeAttached();
  await expect(page.getByText('Check the ZIP code and search again.')).toBeVisible();

  await searchTalent(page, '33701');
  const first = talentCards(page).first();
  await expect(first).toContainText('mi away');
  const name = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
  await first.getByRole('link', { name: `View ${name}'s profile` }).click();
  await expect(page).toHaveURL(/\/helpers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Contact Helper' }).click();
  const dialog = page.getByRole('dialog', { name: `Contact ${name}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expectToastBehindDialog(page, 'Message Required', 'Please enter a message before sending.');
  const message = dialog.getByLabel('Message', { exact: true });
  await expect(message).toBeFocused();
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('alert')).toContainText('Message Required');
  await expectAccessible(page);

  await dialog.getByLabel('Subject (optional)').fill('Saturday doubleheader');
  await message.fill('Hi! Are you free to keep score at Ed Radice this Saturday from 9 to noon?');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, 'Message Sent', `Your message to ${name} has been sent.`);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Contact Helper' })).toBeFocused();
});

test.describe('one Venmo handle per account', () => {
  const NO_VENMO =
    'You must add your Venmo username to your profile before posting jobs. Go to Dashboard > Profile to add your payment information.';

  test('a new coach gives the handle on Post a Job itself, keeps what was typed, and posts', async ({ page }) => {
    const tag = randomTag();
    await signUp(page, 'team', { ...uniqueUser('vinline'), firstName: 'Morgan', lastName: 'Hale' });
    await page.goto('/post-job');
    const title = `Scorekeeper ${tag}`;
    await fillPostJobForm(page, { title, jobDate: marketDate(6) });
    const venmo = postJobField(page, 'Venmo Username');
    await expect(venmo).toBeVisible();

    await page.getByRole('button', { name: 'Post Job', exact: true }).click();
    await expectToast(page, 'Failed to Post Job', NO_VENMO);
    await expect(venmo).toBeFocused();
    await expect(venmo).toHaveAccessibleDescription(new RegExp('You must add your Venmo username'));
    // Nothing typed is lost.
    await expect(postJobField(page, 'Job Title')).toHaveValue(title);
    await expectAccessible(page);

    const handle = `@morgan-hale_${tag}`;
    await venmo.fill(handle);
    await page.getByRole('button', { name: 'Post Job', exact: true }).click();
    await expectToast(page, 'Job Posted Successfully');
    await expect(page).toHaveURL(/\/dashboard$/);

    // The same handle everywhere: Payment Settings and the team profile.
    await expect(page.getByLabel('Venmo Username', { exact: true })).toHaveValue(handle);
    await page.goto('/dashboard/profile');
    await expect(page.getByText(handle)).toBeVisible();
    // Posting again does not ask a second time.
    await page.goto('/post-job');
    await expect(postJobField(page, 'Job Title')).toBeVisible();
    await expect(postJobField(page, 'Venmo Username')).toHaveCount(0);
  });

  test('a new coach sets the handle once in Payment Settings and posts a job', async ({ page }) => {
    const tag = randomTag();
    await signUp(page, 'team', { ...uniqueUser('vsettings'), firstName: 'Sam', lastName: 'Ortiz' });
    await expect(page.getByRole('heading', { name: 'Payment Settings' })).toBeVisible();
    const handle = `@sam-ortiz_${tag}`;
    await page.getByLabel('Venmo Username', { exact: true }).fill(handle);
    await page.getByRole('button', { name: 'Save Payment Settings' }).click();
    await expectToast(page, 'Payment Settings Updated');

    await page.goto('/post-job');
    const title = `Scoreboard ${tag}`;
    await fillPostJobForm(page, { title, jobDate: marketDate(7) });
    await expect(postJobField(page, 'Venmo Username')).toHaveCount(0);
    await page.getByRole('button', { name: 'Post Job', exact: true }).click();
    await expectToast(page, 'Job Posted Successfully');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/profile');
    await expect(page.getByText(handle)).toBeVisible();
  });

  test('a new coach sets the handle once on the team profile and posts a job', async ({ page }) => {
    const tag = randomTag();
    await signUp(page, 'team', { ...uniqueUser('vprofile'), firstName: 'Jules', lastName: 'Park' });
    const handle = `@jules-park_${tag}`;
    await completeTeamProfile(page, handle);
    await page.goto('/post-job');
    await fillPostJobForm(page, { title: `Streaming ${tag}`, jobDate: marketDate(8) });
    await expect(postJobField(page, 'Venmo Username')).toHaveCount(0);
    await page.getByRole('button', { name: 'Post Job', exact: true }).click();
    await expectToast(page, 'Job Posted Successfully');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByLabel('Venmo Username', { exact: true })).toHaveValue(handle);
  });
});
