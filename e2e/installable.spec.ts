/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { logIn } from './support/auth';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

/**
 * The installable app: a manifest the browser accepts, a service worker that caches the shell so
 * the app opens offline (data screens then say they are offline), and never an API answer from
 * the worker or its caches.
 */
test('the manifest names the app, its icons and /dashboard as the start', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const res = await request.get(href!);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Sideline',
    start_url: '/dashboard',
    display: 'standalone',
    theme_color: '#15803d',
  });
  for (const size of ['192x192', '512x512']) {
    for (const purpose of ['any', 'maskable']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === purpose);
      expect(icon, `${purpose} icon ${size}`).toBeDefined();
      const png = await request.get(icon!.src);
      expect(png.headers()['content-type']).toBe('image/png');
    }
  }
});

// The suite blocks service workers (playwright.config.ts); this file is where the worker is tested.
test.use({ serviceWorkers: 'allow' });

test('the service worker installs, opens the shell offline, and never answers the API', async ({
  page,
  context,
}) => {
  await logIn(page, 'coach@demo.sideline.test', DEMO_PASSWORD);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The first load installed the worker; from the next one on it controls the page.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const apiAnswers: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/api/'))
      apiAnswers.push({ url: res.url(), fromWorker: res.fromServiceWorker() });
  });
  await page.goto('/dashboard/payments');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Team Dashboard' })).toBeVisible();
  // Online, a page comes from the server even under the worker: the dashboard rendered for its
  // user, with the answers it was rendered with (decision 0037), and kept in no cache.
  await expect(page.locator('script#sideline-route-data')).toHaveCount(1);
  expect(apiAnswers.length).toBeGreaterThan(0);
  expect(apiAnswers.filter((a) => a.fromWorker)).toEqual([]);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((u) => u.startsWith('/api/') || u.startsWith('/uploads/'))).toEqual([]);
  expect(cached.filter((u) => u.startsWith('/dashboard'))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/dashboard/my-jobs');
  // The shell (header, tab bar) comes from the cache; the data screen says it is offline.
  await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'My Jobs' })).toBeVisible();
});

test('a first visit installs the worker only once the visitor has gone quiet', async ({ page }) => {
  const registered = () =>
    page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r !== undefined));
  await page.goto('/jobs');
  const zip = page.getByLabel('ZIP code', { exact: true });
  await zip.click();
  // A key a second, each inside the quiet time (3 s): the install would compete with the search.
  for (const digit of '33602') {
    await zip.press(digit);
    await page.waitForTimeout(1000);
  }
  expect(await registered()).toBe(false);
  await expect.poll(registered, { timeout: 15_000 }).toBe(true);
});
