/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import type { Page } from '@playwright/test';
import { logIn } from './support/auth';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './support/fixtures';

/**
 * Every signed-in screen at a phone's size (390 x 844) and a laptop's (1280 x 800): on the phone
 * the bottom tab bar replaces the sidebar, nothing overflows sideways or hides under the bar, and
 * axe finds nothing serious; on the laptop the sidebar stays.
 */
const SCREENS = {
  coach: [
    '/dashboard',
    '/dashboard/my-jobs',
    '/dashboard/applications',
    '/dashboard/payments',
    '/dashboard/messages',
    '/dashboard/profile',
    '/post-job',
    '/get-your-referral-code',
  ],
  helper: [
    '/dashboard',
    '/dashboard/my-applications',
    '/dashboard/payments',
    '/dashboard/messages',
    '/dashboard/profile',
    '/jobs',
  ],
  both: ['/dashboard'],
  admin: ['/dashboard', '/admin'],
} as const;

/** The Messages tab, with the unread count's badge when the demo threads have unread messages. */
const MESSAGES = /^\d*Messages$/;
const TABS = {
  coach: ['Dashboard', 'Post a Job', MESSAGES, 'Payments', 'Profile'],
  helper: ['Dashboard', 'Find Gigs', MESSAGES, 'Payments', 'Profile'],
  both: ['Dashboard', 'Find Gigs', MESSAGES, 'Payments', 'Profile'],
  admin: ['Dashboard', MESSAGES, 'Payments', 'Profile'],
} as const;

type Who = keyof typeof SCREENS;

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Tabs' });

async function settle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main')).toBeVisible();
  // Every screen names itself with one h1 once its data is in.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** The page's content ends above the fixed tab bar even when scrolled to the very bottom. */
async function expectNothingUnderTabBar(page: Page) {
  const gap = await page.evaluate(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    const bar = document.querySelector('nav[aria-label="Tabs"]')!;
    const frame = bar.parentElement!;
    const contentBottom =
      frame.getBoundingClientRect().bottom - parseFloat(getComputedStyle(frame).paddingBottom);
    return bar.getBoundingClientRect().top - contentBottom;
  });
  expect(gap).toBeGreaterThanOrEqual(-0.5);
}

for (const who of Object.keys(SCREENS) as Who[]) {
  test(`${who}: every signed-in screen fits a phone, with the tab bar and nothing under it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, `${who}@demo.sideline.test`, DEMO_PASSWORD);
    for (const path of SCREENS[who]) {
      await settle(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
      await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
      const tabs = tabBar(page).getByRole('link');
      await expect(tabs).toHaveText([...TABS[who]]);
      for (const box of await Promise.all((await tabs.all()).map((tab) => tab.boundingBox()))) {
        expect(box!.height).toBeGreaterThanOrEqual(44);
        expect(box!.width).toBeGreaterThanOrEqual(44);
      }
      await expectNothingUnderTabBar(page);
      await expectAccessible(page);
    }
  });

  test(`${who}: the laptop keeps the sidebar and has no tab bar`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page, `${who}@demo.sideline.test`, DEMO_PASSWORD);
    for (const path of SCREENS[who].filter((p) => p.startsWith('/dashboard') || p === '/admin')) {
      await settle(page, path);
      await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
      await expect(tabBar(page)).toBeHidden();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
  });
}

test('the tab bar navigates, marks the current tab, and the header menu holds the rest', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'coach@demo.sideline.test', DEMO_PASSWORD);
  const bar = tabBar(page);
  await expect(bar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  await bar.getByRole('link', { name: /^Messages/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  // The demo coach's Messages opens on real threads, the admin's welcome among them.
  await expect(page.getByText(/Every 10 games you pay by card through Sideline/)).toBeVisible();
  await expect(page.getByText('No conversations yet', { exact: false })).toHaveCount(0);
  await bar.getByRole('link', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payments$/);
  await bar.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(bar.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  // Post a Job is a public page: the tab bar comes along, under the public header with its menu.
  await bar.getByRole('link', { name: 'Post a Job' }).click();
  await expect(page).toHaveURL(/\/post-job$/);
  await expect(bar).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await bar.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  const more = page.getByRole('navigation', { name: 'More' });
  await expect(more.getByRole('link', { name: 'My Jobs' })).toBeVisible();
  await expect(more.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(more).toBeHidden();
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await more.getByRole('link', { name: 'My Jobs' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-jobs$/);
  await expect(more).toBeHidden();
});

test('a keyboard user tabbing down the dashboard never has focus under the tab bar or the header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'coach@demo.sideline.test', DEMO_PASSWORD);
  await page.waitForLoadState('networkidle');
  const scrollBehavior = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
  expect(await scrollBehavior()).toBe('smooth');
  // Asked for less motion, the page jumps to each focused element, so where it lands is checked
  // without racing a glide (on a loaded machine a glide could still be under way, or stall).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await scrollBehavior()).toBe('auto');
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const hidden = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        // The bars themselves, and what floats above everything, cannot be under a bar.
        if (!el || el === document.body || el.closest('nav[aria-label="Tabs"], header')) return null;
        for (let node: Element | null = el; node; node = node.parentElement)
          if (getComputedStyle(node).position === 'fixed') return null; // toasts, the skip link
        const box = el.getBoundingClientRect();
        // While a text field has focus the tab bar steps aside for the keyboard (index.css).
        const bar = document.querySelector('nav[aria-label="Tabs"]')!;
        const barTop = bar.checkVisibility() ? bar.getBoundingClientRect().top : window.innerHeight;
        const headerBottom = document.querySelector('header')!.getBoundingClientRect().bottom;
        const under = box.bottom > barTop + 1 || box.top < headerBottom - 1;
        const where = `top ${box.top}, bottom ${box.bottom}, bar ${barTop}, header ${headerBottom}, scrollY ${scrollY}`;
        return under ? `${el.outerHTML.slice(0, 120)} (${where})` : null;
      });
    await expect.poll(hidden, { message: 'focused element hidden by a sticky bar' }).toBeNull();
  }
});

test('the toast region stays reachable (F8) while a dialog traps focus', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'coach@demo.sideline.test', DEMO_PASSWORD);
  await page.goto('/dashboard/messages');
  await page.getByRole('button', { name: 'New Message' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const region = dialog.getByRole('region', { name: /Notifications/ });
  await expect(region).toBeAttached();
  await page.keyboard.press('F8');
  await expect.poll(() => region.evaluate((r) => r.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Closed, the region is back in the page.
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
});
