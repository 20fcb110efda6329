import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export type SignupRole = 'team' | 'helper' | 'both';

/** What `uniqueUser()` returns, plus the optional names the forms ask for. */
export interface NewUser {
  email: string;
  username: string;
  password: string;
  firstName?: string;
  lastName?: string;
  /** Helpers give one at sign-up (decision 23); an adult's by default. */
  dateOfBirth?: string;
}

const ROLE_LABELS: Record<SignupRole, string> = { team: 'Team / Coach', helper: 'Helper', both: 'Both' };
export const ZIP = '33602';

export const firstNameOf = (user: NewUser) => user.firstName ?? 'Casey';
export const lastNameOf = (user: NewUser) => user.lastName ?? 'Rivera';

/** The answers a role's sign-up leaves out on purpose, to provoke one validation message. */
export interface SignupOmissions {
  age?: boolean;
  service?: boolean;
  team?: boolean;
  confirmPassword?: string;
}

/** The toast viewport's items (Radix renders them as list items inside the Notifications region). */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
}

export async function expectToast(
  page: Page,
  title: string,
  description?: string | RegExp,
): Promise<Locator> {
  const toast = toastWith(toasts(page), title, description);
  await expect(toast).toBeVisible();
  return toast;
}

/**
 * The first of `items` with the title and text, to be checked in one assertion: a toast lives five
 * seconds, and on a slow machine a second assertion made after the first had passed could find it
 * already gone.
 */
export function toastWith(items: Locator, title: string, description?: string | RegExp): Locator {
  const titled = items.filter({ hasText: title });
  return (description ? titled.filter({ hasText: matchingCase(description) }) : titled).first();
}

/** `hasText` compares strings ignoring case; the product's words are checked as written. */
function matchingCase(text: string | RegExp): RegExp {
  return typeof text === 'string' ? new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : text;
}

/** Fills the whole sign-up form (without submitting) for `role`, minus anything `omit` names. */
export async function fillSignupForm(
  page: Page,
  role: SignupRole,
  user: NewUser,
  omit: SignupOmissions = {},
) {
  await page.getByLabel('First Name', { exact: true }).fill(firstNameOf(user));
  await page.getByLabel('Last Name', { exact: true }).fill(lastNameOf(user));
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(omit.confirmPassword ?? user.password);
  await page.getByLabel('ZIP Code', { exact: true }).fill(ZIP);
  await page.getByRole('radio', { name: ROLE_LABELS[role], exact: true }).check();
  if (role === 'helper' || role === 'both') {
    if (!omit.age)
      await page.getByLabel('Date of Birth', { exact: true }).fill(user.dateOfBirth ?? '1990-05-01');
    if (!omit.service) await page.getByRole('checkbox', { name: 'GameChanger Scorekeeping' }).check();
  }
  if ((role === 'team' || role === 'both') && !omit.team) {
    await page.getByLabel('Team Name', { exact: true }).fill(`${lastNameOf(user)} Rays 12U`);
    await page.getByRole('checkbox', { name: 'Baseball', exact: true }).check();
  }
}

export async function submitSignup(page: Page) {
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Signs up through the form at /signup and waits for the dashboard. */
export async function signUp(page: Page, role: SignupRole, user: NewUser) {
  await page.goto('/signup');
  await fillSignupForm(page, role, user);
  await submitSignup(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /Dashboard$/ })).toBeVisible();
}

/**
 * Registers through the API. With `page.request` the new session cookie lands in the page's context
 * (signed in there); with the `request` fixture the page stays signed out. `extra` adds to the body
 * (a referral code, say); answers the new user's id and own referral code.
 */
export async function registerByApi(
  request: APIRequestContext,
  role: SignupRole,
  user: NewUser,
  extra: { referredBy?: string } = {},
): Promise<{ id: number; referralCode: string }> {
  const body = {
    firstName: firstNameOf(user),
    lastName: lastNameOf(user),
    email: user.email,
    username: user.username,
    password: user.password,
    zipCode: ZIP,
    role,
    ...(role !== 'team' && { dateOfBirth: '1990-05-01', isScorekeeper: true }),
    ...(role !== 'helper' && { teamName: `${lastNameOf(user)} Rays 12U`, sportTypes: ['baseball'] }),
    ...extra,
  };
  const response = await request.post('/api/auth/register', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; referralCode: string };
}

/** Fills and submits /login, without waiting for the outcome. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

export async function logIn(page: Page, email: string, password: string) {
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /Dashboard$/ })).toBeVisible();
}

/** Logs out with the Logout button of the sidebar (dashboard) or the header (public pages). */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expectToast(page, 'Logged Out', 'You have been successfully logged out.');
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log In' }),
  ).toBeVisible();
}

const STORED_USER = 'sideline.user';

/** The signed-in user the app keeps in local storage for a fast first paint (evaluated as a string: e2e has no DOM types). */
export function readStoredUser(page: Page): Promise<string | null> {
  return page.evaluate<string | null>(`localStorage.getItem(${JSON.stringify(STORED_USER)})`);
}

export async function writeStoredUser(page: Page, value: string | null): Promise<void> {
  const key = JSON.stringify(STORED_USER);
  await page.evaluate(
    value === null
      ? `localStorage.removeItem(${key})`
      : `localStorage.setItem(${key}, ${JSON.stringify(value)})`,
  );
}

/**
 * From the next navigation on, timers of exactly `ms` milliseconds are held instead of run, so a
 * page's timed redirect waits for `releaseHeldTimers` (for example while axe looks at the page).
 */
export async function holdTimers(page: Page, ms: number): Promise<void> {
  await page.addInitScript(`{
    const original = window.setTimeout.bind(window);
    window.__heldTimers = [];
    window.setTimeout = (callback, delay, ...args) =>
      delay === ${ms} ? (window.__heldTimers.push(() => callback(...args)), -1) : original(callback, delay, ...args);
  }`);
}

/** Runs the held timers; answers how many there were. */
export function releaseHeldTimers(page: Page): Promise<number> {
  return page.evaluate<number>(
    `(() => { const held = window.__heldTimers.splice(0); held.forEach((run) => run()); return held.length; })()`,
  );
}
