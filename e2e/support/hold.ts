import type { Page } from '@playwright/test';

/**
 * Holds every request matching `url` until the returned function is called: a way to look at the
 * page in the moment before an answer (a slow session check, the app not started yet).
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
