import type { Page } from '@playwright/test';
import { expectToast, logIn, registerByApi, submitLogin, toasts } from './support/auth';
import { DEMO_PASSWORD, expect, expectAccessible, test, uniqueUser } from './support/fixtures';

const MAIN_LINKS = [
  ['Tournament Organizer', '/tournament-director'],
  ['Find Work', '/jobs'],
  ['Find Talent', '/find-talent'],
  ['Post a Job', '/post-job'],
] as const;

const closingCta = (page: Page) => page.getByRole('region', { name: 'Ready for game day?' });

test('the home page: sections in order, hero tabs by keyboard, and the signed-out closing CTA', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Game-day help for youth sports/ })).toBeVisible();
  const sections = await page
    .locator('main > section')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-labelledby')));
  const order = ['hero-title', 'how-title', 'testimonials-title', 'closing-title'].map((id) =>
    sections.indexOf(id),
  );
  expect(
    order.every((index) => index >= 0),
    `sections: ${sections.join(', ')}`,
  ).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  expect(sections[0]).toBe('hero-title');
  expect(sections.at(-1)).toBe('closing-title');
  await expect(page.getByRole('heading', { name: 'Built for Tampa Bay game days' })).toBeVisible();
  await expectAccessible(page);

  const coaches = page.getByRole('tab', { name: 'For Coaches & Parents' });
  const workers = page.getByRole('tab', { name: 'For Gig Workers' });
  await expect(coaches).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Your next game, fully staffed');
  await coaches.focus();
  await page.keyboard.press('ArrowRight');
  await expect(workers).toBeFocused();
  await expect(workers).toHaveAttribute('aria-selected', 'true');
  await expect(coaches).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('tabpanel')).toContainText('Get paid to work the games you love');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Find Gigs' })).toHaveAttribute(
    'href',
    '/jobs',
  );
  await page.keyboard.press('ArrowLeft');
  await expect(coaches).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Your next game, fully staffed');

  await page.getByRole('tabpanel').getByRole('link', { name: 'How It Works' }).click();
  await expect(page).toHaveURL(/\/#how-it-works$/);
  await expect(page.locator('#how-it-works')).toBeInViewport();
  await expect(page.locator('#how-it-works').getByRole('heading', { name: 'How It Works' })).toBeVisible();

  const cta = closingCta(page);
  await expect(cta.getByRole('link', { name: 'I Need Game Day Help' })).toHaveAttribute('href', '/post-job');
  await expect(cta.getByRole('link', { name: 'I Want to Find Gigs' })).toHaveAttribute('href', '/jobs');
});

test('/#how-it-works opens at that section', async ({ page }) => {
  await page.goto('/#how-it-works');
  await expect(page.locator('#how-it-works')).toBeInViewport();
});

for (const { email, label, other } of [
  { email: 'coach@demo.sideline.test', label: 'Post a Job', other: 'Find Gigs' },
  { email: 'helper@demo.sideline.test', label: 'Find Gigs', other: 'Post a Job' },
]) {
  test(`signed in as ${email}, the closing CTA offers ${label}`, async ({ page }) => {
    await logIn(page, email, DEMO_PASSWORD);
    await expectAccessible(page);
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    const cta = closingCta(page);
    await expect(cta.getByRole('link', { name: label })).toHaveAttribute(
      'href',
      label === 'Post a Job' ? '/post-job' : '/jobs',
    );
    await expect(cta.getByRole('link', { name: other })).toHaveCount(0);
    await expect(cta.getByRole('link', { name: 'I Need Game Day Help' })).toHaveCount(0);
    await expect(cta.getByRole('link', { name: 'I Want to Find Gigs' })).toHaveCount(0);
  });
}

test('the header links', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, href] of MAIN_LINKS) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  await account.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sideline' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu opens with the same links and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const button = page.locator('button[aria-controls="mobile-menu"]');
    await expect(button).toHaveAccessibleName('Open menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAccessibleName('Close menu');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const [label, href] of MAIN_LINKS) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(menu.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(menu).toBeVisible();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    // Following a link closes the menu too.
    await button.click();
    await menu.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test('the dashboard sidebar collapses and expands', async ({ page }) => {
  await registerByApi(page.request, 'team', uniqueUser('sidebar'));
  await page.goto('/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  const toggle = sidebar.getByRole('button', { name: 'Collapse sidebar' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByText('My Jobs')).toBeVisible();
  expect((await sidebar.boundingBox())?.width).toBe(256);

  await toggle.click();
  const expand = sidebar.getByRole('button', { name: 'Expand sidebar' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
  // Icons only, but every link keeps its name.
  await expect(sidebar.getByRole('link', { name: 'My Jobs' })).toBeVisible();
  await expect(sidebar.getByText('My Jobs')).toHaveClass(/sr-only/);

  await expand.click();
  await expect(sidebar.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
  await expect(sidebar.getByText('My Jobs')).not.toHaveClass(/sr-only/);
});

test('a toast can be dismissed', async ({ page }) => {
  await submitLogin(page, uniqueUser('toast').email, 'whatever-password');
  const toast = await expectToast(page, 'Login Failed', 'Invalid email or password');
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toasts(page)).toHaveCount(0);
});
