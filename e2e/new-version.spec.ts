import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

/**
 * A tab still on the build before a deploy: the next page's chunk is gone from the server. Each
 * test counts the documents the tab loads, so a reload (and a reload loop) shows.
 */
async function openOldBuild(page: Page, chunkGone: (documentsLoaded: number) => boolean) {
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  await page.route('**/assets/find-talent-page-*.js', (route) =>
    chunkGone(documents) ? route.fulfill({ status: 404, body: 'Not Found' }) : route.fallback(),
  );
  // Not the home page: that one is prerendered and starts the app only at the first touch.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In', exact: true })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Find Talent', exact: true }).click();
  return { documents: () => documents };
}

// Find Talent: its page is not prerendered, so the app starts as soon as it loads.
const findTalentHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Find Talent' });

test('a page whose code is gone after a deploy reloads once into the new build', async ({ page }) => {
  // Gone for the old build's page only: the reloaded page has the new build's files.
  const tab = await openOldBuild(page, (documents) => documents < 2);
  await expect(findTalentHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/\/find-talent$/);
  expect(tab.documents()).toBe(2);
});

test('when a reload does not bring the code back, the tab offers a reload instead of a blank page', async ({
  page,
}) => {
  let gone = true;
  const tab = await openOldBuild(page, () => gone);
  const notice = page.getByRole('heading', { level: 1, name: 'A new version of Sideline is available' });
  // The first page can show the notice for a moment while its reload starts: wait for the reload.
  await expect.poll(tab.documents).toBe(2);
  await expect(notice).toBeVisible();
  // One automatic reload, no more: the guard stops a loop.
  await page.waitForTimeout(500);
  expect(tab.documents()).toBe(2);
  await expectAccessible(page);

  gone = false;
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(findTalentHeading(page)).toBeVisible();
  expect(tab.documents()).toBe(3);
});
