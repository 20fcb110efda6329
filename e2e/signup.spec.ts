import type { Page } from '@playwright/test';
import {
  expectToast,
  fillSignupForm,
  firstNameOf,
  lastNameOf,
  registerByApi,
  submitSignup,
  type SignupRole,
} from './support/auth';
import { expect, expectAccessible, test, uniqueUser } from './support/fixtures';

const MESSAGES = {
  required: 'Please fill out all required fields',
  mismatch: 'Passwords do not match',
  short: 'Password must be at least 8 characters',
  email: 'Invalid email',
  age: 'Please enter your date of birth',
  services: 'Please select at least one service you can provide',
  team: 'Please enter your team name and select at least one sport',
  taken: 'An account with this email already exists',
};

const TEAM_LINKS = ['Post a Job', 'My Jobs'];
const HELPER_LINKS = ['Find Gigs', 'My Applications'];
const ROLES: { role: SignupRole; firstName: string; title: string; has: string[]; hasNot: string[] }[] = [
  { role: 'team', firstName: 'Taylor', title: 'Team Dashboard', has: TEAM_LINKS, hasNot: HELPER_LINKS },
  { role: 'helper', firstName: 'Harper', title: 'Helper Dashboard', has: HELPER_LINKS, hasNot: TEAM_LINKS },
  {
    role: 'both',
    firstName: 'Blake',
    title: 'Team Dashboard',
    has: [...TEAM_LINKS, ...HELPER_LINKS],
    hasNot: [],
  },
];

/** The inline message (the field's accessible description) and the 'Registration Failed' toast. */
async function expectSignupError(page: Page, field: ReturnType<Page['getByLabel']>, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message));
  await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
  await expectToast(page, 'Registration Failed', message);
  await expect(page).toHaveURL(/\/signup$/);
}

test.describe('sign up', () => {
  for (const { role, firstName, title, has, hasNot } of ROLES) {
    test(`a new ${role} account lands on its dashboard`, async ({ page }) => {
      const user = { ...uniqueUser(`su${role}`), firstName, lastName: 'Okafor' };
      await page.goto('/signup');
      await fillSignupForm(page, role, user);
      await submitSignup(page);

      // The toast first, straight after the submit: it shows as the account is made and goes after
      // five seconds, which on a slow machine can pass before the dashboard's code has loaded.
      await expectToast(page, 'Registration Successful', `Welcome to Sideline, ${firstName}!`);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
      for (const label of ['Dashboard', ...has, 'Messages', 'Profile', 'Payments']) {
        await expect(sidebar.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      for (const label of hasNot) {
        await expect(sidebar.getByRole('link', { name: label, exact: true })).toHaveCount(0);
      }
      await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible();

      const header = page.getByRole('banner');
      await expect(header).toContainText(`${firstName} Okafor`);
      const letter = header.locator('span[aria-hidden="true"]').filter({ hasText: /^[A-Z]$/ });
      await expect(letter).toHaveText(firstName[0]!);
      await expect(page.getByText('Please confirm your email address.')).toContainText(user.email);
      await expectAccessible(page);

      // The public header's avatar carries the same letter.
      await header.getByRole('link', { name: 'Home', exact: true }).click();
      await expect(page.getByRole('img', { name: `Signed in as ${firstName}` })).toHaveText(firstName[0]!);
    });
  }

  test('the team dashboard shows the referral code; /signup?ref=CODE prefills it', async ({
    page,
    browser,
  }) => {
    await registerByApi(page.request, 'team', uniqueUser('refa'));
    await page.goto('/dashboard');
    const codeText = page.getByText('Your referral code').locator('xpath=following-sibling::p');
    const code = (await codeText.innerText()).trim();
    expect(code).toMatch(/^\S{4,}$/);
    await expect(page.getByLabel('Share link')).toHaveValue(new RegExp(`/signup\\?ref=${code}$`));

    const guest = await browser.newContext();
    try {
      const other = await guest.newPage();
      await other.goto(`/signup?ref=${encodeURIComponent(code)}`);
      await expect(other.getByLabel('Referral Code (optional)')).toHaveValue(code);
      await fillSignupForm(other, 'team', uniqueUser('refb'));
      await submitSignup(other);
      await expect(other.getByRole('heading', { level: 1, name: 'Team Dashboard' })).toBeVisible();
    } finally {
      await guest.close();
    }
  });
});

test.describe('sign-up validation', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  });

  test('an empty form asks for every required field', async ({ page }) => {
    await submitSignup(page);
    const firstName = page.getByLabel('First Name', { exact: true });
    await expectSignupError(page, firstName, MESSAGES.required);
    await expect(firstName).toBeFocused();
    for (const label of ['Last Name', 'Email', 'Username', 'Password', 'ZIP Code']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    }
    const role = page.getByRole('radiogroup', { name: /I am signing up as/ });
    await expect(role).toHaveAccessibleDescription(MESSAGES.required);
    await expectAccessible(page);
  });

  test('mismatched passwords are refused and nothing typed is lost', async ({ page }) => {
    const user = uniqueUser('mismatch');
    await fillSignupForm(page, 'team', user, { confirmPassword: 'another-password' });
    await submitSignup(page);
    await expectSignupError(page, page.getByLabel('Confirm Password', { exact: true }), MESSAGES.mismatch);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue(user.username);
    await expect(page.getByLabel('Team Name', { exact: true })).toHaveValue(/Rays 12U/);
    await expect(page.getByRole('checkbox', { name: 'Baseball', exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Team / Coach' })).toBeChecked();
  });

  test('a short password is refused', async ({ page }) => {
    await fillSignupForm(page, 'team', { ...uniqueUser('short'), password: 'short7!' });
    await submitSignup(page);
    await expectSignupError(page, page.getByLabel('Password', { exact: true }), MESSAGES.short);
  });

  test('an invalid email is refused', async ({ page }) => {
    await fillSignupForm(page, 'team', { ...uniqueUser('bademail'), email: 'not-an-email' });
    await submitSignup(page);
    const email = page.getByLabel('Email', { exact: true });
    await expectSignupError(page, email, MESSAGES.email);
    await expect(email).toHaveValue('not-an-email');
  });

  test('a helper must give their date of birth', async ({ page }) => {
    await fillSignupForm(page, 'helper', uniqueUser('age'), { age: true });
    await submitSignup(page);
    await expectSignupError(page, page.getByLabel('Date of Birth', { exact: true }), MESSAGES.age);
    await expect(page.getByRole('checkbox', { name: 'GameChanger Scorekeeping' })).toBeChecked();
  });

  test('a helper must pick a service', async ({ page }) => {
    await fillSignupForm(page, 'helper', uniqueUser('svc'), { service: true });
    await submitSignup(page);
    const service = page.getByRole('checkbox', { name: 'GameChanger Scorekeeping' });
    await expectSignupError(page, service, MESSAGES.services);
    await expect(page.getByLabel('Date of Birth', { exact: true })).toHaveValue('1990-05-01');
  });

  test('a team needs a team name and a sport', async ({ page }) => {
    await fillSignupForm(page, 'team', uniqueUser('teamless'), { team: true });
    await submitSignup(page);
    await expectSignupError(page, page.getByLabel('Team Name', { exact: true }), MESSAGES.team);
  });

  test('a both account needs the helper and the team answers', async ({ page }) => {
    await fillSignupForm(page, 'both', uniqueUser('bothless'), { age: true, team: true });
    await submitSignup(page);
    await expectSignupError(page, page.getByLabel('Date of Birth', { exact: true }), MESSAGES.age);
    const teamName = page.getByLabel('Team Name', { exact: true });
    await expect(teamName).toHaveAccessibleDescription(new RegExp(MESSAGES.team));
  });

  test('an email that already has an account is refused by the server', async ({ page, request }) => {
    const user = uniqueUser('dup');
    await registerByApi(request, 'helper', user);
    const second = { ...uniqueUser('dup2'), email: user.email, firstName: 'Jordan' };
    await fillSignupForm(page, 'team', second);
    await submitSignup(page);
    await expectSignupError(page, page.getByLabel('Email', { exact: true }), MESSAGES.taken);
    await expect(page.getByLabel('First Name', { exact: true })).toHaveValue(firstNameOf(second));
    await expect(page.getByLabel('Last Name', { exact: true })).toHaveValue(lastNameOf(second));
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue(second.username);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(second.password);
  });
});
